package dev.loomlir.cli;

import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.lowering.pass.PassRegistry;
import java.util.List;

/** {@code loomlir opt}: the equivalent of {@code mlir-opt}. */
final class OptCommand {
  static final CliCommand COMMAND = new CliCommand("opt",
      List.of("Parse, verify, transform and print MLIR textual IR, like mlir-opt."),
      "Input file, '-' for stdin (default).",
      List.of(
          CliOption.value("-o", "OUT", "Output file (default: stdout)."),
          CliOption.flag("--split-input-file", "Split the input on '// -----' lines and process each chunk separately."),
          CliOption.flag("--verify-diagnostics", "Check diagnostics against expected-* annotations in the input."),
          CliOption.flag("--mlir-print-op-generic", "Print every op in generic form."),
          CliOption.flag("--mlir-print-ir-after-all", "Print the IR to stderr after each pass."),
          CliOption.flag("--mlir-print-debuginfo", "Print locations."),
          CliOption.flag("--allow-unregistered-dialect", "Accept ops of unknown dialects."),
          CliOption.value("--pass-pipeline", "PIPELINE",
              "Textual pass pipeline, e.g. builtin.module(func.func(a, b{opt=1}))")),
      true);

  private OptCommand() {}

  /** The footer of {@code --help}: the registered passes and their options, as mlir-opt lists them. */
  static String[] passListing(PassRegistry registry) {
    return registry.helpLines().toArray(String[]::new);
  }

  static OptOptions options(ParsedArgs a, List<PassManager.PassFlag> passFlags) {
    return new OptOptions(a.file("-"), a.string("-o", null), a.flag("--split-input-file"),
        a.flag("--verify-diagnostics"), a.flag("--mlir-print-op-generic"), a.flag("--mlir-print-debuginfo"),
        a.flag("--allow-unregistered-dialect"), a.string("--pass-pipeline", null), passFlags,
        a.flag("--mlir-print-ir-after-all"));
  }
}
