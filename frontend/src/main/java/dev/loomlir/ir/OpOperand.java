package dev.loomlir.ir;

/** One use of a value: operand {@code index} of {@code owner}. */
public final class OpOperand {
  private final Operation owner;
  private int index;
  private Value value;

  OpOperand(Operation owner, int index, Value value) {
    this.owner = owner;
    this.index = index;
    this.value = value;
    value.addUse(this);
  }

  public Operation owner() { return owner; }

  public int index() { return index; }

  void setIndex(int index) { this.index = index; }

  public Value get() { return value; }

  /** Points this operand at another value, keeping both use lists right. */
  public void set(Value newValue) {
    IrEdits.record();
    value.removeUse(this);
    value = newValue;
    newValue.addUse(this);
  }

  void drop() {
    IrEdits.record();
    value.removeUse(this);
  }
}
