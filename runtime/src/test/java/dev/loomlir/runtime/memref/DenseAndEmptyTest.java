package dev.loomlir.runtime.memref;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Global initializers and printing of empty memrefs (our documented choice, by hand). */
class DenseAndEmptyTest {
  private static final String LOC = "g.mlir:1:1";

  @Test
  void denseStringsDecodeLittleEndian() {
    byte[] raw = {0, 0, (byte) 0x80, 0x3F, 0, 0, 0, (byte) 0xC0}; // 1.0f, -2.0f
    String text = Dense.encode(raw);
    assertArrayEquals(new float[] {1f, -2f}, Dense.floats(text));
    assertArrayEquals(new float[] {1f, -2f}, Dense.floats(text.substring(0, 3),
        text.substring(3)));
    assertArrayEquals(new int[] {0x3F800000, 0xC0000000}, Dense.ints(text));
    assertArrayEquals(new short[] {0, 0x3F80, 0, (short) 0xC000}, Dense.shorts(text));
    assertArrayEquals(new long[] {0xC00000003F800000L}, Dense.longs(text));
    assertArrayEquals(raw, Dense.bytes(text));
    assertEquals(1, Dense.doubles(text).length);
    MemRefF32 global = MemRefF32.of(Dense.floats(text), 2, 1);
    assertArrayEquals(new long[] {1, 1}, global.strides);
  }

  @Test
  void emptyMemrefsPrintTheirStructureWithoutElements() {
    // upstream prints one (uninitialised) element where we print nothing
    String text = UpstreamPrintingTest.ours(out -> {
      RunnerMemRefs.printMemrefF32(out, MemRefF32.alloc(new long[] {0}, LOC));
      RunnerMemRefs.printMemrefF32(out, MemRefF32.alloc(new long[] {2, 0}, LOC));
    });
    assertEquals("Unranked Memref base@ = BASE rank = 1 offset = 0 sizes = [0] strides = [1] "
        + "data = \n[]\n"
        + "Unranked Memref base@ = BASE rank = 2 offset = 0 sizes = [2, 0] strides = [0, 1] "
        + "data = \n[[], \n []]\n", text);
  }

  @Test
  void baseAddressIsSharedByViewsAndDistinctPerAllocation() {
    MemRefI32 a = MemRefI32.alloc(new long[] {4}, LOC);
    MemRefI32 b = MemRefI32.alloc(new long[] {4}, LOC);
    String ha = MemRefPrinter.renderShape(a, "");
    String hv = MemRefPrinter.renderShape(a.subview(new long[] {1}, new long[] {2},
        new long[] {1}), "");
    String hb = MemRefPrinter.renderShape(b, "");
    assertEquals(ha.substring(0, ha.indexOf(" rank")), hv.substring(0, hv.indexOf(" rank")));
    assertEquals(false, ha.substring(0, ha.indexOf(" rank"))
        .equals(hb.substring(0, hb.indexOf(" rank"))));
  }
}
