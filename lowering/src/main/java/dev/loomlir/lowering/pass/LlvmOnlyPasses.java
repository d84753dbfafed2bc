package dev.loomlir.lowering.pass;

import java.util.Optional;

/**
 * Upstream passes that lower to the LLVM dialect, which loomlir has no use for: its code generator
 * compiles the func, cf, arith, math, memref and async.runtime level to JVM bytecode itself. Upstream
 * pipelines name them after the passes loomlir does run (e.g. {@code convert-async-to-llvm},
 * {@code finalize-memref-to-llvm}, {@code reconcile-unrealized-casts}); a user pasting such a
 * pipeline gets mlir-opt's unknown-pass error and, from here, a note saying what to do.
 */
public final class LlvmOnlyPasses {
  private LlvmOnlyPasses() {}

  /** The note for an unregistered pass argument that names an LLVM lowering, if it does. */
  public static Optional<String> note(String argument) {
    if (!argument.endsWith("-to-llvm") && !argument.equals("reconcile-unrealized-casts")) return Optional.empty();
    return Optional.of("'" + argument + "' lowers to the LLVM dialect, which loomlir does not use: it compiles"
        + " the func, cf, arith, memref and async.runtime level to JVM bytecode itself. Leave the LLVM passes"
        + " out of the pipeline.");
  }

  /** The same for a command-line argument such as {@code --finalize-memref-to-llvm=index-bitwidth=32}. */
  public static Optional<String> noteForFlag(String flag) {
    if (!flag.startsWith("-")) return Optional.empty();
    String name = flag.replaceFirst("^--?", "");
    int equals = name.indexOf('=');
    return note(equals < 0 ? name : name.substring(0, equals));
  }
}
