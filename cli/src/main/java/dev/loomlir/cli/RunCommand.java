package dev.loomlir.cli;

import dev.loomlir.lowering.pass.PassManager;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** {@code loomlir run}: compile a program to JVM classes and run its entry point in-process, like mlir-runner. */
@Command(name = "run", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
    description = {"Compile an MLIR program to JVM bytecode and run its entry point, like mlir-runner.",
        "Passes given as flags (or --pass-pipeline) run first, then the default lowering: the async passes "
            + "the remaining async ops need (async-func-to-async-runtime, async-to-async-runtime, "
            + "async-runtime-ref-counting, async-runtime-ref-counting-opt), convert-linalg-to-loops, "
            + "convert-scf-to-cf. mlir-runner's LLVM options (-O3, -shared-libs=...) are accepted and ignored.",
        "Exit code: 0, or 1 for a compile error or a run-time error of the program "
            + "(reported as file:line:col: error: message)."},
    footerHeading = "%nPasses (each also accepted as --<pass>[=<options>]):%n")
final class RunCommand implements Callable<Integer> {
  @Mixin ProgramOptions program = new ProgramOptions();
  @Mixin RunnerCompatibilityOptions ignored = new RunnerCompatibilityOptions();
  @Mixin ObjectFileOptions objectFile = new ObjectFileOptions();

  private final List<PassManager.PassFlag> passFlags;
  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;

  RunCommand(List<PassManager.PassFlag> passFlags, InputStream in, PrintStream out, PrintStream err) {
    this.passFlags = passFlags;
    this.in = in;
    this.out = out;
    this.err = err;
  }

  @Override public Integer call() throws Exception {
    try {
      return new ProgramDriver(program, passFlags, in, out, err).run(objectFile.target(program.input));
    } catch (Exception | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException(t);
    }
  }
}
