package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** An ordered list of blocks owned by an operation; the first block is the entry block. */
public final class Region {
  private final Operation parent;
  private final List<Block> blocks = new ArrayList<>();
  private final List<Block> blocksView = Collections.unmodifiableList(blocks);

  Region(Operation parent) { this.parent = parent; }

  /** A detached region, e.g. one being parsed before its operation exists. */
  public Region() { this(null); }

  public Operation parentOp() { return parent; }

  public List<Block> blocks() { return blocksView; }

  /** The blocks without a read-only wrapper, for walks inside this package. */
  List<Block> blockList() { return blocks; }

  public boolean isEmpty() { return blocks.isEmpty(); }

  public Block entryBlock() { return blocks.isEmpty() ? null : blocks.get(0); }

  public Block addBlock() { return insertBlock(blocks.size(), new Block()); }

  public Block appendBlock(Block b) { return insertBlock(blocks.size(), b); }

  public Block insertBlock(int index, Block b) {
    IrEdits.record();
    if (b.parentRegion() != null) b.parentRegion().removeBlock(b);
    blocks.add(index, b);
    b.setParent(this);
    return b;
  }

  public void removeBlock(Block b) {
    IrEdits.record();
    if (blocks.remove(b)) b.setParent(null);
  }

  public int indexOf(Block b) { return blocks.indexOf(b); }

  /** Moves all blocks of {@code other} to the end of this region. */
  public void takeBody(Region other) {
    for (Block b : new ArrayList<>(other.blocks)) appendBlock(b);
  }

  /** Drops all uses inside the region and removes its blocks. */
  public void clear() {
    for (Block b : blocks) b.dropAllReferences();
    for (Block b : new ArrayList<>(blocks)) removeBlock(b);
  }

  /** True when {@code this} is {@code other} or an ancestor of it. */
  public boolean isAncestorOf(Region other) {
    for (Region r = other; r != null; ) {
      if (r == this) return true;
      Operation op = r.parent;
      r = op == null ? null : op.parentRegion();
    }
    return false;
  }
}
