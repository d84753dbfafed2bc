package dev.loomlir.lowering.analysis;

import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * Identifies an op by what it computes, for CSE (MLIR's {@code OperationEquivalence} ignoring
 * locations): name, inherent and discardable attributes, result types and operand values, the
 * operands of a commutative op compared in any order. Only for ops without regions or successors.
 */
public final class OperationKey {
  private final Operation op;
  private final int hash;

  public OperationKey(Operation op) {
    this.op = op;
    int h = op.name().hashCode();
    h = 31 * h + op.properties().hashCode();
    h = 31 * h + op.attributes().hashCode();
    h = 31 * h + op.resultTypes().hashCode();
    int operandHash = 0;
    boolean commutative = isCommutative(op);
    for (Value v : op.operands()) {
      int vh = System.identityHashCode(v);
      operandHash = commutative ? operandHash + vh : 31 * operandHash + vh;
    }
    this.hash = 31 * h + operandHash;
  }

  public Operation op() { return op; }

  private static boolean isCommutative(Operation op) {
    return op.isRegistered() && op.def().has(Trait.COMMUTATIVE);
  }

  @Override public int hashCode() { return hash; }

  @Override public boolean equals(Object o) {
    if (!(o instanceof OperationKey k)) return false;
    Operation other = k.op;
    if (k.hash != hash || !op.name().equals(other.name()) || op.numOperands() != other.numOperands()
        || !op.properties().equals(other.properties()) || !op.attributes().equals(other.attributes())
        || !op.resultTypes().equals(other.resultTypes())) {
      return false;
    }
    List<Value> a = op.operands(), b = other.operands();
    if (a.equals(b)) return true;
    return isCommutative(op) && sameMultiset(a, b);
  }

  private static boolean sameMultiset(List<Value> a, List<Value> b) {
    boolean[] used = new boolean[b.size()];
    outer:
    for (Value v : a) {
      for (int i = 0; i < b.size(); i++) {
        if (!used[i] && b.get(i) == v) {
          used[i] = true;
          continue outer;
        }
      }
      return false;
    }
    return true;
  }
}
