package dev.loomlir.lowering.rewrite;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;

/**
 * The op declarations passes create ops from. Passes receive only the op they run on, not the
 * {@link Context} it was parsed in, so they look declarations up in one shared context holding
 * every dialect (declarations are immutable once registered).
 */
public final class OpDefs {
  private static final Context SHARED = Dialects.newContext();

  private OpDefs() {}

  /** The declaration of {@code name}; a pass asking for an unknown op is a bug in the pass. */
  public static OpDef lookup(String name) {
    OpDef def = SHARED.op(name);
    if (def == null) throw new IllegalArgumentException("no registered op named " + name);
    return def;
  }
}
