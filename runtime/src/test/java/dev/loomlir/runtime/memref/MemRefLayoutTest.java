package dev.loomlir.runtime.memref;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Layout arithmetic of views, worked out by hand from MLIR's strided-layout rules. */
class MemRefLayoutTest {
  private static final String LOC = "f.mlir:7:3";

  private static long[] s(long... v) { return v; }

  @Test
  void allocIsZeroFilledWithIdentityStrides() {
    MemRefF64 m = MemRefF64.alloc(s(2, 0, 3), LOC);
    assertArrayEquals(s(0, 3, 1), m.strides);
    assertEquals(0, m.capacity());
    MemRefI16 z = MemRefI16.alloc(s(), LOC);
    assertEquals(1, z.capacity());
    assertEquals(0, z.rank());
    assertEquals(0, z.data[0]);
  }

  @Test
  void stridedAllocCoversItsLayout() {
    MemRefF32 m = MemRefF32.alloc(2, s(3, 4), s(8, 1), LOC);
    assertEquals(2 + 2 * 8 + 3 + 1, m.capacity());
    assertEquals(2, m.offset);
  }

  @Test
  void badAllocationsAreLocatedErrors() {
    MemRefError negative = assertThrows(MemRefError.class, () -> MemRefI32.alloc(s(-1), LOC));
    assertTrue(negative.diagnosticText().startsWith("f.mlir:7:3: error: "), negative.diagnosticText());
    assertThrows(MemRefError.class, () -> MemRefI8.alloc(s(1L << 20, 1L << 20), LOC));
    assertEquals(0, MemRefI8.alloc(s(1L << 40, 1L << 40, 0), LOC).capacity()); // empty: fine
  }

  @Test
  void subviewComposesOffsetsAndStrides() {
    MemRefI64 m = MemRefI64.alloc(s(4, 6), LOC);
    MemRef v = m.subview(s(1, 2), s(2, 2), s(2, 3));
    assertEquals(1 * 6 + 2, v.offset);
    assertArrayEquals(s(12, 3), v.strides);
    MemRef w = v.subview(s(1, 1), s(1, 1), s(1, 1));
    assertEquals(8 + 12 + 3, w.offset);
    assertSame(m.data, ((MemRefI64) w).data);
  }

  @Test
  void reshapeNeedsContiguousSource() {
    MemRefF32 m = MemRefF32.alloc(s(2, 6), LOC);
    MemRef r = m.reshape(s(3, 2, 2), LOC);
    assertArrayEquals(s(4, 2, 1), r.strides);
    MemRef strided = m.subview(s(0, 0), s(2, 3), s(1, 2));
    assertThrows(MemRefError.class, () -> strided.reshape(s(6), LOC));
    MemRefI64 shape = MemRefI64.of(s(12), 1);
    assertArrayEquals(s(12), MemRefs.shapeOf(shape, LOC));
  }

  @Test
  void castChecksRankAndStaticSizes() {
    MemRefF32 m = MemRefF32.alloc(s(2, 3), LOC);
    assertSame(m, m.castTo(2, s(-1, 3), LOC));
    assertThrows(MemRefError.class, () -> m.castTo(1, null, LOC));
    assertThrows(MemRefError.class, () -> m.castTo(2, s(2, 4), LOC));
  }

  @Test
  void dimAndRank() {
    MemRefF32 m = MemRefF32.alloc(s(2, 3), LOC);
    assertEquals(3, m.dim(1, LOC));
    assertEquals(2, m.rankIndex());
    MemRefError e = assertThrows(MemRefError.class, () -> m.dim(2, LOC));
    assertEquals(LOC, e.location());
  }

  @Test
  void extractStridedMetadataBaseIsRankZeroAtOffsetZero() {
    MemRefI32 m = MemRefI32.of(new int[] {9, 8, 7, 6}, 4);
    MemRef base = m.subview(s(2), s(2), s(1)).baseBuffer();
    assertEquals(0, base.rank());
    assertEquals(0, base.offset);
    assertEquals(9, ((MemRefI32) base).data[(int) base.offset]);
  }

  @Test
  void viewOfBytesSharesTheBufferForI8Only() {
    MemRefI8 buf = MemRefI8.alloc(s(64), LOC);
    MemRef v = MemRefs.view(buf, 16, s(4, 4), ElementKind.I8, LOC);
    assertEquals(16, v.offset);
    ((MemRefI8) v).data[(int) (v.offset + 5)] = 42;
    assertEquals(42, buf.data[21]);
    MemRefError e = assertThrows(MemRefError.class,
        () -> MemRefs.view(buf, 0, s(4), ElementKind.F32, LOC));
    assertEquals(LOC, e.location());
    MemRefError typed = assertThrows(MemRefError.class,
        () -> MemRefs.unsupportedView("memref<4xf32>", LOC));
    assertEquals("f.mlir:7:3: error: memref.view to 'memref<4xf32>' is not supported on the JVM:"
        + " a byte buffer can only be viewed with i1..i8 elements", typed.diagnosticText());
  }

  /**
   * A view moves MLIR's aligned pointer by its byte shift: its own offset and those of views
   * derived from it count from there (as upstream prints them), while {@code offset} keeps
   * counting from the array start for indexing.
   */
  @Test
  void viewOffsetsCountFromTheShiftedAlignedPointer() {
    MemRefI8 buf = MemRefI8.alloc(s(32), LOC);
    MemRef v = MemRefs.view(buf, 4, s(12), ElementKind.I8, LOC);
    assertEquals(4, v.alignedShift);
    assertEquals(0, v.mlirOffset());

    MemRef sub = v.subview(s(2), s(4), s(1));
    assertEquals(6, sub.offset);
    assertEquals(2, sub.mlirOffset());
    assertSame(sub, sub.checkLayout(2, s(1), LOC));
    assertThrows(MemRefError.class, () -> sub.checkLayout(6, s(1), LOC));

    MemRef cast = v.reinterpretCast(3, s(2, 2), s(4, 1));
    assertEquals(7, cast.offset);
    assertEquals(3, cast.mlirOffset());
    MemRef derived = sub.expandShape(new int[][] {{0, 1}}, s(2, 2)).transpose(new int[] {1, 0});
    assertEquals(4, derived.alignedShift);
    assertEquals(2, derived.mlirOffset());
    assertEquals("base@ = 0x" + Long.toHexString(buf.storageId)
        + " rank = 2 offset = 2 sizes = [2, 2] strides = [1, 2]\n",
        MemRefPrinter.renderShape(derived, ""));

    MemRef base = sub.baseBuffer();
    assertEquals(0, base.mlirOffset());
    assertEquals(4, base.offset);
    assertEquals(9, base.reinterpretCast(5, s(1), s(1)).offset);

    MemRef nested = MemRefs.view((MemRefI8) v, 2, s(2, 5), ElementKind.I8, LOC);
    assertEquals(6, nested.alignedShift);
    assertEquals(0, nested.mlirOffset());
    assertEquals(0, MemRefI8.alloc(s(4), LOC).alignedShift);
  }

  @Test
  void reallocKeepsOldElements() {
    MemRefI32 m = MemRefI32.of(new int[] {1, 2, 3}, 3);
    assertArrayEquals(new int[] {1, 2, 3, 0, 0}, m.realloc(5, LOC).data);
    assertArrayEquals(new int[] {1, 2}, m.realloc(2, LOC).data);
  }

  @Test
  void elementKinds() {
    assertEquals(ElementKind.I8, ElementKind.forType("i1"));
    assertEquals(ElementKind.I8, ElementKind.forType("i5"));
    assertEquals(ElementKind.I16, ElementKind.forType("bf16"));
    assertEquals(ElementKind.I32, ElementKind.forType("i17"));
    assertEquals(ElementKind.I64, ElementKind.forType("index"));
    assertEquals(ElementKind.F64, ElementKind.forType("f64"));
    assertThrows(IllegalArgumentException.class, () -> ElementKind.forType("i65"));
  }
}
