package dev.loomlir.ir;

/** Delimiters around a list: none, {@code ( )}, {@code [ ]}, {@code < >}, {@code { }}, and their optional forms. */
public enum Delimiter {
  NONE(null, null), PAREN("(", ")"), SQUARE("[", "]"), LESS_GREATER("<", ">"), BRACES("{", "}"),
  OPTIONAL_PAREN("(", ")"), OPTIONAL_SQUARE("[", "]"), OPTIONAL_LESS_GREATER("<", ">"), OPTIONAL_BRACES("{", "}");

  public final String open;
  public final String close;

  Delimiter(String open, String close) { this.open = open; this.close = close; }

  public boolean isOptional() { return name().startsWith("OPTIONAL_"); }
}
