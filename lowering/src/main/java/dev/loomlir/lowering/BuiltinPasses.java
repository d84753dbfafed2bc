package dev.loomlir.lowering;

import dev.loomlir.lowering.affine.AffineLoopInvariantCodeMotionPass;
import dev.loomlir.lowering.affine.AffineParallelizePass;
import dev.loomlir.lowering.affine.LowerAffinePass;
import dev.loomlir.lowering.arith.ArithExpandPass;
import dev.loomlir.lowering.async.AsyncFuncToAsyncRuntimePass;
import dev.loomlir.lowering.async.AsyncRuntimePolicyBasedRefCountingPass;
import dev.loomlir.lowering.async.AsyncRuntimeRefCountingOptPass;
import dev.loomlir.lowering.async.AsyncRuntimeRefCountingPass;
import dev.loomlir.lowering.async.AsyncToAsyncRuntimePass;
import dev.loomlir.lowering.linalg.LinalgToLoopsPass;
import dev.loomlir.lowering.loops.IntLoopVersioningPass;
import dev.loomlir.lowering.loops.LiftCfLoopsPass;
import dev.loomlir.lowering.loops.ParallelToNestedForsPass;
import dev.loomlir.lowering.memref.MemRefExpandPass;
import dev.loomlir.lowering.parallel.AsyncParallelForPass;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.lowering.scf.ScfToControlFlowPass;
import dev.loomlir.lowering.transforms.CanonicalizePass;
import dev.loomlir.lowering.transforms.CsePass;
import dev.loomlir.lowering.transforms.StripDebugInfoPass;
import dev.loomlir.lowering.transforms.SymbolDcePass;
import dev.loomlir.lowering.vector.ConvertVectorToScfPass;
import dev.loomlir.lowering.vector.LowerVectorMaskPass;
import dev.loomlir.lowering.vector.LowerVectorMultiReductionPass;
import dev.loomlir.lowering.vector.ScalarizeVectorsPass;
import java.util.List;

/** Every pass loomlir ships, by its declaration (each pass class holds its own). */
public final class BuiltinPasses {
  private BuiltinPasses() {}

  private static final List<PassDeclaration> ALL = List.of(
      StripDebugInfoPass.DECLARATION, ScfToControlFlowPass.DECLARATION, CanonicalizePass.DECLARATION,
      CsePass.DECLARATION, SymbolDcePass.DECLARATION,
      AsyncToAsyncRuntimePass.DECLARATION, AsyncFuncToAsyncRuntimePass.DECLARATION,
      AsyncRuntimeRefCountingPass.DECLARATION, AsyncRuntimeRefCountingOptPass.DECLARATION,
      AsyncRuntimePolicyBasedRefCountingPass.DECLARATION, AsyncParallelForPass.DECLARATION,
      LinalgToLoopsPass.LOOPS, LinalgToLoopsPass.PARALLEL_LOOPS, ParallelToNestedForsPass.DECLARATION,
      LiftCfLoopsPass.DECLARATION, IntLoopVersioningPass.DECLARATION, MemRefExpandPass.DECLARATION,
      ArithExpandPass.DECLARATION,
      AffineLoopInvariantCodeMotionPass.DECLARATION, AffineParallelizePass.DECLARATION, LowerAffinePass.DECLARATION,
      ScalarizeVectorsPass.DECLARATION, LowerVectorMaskPass.DECLARATION,
      LowerVectorMultiReductionPass.DECLARATION, ConvertVectorToScfPass.DECLARATION);

  /** A registry holding every pass loomlir ships. */
  public static PassRegistry registry() {
    PassRegistry registry = new PassRegistry();
    for (PassDeclaration declaration : ALL) registry.register(declaration);
    return registry;
  }
}
