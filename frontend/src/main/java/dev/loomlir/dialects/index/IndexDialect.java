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

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "index.add" -> AddOp.TYPE.def();
      case "index.mul" -> MulOp.TYPE.def();
      case "index.maxs" -> MaxSOp.TYPE.def();
      case "index.maxu" -> MaxUOp.TYPE.def();
      case "index.mins" -> MinSOp.TYPE.def();
      case "index.minu" -> MinUOp.TYPE.def();
      case "index.and" -> AndOp.TYPE.def();
      case "index.or" -> OrOp.TYPE.def();
      case "index.xor" -> XOrOp.TYPE.def();
      case "index.sub" -> SubOp.TYPE.def();
      case "index.divs" -> DivSOp.TYPE.def();
      case "index.divu" -> DivUOp.TYPE.def();
      case "index.ceildivs" -> CeilDivSOp.TYPE.def();
      case "index.ceildivu" -> CeilDivUOp.TYPE.def();
      case "index.floordivs" -> FloorDivSOp.TYPE.def();
      case "index.rems" -> RemSOp.TYPE.def();
      case "index.remu" -> RemUOp.TYPE.def();
      case "index.shl" -> ShlOp.TYPE.def();
      case "index.shrs" -> ShrSOp.TYPE.def();
      case "index.shru" -> ShrUOp.TYPE.def();
      case "index.casts" -> CastSOp.TYPE.def();
      case "index.castu" -> CastUOp.TYPE.def();
      case "index.cmp" -> CmpOp.TYPE.def();
      case "index.sizeof" -> SizeOfOp.TYPE.def();
      case "index.constant" -> ConstantOp.TYPE.def();
      case "index.bool.constant" -> BoolConstantOp.TYPE.def();
      default -> null;
    };
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
