package dev.loomlir.lowering.builder;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpRegistry;

/**
 * The op declarations passes create ops from. Passes receive only the op they run on, not the
 * context it was parsed in, so their builders look declarations up in one shared context holding
 * every dialect (declarations are immutable once registered).
 */
public final class OpDefs {
  public static final OpRegistry SHARED = Dialects.newContext();

  private OpDefs() {}
}
