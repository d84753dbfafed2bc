package dev.loomlir.dialects.memref;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialect.Trait;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import java.util.List;

/** Adds the operand-less terminator that custom syntax may leave out (ODS {@code ensureTerminator}). */
final class ImplicitTerminators {
  private ImplicitTerminators() {}

  static void ensure(Context ctx, Region region, String terminatorName, Location loc) {
    if (region.isEmpty()) region.addBlock();
    Block block = region.entryBlock();
    Operation last = block.last();
    if (last != null && last.def() != null && last.def().has(Trait.TERMINATOR)) return;
    if (last != null && last.name().equals(terminatorName)) return;
    block.append(new Operation(terminatorName, ctx.op(terminatorName), List.of(), List.of(), 0, loc));
  }
}
