package dev.loomlir.testing.programs;

import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.InProcessTool;
import dev.loomlir.testing.lit.LitFile;
import dev.loomlir.testing.lit.RunLine;
import dev.loomlir.testing.lit.ShellCommand;
import dev.loomlir.testing.lit.ShellParser;
import dev.loomlir.testing.lit.Substitutions;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.List;

/**
 * A program's CHECK lines, applied with the FileCheck command of its {@code loomlir run} RUN line
 * (e.g. {@code FileCheck %s --match-full-lines}) to any output: upstream's or loomlir's.
 */
final class ExpectedOutput {
  private ExpectedOutput() {}

  /** Throws an AssertionError with FileCheck's report when {@code output} fails the program's checks. */
  static void assertMatches(Program program, String output, String producedBy) {
    CapturedRun check = InProcessTool.FILECHECK.capture(fileCheckArguments(program),
        output.getBytes(StandardCharsets.UTF_8));
    if (check.exitCode() != 0) {
      throw new AssertionError(program.name() + ": the output of " + producedBy + " fails its CHECK lines\n"
          + check.stderrText() + "\n--- output ---\n" + output);
    }
  }

  /** The arguments of the FileCheck that reads {@code loomlir run}'s output, with %s substituted. */
  private static List<String> fileCheckArguments(Program program) {
    Substitutions substitutions = new Substitutions(program.file().toAbsolutePath(), Path.of("."));
    for (RunLine run : LitFile.runLines(program.text())) {
      for (List<ShellCommand> pipeline : ShellParser.parse(substitutions.apply(run.command()))) {
        if (pipeline.size() != 2 || !pipeline.get(0).argv().subList(0, 2).equals(List.of("loomlir", "run"))) continue;
        List<String> fileCheck = pipeline.get(1).argv();
        if (fileCheck.get(0).equals("FileCheck")) return fileCheck.subList(1, fileCheck.size());
      }
    }
    throw new AssertionError(program.name() + ": no 'RUN: loomlir run %s | FileCheck ...' line");
  }
}
