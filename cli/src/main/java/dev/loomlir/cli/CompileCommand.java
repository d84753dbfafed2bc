package dev.loomlir.cli;

import dev.loomlir.lowering.pass.PassManager;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code loomlir compile}: compile a program into a jar that {@code java -jar} runs. */
@Command(name = "compile", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
    description = {"Compile an MLIR program into a self-contained jar: the generated classes, the loomlir "
        + "runtime and a launcher that runs the entry point. Run it with 'java -jar OUT.jar' (Java 21 or newer).",
        "Classes named by Java bindings (loomlir.java) are not included: put them on the class path."},
    footerHeading = "%nPasses (each also accepted as --<pass>[=<options>]):%n")
final class CompileCommand implements Callable<Integer> {
  @Mixin ProgramOptions program = new ProgramOptions();

  @Option(names = "-o", paramLabel = "OUT.jar", required = true, description = "The jar to write.")
  Path output;

  private final List<PassManager.PassFlag> passFlags;
  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;

  CompileCommand(List<PassManager.PassFlag> passFlags, InputStream in, PrintStream out, PrintStream err) {
    this.passFlags = passFlags;
    this.in = in;
    this.out = out;
    this.err = err;
  }

  @Override public Integer call() throws Exception {
    return new ProgramDriver(program, passFlags, in, out, err).compileJar(output);
  }
}
