package dev.loomlir.dialects.linalg;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `linalg` dialect (the subset loomlir supports, on buffers). */
public final class LinalgDialect implements Dialect {
  @Override public String namespace() { return "linalg"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(GenericOp.TYPE.def(), FillOp.TYPE.def(), CopyOp.TYPE.def(),
        MatmulOp.TYPE.def(), MapOp.TYPE.def(), ReduceOp.TYPE.def(), IndexOp.TYPE.def(), YieldOp.TYPE.def());
  }

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "linalg.generic" -> GenericOp.TYPE.def();
      case "linalg.fill" -> FillOp.TYPE.def();
      case "linalg.copy" -> CopyOp.TYPE.def();
      case "linalg.matmul" -> MatmulOp.TYPE.def();
      case "linalg.map" -> MapOp.TYPE.def();
      case "linalg.reduce" -> ReduceOp.TYPE.def();
      case "linalg.index" -> IndexOp.TYPE.def();
      case "linalg.yield" -> YieldOp.TYPE.def();
      default -> null;
    };
  }

  /** {@code #linalg.iterator_type<parallel>}, {@code #linalg.type_fn<cast_signed>}. */
  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    List<String> cases = LinalgEnumAttr.casesOf(mnemonic);
    if (cases == null) return null;
    p.parse("<");
    var pos = p.currentPos();
    String value = p.parseKeywordAny();
    if (!cases.contains(value)) {
      throw p.errorAt(pos, "expected " + mnemonic + " to be one of: " + String.join(", ", cases));
    }
    p.parse(">");
    return new LinalgEnumAttr(mnemonic, value);
  }
}
