package dev.loomlir.diag;

import java.util.Arrays;

/**
 * A named source text with a line index. {@code lineOffset} shifts reported line numbers, for
 * chunks cut out of a larger file by {@code --split-input-file}.
 */
public final class SourceBuffer {
  private final String name;
  private final String text;
  private final int lineOffset;
  private int[] lineStarts;

  public SourceBuffer(String name, String text) { this(name, text, 0); }

  public SourceBuffer(String name, String text, int lineOffset) {
    this.name = name;
    this.text = text;
    this.lineOffset = lineOffset;
  }

  public String name() { return name; }

  public String text() { return text; }

  public int lineOffset() { return lineOffset; }

  private int[] lineStarts() {
    if (lineStarts == null) {
      int[] starts = new int[16];
      int n = 0;
      starts[n++] = 0;
      for (int i = 0; i < text.length(); i++) {
        if (text.charAt(i) == '\n') {
          if (n == starts.length) starts = Arrays.copyOf(starts, n * 2);
          starts[n++] = i + 1;
        }
      }
      lineStarts = Arrays.copyOf(starts, n);
    }
    return lineStarts;
  }

  /** 1-based line (including {@code lineOffset}) of a character offset. */
  public int line(int offset) {
    int idx = Arrays.binarySearch(lineStarts(), offset);
    if (idx < 0) idx = -idx - 2;
    return idx + 1 + lineOffset;
  }

  /** 1-based column of a character offset. */
  public int column(int offset) {
    int line = line(offset) - lineOffset;
    return offset - lineStarts()[line - 1] + 1;
  }

  /** The text of a 1-based line number (as reported, i.e. including {@code lineOffset}), without newline. */
  public String lineText(int reportedLine) {
    int line = reportedLine - lineOffset;
    int[] starts = lineStarts();
    if (line < 1 || line > starts.length) return null;
    int start = starts[line - 1];
    int end = line < starts.length ? starts[line] - 1 : text.length();
    if (end > start && text.charAt(end - 1) == '\r') end--;
    return text.substring(start, Math.max(start, end));
  }
}
