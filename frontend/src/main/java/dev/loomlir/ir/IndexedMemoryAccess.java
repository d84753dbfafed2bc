package dev.loomlir.ir;

import java.util.List;

/**
 * Op interface of ops that access one element of a memref at indices ({@code memref.load},
 * {@code memref.store}, the atomics): which operand is the memref and which are its indices.
 * Code generation reads the descriptor of a memref such ops access once; loop versioning asks
 * how loops index them. Attach with {@code OpDef.implement}.
 */
public interface IndexedMemoryAccess {
  Value memref(Operation op);

  List<Value> indices(Operation op);

  /** The common shape: the memref is operand {@code position}, the indices are all the operands after it. */
  static IndexedMemoryAccess memrefAt(int position) {
    return new IndexedMemoryAccess() {
      @Override public Value memref(Operation op) { return op.operand(position); }
      @Override public List<Value> indices(Operation op) {
        return op.operands().subList(position + 1, op.numOperands());
      }
    };
  }

  /** The interface of {@code op}, or null when it is not an indexed memory access. */
  static IndexedMemoryAccess of(Operation op) {
    return op == null || op.def() == null ? null : op.def().iface(IndexedMemoryAccess.class);
  }

  /** True when {@code op} is an indexed access of {@code memref}. */
  static boolean accesses(Operation op, Value memref) {
    IndexedMemoryAccess access = of(op);
    return access != null && access.memref(op) == memref;
  }
}
