package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.ArithAttrs;
import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * The declarations of the math ops (MLIR 22's MathOps.td): pure, elementwise functions. Float ops
 * carry arith's fast-math flags ({@code fastmath<fast>}); integer ops carry none.
 */
final class MathOps {
  private MathOps() {}

  private static final String FASTMATH = "(`fastmath` `` $fastmath^)?";

  private static final List<String> FLOAT_UNARY = List.of(
      "absf", "acos", "acosh", "asin", "asinh", "atan", "atanh", "cbrt", "ceil", "cos", "cosh", "erf", "erfc",
      "exp", "exp2", "expm1", "floor", "log", "log10", "log1p", "log2", "round", "roundeven", "rsqrt", "sin",
      "sinh", "sqrt", "tan", "tanh", "trunc");

  private static final List<String> FLOAT_BINARY = List.of("atan2", "copysign", "powf");

  private static final List<String> INT_UNARY = List.of("absi", "ctlz", "cttz", "ctpop");

  private static final List<String> FLOAT_CLASSIFICATION = List.of("isfinite", "isinf", "isnan", "isnormal");

  static List<OpDef> all() {
    List<OpDef> ops = new ArrayList<>();
    for (String name : FLOAT_UNARY) {
      ops.add(floatOp(name).operand("operand", Types.FLOAT_LIKE)
          .format("$operand " + FASTMATH + " attr-dict `:` type($result)"));
    }
    for (String name : FLOAT_BINARY) {
      ops.add(floatOp(name).operand("lhs", Types.FLOAT_LIKE).operand("rhs", Types.FLOAT_LIKE)
          .format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($result)"));
    }
    ops.add(floatOp("fma").operand("a", Types.FLOAT_LIKE).operand("b", Types.FLOAT_LIKE).operand("c", Types.FLOAT_LIKE)
        .format("$a `,` $b `,` $c " + FASTMATH + " attr-dict `:` type($result)"));
    ops.add(floatOp("clampf")
        .operand("value", Types.FLOAT_LIKE).operand("min", Types.FLOAT_LIKE).operand("max", Types.FLOAT_LIKE)
        .format("$value `to` ` ` `[` $min `,` $max `]` " + FASTMATH + " attr-dict `:` type($result)"));
    for (String name : INT_UNARY) {
      ops.add(mathOp(name).operand("operand", Types.SIGNLESS_INTEGER_LIKE).result("result", Types.SIGNLESS_INTEGER_LIKE)
          .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
          .format("$operand attr-dict `:` type($result)"));
    }
    ops.add(mathOp("ipowi").operand("lhs", Types.SIGNLESS_INTEGER_LIKE).operand("rhs", Types.SIGNLESS_INTEGER_LIKE)
        .result("result", Types.SIGNLESS_INTEGER_LIKE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .format("$lhs `,` $rhs attr-dict `:` type($result)"));
    ops.add(fpowi());
    for (String name : FLOAT_CLASSIFICATION) ops.add(classification(name));
    ops.add(sincos());
    return ops;
  }

  private static OpDef mathOp(String name) {
    return OpDef.op("math." + name).traits(Trait.PURE, Trait.ELEMENTWISE);
  }

  /** A float op whose operands and result all have one type, with fast-math flags. */
  private static OpDef floatOp(String name) {
    return mathOp(name)
        .result("result", Types.FLOAT_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE);
  }

  /** {@code math.fpowi %x, %n : f32, i32}: a float raised to an integer power. */
  private static OpDef fpowi() {
    OpDef def = mathOp("fpowi")
        .operand("lhs", Types.FLOAT_LIKE)
        .operand("rhs", Types.SIGNLESS_INTEGER_LIKE)
        .result("result", Types.FLOAT_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
        .format("$lhs `,` $rhs " + FASTMATH + " attr-dict `:` type($lhs) `,` type($rhs)");
    return def.allTypesMatch("lhs", "result");
  }

  /**
   * {@code math.isnan %x : f32} gives an i1 shaped like the operand. The fast-math flags exist but
   * the format has no keyword for them: they print in the attribute dictionary.
   */
  private static OpDef classification(String name) {
    return mathOp(name)
        .operand("operand", Types.FLOAT_LIKE)
        .result("result", Types.BOOL_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .typesMatchWith("result type has i1 element type and same shape as operands",
            "operand", "result", MathOps::i1SameShape)
        .format("$operand attr-dict `:` type($operand)");
  }

  /** {@code %sin, %cos = math.sincos %x : f32} */
  private static OpDef sincos() {
    OpDef def = mathOp("sincos")
        .operand("operand", Types.FLOAT_LIKE)
        .result("sin", Types.FLOAT_LIKE)
        .result("cos", Types.FLOAT_LIKE)
        .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
        .implement(AsmResultNames.class, op -> new String[] {"sin", "cos"})
        .format("$operand " + FASTMATH + " attr-dict `:` type($operand)");
    return def.allTypesMatch("operand", "sin", "cos");
  }

  private static Type i1SameShape(Type t) {
    return Types.shapedLike(t, IntegerType.I1);
  }
}
