package dev.loomlir.lowering.transforms;

import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.lowering.pass.Pass;

/** Upstream's {@code strip-debuginfo}: every op and block argument location becomes {@code loc(unknown)}. */
public final class StripDebugInfoPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(StripDebugInfoPass.class, "strip-debuginfo",
      "Strip debug info from all operations").factory(StripDebugInfoPass::new);

  @Override public void run(Operation root, PassContext context) {
    root.walk(op -> {
      op.setLocation(Location.UNKNOWN);
      for (Region region : op.regions()) {
        for (Block block : region.blocks()) {
          for (BlockArgument arg : block.arguments()) arg.setLocation(Location.UNKNOWN);
        }
      }
    });
  }
}
