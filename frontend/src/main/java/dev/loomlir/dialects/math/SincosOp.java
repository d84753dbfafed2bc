package dev.loomlir.dialects.math;

import dev.loomlir.dialects.arith.ArithAttrs;
import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;

/** {@code %sin, %cos = math.sincos %x : f32}: the sine and the cosine of one angle. */
public final class SincosOp extends OpView implements FastMathOp {
  public static final OpType<SincosOp> TYPE = OpType.of(MathOpDecls.mathOp("math.sincos")
      .summary("sine and cosine of one value")
      .operand("operand", Types.FLOAT_LIKE)
      .result("sin", Types.FLOAT_LIKE)
      .result("cos", Types.FLOAT_LIKE)
      .defaultAttr("fastmath", ArithAttrs.FASTMATH, ArithAttrs.FASTMATH_NONE)
      .implement(AsmResultNames.class, op -> new String[] {"sin", "cos"})
      .format("$operand " + MathOpDecls.FASTMATH + " attr-dict `:` type($operand)")
      .allTypesMatch("operand", "sin", "cos"), SincosOp::new);

  private SincosOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static SincosOp match(Operation op) { return TYPE.match(op); }

  public Value operand() { return op.operand(0); }

  public OpResult sin() { return op.result(0); }

  public OpResult cos() { return op.result(1); }
}
