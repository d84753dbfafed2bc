package dev.loomlir.cli;

import java.util.List;

/** {@code loomlir run}: compile a program to JVM classes and run its entry point in-process, like mlir-runner. */
final class RunCommand {
  static final CliCommand COMMAND = new CliCommand("run", List.of(
      "Compile an MLIR program to JVM bytecode and run its entry point, like mlir-runner.",
      "Passes given as flags (or --pass-pipeline) run first, then the default lowering: lower-affine "
          + "when affine ops remain, the async passes the remaining async ops need (async-func-to-async-runtime, "
          + "async-to-async-runtime, async-runtime-ref-counting, async-runtime-ref-counting-opt), "
          + "convert-linalg-to-loops, convert-scf-to-cf. Affine ops are lowered before --async-parallel-for, "
          + "so --affine-parallelize --async-parallel-for runs affine loops as async tasks. "
          + "mlir-runner's LLVM options (-O3, -shared-libs=...) are accepted and ignored.",
      "Exit code: 0, or 1 for a compile error or a run-time error of the program "
          + "(reported as file:line:col: error: message)."),
      ProgramOptions.FILE_DESCRIPTION, ProgramOptions.OPTIONS, true).with(RunnerCompatibilityOptions.OPTIONS);

  private RunCommand() {}
}
