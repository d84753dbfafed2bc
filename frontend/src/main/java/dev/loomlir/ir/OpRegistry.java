package dev.loomlir.ir;

/**
 * The op definitions IR is built from, by name: what custom syntax and builders need of the
 * context they work in. The dialect registry ({@code dev.loomlir.dialect.Context}) implements
 * it, so the IR does not depend on the registry.
 */
public interface OpRegistry {
  /** The definition of op {@code name}, or null when no registered dialect declares it. */
  OpDef op(String name);

  /** Whether ops of dialects nobody registered may appear (mlir-opt's {@code --allow-unregistered-dialect}). */
  boolean allowUnregisteredDialects();
}
