package dev.loomlir.lowering.async;

import dev.loomlir.dialects.cf.BranchEdits;
import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.cf.CondBranchOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** Putting a new block on an edge of a cf branch. */
final class BranchEdges {
  private BranchEdges() {}

  /**
   * Inserts a block just before successor {@code i} of {@code branch} that forwards the edge's
   * operands to it, and makes the branch go there without operands; returns the new block.
   */
  static Block splitEdge(OpRegistry ops, Operation branch, int successorIndex) {
    if (!BranchOp.is(branch) && !CondBranchOp.is(branch)) {
      throw DiagnosticException.opError(branch,
          "async reference counting can't place reference counting operations on this successor edge");
    }
    Block successor = branch.successor(successorIndex);
    Block edge = OpBuilder.createBlock(successor.parentRegion(), successor, List.of(), branch.location());
    BranchOp.create(new OpBuilder(ops).setInsertionPointToEnd(edge), branch.location(), successor,
        BranchEdits.forwardedValues(branch, successorIndex));
    BranchEdits.setForwardedOperands(branch, successorIndex, List.of());
    branch.setSuccessor(successorIndex, edge);
    return edge;
  }
}
