package dev.loomlir.dialects.index;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.SourcePos;
import java.util.List;

/** The `index` dialect: arithmetic, comparisons and casts on the target-sized {@code index} type. */
public final class IndexDialect implements Dialect {
  @Override public String namespace() { return "index"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(
        AddOp.TYPE.def(), MulOp.TYPE.def(), MaxSOp.TYPE.def(), MaxUOp.TYPE.def(), MinSOp.TYPE.def(), MinUOp.TYPE.def(),
        AndOp.TYPE.def(), OrOp.TYPE.def(), XOrOp.TYPE.def(), SubOp.TYPE.def(), DivSOp.TYPE.def(), DivUOp.TYPE.def(),
        CeilDivSOp.TYPE.def(), CeilDivUOp.TYPE.def(), FloorDivSOp.TYPE.def(), RemSOp.TYPE.def(), RemUOp.TYPE.def(),
        ShlOp.TYPE.def(), ShrSOp.TYPE.def(), ShrUOp.TYPE.def(), CastSOp.TYPE.def(), CastUOp.TYPE.def(),
        CmpOp.TYPE.def(), SizeOfOp.TYPE.def(), ConstantOp.TYPE.def(), BoolConstantOp.TYPE.def());
  }

  /**
   * {@code #index<cmp_predicate slt>}. The mnemonic sits inside the brackets, so this accepts being
   * called with an empty mnemonic (at the {@code <}: parses and consumes the whole
   * {@code <cmp_predicate slt>}) or with {@code cmp_predicate} (before or after that keyword:
   * parses up to the predicate keyword).
   */
  @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
    if (mnemonic == null || mnemonic.isEmpty()) {
      p.parse("<");
      p.parseKeyword("cmp_predicate");
      Attribute pred = parsePredicateKeyword(p);
      p.parse(">");
      return pred;
    }
    if (!mnemonic.equals("cmp_predicate")) return null;
    p.parseOptionalKeyword(mnemonic);
    return parsePredicateKeyword(p);
  }

  /** {@code slt}, with upstream's error for anything else. */
  static Attribute parsePredicateKeyword(OpAsmParser p) {
    SourcePos pos = p.currentPos();
    String kw = p.parseOptionalKeywordAny();
    Attribute pred = kw == null ? null : IndexCmpPredicate.of(kw);
    if (pred == null) {
      throw p.errorAt(pos, "expected ::mlir::index::IndexCmpPredicate to be one of: "
          + String.join(", ", CmpIPredicate.KEYWORDS));
    }
    return pred;
  }
}
