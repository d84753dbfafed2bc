package dev.loomlir.codegen.async;

/** Bound to MLIR declarations by tests: tells where generated code runs. */
public final class ThreadProbe {
  private ThreadProbe() {}

  /** An {@code i1}: 1 on a virtual thread. */
  public static int onVirtualThread() { return Thread.currentThread().isVirtual() ? 1 : 0; }

  /** An {@code i1}: 1 on a virtual thread or a worker of the async runtime's pool (a fork-join worker thread). */
  public static int handedOff() {
    Thread t = Thread.currentThread();
    return t.isVirtual() || t instanceof java.util.concurrent.ForkJoinWorkerThread ? 1 : 0;
  }
}
