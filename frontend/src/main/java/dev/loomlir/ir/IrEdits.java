package dev.loomlir.ir;

import java.util.concurrent.atomic.LongAdder;

/**
 * A count of the edits made to any IR: ops inserted or unlinked, operands, attributes,
 * successors, blocks and block arguments changed. A pass manager compares it before and after a
 * pass to skip verifying IR the pass left as it was, as MLIR skips the verifier after a pass that
 * preserved all analyses. The count is process-wide and only grows, so edits made by other
 * threads (other compilations) can only cause a verification that was not needed, never skip
 * one that was; {@link LongAdder} keeps concurrent compilations from contending on it.
 */
public final class IrEdits {
  private static final LongAdder EDITS = new LongAdder();

  private IrEdits() {}

  static void record() { EDITS.increment(); }

  /** A value that differs from an earlier one when the IR was edited in between on this thread. */
  public static long count() { return EDITS.sum(); }
}
