package dev.loomlir.lowering.builder;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;
import dev.loomlir.dialect.Context;

/**
 * The op declarations passes create ops from. Passes receive only the op they run on, not the
 * context it was parsed in, so their builders look declarations up in one shared context holding
 * every dialect (declarations are immutable once registered).
 */
public final class OpDefs {
  public static final Context SHARED = Dialects.newContext();

  private OpDefs() {}

  /**
   * The declaration of {@code opName}, for code not yet written against op classes (an unknown
   * name is a bug in the caller). Transitional: it goes when every dialect has typed ops.
   */
  public static OpDef named(String opName) {
    OpDef def = SHARED.op(opName);
    if (def == null) throw new IllegalArgumentException("no registered op named " + opName);
    return def;
  }
}
