package dev.loomlir.lowering.parallel;

import java.util.Map;
import java.util.Set;

/**
 * The options of {@code async-parallel-for}, with upstream's names and defaults: dispatch by
 * recursive work splitting, 8 workers ({@code -1}: ask the runtime), blocks of at least 1000
 * iterations.
 */
public record AsyncParallelForOptions(boolean asyncDispatch, int numWorkers, int minTaskSize) {
  public static final String ASYNC_DISPATCH = "async-dispatch";
  public static final String NUM_WORKERS = "num-workers";
  public static final String MIN_TASK_SIZE = "min-task-size";
  public static final Set<String> NAMES = Set.of(ASYNC_DISPATCH, NUM_WORKERS, MIN_TASK_SIZE);

  public static final AsyncParallelForOptions DEFAULTS = new AsyncParallelForOptions(true, 8, 1000);

  /** Reads options spelled as on mlir-opt's command line; a bad value is an IllegalArgumentException. */
  public static AsyncParallelForOptions parse(Map<String, String> options) {
    boolean asyncDispatch = DEFAULTS.asyncDispatch;
    int numWorkers = DEFAULTS.numWorkers;
    int minTaskSize = DEFAULTS.minTaskSize;
    for (Map.Entry<String, String> e : options.entrySet()) {
      switch (e.getKey()) {
        case ASYNC_DISPATCH -> asyncDispatch = parseBoolean(e.getKey(), e.getValue());
        case NUM_WORKERS -> numWorkers = parseInt(e.getKey(), e.getValue());
        case MIN_TASK_SIZE -> minTaskSize = parseInt(e.getKey(), e.getValue());
        default -> throw new IllegalArgumentException("<Pass-Options-Parser>: no such option " + e.getKey());
      }
    }
    return new AsyncParallelForOptions(asyncDispatch, numWorkers, minTaskSize);
  }

  private static boolean parseBoolean(String name, String value) {
    return switch (value) {
      case "", "true", "TRUE", "True", "1" -> true;
      case "false", "FALSE", "False", "0" -> false;
      default -> throw new IllegalArgumentException("for the --" + name + " option: '" + value
          + "' is invalid value for boolean argument! Try 0 or 1");
    };
  }

  private static int parseInt(String name, String value) {
    try {
      return Integer.decode(value);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("for the --" + name + " option: '" + value
          + "' value invalid for integer argument!");
    }
  }
}
