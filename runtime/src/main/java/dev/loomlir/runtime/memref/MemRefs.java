package dev.loomlir.runtime.memref;

/**
 * Static helpers that generated code calls around memref descriptors: index conversion, bounds
 * errors with op locations, allocation sizes, {@code memref.copy} and {@code memref.view}.
 */
public final class MemRefs {
  /** Largest array the JVM reliably allocates. */
  static final int MAX_ARRAY_LENGTH = Integer.MAX_VALUE - 8;

  private MemRefs() {}

  /**
   * Converts a linear element index (computed in 64 bits, as MLIR's index type) to an array
   * index without ever wrapping into the array: values outside the int range become -1 or
   * {@code Integer.MAX_VALUE}, which the JVM's array bounds check rejects. Branch-free.
   */
  public static int index(long linear) {
    return Math.clamp(linear, -1, Integer.MAX_VALUE);
  }

  /**
   * The start of an int-indexed run of elements ({@code data[intBase(base) + j]} with
   * {@code j >= 0}, see codegen's {@code MemRefAccess}): {@code base} itself when it fits an
   * int, else an {@link IndexOutOfBoundsException}, since every {@code base + j} then lies
   * outside any Java array. Tiny, so C2 inlines it and hoists it out of the loop.
   */
  public static int intBase(long base) {
    int b = (int) base;
    if (b != base) throw baseOutOfRange(base);
    return b;
  }

  private static IndexOutOfBoundsException baseOutOfRange(long base) {
    return new IndexOutOfBoundsException("Index " + base + " (and beyond) out of bounds for any array");
  }

  /**
   * The error for an access outside the allocation, to throw from an exception handler that
   * covers a load/store: {@code catch (ArrayIndexOutOfBoundsException e) { throw
   * MemRefs.outOfBounds(e, "file.mlir:3:5"); }}. The common path costs nothing.
   */
  public static MemRefError outOfBounds(ArrayIndexOutOfBoundsException e, String location) {
    return outOfBounds((IndexOutOfBoundsException) e, location);
  }

  /**
   * The same for an index rejected by {@code Objects.checkIndex(long, long)}, which generated
   * code may use before an array access (the JIT can hoist that check out of loops).
   */
  public static MemRefError outOfBounds(IndexOutOfBoundsException e, String location) {
    return new MemRefError(location, "out-of-bounds memref access ("
        + (e.getMessage() == null ? "index outside the allocation" : e.getMessage()) + ")", e);
  }

  /**
   * Explicit check for the rare place where the array check cannot be relied on: returns the
   * array index, or throws the located error.
   */
  public static int checkIndex(long linear, int capacity, String location) {
    if (linear < 0 || linear >= capacity) {
      throw new MemRefError(location, "out-of-bounds memref access (Index " + linear
          + " out of bounds for length " + capacity + ")");
    }
    return (int) linear;
  }

  /** Array length of an allocation with an identity layout; sizes must be non-negative. */
  static int allocationLength(long[] sizes, String location) {
    long n = 1;
    for (long s : sizes) {
      if (s < 0) {
        throw new MemRefError(location, "memref allocation with negative size "
            + Layout.list(sizes));
      }
      n = s == 0 ? 0 : (n > MAX_ARRAY_LENGTH / s ? Long.MAX_VALUE : n * s);
    }
    return checkLength(n, sizes, location);
  }

  /** Array length an allocation needs to hold every element a strided layout addresses. */
  static int allocationLength(long offset, long[] sizes, long[] strides, String location) {
    if (Layout.isEmpty(sizes)) {
      allocationLength(sizes, location); // rejects negative sizes
      return (int) Math.max(0, Math.min(offset, MAX_ARRAY_LENGTH));
    }
    long lo = Layout.lowest(offset, sizes, strides);
    if (lo < 0) {
      throw new MemRefError(location, "memref allocation whose layout reaches below offset 0");
    }
    return checkLength(Layout.highest(offset, sizes, strides) + 1, sizes, location);
  }

  private static int checkLength(long n, long[] sizes, String location) {
    if (n > MAX_ARRAY_LENGTH) {
      throw new MemRefError(location, "memref allocation of " + Layout.list(sizes)
          + " elements is larger than a JVM array");
    }
    return (int) n;
  }

  /** {@code memref.alloc} for a kind chosen at run time (zero-filled, identity layout). */
  public static MemRef alloc(ElementKind kind, long[] sizes, String location) {
    return Descriptors.alloc(kind, sizes, location);
  }

  /**
   * {@code memref.copy} (and upstream's {@code memrefCopy}): copies every element of
   * {@code source} to the same position of {@code target}, for any strides of either. Both
   * views are checked against their allocations first, so a failing copy writes nothing.
   * Shapes must agree; empty shapes copy nothing. Overlapping views copy as if through a
   * temporary for contiguous runs and element by element, first to last, otherwise.
   */
  public static void copy(MemRef source, MemRef target, String location) {
    if (source.kind() != target.kind()) {
      throw new MemRefError(location, "memref.copy between element storages " + source.kind()
          + " and " + target.kind());
    }
    if (!java.util.Arrays.equals(source.sizes, target.sizes)) {
      throw new MemRefError(location, "memref.copy between shapes " + Layout.list(source.sizes)
          + " and " + Layout.list(target.sizes));
    }
    long[] sizes = source.sizes;
    if (Layout.isEmpty(sizes)) return;
    source.checkInside(location, "memref.copy source");
    target.checkInside(location, "memref.copy target");
    int rank = sizes.length;
    if (source.isContiguous() && target.isContiguous()) {
      source.copyRun((int) source.offset, 1, target, (int) target.offset, 1,
          source.elementCount());
      return;
    }
    // Odometer over the outer dimensions; the innermost one is a strided run.
    int inner = rank - 1;
    long[] counters = new long[rank];
    long from = source.offset;
    long at = target.offset;
    while (true) {
      source.copyRun((int) from, source.strides[inner], target, (int) at, target.strides[inner],
          sizes[inner]);
      int d = inner - 1;
      while (d >= 0) {
        counters[d]++;
        from += source.strides[d];
        at += target.strides[d];
        if (counters[d] < sizes[d]) break;
        from -= sizes[d] * source.strides[d];
        at -= sizes[d] * target.strides[d];
        counters[d] = 0;
        d--;
      }
      if (d < 0) return;
    }
  }

  /**
   * {@code memref.view} of a 1-D contiguous i8 buffer: as upstream, the result's aligned pointer
   * is the buffer's moved by {@code byteShift} bytes, its offset (from that pointer) is 0 and its
   * layout the identity. The JVM cannot read a {@code byte[]} as another primitive array, so only
   * i8 results are supported (they share the buffer); other element types report a located
   * error rather than silently copying (a loomlir limitation: upstream supports them).
   */
  public static MemRef view(MemRefI8 buffer, long byteShift, long[] sizes, ElementKind kind,
      String location) {
    if (kind != ElementKind.I8) throw typedViewError("a memref of " + kind + " storage", location);
    if (buffer.rank() != 1 || !buffer.isContiguous()) {
      throw new MemRefError(location, "memref.view needs a 1-D contiguous i8 buffer");
    }
    long alignedShift = buffer.alignedShift + byteShift;
    return buffer.derive(alignedShift, alignedShift, sizes.clone(), Layout.identityStrides(sizes));
  }

  /**
   * {@code memref.view} to a result type whose elements are not stored in a {@code byte[]}
   * (e.g. {@code memref<3x4xf32>}): a loomlir limitation, reported where the view is made.
   * Never returns; typed as a view so that generated code can use it in the view's place.
   */
  public static MemRef unsupportedView(String resultType, String location) {
    throw typedViewError("'" + resultType + "'", location);
  }

  private static MemRefError typedViewError(String result, String location) {
    return new MemRefError(location, "memref.view to " + result + " is not supported on the JVM:"
        + " a byte buffer can only be viewed with i1..i8 elements");
  }

  /** Sizes given by the shape operand of {@code memref.reshape} (a 1-D memref of integers). */
  public static long[] shapeOf(MemRef shape, String location) {
    if (shape.rank() != 1) {
      throw new MemRefError(location, "memref.reshape shape operand must be 1-D");
    }
    shape.checkInside(location, "memref.reshape shape");
    long[] sizes = new long[(int) shape.sizes[0]];
    for (int i = 0; i < sizes.length; i++) {
      int at = (int) (shape.offset + i * shape.strides[0]);
      sizes[i] = switch (shape) {
        case MemRefI8 m -> m.data[at];
        case MemRefI16 m -> m.data[at];
        case MemRefI32 m -> m.data[at];
        case MemRefI64 m -> m.data[at];
        default -> throw new MemRefError(location, "memref.reshape shape must hold integers");
      };
    }
    return sizes;
  }
}
