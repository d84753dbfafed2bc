package dev.loomlir.lowering.driver;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Which ops may survive a dialect conversion (upstream's {@code ConversionTarget}): ops and whole
 * dialects are marked legal, illegal, or legal when a predicate says so. An op's own marking wins
 * over its dialect's; an op marked nowhere is unknown, which a partial conversion leaves alone and
 * a full conversion rejects.
 */
public final class ConversionTarget {
  public enum Legality { LEGAL, ILLEGAL, UNKNOWN }

  private final Map<OpDef, Predicate<Operation>> ops = new IdentityHashMap<>();
  private final Map<String, Predicate<Operation>> dialects = new HashMap<>();

  private static final Predicate<Operation> ALWAYS = op -> true;
  private static final Predicate<Operation> NEVER = op -> false;

  public ConversionTarget addLegalOp(OpType<?>... types) {
    for (OpType<?> t : types) ops.put(t.def(), ALWAYS);
    return this;
  }

  public ConversionTarget addIllegalOp(OpType<?>... types) {
    for (OpType<?> t : types) ops.put(t.def(), NEVER);
    return this;
  }

  /** {@code type}'s ops are legal when {@code legal} holds for them, else illegal. */
  public <T extends OpView> ConversionTarget addDynamicallyLegalOp(OpType<T> type, Predicate<? super T> legal) {
    ops.put(type.def(), op -> legal.test(type.cast(op)));
    return this;
  }

  /** Dialects by namespace ({@code "arith"}). */
  public ConversionTarget addLegalDialect(String... namespaces) {
    for (String ns : namespaces) dialects.put(ns, ALWAYS);
    return this;
  }

  public ConversionTarget addIllegalDialect(String... namespaces) {
    for (String ns : namespaces) dialects.put(ns, NEVER);
    return this;
  }

  /** The ops of {@code namespace} are legal when {@code legal} holds for them, else illegal. */
  public ConversionTarget addDynamicallyLegalDialect(String namespace, Predicate<Operation> legal) {
    dialects.put(namespace, legal);
    return this;
  }

  public Legality legality(Operation op) {
    Predicate<Operation> rule = op.isRegistered() ? ops.get(op.def()) : null;
    if (rule == null) rule = dialects.get(op.dialectName());
    if (rule == null) return Legality.UNKNOWN;
    return rule.test(op) ? Legality.LEGAL : Legality.ILLEGAL;
  }
}
