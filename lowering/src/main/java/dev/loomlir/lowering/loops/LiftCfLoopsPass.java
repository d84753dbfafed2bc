package dev.loomlir.lowering.loops;

import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code loomlir-lift-cf-loops}: turns the counted loops of {@code cf} graphs
 * ({@link CountedCfLoop}) back into {@code scf.for}, innermost first, so that programs lowered
 * to {@code cf} before loomlir saw them (upstream's pipelines run {@code convert-scf-to-cf}
 * themselves) get the loop optimizations structured loops get ({@code loomlir-int-loop-versioning}).
 * Like upstream's {@code lift-cf-to-scf}, but only the counted form, which those optimizations
 * need; everything else stays as it is. Not an upstream pass.
 */
public final class LiftCfLoopsPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(LiftCfLoopsPass.class,
      "loomlir-lift-cf-loops", "Lift counted cf loops (as convert-scf-to-cf leaves them) back to scf.for")
      .factory(LiftCfLoopsPass::new);

  @Override public void run(Operation root, PassContext context) {
    List<Region> regions = new ArrayList<>();
    root.walk(op -> {
      for (Region r : op.regions()) if (r.blocks().size() > 1) regions.add(r);
    });
    for (Region region : regions) liftAll(region);
  }

  /**
   * Lifts the loops of {@code region} until none is left to lift: an outer loop's body becomes
   * straight-line once its inner loops are lifted, so it is looked at again.
   */
  static void liftAll(Region region) {
    for (boolean lifted = true; lifted; ) {
      lifted = false;
      for (NaturalLoop loop : NaturalLoop.find(region)) {
        CountedCfLoop counted = CountedCfLoop.recognize(loop);
        if (counted != null) {
          CfLoopLifter.lift(counted);
          lifted = true;
          break;
        }
      }
    }
  }
}
