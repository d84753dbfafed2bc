package dev.loomlir.runtime.ptr;

/**
 * An {@code !llvm.ptr} value: an allocation and a byte offset into it. The offset may lie outside
 * the allocation (as C allows pointer arithmetic to); accesses there fail. The null pointer has
 * no allocation.
 */
public final class Ptr {
  public static final Ptr NULL = new Ptr(null, 0);

  final Allocation allocation;
  final long offset;

  Ptr(Allocation allocation, long offset) {
    this.allocation = allocation;
    this.offset = offset;
  }

  public boolean isNull() { return allocation == null; }

  /** A made-up address: the allocation's number in the high bits, the offset in the low 32 (0 for null). */
  long address() { return allocation == null ? offset : (allocation.id << 32) + offset; }

  @Override public boolean equals(Object o) {
    return o instanceof Ptr p && p.allocation == allocation && p.offset == offset;
  }

  @Override public int hashCode() { return System.identityHashCode(allocation) * 31 + Long.hashCode(offset); }

  @Override public String toString() {
    return allocation == null ? "null" : allocation.describe() + " + " + offset;
  }
}
