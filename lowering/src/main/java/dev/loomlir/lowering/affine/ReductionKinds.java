package dev.loomlir.lowering.affine;

import dev.loomlir.ir.Operation;

/** The {@code arith} combiners {@code affine.parallel} reduces with, by reduction kind. */
final class ReductionKinds {
  private ReductionKinds() {}

  /** The kind ({@code addf}, {@code maxs}, ...) of a combiner op, or null. */
  static String of(Operation combiner) {
    return null;
  }
}
