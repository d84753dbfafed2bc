package dev.loomlir.runtime.async;

import java.util.concurrent.atomic.AtomicLong;

/**
 * Threads outside a program's pool that are running its frames: awaiting threads that help
 * ({@link BlockingAwait}). {@code ForkJoinPool}'s quiescence counts only its own workers, so a
 * frame taken from the queue by such a thread is invisible to it while it runs, and whatever
 * that frame schedules appears only later: {@link WorkerPool#awaitQuiescence} must also see that
 * no helper ran meanwhile (found by the jcstress test QuiescenceWaitsForHelpedTask).
 *
 * <p>One word: the number of help sessions ever started (high 32 bits) and of those running
 * (low 32 bits). Two equal readings with none running mean no frame ran outside the pool between
 * them.
 */
final class HelpingThreads {
  private static final long STARTED = 1L << 32;
  private final AtomicLong state = new AtomicLong();

  /** Before a thread outside the pool takes its first frame. */
  void enter() { state.addAndGet(STARTED + 1); }

  /** After it ran its last one (and whatever it scheduled is in the pool's queues). */
  void exit() { state.decrementAndGet(); }

  /** A reading to compare with a later one ({@link #noneSince}). */
  long state() { return state.get(); }

  /** True if no helper was running at {@code reading} nor started or ran since. */
  boolean noneSince(long reading) {
    return (int) reading == 0 && state.get() == reading;
  }
}
