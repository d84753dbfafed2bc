package dev.loomlir.lowering;

import dev.loomlir.lowering.arith.ArithExpandPass;
import dev.loomlir.lowering.async.AsyncPassInfos;
import dev.loomlir.lowering.passes.CanonicalizePass;
import dev.loomlir.lowering.linalg.LinalgToLoopsPass;
import dev.loomlir.lowering.loops.IntLoopVersioningPass;
import dev.loomlir.lowering.loops.ParallelToNestedForsPass;
import dev.loomlir.lowering.memref.MemRefExpandPass;
import dev.loomlir.lowering.parallel.AsyncParallelForPass;
import dev.loomlir.lowering.passes.CsePass;
import dev.loomlir.lowering.passes.ScfToControlFlowPass;
import dev.loomlir.lowering.passes.SymbolDcePass;
import dev.loomlir.lowering.passes.StripDebugInfoPass;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/** The passes {@code loomlir opt} knows by name, sorted by argument for {@code --help}. */
public final class PassRegistry {
  private final Map<String, PassInfo> passes = new TreeMap<>();

  /** A registry holding every pass loomlir ships. */
  public static PassRegistry withBuiltinPasses() {
    PassRegistry registry = new PassRegistry();
    registry.register(PassInfo.simple("strip-debuginfo",
        "Strip debug info from all operations", new StripDebugInfoPass()));
    registry.register(new PassInfo("convert-scf-to-cf", "Convert SCF dialect to ControlFlow dialect, "
        + "replacing structured control flow with a CFG", List.of(PassOption.bool("allow-pattern-rollback")),
        opts -> new ScfToControlFlowPass()));
    registry.register(CanonicalizePass.info());
    registry.register(new PassInfo("cse", "Eliminate common sub-expressions", List.of(), opts -> new CsePass()));
    registry.register(new PassInfo("symbol-dce", "Eliminate dead symbols", List.of(), opts -> new SymbolDcePass()));
    registry.register(AsyncPassInfos.asyncToAsyncRuntime());
    registry.register(AsyncPassInfos.asyncFuncToAsyncRuntime());
    registry.register(AsyncPassInfos.refCounting());
    registry.register(AsyncPassInfos.refCountingOpt());
    registry.register(AsyncPassInfos.policyBasedRefCounting());
    registry.register(AsyncParallelForPass.info());
    registry.register(LinalgToLoopsPass.loopsInfo());
    registry.register(LinalgToLoopsPass.parallelLoopsInfo());
    registry.register(ParallelToNestedForsPass.info());
    registry.register(IntLoopVersioningPass.info());
    registry.register(MemRefExpandPass.info());
    registry.register(ArithExpandPass.info());
    return registry;
  }

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
