package dev.loomlir.dialects.arith;

import static dev.loomlir.dialects.arith.ArithTypes.BOOL_LIKE;
import static dev.loomlir.dialects.arith.ArithTypes.FLOAT_LIKE;
import static dev.loomlir.dialects.arith.ArithTypes.INT_OR_INDEX_LIKE;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.function.BiPredicate;

/**
 * The op families of MLIR 22's ArithOps.td (its ODS base classes), from which the op classes
 * declare themselves. All ops are elementwise over vectors and tensors. The integer divisions
 * that may trap ({@code divui}, {@code divsi}, {@code ceildivui}, {@code ceildivsi}) have no
 * memory effect but are not {@link Trait#PURE}: upstream does not let them be speculated.
 */
final class ArithOpDecls {
  private ArithOpDecls() {}

  private static final String OVERFLOW_FORMAT = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
  private static final String EXACT_FORMAT = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
  private static final String BINARY_FORMAT = "$lhs `,` $rhs attr-dict `:` type($result)";
  private static final String FLOAT_BINARY_FORMAT = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
  static final String CAST_FORMAT = "$in attr-dict `:` type($in) `to` type($out)";

  /** Every arith op: elementwise, no memory effects. */
  static OpDef arithOp(String name) {
    return OpDef.op(name).traits(Trait.ELEMENTWISE);
  }

  /** ODS {@code Arith_IntBinaryOp}: {@code $lhs, $rhs : type}. */
  static OpDef intBinary(String name, Trait... traits) {
    return arithOp(name)
        .operand("lhs", INT_OR_INDEX_LIKE)
        .operand("rhs", INT_OR_INDEX_LIKE)
        .result("result", INT_OR_INDEX_LIKE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .traits(traits)
        .format(BINARY_FORMAT);
  }

  /** ODS {@code Arith_IntBinaryOpWithOverflowFlags}: {@code overflow<nsw, nuw>}. */
  static OpDef withOverflow(String name, Trait... traits) {
    return intBinary(name, Trait.PURE)
        .traits(traits)
        .defaultAttr("overflowFlags", ArithAttrs.OVERFLOW, ArithAttrs.OVERFLOW_NONE)
        .format(OVERFLOW_FORMAT);
  }

  /** ODS {@code Arith_IntBinaryOpWithExactFlag}: a unit {@code isExact}, spelled {@code exact}. */
  static OpDef withExact(String name, Trait... traits) {
    return intBinary(name, traits).optionalAttr("isExact", Attrs.UNIT).format(EXACT_FORMAT);
  }

  /** Float ops with {@code fastmath<...>} (default none) and one result of the operand type. */
  static OpDef floatOp(String name) {
    return arithOp(name)
        .result("result", FLOAT_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE);
  }

  /** ODS {@code Arith_FloatBinaryOp}: {@code $lhs, $rhs fastmath<...> : type}. */
  static OpDef floatBinary(String name, Trait... traits) {
    return floatOp(name).operand("lhs", FLOAT_LIKE).operand("rhs", FLOAT_LIKE).traits(traits).format(FLOAT_BINARY_FORMAT);
  }

  /** ODS {@code Arith_CastOp}: one operand, one result of the same shape, element types related by {@code rule}. */
  static OpDef cast(String name, TypeConstraint from, TypeConstraint to, BiPredicate<Type, Type> rule) {
    return arithOp(name)
        .operand("in", from)
        .result("out", to)
        .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
        .verify(CastRules.SAME_TENSOR_DIMS)
        .verify(CastRules.compatible(rule));
  }

  /** A cast without attributes: {@code $in : type($in) to type($out)}. */
  static OpDef plainCast(String name, TypeConstraint from, TypeConstraint to, BiPredicate<Type, Type> rule) {
    return cast(name, from, to, rule).format(CAST_FORMAT);
  }

  /** {@code mulsi_extended}, {@code mului_extended}: the low and high halves of the full product. */
  static OpDef mulExtended(String name) {
    OpDef def = arithOp(name)
        .operand("lhs", INT_OR_INDEX_LIKE)
        .operand("rhs", INT_OR_INDEX_LIKE)
        .result("low", INT_OR_INDEX_LIKE)
        .result("high", INT_OR_INDEX_LIKE)
        .traits(Trait.PURE, Trait.COMMUTATIVE)
        .implement(AsmResultNames.class, resultNames("low", "high"))
        .format("$lhs `,` $rhs attr-dict `:` type($lhs)");
    return def.allTypesMatch("lhs", "rhs", "low", "high");
  }

  /**
   * {@code scaling_extf}, {@code scaling_truncf}: {@code in} scaled by a power of two taken from
   * {@code scale}, and cast by {@code rule}.
   */
  static OpDef scalingCast(String name, BiPredicate<Type, Type> rule) {
    return arithOp(name)
        .operand("in", FLOAT_LIKE)
        .operand("scale", FLOAT_LIKE)
        .result("out", FLOAT_LIKE)
        .traits(Trait.PURE)
        .verify(CastRules.SAME_TENSOR_DIMS)
        .verify(CastRules.compatible(rule));
  }

  /** ODS {@code Arith_CompareOp}: i1 results shaped like the operands. */
  static OpDef compare(String name, TypeConstraint operands, KeywordEnumKind predicate) {
    return arithOp(name)
        .attr("predicate", predicate)
        .operand("lhs", operands)
        .operand("rhs", operands)
        .result("result", BOOL_LIKE)
        .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
        .typesMatchWith(I1_SAME_SHAPE, "lhs", "result", ArithOpDecls::i1SameShape);
  }

  /** Inserts a compare of {@code type} by {@code predicate} (its stored value); the i1 result has the operands' shape. */
  static Operation buildCompare(OpBuilder b, OpType<?> type, Location loc, IntegerAttr predicate,
                                Value lhs, Value rhs) {
    OperationState s = b.state(type, loc);
    s.operands.add(lhs);
    s.operands.add(rhs);
    s.addAttribute("predicate", predicate);
    s.resultTypes.add(i1SameShape(lhs.type()));
    return b.insert(s);
  }

  // ---- shared rules ----

  /** {@code i1} for a scalar, {@code vector<4xi1>} for {@code vector<4xi32>}, ... (upstream's {@code getI1SameShape}). */
  static Type i1SameShape(Type t) {
    return Types.shapedLike(t, IntegerType.I1);
  }

  static final String I1_SAME_SHAPE = "result type has i1 element type and same shape as operands";

  /** Ops with several results name them after their result groups ({@code %low, %high}), as MLIR 22 prints them. */
  static AsmResultNames resultNames(String... names) {
    return op -> names.clone();
  }
}
