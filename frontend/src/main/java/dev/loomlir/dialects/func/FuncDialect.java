package dev.loomlir.dialects.func;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `func` dialect: functions, calls and returns. */
public final class FuncDialect implements Dialect {
  /** ODS {@code DictArrayAttr}: an array of dictionaries, one per argument or result. */
  public static final dev.loomlir.ir.AttrKind DICT_ARRAY =
      Attrs.arrayOf("Array of dictionary attributes", a -> a instanceof DictionaryAttr);

  @Override public String namespace() { return "func"; }

  // Built on demand, not in a static field: FuncOp's declaration reads DICT_ARRAY, so initializing
  // this class must not need FuncOp's (a pass that names FuncOp first would see it null).
  @Override public List<OpDef> ops() {
    return List.of(FuncOp.TYPE.def(), CallOp.TYPE.def(), CallIndirectOp.TYPE.def(), ConstantOp.TYPE.def(),
        ReturnOp.TYPE.def());
  }

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "func.func" -> FuncOp.TYPE.def();
      case "func.call" -> CallOp.TYPE.def();
      case "func.call_indirect" -> CallIndirectOp.TYPE.def();
      case "func.constant" -> ConstantOp.TYPE.def();
      case "func.return" -> ReturnOp.TYPE.def();
      default -> null;
    };
  }
}
