package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attribute;
import java.util.List;
import java.util.Objects;

/** {@code #vector.punctuation<newline>}: what {@code vector.print} prints after its operand. */
public record PunctuationAttr(Kind kind) implements Attribute {
  /** The cases of upstream's {@code PrintPunctuation} enum, with their keywords. */
  public enum Kind {
    NO_PUNCTUATION("no_punctuation"), NEWLINE("newline"), COMMA("comma"), OPEN("open"), CLOSE("close");

    public final String keyword;

    Kind(String keyword) { this.keyword = keyword; }

    public static Kind ofKeyword(String keyword) {
      for (Kind k : values()) if (k.keyword.equals(keyword)) return k;
      return null;
    }

    public static List<String> keywords() { return java.util.Arrays.stream(values()).map(k -> k.keyword).toList(); }
  }

  public static final PunctuationAttr NEWLINE = new PunctuationAttr(Kind.NEWLINE);

  /** The part after the dialect prefix: {@code <newline>}. */
  public String body() { return "<" + kind.keyword + ">"; }

  @Override public String toString() { return "#vector.punctuation" + body(); }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof PunctuationAttr that && Objects.equals(kind, that.kind);
  }

  @Override
  public int hashCode() {
    return Objects.hashCode(kind);
  }
}
