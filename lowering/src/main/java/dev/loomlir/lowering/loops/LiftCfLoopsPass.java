package dev.loomlir.lowering.loops;

import dev.loomlir.ir.OpRegistry;
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
    for (Region region : regions) liftAll(context.context(), region);
  }

  /**
   * Lifts the loops of {@code region} until none is left to lift: an outer loop's body becomes
   * straight-line once its inner loops are lifted, so each round looks again. The loops one round
   * lifts have straight-line bodies, so none holds another: they are disjoint, and lifting one
   * leaves the others' blocks as they were (a recognized loop's entry ends with a {@code cf.br}
   * to its own header, so it is in no other recognized loop). Each is recognized again right
   * before it is lifted, since a lift before it may have replaced values it uses (a bound that
   * was an earlier loop's carried value is that loop's result now).
   */
  static void liftAll(OpRegistry ops, Region region) {
    for (boolean lifted = true; lifted; ) {
      lifted = false;
      List<NaturalLoop> counted = new ArrayList<>();
      for (NaturalLoop loop : NaturalLoop.find(region)) if (CountedCfLoop.recognize(loop) != null) counted.add(loop);
      for (NaturalLoop loop : counted) {
        CountedCfLoop now = CountedCfLoop.recognize(loop);
        if (now != null) {
          CfLoopLifter.lift(ops, now);
          lifted = true;
        }
      }
    }
  }
}
