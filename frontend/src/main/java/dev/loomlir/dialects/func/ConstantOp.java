package dev.loomlir.dialects.func;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code func.constant}: a function value naming a function symbol. */
public final class ConstantOp extends OpView {
  public static final OpType<ConstantOp> TYPE = OpType.of(OpDef.op("func.constant")
      .summary("constant")
      .attr("value", Attrs.FLAT_SYMBOL_REF)
      .result("result", Types.ANY)
      .traits(Trait.CONSTANT_LIKE, Trait.PURE)
      .format("attr-dict $value `:` type(results)")
      .implement(AsmResultNames.class, op -> new String[] {"f"})
      .verify(FuncVerifiers::verifyConstant), ConstantOp::new);

  private ConstantOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ConstantOp match(Operation op) { return TYPE.match(op); }

  /** The function named. */
  public SymbolRefAttr value() { return (SymbolRefAttr) op.attr("value"); }
}
