package dev.loomlir.runtime.memref;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Memory safety: only the backing array bounds accesses, and its errors carry locations. */
class BoundsTest {
  private static final String LOC = "prog.mlir:12:9";

  private static long[] s(long... v) { return v; }

  /** What generated code does for {@code memref.load %m[%i, %j]} of a dynamic 2-D memref. */
  private static float load(MemRefF32 m, long i, long j) {
    try {
      return m.data[MemRefs.index(m.offset + i * m.strides[0] + j * m.strides[1])];
    } catch (ArrayIndexOutOfBoundsException e) {
      throw MemRefs.outOfBounds(e, LOC);
    }
  }

  @Test
  void accessOutsideTheArrayNamesTheLocation() {
    MemRefF32 m = MemRefF32.alloc(s(2, 3), LOC);
    MemRefError e = assertThrows(MemRefError.class, () -> load(m, 2, 0));
    assertEquals("prog.mlir:12:9: error: out-of-bounds memref access "
        + "(Index 6 out of bounds for length 6)", e.diagnosticText());
    assertThrows(MemRefError.class, () -> load(m, -1, 2));
  }

  @Test
  void hugeIndicesNeverWrapIntoTheArray() {
    MemRefF32 m = MemRefF32.alloc(s(4), LOC);
    assertEquals(-1, MemRefs.index(-(1L << 32)));
    assertEquals(Integer.MAX_VALUE, MemRefs.index((1L << 32) + 1));
    assertThrows(MemRefError.class, () -> load(m.reinterpretCast(0, s(1, 4), s(0, 1)), 0,
        (1L << 32) + 1));
  }

  @Test
  void outOfViewButInsideTheArrayReadsTheOtherElementAsMlirDoes() {
    MemRefF32 m = MemRefF32.of(new float[] {0, 1, 2, 3, 4, 5}, 2, 3);
    MemRef sub = m.subview(s(0, 0), s(2, 2), s(1, 1));
    assertEquals(2f, load((MemRefF32) sub, 0, 2)); // column 2 of a 2-column view
  }

  @Test
  void explicitCheck() {
    assertEquals(3, MemRefs.checkIndex(3, 4, LOC));
    assertEquals(LOC, assertThrows(MemRefError.class, () -> MemRefs.checkIndex(4, 4, LOC))
        .location());
  }

  @Test
  void copyOutsideTheAllocationFailsBeforeWriting() {
    MemRefI32 src = MemRefI32.of(new int[] {1, 2, 3, 4}, 4);
    MemRefI32 dst = MemRefI32.alloc(s(4), LOC);
    MemRef tooFar = dst.reinterpretCast(1, s(4), s(1));
    MemRefError e = assertThrows(MemRefError.class, () -> MemRefs.copy(src, tooFar, LOC));
    assertEquals(LOC, e.location());
    assertArrayEquals(new int[4], dst.data);
  }

  @Test
  void copyShapesMustAgreeAndEmptyCopiesNothing() {
    MemRefI32 a = MemRefI32.alloc(s(2, 2), LOC);
    assertThrows(MemRefError.class, () -> MemRefs.copy(a, MemRefI32.alloc(s(4), LOC), LOC));
    assertThrows(MemRefError.class, () -> MemRefs.copy(a, MemRefF32.alloc(s(2, 2), LOC), LOC));
    MemRefs.copy(MemRefI32.alloc(s(0, 3), LOC), a.reinterpretCast(100, s(0, 3), s(3, 1)), LOC);
  }

  @Test
  void copyWithNegativeAndZeroStrides() {
    MemRefI64 src = MemRefI64.of(new long[] {1, 2, 3, 4, 5, 6}, 2, 3);
    MemRefI64 dst = MemRefI64.alloc(s(2, 3), LOC);
    // src reversed along both dimensions
    MemRefs.copy(src.reinterpretCast(5, s(2, 3), s(-3, -1)), dst, LOC);
    assertArrayEquals(new long[] {6, 5, 4, 3, 2, 1}, dst.data);
    // a broadcast row (stride 0) into a 2x3
    MemRefs.copy(src.reinterpretCast(3, s(2, 3), s(0, 1)), dst, LOC);
    assertArrayEquals(new long[] {4, 5, 6, 4, 5, 6}, dst.data);
    // rank 0
    MemRefI64 one = MemRefI64.alloc(s(), LOC);
    MemRefs.copy(src.reinterpretCast(4, s(), s()), one, LOC);
    assertEquals(5, one.data[0]);
  }

  @Test
  void printingAViewOutsideItsAllocationPrintsNoGarbage() {
    MemRefI32 m = MemRefI32.of(new int[] {1, 2}, 2);
    String text = UpstreamPrintingTest.ours(out ->
        RunnerMemRefs.printMemrefI32(out, m.reinterpretCast(1, s(2), s(1))));
    assertEquals("Unranked Memref base@ = BASE rank = 1 offset = 1 sizes = [2] strides = [1] "
        + "data = \n[2,  ]\n", text);
  }
}
