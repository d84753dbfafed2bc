package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class InputSplitterTest {
  @Test
  void splitsOnMarkerLinesKeepingLineOffsets() {
    List<InputSplitter.Chunk> chunks = InputSplitter.split("a\n// -----\nb\nc\n// -----  \nd");
    assertEquals(List.of(new InputSplitter.Chunk("a\n", 0), new InputSplitter.Chunk("b\nc\n", 2),
        new InputSplitter.Chunk("d", 5)), chunks);
  }

  @Test
  void markerMustBeAWholeLine() {
    assertEquals(1, InputSplitter.split("x // -----\n  // -----\n// ------\n").size());
  }

  @Test
  void noMarkerIsOneChunk() {
    assertEquals(List.of(new InputSplitter.Chunk("abc\n", 0)), InputSplitter.split("abc\n"));
  }
}
