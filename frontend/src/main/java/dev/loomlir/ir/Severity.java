package dev.loomlir.ir;

public enum Severity {
  ERROR("error"), WARNING("warning"), NOTE("note"), REMARK("remark");

  public final String spelling;

  Severity(String spelling) { this.spelling = spelling; }
}
