package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.ArithAttrs;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;

/**
 * The op families of MLIR 22's MathOps.td, from which the op classes declare themselves: pure,
 * elementwise functions. Float ops carry arith's fast-math flags ({@code fastmath<fast>});
 * integer ops carry none.
 */
final class MathOpDecls {
  private MathOpDecls() {}

  static final String FASTMATH = "(`fastmath` `` $fastmath^)?";

  static OpDef mathOp(String name) {
    return OpDef.op(name).traits(Trait.PURE, Trait.ELEMENTWISE);
  }

  /** A float op whose operands and result all have one type, with fast-math flags. */
  static OpDef floatOp(String name) {
    return mathOp(name)
        .result("result", Types.FLOAT_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE);
  }

  /** ODS {@code Math_FloatUnaryOp}: {@code math.sin %x fastmath<...> : f32}. */
  static OpDef floatUnary(String name) {
    return floatOp(name).operand("operand", Types.FLOAT_LIKE).format("$operand " + FASTMATH + " attr-dict `:` type($result)");
  }

  /** ODS {@code Math_FloatBinaryOp}: {@code math.powf %x, %y fastmath<...> : f32}. */
  static OpDef floatBinary(String name) {
    return floatOp(name).operand("lhs", Types.FLOAT_LIKE).operand("rhs", Types.FLOAT_LIKE)
        .format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($result)");
  }

  /** ODS {@code Math_IntegerUnaryOp}: {@code math.ctlz %x : i32}. */
  static OpDef intUnary(String name) {
    return mathOp(name).operand("operand", Types.SIGNLESS_INTEGER_LIKE).result("result", Types.SIGNLESS_INTEGER_LIKE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .format("$operand attr-dict `:` type($result)");
  }

  /**
   * {@code math.isnan %x : f32} gives an i1 shaped like the operand. The fast-math flags exist but
   * the format has no keyword for them: they print in the attribute dictionary.
   */
  static OpDef classification(String name) {
    return mathOp(name)
        .operand("operand", Types.FLOAT_LIKE)
        .result("result", Types.BOOL_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .typesMatchWith("result type has i1 element type and same shape as operands",
            "operand", "result", MathOpDecls::i1SameShape)
        .format("$operand attr-dict `:` type($operand)");
  }

  private static Type i1SameShape(Type t) {
    return Types.shapedLike(t, IntegerType.I1);
  }
}
