package dev.loomlir.ir;

import java.util.List;

/**
 * The base of typed op classes (upstream's {@code OpState}): a view of one {@link Operation},
 * which stays the one storage class, so the printer, verifier and walkers stay generic. Views are
 * cheap and hold no state of their own: two views of one op are equal.
 */
public abstract class OpView {
  protected final Operation op;

  protected OpView(Operation op) { this.op = op; }

  public final Operation operation() { return op; }

  public final Location location() { return op.location(); }

  /** The operands from {@code from} to the end (a variadic group declared last). */
  protected final List<Value> operandsFrom(int from) {
    return op.operands().subList(from, op.numOperands());
  }

  @Override public final boolean equals(Object o) {
    return o instanceof OpView other && other.op == op;
  }

  @Override public final int hashCode() { return System.identityHashCode(op); }

  @Override public String toString() { return op.toString(); }
}
