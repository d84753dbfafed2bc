package dev.loomlir.lowering.loops;

import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.ScfBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Turns a {@link CountedCfLoop} into the {@code scf.for} it was lowered from: the entry block
 * ends with the loop and a branch to the exit, the body blocks become the loop's one body
 * block, the header goes. {@code convert-scf-to-cf} gives back the blocks and branches the
 * loop had, so lifting changes no behaviour.
 */
final class CfLoopLifter {
  private CfLoopLifter() {}

  /** Lifts {@code loop}, building ops declared in {@code ops} (the registry of the pass's context). */
  static ForOp lift(OpRegistry ops, CountedCfLoop loop) {
    Block header = loop.header();
    int k = loop.ivIndex();
    Operation enter = loop.entry().last();
    List<Value> inits = new ArrayList<>(enter.operands());
    Value lb = inits.remove(k);

    ScfBuilder b = new ScfBuilder(ops, loop.compare().location());
    b.setInsertionPointBefore(enter);
    Value step = loop.outsideStep() != null ? loop.outsideStep() : b.constant(IntegerAttr.of(loop.step(), lb.type()));
    ForOp forOp = ForOp.create(b, b.location(), lb, loop.upperBound(), step, inits);
    if (loop.unsigned()) forOp.setUnsignedCmp();
    Block body = forOp.body();

    // The body blocks, in order, become the loop's block: each one's arguments take what the
    // branch into it passed (for the first, what the header passed).
    List<Value> args = loop.bodyArgs();
    for (Block block : loop.body()) {
      if (!body.isEmpty()) {
        Operation jump = body.last();
        args = new ArrayList<>(jump.operands());
        b.eraseOp(jump);
      }
      b.mergeBlocks(block, body, args);
    }
    Operation backEdge = body.last();
    List<Value> yields = new ArrayList<>(backEdge.operands());
    Value next = yields.remove(k);
    b.eraseOp(backEdge);
    b.setInsertionPointToEnd(body);
    b.yield(yields);
    if (!next.hasUses()) b.eraseOp(next.definingOp());

    // The header's arguments: inside the loop its block's, after it the loop's results.
    List<Value> exitArgs = new ArrayList<>(loop.exitArgs());
    for (BlockArgument arg : header.arguments()) {
      int carried = arg.index() < k ? arg.index() : arg.index() - 1;
      Value inside = arg.index() == k ? body.argument(0) : body.argument(1 + carried);
      Value after = arg.index() == k ? null : forOp.operation().result(carried);
      for (OpOperand use : new ArrayList<>(arg.uses())) {
        if (use.owner().parentBlock() == header) continue;
        use.set(forOp.operation().isAncestorOf(use.owner()) ? inside : after);
      }
      exitArgs.replaceAll(v -> v == arg ? after : v);
    }
    b.setInsertionPointBefore(enter);
    BranchOp.create(b, b.location(), loop.exit(), exitArgs);
    b.eraseOp(enter);
    b.eraseBlock(header);
    return forOp;
  }
}
