package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;

/**
 * A basic block: arguments and an intrusive doubly-linked list of operations (so passes can
 * insert and erase in O(1) while walking). Iteration is safe against erasing the current op.
 */
public final class Block implements Iterable<Operation> {
  private Region parent;
  private final List<BlockArgument> arguments = new ArrayList<>();
  private final List<BlockArgument> argumentsView = Collections.unmodifiableList(arguments);
  private Operation first;
  private Operation last;
  private int size;

  public Region parentRegion() { return parent; }

  void setParent(Region r) { this.parent = r; }

  public Operation parentOp() { return parent == null ? null : parent.parentOp(); }

  public List<BlockArgument> arguments() { return argumentsView; }

  public BlockArgument argument(int i) { return arguments.get(i); }

  public int numArguments() { return arguments.size(); }

  public BlockArgument addArgument(Type type, Location loc) {
    IrEdits.record();
    BlockArgument a = new BlockArgument(this, arguments.size(), type, loc);
    arguments.add(a);
    return a;
  }

  /** Removes an argument that has no remaining uses. */
  public void eraseArgument(int index) {
    BlockArgument a = arguments.get(index);
    if (a.hasUses()) throw new IllegalStateException("erasing a block argument that still has uses");
    IrEdits.record();
    arguments.remove(index);
    renumberArguments();
  }

  private void renumberArguments() {
    for (int i = 0; i < arguments.size(); i++) arguments.get(i).setIndex(i);
  }

  public Operation first() { return first; }

  public Operation last() { return last; }

  public int size() { return size; }

  public boolean isEmpty() { return size == 0; }

  public List<Operation> operations() {
    List<Operation> ops = new ArrayList<>(size);
    for (Operation op = first; op != null; op = op.next()) ops.add(op);
    return ops;
  }

  public void append(Operation op) { insertBefore(null, op); }

  /** Inserts {@code op} before {@code anchor} (null: at the end). */
  public void insertBefore(Operation anchor, Operation op) {
    IrEdits.record();
    if (op.parentBlock() != null) op.remove();
    Operation prev = anchor == null ? last : anchor.prev();
    op.link(this, prev, anchor);
    if (prev == null) first = op; else prev.setNext(op);
    if (anchor == null) last = op; else anchor.setPrev(op);
    size++;
  }

  public void insertAfter(Operation anchor, Operation op) { insertBefore(anchor.next(), op); }

  void unlink(Operation op) {
    IrEdits.record();
    Operation p = op.prev(), n = op.next();
    if (p == null) first = n; else p.setNext(n);
    if (n == null) last = p; else n.setPrev(p);
    op.link(null, null, null);
    size--;
  }

  /** Drops all operand uses held by operations in this block (before deleting it). */
  public void dropAllReferences() {
    for (Operation op = first; op != null; op = op.next()) op.dropAllReferences();
  }

  /** Moves the operations from {@code from} (inclusive) to the end of its block into this block's end. */
  public void spliceFrom(Operation from) {
    for (Operation op = from; op != null; ) {
      Operation next = op.next();
      append(op);
      op = next;
    }
  }

  /** Index of this block in its region. */
  public int index() { return parent == null ? -1 : parent.indexOf(this); }

  /**
   * The blocks this block's terminator branches to (its last op's successors, as MLIR's
   * {@code Block::getSuccessors}); none while the block is empty.
   */
  public List<Block> successors() { return last == null ? List.of() : last.successors(); }

  /** The blocks whose terminators branch here. */
  public List<Block> predecessors() {
    List<Block> preds = new ArrayList<>();
    if (parent == null) return preds;
    for (Block b : parent.blocks()) if (b.successors().contains(this)) preds.add(b);
    return preds;
  }

  @Override public Iterator<Operation> iterator() {
    return new Iterator<>() {
      Operation nextOp = first;
      @Override public boolean hasNext() { return nextOp != null; }
      @Override public Operation next() {
        if (nextOp == null) throw new NoSuchElementException();
        Operation r = nextOp;
        nextOp = r.next();
        return r;
      }
    };
  }
}
