package dev.loomlir.runtime.memref;

import java.util.concurrent.atomic.AtomicLong;

/**
 * The JVM form of a memref value, ranked or unranked: a backing primitive array (in the typed
 * subclass, as {@code public final T[] data}), an element offset into it and MLIR's strided
 * layout ({@code sizes}, {@code strides}). Element {@code (i0, .., in)} lives at
 * {@code data[offset + i0*strides[0] + .. + in*strides[n]]}.
 *
 * <p>{@code offset} counts from the start of the array. MLIR counts its offset from the
 * descriptor's <em>aligned pointer</em>, which {@code memref.view} moves by its byte shift; that
 * move is {@link #alignedShift} (0 for allocations), carried by every view derived from it, and
 * the MLIR-level offset (printed, returned by {@code extract_strided_metadata}, taken by
 * {@code reinterpret_cast}) is {@link #mlirOffset()}.
 *
 * <p>Generated code reads {@code data}, {@code offset}, {@code sizes[d]} and {@code strides[d]}
 * once per function and indexes the array itself (see {@link MemRefs#index(long)}); static
 * shapes fold strides into constants. Views ({@link #subview}, {@link #reinterpretCast},
 * {@link #collapseShape}, ...) are new descriptors over the same array. An unranked memref is
 * the same object: its rank is {@code sizes.length}.
 *
 * <p>Bounds: only the backing array bounds every access. An index outside a view's sizes that
 * still lands in the array reads or writes that other element, as MLIR does; one outside the
 * array throws {@link MemRefError} (through the JVM's own array check, translated by
 * {@link MemRefs#outOfBounds}).
 */
public abstract sealed class MemRef
    permits MemRefI8, MemRefI16, MemRefI32, MemRefI64, MemRefF32, MemRefF64 {
  private static final AtomicLong STORAGE_IDS = new AtomicLong();

  /** Offset in elements of the first element from the start of the backing array. */
  public final long offset;
  /**
   * Elements from the start of the backing array to MLIR's aligned pointer: the byte shift of a
   * {@code memref.view} (in i8 elements), inherited by every view derived from one; 0 otherwise.
   */
  public final long alignedShift;
  /** Size of each dimension; its length is the rank. Never modify. */
  public final long[] sizes;
  /** Stride of each dimension, in elements. Never modify. */
  public final long[] strides;
  /** Identifies the backing array for printing ({@code base@}); shared by views. */
  final long storageId;

  MemRef(long storageId, long alignedShift, long offset, long[] sizes, long[] strides) {
    if (sizes.length != strides.length) {
      throw new IllegalArgumentException("rank mismatch: sizes " + Layout.list(sizes)
          + ", strides " + Layout.list(strides));
    }
    this.storageId = storageId;
    this.alignedShift = alignedShift;
    this.offset = offset;
    this.sizes = sizes;
    this.strides = strides;
  }

  /** A fresh id for a new backing array: sequential, so printed base addresses are stable. */
  static long newStorageId() { return STORAGE_IDS.incrementAndGet(); }

  public abstract ElementKind kind();

  /** Length of the backing array: the allocation, which bounds every access. */
  public abstract int capacity();

  /** The backing array ({@code float[]}, {@code long[]}, ...). */
  public abstract Object array();

  /**
   * {@code memref.reinterpret_cast}: a descriptor of the same kind over the same array with
   * another layout, whose {@code offset} counts from the aligned pointer as in MLIR (the array
   * start, unless this descriptor derives from a {@code memref.view}). Never checks bounds: views
   * may describe elements outside the allocation, only accesses to them fail.
   */
  public MemRef reinterpretCast(long offset, long[] sizes, long[] strides) {
    return derive(alignedShift, alignedShift + offset, sizes, strides);
  }

  /**
   * A descriptor of the same kind over the same array with the given aligned shift and layout
   * ({@code offset} from the array start). Subclasses return their own type.
   */
  abstract MemRef derive(long alignedShift, long offset, long[] sizes, long[] strides);

  /** A view with the same aligned pointer: {@code offset} counts from the array start. */
  private MemRef withLayout(long offset, long[] sizes, long[] strides) {
    return derive(alignedShift, offset, sizes, strides);
  }

  /** The offset as MLIR sees it: in elements from the aligned pointer. */
  public final long mlirOffset() { return offset - alignedShift; }

  /**
   * Copies one strided run of elements to {@code to} (of the same kind); both runs are known to
   * be inside their arrays. Unit-stride runs are one {@code System.arraycopy}, which works on
   * any primitive array and copies overlapping runs as if through a temporary.
   */
  final void copyRun(int from, long fromStride, MemRef to, int at, long atStride, long count) {
    if (fromStride == 1 && atStride == 1) {
      System.arraycopy(array(), from, to.array(), at, (int) count);
    } else {
      copyStridedRun(from, fromStride, to, at, atStride, count);
    }
  }

  /** {@link #copyRun} element by element, first to last: typed so the loop stays fast. */
  abstract void copyStridedRun(int from, long fromStride, MemRef to, int at, long atStride,
      long count);

  /**
   * {@code memref.realloc} of a 1-D contiguous memref: a new allocation of the same kind of
   * {@code newSize} elements holding the old ones that fit, the rest zero. Subclasses return
   * their own type.
   */
  public MemRef realloc(long newSize, String location) {
    if (rank() != 1 || !isContiguous()) {
      throw new MemRefError(location, "memref.realloc needs a 1-D contiguous memref");
    }
    MemRef grown = Descriptors.alloc(kind(), new long[] {newSize}, location);
    long kept = Math.min(newSize, sizes[0]);
    if (kept > 0) {
      checkInside(location, "memref.realloc");
      System.arraycopy(array(), (int) offset, grown.array(), 0, (int) kept);
    }
    return grown;
  }

  public final int rank() { return sizes.length; }

  public final long elementCount() { return Layout.elementCount(sizes); }

  /** Whether the layout is row-major without holes (the identity layout), at any offset. */
  public final boolean isContiguous() { return Layout.isIdentity(sizes, strides); }

  /** {@code memref.dim}: the size of dimension {@code d}; an invalid {@code d} is an error. */
  public final long dim(long d, String location) {
    if (d < 0 || d >= sizes.length) {
      throw new MemRefError(location, "memref.dim index " + d + " out of range for rank "
          + sizes.length);
    }
    return sizes[(int) d];
  }

  /** {@code memref.rank}. */
  public final long rankIndex() { return sizes.length; }

  /**
   * {@code memref.subview}: per dimension an offset, a size and a step, in the source's index
   * space. The result shares storage; unit dimensions dropped by a rank-reducing subview are
   * then removed with {@link #dropDims}.
   */
  public final MemRef subview(long[] offsets, long[] sizes, long[] steps) {
    checkRank(offsets.length, "subview offsets");
    checkRank(sizes.length, "subview sizes");
    checkRank(steps.length, "subview strides");
    long newOffset = offset;
    long[] newStrides = new long[sizes.length];
    for (int d = 0; d < sizes.length; d++) {
      newOffset += offsets[d] * strides[d];
      newStrides[d] = steps[d] * strides[d];
    }
    return withLayout(newOffset, sizes.clone(), newStrides);
  }

  /** Removes the given dimensions (sorted, each of size 1) for rank-reducing subviews. */
  public final MemRef dropDims(int... dims) {
    long[] newSizes = new long[sizes.length - dims.length];
    long[] newStrides = new long[newSizes.length];
    int next = 0;
    int k = 0;
    for (int d = 0; d < sizes.length; d++) {
      if (k < dims.length && dims[k] == d) {
        k++;
        continue;
      }
      newSizes[next] = sizes[d];
      newStrides[next++] = strides[d];
    }
    return withLayout(offset, newSizes, newStrides);
  }

  /**
   * {@code memref.collapse_shape}: each group of source dimensions becomes one dimension whose
   * size is their product and whose stride is the innermost one's (the verifier guarantees
   * each group is contiguous). A rank-0 result has an empty group list.
   */
  public final MemRef collapseShape(int[][] groups) {
    long[] newSizes = new long[groups.length];
    long[] newStrides = new long[groups.length];
    for (int g = 0; g < groups.length; g++) {
      int[] group = groups[g];
      long size = 1;
      for (int d : group) size *= sizes[d];
      // The stride of the innermost non-unit dimension, as upstream's lowering picks it.
      long stride = strides[group[group.length - 1]];
      for (int i = group.length - 1; i >= 0; i--) {
        if (sizes[group[i]] != 1) {
          stride = strides[group[i]];
          break;
        }
      }
      newSizes[g] = size;
      newStrides[g] = stride;
    }
    return withLayout(offset, newSizes, newStrides);
  }

  /**
   * {@code memref.expand_shape}: source dimension {@code g} becomes the result dimensions of
   * {@code groups[g]}, sized by {@code resultSizes}; strides are derived from the source
   * stride, innermost first.
   */
  public final MemRef expandShape(int[][] groups, long[] resultSizes) {
    checkRank(groups.length, "expand_shape reassociation");
    long[] newStrides = new long[resultSizes.length];
    for (int g = 0; g < groups.length; g++) {
      long stride = strides[g];
      int[] group = groups[g];
      for (int i = group.length - 1; i >= 0; i--) {
        newStrides[group[i]] = stride;
        stride *= resultSizes[group[i]];
      }
    }
    return withLayout(offset, resultSizes.clone(), newStrides);
  }

  /**
   * {@code memref.reshape}: a contiguous view with new sizes (identity strides). The source
   * must be contiguous, as upstream requires.
   */
  public final MemRef reshape(long[] newSizes, String location) {
    if (!isContiguous()) {
      throw new MemRefError(location, "memref.reshape of a non-contiguous memref");
    }
    return withLayout(offset, newSizes.clone(), Layout.identityStrides(newSizes));
  }

  /** {@code memref.transpose}: result dimension {@code i} is source dimension {@code perm[i]}. */
  public final MemRef transpose(int[] perm) {
    checkRank(perm.length, "transpose permutation");
    long[] newSizes = new long[perm.length];
    long[] newStrides = new long[perm.length];
    for (int i = 0; i < perm.length; i++) {
      newSizes[i] = sizes[perm[i]];
      newStrides[i] = strides[perm[i]];
    }
    return withLayout(offset, newSizes, newStrides);
  }

  /**
   * {@code memref.cast} to a ranked type (from an unranked or a ranked memref): the same
   * descriptor after checking the rank, and the static sizes where {@code staticSizes[d]} is
   * not negative (pass null to skip). Upstream leaves a mismatch undefined; we report it.
   */
  public final MemRef castTo(int rank, long[] staticSizes, String location) {
    if (rank != sizes.length) {
      throw new MemRefError(location, "memref.cast of a memref of rank " + sizes.length
          + " to a memref of rank " + rank);
    }
    if (staticSizes != null) {
      for (int d = 0; d < rank; d++) {
        if (staticSizes[d] >= 0 && staticSizes[d] != sizes[d]) {
          throw new MemRefError(location, "memref.cast: dimension " + d + " has size "
              + sizes[d] + ", the result type says " + staticSizes[d]);
        }
      }
    }
    return this;
  }

  /**
   * Checks what a cast's result type claims about the layout: {@code offset} (MLIR's, from the
   * aligned pointer) and each of {@code strides} must match unless it is {@link Long#MIN_VALUE}
   * (MLIR's dynamic marker). Returns this descriptor.
   */
  public final MemRef checkLayout(long offset, long[] strides, String location) {
    if (offset != Long.MIN_VALUE && offset != mlirOffset()) {
      throw new MemRefError(location, "memref.cast: the offset is " + mlirOffset() + ", the result type says " + offset);
    }
    for (int d = 0; d < strides.length && d < this.strides.length; d++) {
      if (strides[d] != Long.MIN_VALUE && strides[d] != this.strides[d]) {
        throw new MemRefError(location, "memref.cast: dimension " + d + " has stride " + this.strides[d]
            + ", the result type says " + strides[d]);
      }
    }
    return this;
  }

  /**
   * {@code memref.extract_aligned_pointer_as_index}: there are no addresses on the JVM, so this
   * is a stand-in that keeps the properties programs rely on: the same for every view of one
   * allocation, different between live allocations, and 4096-aligned. It is the allocation's
   * sequence number (what {@code printMemref} prints after {@code base@}) times 4096.
   */
  public final long basePointer() { return storageId << 12; }

  /**
   * The base buffer of {@code memref.extract_strided_metadata}: a rank-0 memref at the aligned
   * pointer (MLIR offset 0) of the same storage. The other results are {@link #mlirOffset()},
   * {@code sizes} and {@code strides}.
   */
  public final MemRef baseBuffer() {
    return withLayout(alignedShift, new long[0], new long[0]);
  }

  /**
   * Throws unless every element of this view lies in the backing array. Empty views always
   * pass. For operations that touch a whole view (copy, printing) so that they fail before
   * writing anything.
   */
  public final void checkInside(String location, String what) {
    if (Layout.isEmpty(sizes)) return;
    if (!Layout.fits(offset, sizes, strides, capacity())) {
      throw new MemRefError(location, what + ": memref view (offset " + offset + ", sizes "
          + Layout.list(sizes) + ", strides " + Layout.list(strides)
          + ") reaches outside its allocation of " + capacity() + " elements");
    }
  }

  private void checkRank(int n, String what) {
    if (n != sizes.length) {
      throw new IllegalArgumentException(what + " has " + n + " entries for rank "
          + sizes.length);
    }
  }

  @Override
  public String toString() {
    return "memref<" + kind() + " offset " + offset
        + (alignedShift == 0 ? "" : " (aligned pointer at " + alignedShift + ")") + " sizes " + Layout.list(sizes)
        + " strides " + Layout.list(strides) + " of " + capacity() + ">";
  }
}
