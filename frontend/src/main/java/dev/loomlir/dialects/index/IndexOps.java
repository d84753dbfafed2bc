package dev.loomlir.dialects.index;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpVerifier;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import java.util.ArrayList;
import java.util.List;

/** The declarations of the index ops (MLIR 22's IndexOps.td): pure arithmetic on {@code index} values. */
final class IndexOps {
  private IndexOps() {}

  private static final List<String> BINARY = List.of(
      "sub", "divs", "divu", "ceildivs", "ceildivu", "floordivs", "rems", "remu", "shl", "shrs", "shru");

  private static final List<String> COMMUTATIVE_BINARY = List.of(
      "add", "mul", "maxs", "maxu", "mins", "minu", "and", "or", "xor");

  /** {@code AnyTypeOf<[AnyInteger, Index]>} */
  private static final TypeConstraint INTEGER_OR_INDEX =
      TypeConstraint.of("integer or index", t -> t.isInteger() || t.isIndex());

  static List<OpDef> all() {
    List<OpDef> ops = new ArrayList<>();
    for (String name : COMMUTATIVE_BINARY) ops.add(binary(name).traits(Trait.COMMUTATIVE));
    for (String name : BINARY) ops.add(binary(name));
    ops.add(cast("casts"));
    ops.add(cast("castu"));
    ops.add(indexOp("cmp")
        .attr("pred", PREDICATE)
        .operand("lhs", Types.INDEX)
        .operand("rhs", Types.INDEX)
        .result("result", Types.I1)
        .format("$pred `(` $lhs `,` $rhs `)` attr-dict"));
    ops.add(indexOp("sizeof").result("result", Types.INDEX).format("attr-dict"));
    ops.add(indexOp("constant")
        .attr("value", Attrs.INDEX)
        .result("result", Types.INDEX)
        .traits(Trait.CONSTANT_LIKE)
        .implement(AsmResultNames.class, op -> new String[] {"idx" + ((IntegerAttr) op.properties().get("value")).value()})
        .format("attr-dict $value"));
    ops.add(indexOp("bool.constant")
        .attr("value", BOOL)
        .result("result", Types.I1)
        .traits(Trait.CONSTANT_LIKE)
        .implement(AsmResultNames.class,
            op -> new String[] {((IntegerAttr) op.properties().get("value")).boolValue() ? "true" : "false"})
        .format("attr-dict $value"));
    return ops;
  }

  private static OpDef indexOp(String name) {
    return OpDef.op("index." + name).traits(Trait.PURE);
  }

  /** {@code index.add %a, %b}: the type is always index, so it is not written. */
  private static OpDef binary(String name) {
    return indexOp(name)
        .operand("lhs", Types.INDEX)
        .operand("rhs", Types.INDEX)
        .result("result", Types.INDEX)
        .format("$lhs `,` $rhs attr-dict");
  }

  /** {@code index.casts %a : index to i32}: between index and a fixed-width integer, either way. */
  private static OpDef cast(String name) {
    return indexOp(name)
        .operand("input", INTEGER_OR_INDEX)
        .result("output", INTEGER_OR_INDEX)
        .verify(INDEX_INTEGER_CAST)
        .format("$input attr-dict `:` type($input) `to` type($output)");
  }

  private static final OpVerifier INDEX_INTEGER_CAST = op -> {
    Type in = op.operand(0).type();
    Type out = op.result(0).type();
    if ((in.isIndex() && out.isInteger()) || (in.isInteger() && out.isIndex())) return;
    throw DiagnosticException.opError(op, "operand type '" + in + "' and result type '" + out + "' are cast incompatible");
  };

  /** ODS {@code BoolAttr}: {@code true} or {@code false}. */
  private static final AttrKind BOOL = new AttrKind() {
    @Override public String description() { return "bool attribute"; }
    @Override public boolean matches(Attribute a) { return a instanceof IntegerAttr i && i.type().equals(IntegerType.I1); }
    @Override public Attribute parse(OpAsmParser p) { return Attrs.BOOL.parse(p); }
    @Override public Attribute parseOptional(OpAsmParser p) { return Attrs.BOOL.parseOptional(p); }
    @Override public void print(Attribute a, OpAsmPrinter p) { Attrs.BOOL.print(a, p); }
  };

  /** The predicate of {@code index.cmp}, spelled as its keyword: {@code slt}. */
  static final AttrKind PREDICATE = new AttrKind() {
    @Override public String description() { return "index comparison predicate kind"; }
    @Override public boolean matches(Attribute a) { return a instanceof IndexCmpPredicate; }
    @Override public Attribute parse(OpAsmParser p) { return IndexDialect.parsePredicateKeyword(p); }
    @Override public Attribute parseOptional(OpAsmParser p) {
      String kw = p.parseOptionalKeywordOf(IndexCmpPredicate.KEYWORDS);
      return kw == null ? null : IndexCmpPredicate.of(kw);
    }
    @Override public void print(Attribute a, OpAsmPrinter p) { p.print(((IndexCmpPredicate) a).keyword()); }
  };
}
