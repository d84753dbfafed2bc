package dev.loomlir.dialects.arith;

import static dev.loomlir.dialects.arith.ArithTypes.BOOL_LIKE;
import static dev.loomlir.dialects.arith.ArithTypes.FIXED_WIDTH_INT_LIKE;
import static dev.loomlir.dialects.arith.ArithTypes.FLOAT_LIKE;
import static dev.loomlir.dialects.arith.ArithTypes.INT_OR_INDEX_LIKE;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiPredicate;

/**
 * The declarations of every arith op (MLIR 22's ArithOps.td). All ops are elementwise over
 * vectors and tensors. The integer divisions that may trap ({@code divui}, {@code divsi},
 * {@code ceildivui}, {@code ceildivsi}) have no memory effect but are not {@link Trait#PURE}:
 * upstream does not let them be speculated.
 */
final class ArithOps {
  private ArithOps() {}

  private static final String OVERFLOW_FORMAT = "$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)";
  private static final String EXACT_FORMAT = "$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)";
  private static final String BINARY_FORMAT = "$lhs `,` $rhs attr-dict `:` type($result)";
  private static final String FLOAT_BINARY_FORMAT = "$lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($result)";
  private static final String CAST_FORMAT = "$in attr-dict `:` type($in) `to` type($out)";

  static List<OpDef> all() {
    List<OpDef> ops = new ArrayList<>();
    ops.add(constant());

    ops.add(withOverflow("arith.addi", Trait.COMMUTATIVE));
    ops.add(withOverflow("arith.subi"));
    ops.add(withOverflow("arith.muli", Trait.COMMUTATIVE));
    ops.add(withOverflow("arith.shli"));
    ops.add(withExact("arith.divui"));
    ops.add(withExact("arith.divsi"));
    ops.add(withExact("arith.shrui", Trait.PURE));
    ops.add(withExact("arith.shrsi", Trait.PURE));
    ops.add(intBinary("arith.ceildivui"));
    ops.add(intBinary("arith.ceildivsi"));
    for (String name : List.of("floordivsi", "remui", "remsi")) ops.add(intBinary("arith." + name, Trait.PURE));
    for (String name : List.of("andi", "ori", "xori", "maxsi", "maxui", "minsi", "minui")) {
      ops.add(intBinary("arith." + name, Trait.PURE, Trait.COMMUTATIVE));
    }
    ops.add(addUIExtended());
    ops.add(mulExtended("arith.mulsi_extended"));
    ops.add(mulExtended("arith.mului_extended"));

    ops.add(floatOp("arith.negf").operand("operand", FLOAT_LIKE)
        .format("$operand (`fastmath` `` $fastmath^)? attr-dict `:` type($result)"));
    for (String name : List.of("addf", "mulf", "maximumf", "minimumf", "maxnumf", "minnumf")) {
      ops.add(floatBinary("arith." + name).traits(Trait.COMMUTATIVE));
    }
    for (String name : List.of("subf", "divf", "remf")) ops.add(floatBinary("arith." + name));

    ops.add(cast("arith.extui", FIXED_WIDTH_INT_LIKE, FIXED_WIDTH_INT_LIKE, CastRules.INT_WIDENING).format(CAST_FORMAT));
    ops.add(cast("arith.extsi", FIXED_WIDTH_INT_LIKE, FIXED_WIDTH_INT_LIKE, CastRules.INT_WIDENING).format(CAST_FORMAT));
    ops.add(cast("arith.trunci", FIXED_WIDTH_INT_LIKE, FIXED_WIDTH_INT_LIKE, CastRules.INT_NARROWING)
        .defaultAttr("overflowFlags", ArithAttrs.OVERFLOW, ArithAttrs.OVERFLOW_NONE)
        .format("$in (`overflow` `` $overflowFlags^)? attr-dict `:` type($in) `to` type($out)"));
    ops.add(cast("arith.extf", FLOAT_LIKE, FLOAT_LIKE, CastRules.FLOAT_WIDENING)
        .optionalAttr("fastmath", ArithAttrs.FASTMATH)
        .format("$in (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"));
    ops.add(cast("arith.truncf", FLOAT_LIKE, FLOAT_LIKE, CastRules.FLOAT_NARROWING)
        .optionalAttr("roundingmode", ArithAttrs.ROUNDING_MODE)
        .optionalAttr("fastmath", ArithAttrs.FASTMATH)
        .format("$in ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `to` type($out)"));
    ops.add(cast("arith.uitofp", FIXED_WIDTH_INT_LIKE, FLOAT_LIKE, CastRules.INT_TO_FLOAT).format(CAST_FORMAT));
    ops.add(cast("arith.sitofp", FIXED_WIDTH_INT_LIKE, FLOAT_LIKE, CastRules.INT_TO_FLOAT).format(CAST_FORMAT));
    ops.add(cast("arith.fptoui", FLOAT_LIKE, FIXED_WIDTH_INT_LIKE, CastRules.FLOAT_TO_INT).format(CAST_FORMAT));
    ops.add(cast("arith.fptosi", FLOAT_LIKE, FIXED_WIDTH_INT_LIKE, CastRules.FLOAT_TO_INT).format(CAST_FORMAT));
    ops.add(cast("arith.index_cast", ArithTypes.INDEX_CASTABLE, ArithTypes.INDEX_CASTABLE, CastRules.INDEX_INT)
        .format(CAST_FORMAT));
    ops.add(cast("arith.index_castui", ArithTypes.INDEX_CASTABLE, ArithTypes.INDEX_CASTABLE, CastRules.INDEX_INT)
        .format(CAST_FORMAT));
    ops.add(cast("arith.bitcast", ArithTypes.BITCASTABLE, ArithTypes.BITCASTABLE, CastRules.SAME_WIDTH)
        .format(CAST_FORMAT));
    ops.add(scalingExtF());
    ops.add(scalingTruncF());

    ops.add(cmpi());
    ops.add(cmpf());
    ops.add(select());
    return ops;
  }

  // ---- op families (the ODS base classes) ----

  /** Every arith op: elementwise, no memory effects. */
  private static OpDef arithOp(String name) {
    return OpDef.op(name).traits(Trait.ELEMENTWISE);
  }

  /** ODS {@code Arith_IntBinaryOp}: {@code $lhs, $rhs : type}. */
  private static OpDef intBinary(String name, Trait... traits) {
    return arithOp(name)
        .operand("lhs", INT_OR_INDEX_LIKE)
        .operand("rhs", INT_OR_INDEX_LIKE)
        .result("result", INT_OR_INDEX_LIKE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .traits(traits)
        .format(BINARY_FORMAT);
  }

  /** ODS {@code Arith_IntBinaryOpWithOverflowFlags}: {@code overflow<nsw, nuw>}. */
  private static OpDef withOverflow(String name, Trait... traits) {
    return intBinary(name, Trait.PURE)
        .traits(traits)
        .defaultAttr("overflowFlags", ArithAttrs.OVERFLOW, ArithAttrs.OVERFLOW_NONE)
        .format(OVERFLOW_FORMAT);
  }

  /** ODS {@code Arith_IntBinaryOpWithExactFlag}: a unit {@code isExact}, spelled {@code exact}. */
  private static OpDef withExact(String name, Trait... traits) {
    return intBinary(name, traits).optionalAttr("isExact", Attrs.UNIT).format(EXACT_FORMAT);
  }

  /** Float ops with {@code fastmath<...>} (default none) and one result of the operand type. */
  private static OpDef floatOp(String name) {
    return arithOp(name)
        .result("result", FLOAT_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE);
  }

  private static OpDef floatBinary(String name) {
    return floatOp(name).operand("lhs", FLOAT_LIKE).operand("rhs", FLOAT_LIKE).format(FLOAT_BINARY_FORMAT);
  }

  /** ODS {@code Arith_CastOp}: one operand, one result of the same shape, element types related by {@code rule}. */
  private static OpDef cast(String name, TypeConstraint from, TypeConstraint to, BiPredicate<Type, Type> rule) {
    return arithOp(name)
        .operand("in", from)
        .result("out", to)
        .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
        .verify(CastRules.SAME_TENSOR_DIMS)
        .verify(CastRules.compatible(rule));
  }

  // ---- ops with their own shape ----

  private static OpDef constant() {
    return OpDef.op("arith.constant")
        .attr("value", ConstantRules.TYPED_VALUE)
        .result("result", Types.ANY)
        .traits(Trait.PURE, Trait.CONSTANT_LIKE)
        .inferResultTypes(ConstantRules::inferResultType)
        .verify(ConstantRules.VERIFY)
        .implement(AsmResultNames.class, ConstantRules.NAMES)
        .format("attr-dict $value");
  }

  private static OpDef addUIExtended() {
    OpDef def = arithOp("arith.addui_extended")
        .operand("lhs", INT_OR_INDEX_LIKE)
        .operand("rhs", INT_OR_INDEX_LIKE)
        .result("sum", INT_OR_INDEX_LIKE)
        .result("overflow", BOOL_LIKE)
        .traits(Trait.PURE, Trait.COMMUTATIVE)
        .implement(AsmResultNames.class, resultNames("sum", "overflow"))
        .format("$lhs `,` $rhs attr-dict `:` type($sum) `,` type($overflow)");
    return def.allTypesMatch("lhs", "rhs", "sum");
  }

  private static OpDef mulExtended(String name) {
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

  private static OpDef scalingExtF() {
    return arithOp("arith.scaling_extf")
        .operand("in", FLOAT_LIKE)
        .operand("scale", FLOAT_LIKE)
        .result("out", FLOAT_LIKE)
        .optionalAttr("fastmath", ArithAttrs.FASTMATH)
        .traits(Trait.PURE)
        .verify(CastRules.SAME_TENSOR_DIMS)
        .verify(CastRules.compatible(CastRules.FLOAT_WIDENING))
        .format("$in `,` $scale (`fastmath` `` $fastmath^)? attr-dict `:` type($in) `,` type($scale) `to` type($out)");
  }

  private static OpDef scalingTruncF() {
    return arithOp("arith.scaling_truncf")
        .operand("in", FLOAT_LIKE)
        .operand("scale", FLOAT_LIKE)
        .result("out", FLOAT_LIKE)
        .optionalAttr("roundingmode", ArithAttrs.ROUNDING_MODE)
        .optionalAttr("fastmath", ArithAttrs.FASTMATH)
        .traits(Trait.PURE)
        .verify(CastRules.SAME_TENSOR_DIMS)
        .verify(CastRules.compatible(CastRules.FLOAT_NARROWING))
        .format("$in `,` $scale ($roundingmode^)? (`fastmath` `` $fastmath^)? attr-dict `:` "
            + "type($in) `,` type($scale) `to` type($out)");
  }

  /** ODS {@code Arith_CompareOp}: i1 results shaped like the operands. */
  private static OpDef compare(String name, TypeConstraint operands, KeywordEnumKind predicate) {
    return arithOp(name)
        .attr("predicate", predicate)
        .operand("lhs", operands)
        .operand("rhs", operands)
        .result("result", BOOL_LIKE)
        .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
        .typesMatchWith(I1_SAME_SHAPE, "lhs", "result", ArithOps::i1SameShape);
  }

  private static OpDef cmpi() {
    return compare("arith.cmpi", INT_OR_INDEX_LIKE, ArithAttrs.CMPI_PREDICATE)
        .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)");
  }

  private static OpDef cmpf() {
    return compare("arith.cmpf", FLOAT_LIKE, ArithAttrs.CMPF_PREDICATE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .format("$predicate `,` $lhs `,` $rhs (`fastmath` `` $fastmath^)? attr-dict `:` type($lhs)");
  }

  private static OpDef select() {
    OpDef def = arithOp("arith.select")
        .operand("condition", BOOL_LIKE)
        .operand("true_value", Types.ANY)
        .operand("false_value", Types.ANY)
        .result("result", Types.ANY)
        .traits(Trait.PURE)
        .verify(SelectSyntax.CONDITION_SHAPE)
        .verify(SelectSyntax.CONDITION_TYPE)
        .syntax(new SelectSyntax());
    return def.allTypesMatch("true_value", "false_value", "result");
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
