package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Operation;

/**
 * An op carrying fast-math flags in its {@code fastmath} attribute (upstream's
 * {@code ArithFastMathInterface}): the float ops of arith and math.
 */
public interface FastMathOp {
  Operation operation();

  /** The op's flags; {@link FastMathAttr#NONE} when it has none. */
  default FastMathAttr fastmath() {
    return operation().attr("fastmath") instanceof FastMathAttr f ? f : FastMathAttr.NONE;
  }

  /**
   * The {@code fastmath} attribute as the op holds it, or null when it has none (upstream's
   * {@code getFastmathAttr}), so that rewrites carry an absent attribute over as absent.
   */
  default FastMathAttr fastmathAttr() {
    return operation().attr("fastmath") instanceof FastMathAttr f ? f : null;
  }
}
