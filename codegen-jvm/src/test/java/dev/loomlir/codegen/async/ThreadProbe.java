package dev.loomlir.codegen.async;

/** Bound to MLIR declarations by tests: tells where generated code runs. */
public final class ThreadProbe {
  private ThreadProbe() {}

  /** An {@code i1}: 1 on a virtual thread. */
  public static int onVirtualThread() { return Thread.currentThread().isVirtual() ? 1 : 0; }
}
