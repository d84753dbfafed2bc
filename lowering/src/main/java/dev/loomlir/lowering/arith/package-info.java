/**
 * {@code arith-expand}: the arith ops LLVM has no direct counterpart for (rounding divisions, minima
 * and maxima, scaling and small-float casts) become simpler arith ops, as upstream's pass does.
 */
package dev.loomlir.lowering.arith;
