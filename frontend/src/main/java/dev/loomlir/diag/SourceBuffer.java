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
  /** The 0-based line of the last lookup: a parser asks for positions in order, mostly on the same or next line. */
  private int lastLine;

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
      // indexOf is vectorised by the JVM: this runs over the whole input once per parse.
      for (int i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
        if (n == starts.length) starts = Arrays.copyOf(starts, n * 2);
        starts[n++] = i + 1;
      }
      lineStarts = Arrays.copyOf(starts, n);
    }
    return lineStarts;
  }

  /** 1-based line (including {@code lineOffset}) of a character offset. */
  public int line(int offset) {
    return lineIndex(offset) + 1 + lineOffset;
  }

  /** 1-based column of a character offset. */
  public int column(int offset) {
    return offset - lineStarts()[lineIndex(offset)] + 1;
  }

  /** 0-based index of the line holding {@code offset}. */
  private int lineIndex(int offset) {
    int[] starts = lineStarts();
    int hint = lastLine;
    for (int line = hint; line <= hint + 1 && line < starts.length; line++) {
      if (starts[line] <= offset && (line + 1 == starts.length || offset < starts[line + 1])) {
        lastLine = line;
        return line;
      }
    }
    int idx = Arrays.binarySearch(starts, offset);
    if (idx < 0) idx = -idx - 2;
    if (idx >= 0) lastLine = idx;
    return idx;
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
