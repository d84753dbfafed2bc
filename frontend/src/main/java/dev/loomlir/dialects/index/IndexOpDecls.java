package dev.loomlir.dialects.index;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.OpVerifier;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import dev.loomlir.rewrite.OpBuilder;

/**
 * The op families of MLIR 22's IndexOps.td, from which the op classes declare themselves: pure
 * arithmetic on {@code index}.
 */
final class IndexOpDecls {
  private IndexOpDecls() {}

  /** {@code AnyTypeOf<[AnyInteger, Index]>} */
  private static final TypeConstraint INTEGER_OR_INDEX =
      TypeConstraint.of("integer or index", t -> t.isInteger() || t.isIndex());

  static OpDef indexOp(String name) {
    return OpDef.op(name).traits(Trait.PURE);
  }

  /** {@code index.add %a, %b}: the type is always index, so it is not written. */
  static OpDef binary(String name) {
    return indexOp(name)
        .operand("lhs", Types.INDEX)
        .operand("rhs", Types.INDEX)
        .result("result", Types.INDEX)
        .format("$lhs `,` $rhs attr-dict");
  }

  /** {@code index.casts %a : index to i32}: between index and a fixed-width integer, either way. */
  static OpDef cast(String name) {
    return indexOp(name)
        .operand("input", INTEGER_OR_INDEX)
        .result("output", INTEGER_OR_INDEX)
        .verify(INDEX_INTEGER_CAST)
        .format("$input attr-dict `:` type($input) `to` type($output)");
  }

  /** Inserts a constant op of {@code type} holding {@code value}, its result typed {@code resultType}. */
  static Operation buildConstant(OpBuilder b, OpType<?> type, Location loc, IntegerAttr value, Type resultType) {
    OperationState s = b.state(type, loc);
    s.addAttribute("value", value);
    s.resultTypes.add(resultType);
    return b.insert(s);
  }

  private static final OpVerifier INDEX_INTEGER_CAST = op -> {
    Type in = op.operand(0).type();
    Type out = op.result(0).type();
    if ((in.isIndex() && out.isInteger()) || (in.isInteger() && out.isIndex())) return;
    throw DiagnosticException.opError(op, "operand type '" + in + "' and result type '" + out + "' are cast incompatible");
  };
}
