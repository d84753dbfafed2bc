package dev.loomlir.cli;

import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.lowering.pass.PassRegistry;
import java.io.InputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code loomlir opt}: the equivalent of {@code mlir-opt}. */
@Command(name = "opt", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
    description = "Parse, verify, transform and print MLIR textual IR, like mlir-opt.",
    footerHeading = "%nPasses (each also accepted as --<pass>[=<options>]):%n")
final class OptCommand implements Callable<Integer> {
  @Parameters(index = "0", arity = "0..1", paramLabel = "FILE", description = "Input file, '-' for stdin (default).")
  String input = "-";

  @Option(names = "-o", paramLabel = "OUT", description = "Output file (default: stdout).")
  String output;

  @Option(names = "--split-input-file", description = "Split the input on '// -----' lines and process each chunk separately.")
  boolean splitInputFile;

  @Option(names = "--verify-diagnostics", description = "Check diagnostics against expected-* annotations in the input.")
  boolean verifyDiagnostics;

  @Option(names = "--mlir-print-op-generic", description = "Print every op in generic form.")
  boolean printGeneric;

  @Option(names = "--mlir-print-ir-after-all", description = "Print the IR to stderr after each pass.")
  boolean printIrAfterAll;

  @Option(names = "--mlir-print-debuginfo", description = "Print locations.")
  boolean printDebugInfo;

  @Option(names = "--allow-unregistered-dialect", description = "Accept ops of unknown dialects.")
  boolean allowUnregisteredDialect;

  @Option(names = "--pass-pipeline", paramLabel = "PIPELINE",
      description = "Textual pass pipeline, e.g. builtin.module(func.func(a, b{opt=1}))")
  String passPipeline;

  private final PassRegistry registry;
  private final List<PassManager.PassFlag> passFlags;
  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;

  OptCommand(PassRegistry registry, List<PassManager.PassFlag> passFlags, InputStream in, PrintStream out,
             PrintStream err) {
    this.registry = registry;
    this.passFlags = passFlags;
    this.in = in;
    this.out = out;
    this.err = err;
  }

  /** The footer of {@code --help}: the registered passes and their options, as mlir-opt lists them. */
  static String[] passListing(PassRegistry registry) {
    return registry.helpLines().toArray(String[]::new);
  }

  @Override public Integer call() throws Exception {
    OptOptions options = new OptOptions(input, output, splitInputFile, verifyDiagnostics, printGeneric,
        printDebugInfo, allowUnregisteredDialect, passPipeline, passFlags, printIrAfterAll);
    return new OptDriver(options, registry, in, out, err).run();
  }
}
