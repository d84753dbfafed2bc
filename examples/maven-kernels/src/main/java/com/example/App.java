package com.example;

import dev.loomlir.runtime.memref.MemRefF32;
import java.util.Arrays;

/** Calls the kernels of src/main/mlir/kernels.mlir through their facade: javac checks every call. */
public final class App {
  private App() {}

  public static void main(String[] args) {
    System.out.println("poly(2) = " + Kernels.poly(2.0));
    float[] y = {10f, 20f, 30f};
    Kernels.saxpy(2f, MemRefF32.of(new float[] {1f, 2f, 3f}, 3), MemRefF32.of(y, 3));
    System.out.println("saxpy: " + Arrays.toString(y));
    System.out.println("parallel_sum(100) = " + Kernels.parallel_sum(100));
  }
}
