package dev.loomlir.lowering.parallel;

import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.pass.PassOptions;
import java.util.List;
import java.util.Map;

/**
 * The options of {@code async-parallel-for}, with upstream's names and defaults: dispatch by
 * recursive work splitting, 8 workers ({@code -1}: ask the runtime), blocks of at least 1000
 * iterations.
 */
public record AsyncParallelForOptions(boolean asyncDispatch, int numWorkers, int minTaskSize) {
  public static final String ASYNC_DISPATCH = "async-dispatch";
  public static final String NUM_WORKERS = "num-workers";
  public static final String MIN_TASK_SIZE = "min-task-size";
  public static final List<PassOption> DECLARED =
      List.of(PassOption.bool(ASYNC_DISPATCH), PassOption.int32(NUM_WORKERS), PassOption.int32(MIN_TASK_SIZE));

  public static final AsyncParallelForOptions DEFAULTS = new AsyncParallelForOptions(true, 8, 1000);

  /** Reads options spelled as on mlir-opt's command line; a bad value is an IllegalArgumentException. */
  public static AsyncParallelForOptions parse(Map<String, String> options) {
    return new AsyncParallelForOptions(
        PassOptions.bool(options, ASYNC_DISPATCH, DEFAULTS.asyncDispatch),
        PassOptions.intOption(options, NUM_WORKERS, DEFAULTS.numWorkers),
        PassOptions.intOption(options, MIN_TASK_SIZE, DEFAULTS.minTaskSize));
  }
}
