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

  /** True for a pass argument that names an LLVM lowering ({@code convert-*-to-llvm}, ...). */
  public static boolean isLlvmOnly(String argument) {
    return argument.endsWith("-to-llvm") || argument.equals("reconcile-unrealized-casts");
  }

  /** True for a command-line flag such as {@code --finalize-memref-to-llvm=index-bitwidth=32} that runs one. */
  public static boolean isLlvmOnlyFlag(String flag) {
    return flag.startsWith("-") && isLlvmOnly(flagName(flag));
  }

  /** The note for an unregistered pass argument that names an LLVM lowering, if it does. */
  public static Optional<String> note(String argument) {
    if (!isLlvmOnly(argument)) return Optional.empty();
    return Optional.of("'" + argument + "' lowers to the LLVM dialect, which loomlir does not use: it compiles"
        + " the func, cf, arith, memref and async.runtime level to JVM bytecode itself. Leave the LLVM passes"
        + " out of the pipeline.");
  }

  /** The same for a command-line argument such as {@code --finalize-memref-to-llvm=index-bitwidth=32}. */
  public static Optional<String> noteForFlag(String flag) {
    if (!flag.startsWith("-")) return Optional.empty();
    return note(flagName(flag));
  }

  private static String flagName(String flag) {
    String name = flag.replaceFirst("^--?", "");
    int equals = name.indexOf('=');
    return equals < 0 ? name : name.substring(0, equals);
  }
}
