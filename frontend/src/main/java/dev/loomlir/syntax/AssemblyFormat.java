package dev.loomlir.syntax;

import dev.loomlir.dialect.CustomSyntax;
import dev.loomlir.dialect.OpDef;
import dev.loomlir.syntax.format.CompiledFormat;

/**
 * Interprets an ODS declarative assembly format ({@code $lhs `,` $rhs attr-dict `:` type($result)})
 * as an op's custom syntax: one generic parser and printer for most ops. The engine lives in
 * {@code dev.loomlir.syntax.format}.
 */
public final class AssemblyFormat {
  private AssemblyFormat() {}

  public static CustomSyntax compile(String format, OpDef def) {
    return CompiledFormat.compile(format, def);
  }
}
