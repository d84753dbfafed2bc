package dev.loomlir.diag;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Line and column lookups, in and out of order (the buffer remembers the last line it found). */
class SourceBufferTest {
  private final SourceBuffer buffer = new SourceBuffer("t.mlir", "ab\ncd\n\nefg", 10);

  @Test
  void findsLinesAndColumnsInAnyOrder() {
    int[][] expected = {
        // offset, line (with the offset of 10), column
        {0, 11, 1}, {1, 11, 2}, {2, 11, 3}, {3, 12, 1}, {5, 12, 3}, {6, 13, 1}, {7, 14, 1}, {9, 14, 3}, {10, 14, 4},
    };
    for (int[] e : expected) check(e);
    for (int i = expected.length - 1; i >= 0; i--) check(expected[i]);
    check(expected[7]);
    check(expected[0]);
    check(expected[4]);
  }

  private void check(int[] e) {
    assertEquals(e[1], buffer.line(e[0]), "line of offset " + e[0]);
    assertEquals(e[2], buffer.column(e[0]), "column of offset " + e[0]);
  }

  @Test
  void keepsLineTexts() {
    assertEquals("cd", buffer.lineText(12));
    assertEquals("", buffer.lineText(13));
    assertEquals("efg", buffer.lineText(14));
  }
}
