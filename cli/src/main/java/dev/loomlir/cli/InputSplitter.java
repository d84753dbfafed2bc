package dev.loomlir.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * Cuts a file into the chunks {@code --split-input-file} processes separately. A marker is a line
 * that is exactly {@code // -----} (trailing spaces allowed); each chunk starts at a line start and
 * remembers how many lines precede it, so diagnostics keep the whole file's line numbers.
 */
public final class InputSplitter {
  public static final String MARKER = "// -----";

  /** A piece of the input: its text and the number of lines of the file before it. */
  public record Chunk(String text, int lineOffset) {}

  private InputSplitter() {}

  public static List<Chunk> split(String text) {
    List<Chunk> chunks = new ArrayList<>();
    int chunkStart = 0;
    int chunkStartLine = 0;
    int line = 0;
    int lineStart = 0;
    while (lineStart < text.length()) {
      int newline = text.indexOf('\n', lineStart);
      int lineEnd = newline < 0 ? text.length() : newline;
      int next = newline < 0 ? text.length() : newline + 1;
      if (isMarker(text.substring(lineStart, lineEnd))) {
        chunks.add(new Chunk(text.substring(chunkStart, lineStart), chunkStartLine));
        chunkStart = next;
        chunkStartLine = line + 1;
      }
      line++;
      lineStart = next;
    }
    chunks.add(new Chunk(text.substring(chunkStart), chunkStartLine));
    return chunks;
  }

  private static boolean isMarker(String line) {
    return line.stripTrailing().equals(MARKER);
  }
}
