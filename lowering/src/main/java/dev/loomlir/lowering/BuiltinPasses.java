package dev.loomlir.lowering;

import dev.loomlir.lowering.arith.ArithExpandPass;
import dev.loomlir.lowering.async.AsyncPassInfos;
import dev.loomlir.lowering.linalg.LinalgToLoopsPass;
import dev.loomlir.lowering.loops.IntLoopVersioningPass;
import dev.loomlir.lowering.loops.ParallelToNestedForsPass;
import dev.loomlir.lowering.memref.MemRefExpandPass;
import dev.loomlir.lowering.parallel.AsyncParallelForPass;
import dev.loomlir.lowering.pass.PassInfo;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.lowering.scf.ScfToControlFlowPass;
import dev.loomlir.lowering.transforms.CanonicalizePass;
import dev.loomlir.lowering.transforms.CsePass;
import dev.loomlir.lowering.transforms.StripDebugInfoPass;
import dev.loomlir.lowering.transforms.SymbolDcePass;
import java.util.List;

/** Every pass loomlir ships, registered under its command-line argument. */
public final class BuiltinPasses {
  private BuiltinPasses() {}

  /** A registry holding every pass loomlir ships. */
  public static PassRegistry registry() {
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
}
