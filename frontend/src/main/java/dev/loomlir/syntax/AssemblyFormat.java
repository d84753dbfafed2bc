package dev.loomlir.syntax;

import dev.loomlir.dialect.CustomSyntax;
import dev.loomlir.dialect.OpDef;

/**
 * Interprets an ODS declarative assembly format ({@code $lhs `,` $rhs attr-dict `:` type($result)})
 * as an op's custom syntax: one generic parser and printer for most ops.
 */
public final class AssemblyFormat {
  private AssemblyFormat() {}

  public static CustomSyntax compile(String format, OpDef def) {
    throw new IllegalStateException("assembly format engine not built yet: " + def.name());
  }
}
