package dev.loomlir.rewrite;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * An {@link OpBuilder} that also edits existing IR the way MLIR's {@code RewriterBase} does:
 * replace and erase ops, split and merge blocks, move regions. Every edit keeps use lists right.
 */
public class Rewriter extends OpBuilder {
  public Rewriter(OpRegistry ops) { super(ops); }

  /** Redirects the uses of {@code op}'s results to {@code values}, then erases it. */
  public void replaceOp(Operation op, List<? extends Value> values) {
    if (values.size() != op.numResults()) {
      throw new IllegalArgumentException("replacing " + op.name() + " with " + values.size() + " values");
    }
    op.replaceAllUsesWith(values);
    eraseOp(op);
  }

  /** Erases {@code op} and everything nested in it; its results must be unused. */
  public void eraseOp(Operation op) {
    op.erase();
  }

  /**
   * Moves the ops from {@code at} (inclusive; null: none) to the end of {@code block} into a new
   * block inserted right after it, and returns the new block.
   */
  public Block splitBlock(Block block, Operation at) {
    Region region = block.parentRegion();
    Block tail = new Block();
    region.insertBlock(region.indexOf(block) + 1, tail);
    if (at != null) tail.spliceFrom(at);
    return tail;
  }

  /** Moves every block of {@code region} into {@code beforeBlock}'s region, just before it. */
  public void inlineRegionBefore(Region region, Block beforeBlock) {
    Region dest = beforeBlock.parentRegion();
    for (Block b : new ArrayList<>(region.blocks())) dest.insertBlock(dest.indexOf(beforeBlock), b);
  }

  /**
   * Moves the ops of {@code source} before {@code anchor} (null: at the end of {@code dest}),
   * replacing the source's arguments with {@code argValues}, and deletes the source block.
   */
  public void inlineBlockBefore(Block source, Block dest, Operation anchor, List<? extends Value> argValues) {
    for (int i = 0; i < source.numArguments(); i++) source.argument(i).replaceAllUsesWith(argValues.get(i));
    for (Operation op = source.first(); op != null; ) {
      Operation next = op.next();
      dest.insertBefore(anchor, op);
      op = next;
    }
    if (source.parentRegion() != null) source.parentRegion().removeBlock(source);
  }

  /** Appends the ops of {@code source} to {@code dest} (see {@link #inlineBlockBefore}). */
  public void mergeBlocks(Block source, Block dest, List<? extends Value> argValues) {
    inlineBlockBefore(source, dest, null, argValues);
  }

  /** Removes {@code block} from its region after dropping every use its ops make. */
  public void eraseBlock(Block block) {
    block.dropAllReferences();
    for (Operation op = block.first(); op != null; ) {
      Operation next = op.next();
      op.remove();
      op = next;
    }
    if (block.parentRegion() != null) block.parentRegion().removeBlock(block);
  }
}
