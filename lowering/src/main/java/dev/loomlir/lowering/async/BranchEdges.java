package dev.loomlir.lowering.async;

import dev.loomlir.dialect.BranchOperands;
import dev.loomlir.diag.DiagnosticException;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.rewrite.OpBuilder;
import java.util.List;

/** The values a branch forwards along each edge, and putting a new block on an edge. */
final class BranchEdges {
  private BranchEdges() {}

  static List<Value> successorOperands(Operation branch, int successorIndex) {
    BranchOperands iface = branch.def() == null ? null : branch.def().iface(BranchOperands.class);
    return iface == null ? List.of() : List.copyOf(iface.successorOperands(branch, successorIndex));
  }

  /**
   * Inserts a block just before successor {@code i} of {@code branch} that forwards the edge's
   * operands to it, and makes the branch go there without operands; returns the new block.
   */
  static Block splitEdge(Operation branch, int successorIndex) {
    Block successor = branch.successor(successorIndex);
    List<Value> forwarded = successorOperands(branch, successorIndex);
    String group = switch (branch.name()) {
      case "cf.br" -> "destOperands";
      case "cf.cond_br" -> successorIndex == 0 ? "trueDestOperands" : "falseDestOperands";
      default -> throw DiagnosticException.opError(branch,
          "async reference counting can't place reference counting operations on this successor edge");
    };
    Block edge = OpBuilder.createBlock(successor.parentRegion(), successor, List.of(), branch.location());
    new OpBuilder().setInsertionPointToEnd(edge).br(branch.location(), successor, forwarded);

    int[] range = branch.def().operandRange(branch, group);
    if (branch.is("cf.cond_br")) {
      int[] t = branch.def().operandRange(branch, "trueDestOperands");
      int[] f = branch.def().operandRange(branch, "falseDestOperands");
      int trueCount = successorIndex == 0 ? 0 : t[1] - t[0];
      int falseCount = successorIndex == 1 ? 0 : f[1] - f[0];
      branch.setAttr("operandSegmentSizes", OpBuilder.segmentSizes(1, trueCount, falseCount));
    }
    for (int k = range[1] - 1; k >= range[0]; k--) branch.eraseOperand(k);
    branch.setSuccessor(successorIndex, edge);
    return edge;
  }
}
