package dev.loomlir.syntax.format;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.OpDef;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The custom syntax of each op: its hand-written one, or its ODS declarative assembly format
 * ({@code $lhs `,` $rhs attr-dict `:` type($result)}) compiled on first use and kept. The
 * parser and printer ask here, so op definitions need not know the format engine.
 */
public final class OpSyntax {
  /** Compiled formats by definition (definitions are immutable once declared, and compared by identity). */
  private static final Map<OpDef, CustomSyntax> COMPILED = new ConcurrentHashMap<>();

  private OpSyntax() {}

  /**
   * {@code def}'s custom syntax; null if the op only has the generic syntax. A malformed format
   * throws {@link IllegalArgumentException} (each time it is asked for).
   */
  public static CustomSyntax of(OpDef def) {
    CustomSyntax handWritten = def.handWrittenSyntax();
    if (handWritten != null || def.formatText() == null) return handWritten;
    return COMPILED.computeIfAbsent(def, d -> CompiledFormat.compile(d.formatText(), d));
  }
}
