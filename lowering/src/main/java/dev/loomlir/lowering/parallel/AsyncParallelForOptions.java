package dev.loomlir.lowering.parallel;

import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.pass.PassOptionValues;

/**
 * The options of {@code async-parallel-for}, with upstream's names and defaults: dispatch by
 * recursive work splitting, 8 workers ({@code -1}: ask the runtime), blocks of at least 1000
 * iterations.
 */
public record AsyncParallelForOptions(boolean asyncDispatch, int numWorkers, int minTaskSize) {
  public static final PassOption<Boolean> ASYNC_DISPATCH = PassOption.bool("async-dispatch", true,
      "Dispatch the blocks by recursive work splitting instead of one loop in the caller");
  public static final PassOption<Integer> NUM_WORKERS = PassOption.int32("num-workers", 8,
      "The number of workers the blocks are sized for (-1: the runtime's worker count at run time)");
  public static final PassOption<Integer> MIN_TASK_SIZE = PassOption.int32("min-task-size", 1000,
      "The least number of iterations a block gets");

  public static final AsyncParallelForOptions DEFAULTS = from(PassOptionValues.defaults());

  /** The options a pipeline gave. */
  public static AsyncParallelForOptions from(PassOptionValues values) {
    return new AsyncParallelForOptions(values.get(ASYNC_DISPATCH), values.get(NUM_WORKERS), values.get(MIN_TASK_SIZE));
  }
}
