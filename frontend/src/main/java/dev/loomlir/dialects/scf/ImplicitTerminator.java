package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.syntax.OpAsmParser;
import dev.loomlir.syntax.OperationState;

/**
 * Upstream's {@code ensureTerminator} for ops whose custom syntax may omit an operand-less
 * terminator ({@code scf.yield}, {@code scf.reduce}): an empty region gets a block, and a block
 * that does not end with a terminator gets one appended.
 */
final class ImplicitTerminator {
  private ImplicitTerminator() {}

  static void ensure(Region region, String terminatorName, OpAsmParser p, Location loc) {
    p.ensureTerminator(region, terminatorName, loc);
  }

  /**
   * Whether custom syntax should print the block's terminator: elided (as the ODS printer does)
   * when it is the implicit terminator with no operands and no attributes.
   */
  static boolean mustPrint(Region region, String terminatorName) {
    Block b = region.entryBlock();
    if (b == null || b.last() == null) return true;
    Operation last = b.last();
    return !last.is(terminatorName) || last.numOperands() > 0 || !last.attributes().isEmpty()
        || !last.properties().isEmpty() || last.numRegions() > 0;
  }

}
