package dev.loomlir.launch;

/**
 * Work done on a thread of its own whose stack size the caller chooses, and waited for. The
 * compiler recurses with the nesting of the IR and a program with its own recursion, so neither
 * may depend on the stack of whichever thread asks for it (JMH's threads have the default one).
 * It lives in {@code launch} because compiled jars, which carry only this package and the
 * runtime, run their program on such a thread too.
 *
 * @param <T> what the work returns
 * @param <E> the checked exception the work may throw
 */
public final class LargeStackThread<T, E extends Throwable> {
  /** The work: returns a value, or throws {@code E} or an unchecked exception. */
  @FunctionalInterface
  public interface Work<T, E extends Throwable> {
    T run() throws E;
  }

  private final Thread thread;
  private T value;
  private Throwable failure;

  private LargeStackThread(String name, long stackBytes, Work<T, E> work) {
    // An anonymous class, not a lambda: compiled jars start through here, and the first lambdas
    // a JVM links cost milliseconds each (docs/performance-notes.md, "invokedynamic at start-up").
    Runnable body = new Runnable() {
      @Override
      public void run() {
        try {
          value = work.run();
        } catch (Throwable t) {
          failure = t;
        }
      }
    };
    thread = new Thread(null, body, name, stackBytes);
  }

  /** Starts {@code work} on a new thread called {@code name} with {@code stackBytes} of stack. */
  public static <T, E extends Throwable> LargeStackThread<T, E> start(String name, long stackBytes, Work<T, E> work) {
    LargeStackThread<T, E> started = new LargeStackThread<>(name, stackBytes, work);
    started.thread.start();
    return started;
  }

  /** Starts {@code work} as {@link #start} does and waits for it: {@code start(...).join()}. */
  public static <T, E extends Throwable> T call(String name, long stackBytes, Work<T, E> work)
      throws E, InterruptedException {
    return start(name, stackBytes, work).join();
  }

  /**
   * Waits for the work to end; returns its value or throws what it threw. When the waiting thread
   * is interrupted the work goes on: whether to {@link #interrupt} it is the caller's choice.
   */
  @SuppressWarnings("unchecked") // the work throws nothing checked but E
  public T join() throws E, InterruptedException {
    thread.join();
    if (failure instanceof RuntimeException r) throw r;
    if (failure instanceof Error e) throw e;
    if (failure != null) throw (E) failure;
    return value;
  }

  /** Interrupts the thread doing the work. */
  public void interrupt() {
    thread.interrupt();
  }
}
