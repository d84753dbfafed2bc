package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;

/**
 * The printing side of an implicit terminator ({@code scf.yield}) in custom syntax; the parsing
 * side, upstream's {@code ensureTerminator}, is {@link dev.loomlir.ir.OpAsmParser#ensureTerminator}.
 */
final class ImplicitTerminator {
  private ImplicitTerminator() {}

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
