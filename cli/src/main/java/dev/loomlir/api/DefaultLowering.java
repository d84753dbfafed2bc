package dev.loomlir.api;

import java.util.List;

/**
 * The passes every program goes through after the user's own and before code generation: they
 * lower what the JVM code generator does not emit directly. Each is written as mlir-opt's pass flag
 * without the dashes ({@code name} or {@code name=options}) and runs in this order on the module;
 * passes that find nothing to do leave it unchanged.
 */
public final class DefaultLowering {
  private DefaultLowering() {}

  /**
   * The code generator emits neither linalg nor {@code scf}: linalg ops become {@code scf.for}
   * nests, then {@code scf} becomes {@code cf}, as in upstream's CPU pipeline. (The async passes
   * come here next, before these.)
   */
  private static final List<String> PASSES = List.of("convert-linalg-to-loops", "convert-scf-to-cf");

  public static List<String> passes() { return PASSES; }
}
