package dev.loomlir.ir;

/** An argument of a block. */
public final class BlockArgument extends Value {
  private final Block owner;
  private int index;
  private Location location;

  BlockArgument(Block owner, int index, Type type, Location location) {
    super(type);
    this.owner = owner;
    this.index = index;
    this.location = location;
  }

  public Block owner() { return owner; }

  public int index() { return index; }

  void setIndex(int index) { this.index = index; }

  public Location location() { return location; }

  public void setLocation(Location location) { this.location = location; }

  @Override public Operation definingOp() { return null; }

  @Override public Block parentBlock() { return owner; }

  @Override public String toString() { return "block argument #" + index; }
}
