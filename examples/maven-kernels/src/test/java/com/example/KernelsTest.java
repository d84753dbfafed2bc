package com.example;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.runtime.memref.MemRefF32;
import org.junit.jupiter.api.Test;

/** The facade's methods, with values worked out by hand (and by mlir-runner for poly and parallel_sum). */
class KernelsTest {
  @Test
  void poly() {
    assertEquals(17.0, Kernels.poly(2.0));   // 3*4 + 2*2 + 1
    assertEquals(1.0, Kernels.poly(0.0));
  }

  /** Against the test-only kernel of src/test/mlir (facade com.example.Reference). */
  @Test
  void polyAgreesWithItsTermByTermSpelling() {
    for (double x : new double[] {-3, -0.5, 0, 1, 2.25, 10}) assertEquals(Reference.poly_terms(x), Kernels.poly(x), 1e-12);
  }

  @Test
  void saxpy() {
    float[] y = {10f, 20f, 30f};
    Kernels.saxpy(2f, MemRefF32.of(new float[] {1f, 2f, 3f}, 3), MemRefF32.of(y, 3));
    assertArrayEquals(new float[] {12f, 24f, 36f}, y);
  }

  @Test
  void parallelSum() {
    assertEquals(4950L, Kernels.parallel_sum(100));   // 100 * 99 / 2
    assertEquals(21L, Kernels.parallel_sum(7));
  }
}
