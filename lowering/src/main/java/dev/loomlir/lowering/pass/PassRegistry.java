package dev.loomlir.lowering.pass;

import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Passes by name, sorted by argument for {@code --help}; {@code dev.loomlir.lowering.BuiltinPasses}
 * fills one with every pass loomlir ships.
 */
public final class PassRegistry {
  private final Map<String, PassInfo> passes = new TreeMap<>();

  public PassRegistry register(PassInfo info) {
    passes.put(info.argument(), info);
    return this;
  }

  public PassInfo lookup(String argument) { return passes.get(argument); }

  public Collection<PassInfo> passes() { return Collections.unmodifiableCollection(passes.values()); }

  /**
   * mlir-opt's error for a pass argument nothing is registered under, made by {@code error} (which
   * may locate it in a pipeline's text), with a note when the argument names an LLVM lowering.
   */
  static PassPipelineException unknownPass(String argument, Function<String, PassPipelineException> error) {
    return error.apply("'" + argument + "' does not refer to a registered pass or pass pipeline")
        .withNote(LlvmOnlyPasses.note(argument));
  }

  /** Builds a pass, reading its options as mlir-opt's pass options parser does ({@link PassInfo#readOptions}). */
  public Pass create(String argument, List<OptionArgument> options) throws PassPipelineException {
    PassInfo info = passes.get(argument);
    if (info == null) throw unknownPass(argument, PassPipelineException::new);
    Map<String, String> values = info.readOptions(options);
    try {
      return info.factory().apply(values);
    } catch (IllegalArgumentException e) {
      // A factory rejecting an option value, as mlir-opt's option parser does.
      throw new PassPipelineException(e.getMessage());
    }
  }
}
