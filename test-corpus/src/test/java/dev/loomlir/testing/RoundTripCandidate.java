package dev.loomlir.testing;

import dev.loomlir.testing.lit.LitFile;
import dev.loomlir.testing.lit.RunLine;
import dev.loomlir.testing.lit.ShellCommand;
import dev.loomlir.testing.lit.ShellParser;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * A lit file whose RUN lines are all plain positive {@code loomlir opt %s} pipelines (no
 * {@code not}, no {@code --verify-diagnostics}, no passes), so it can be compared with mlir-opt-22.
 */
record RoundTripCandidate(Path file, String text, boolean split, boolean allowUnregistered) {
  private static final Set<String> SPLIT = Set.of("--split-input-file", "-split-input-file");
  private static final Set<String> UNREGISTERED = Set.of("--allow-unregistered-dialect", "-allow-unregistered-dialect");
  /** Flags that only change how we print; the comparison covers both forms anyway. */
  private static final Set<String> PRINTING = Set.of("--mlir-print-op-generic", "-mlir-print-op-generic");

  static Optional<RoundTripCandidate> of(Path file) {
    try {
      String text = Files.readString(file);
      List<RunLine> runs = LitFile.runLines(text);
      if (runs.isEmpty()) return Optional.empty();
      boolean split = false;
      boolean unregistered = false;
      for (RunLine run : runs) {
        List<List<ShellCommand>> sequence = ShellParser.parse(run.command());
        if (sequence.size() != 1) return Optional.empty();
        List<String> argv = sequence.get(0).get(0).argv();
        if (argv.size() < 3 || !argv.get(0).equals("loomlir") || !argv.get(1).equals("opt")) return Optional.empty();
        if (!argv.contains("%s")) return Optional.empty();
        for (String arg : argv.subList(2, argv.size())) {
          if (arg.equals("%s")) continue;
          if (SPLIT.contains(arg)) split = true;
          else if (UNREGISTERED.contains(arg)) unregistered = true;
          else if (!PRINTING.contains(arg)) return Optional.empty();
        }
      }
      return Optional.of(new RoundTripCandidate(file, text, split, unregistered));
    } catch (IOException | IllegalArgumentException e) {
      return Optional.empty();
    }
  }
}
