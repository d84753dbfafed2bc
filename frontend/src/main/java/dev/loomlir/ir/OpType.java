package dev.loomlir.ir;

import java.util.function.Function;

/**
 * One kind of op as a Java type: its declaration and the typed view of its operations, as
 * upstream's concrete op classes ({@code scf::ForOp}) are. Every op class holds its own as a
 * {@code TYPE} constant; passes match ops through it ({@code ForOp.match(op)}) and registries of
 * folders, patterns and emitters are keyed by it, never by the op's name.
 *
 * <p>Matching compares declarations by identity: each op is declared once per JVM (its class's
 * {@code TYPE}), and every context registers that one declaration.
 */
public final class OpType<T extends OpView> {
  private final OpDef def;
  private final Function<Operation, T> view;

  private OpType(OpDef def, Function<Operation, T> view) {
    this.def = def;
    this.view = view;
  }

  /** The type of ops declared by {@code def}, viewed through {@code view} (the op class's constructor). */
  public static <T extends OpView> OpType<T> of(OpDef def, Function<Operation, T> view) {
    return new OpType<>(def, view);
  }

  public OpDef def() { return def; }

  public String name() { return def.name(); }

  /** True when {@code op} (may be null) is of this type. */
  public boolean is(Operation op) { return op != null && op.def() == def; }

  /** True when {@code v} (may be null) is a result of an op of this type. */
  public boolean definesValue(Value v) { return v != null && is(v.definingOp()); }

  /** {@code op} as this type, or null when it is of another (or null). */
  public T match(Operation op) { return is(op) ? view.apply(op) : null; }

  /** The op defining {@code v} as this type, or null (a block argument, or another op). */
  public T matchDefining(Value v) { return v == null ? null : match(v.definingOp()); }

  /** The closest op of this type enclosing {@code op}, {@code op} itself included, or null. */
  public T closest(Operation op) {
    for (Operation o = op; o != null; o = o.parentOp()) if (is(o)) return view.apply(o);
    return null;
  }

  /** {@code op} as this type; an op of another type is a bug in the caller. */
  public T cast(Operation op) {
    if (!is(op)) throw new IllegalArgumentException("expected '" + name() + "', got " + (op == null ? "null" : "'" + op.name() + "'"));
    return view.apply(op);
  }

  @Override public String toString() { return name(); }
}
