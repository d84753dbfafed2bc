package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * {@link FastArgs} reads a command line exactly as picocli reads the same declarations
 * ({@link PicocliModel}), or leaves it to picocli: it may decline anything, but never differ.
 */
class FastArgsTest {
  private static final List<List<String>> ACCEPTED = List.of(
      List.of("opt", "f.mlir"),
      List.of("opt"),
      List.of("opt", "-"),
      List.of("opt", "f.mlir", "-o", "out.mlir", "--split-input-file", "--verify-diagnostics"),
      List.of("opt", "--mlir-print-op-generic", "f.mlir", "--mlir-print-debuginfo", "--allow-unregistered-dialect"),
      List.of("opt", "f.mlir", "--pass-pipeline=builtin.module(canonicalize{max-iterations=1})"),
      List.of("opt", "f.mlir", "--pass-pipeline", "builtin.module(cse)", "-o", "-"),
      List.of("run", "f.mlir", "-e", "entry", "--entry-point-result=void", "--O3", "--O3",
          "--shared-libs=a.so", "--shared-libs", "b.so"),
      List.of("run", "f.mlir", "--e", "main", "--coroutines=virtual-threads", "--workers", "2", "--check-refcounts"),
      List.of("run", "--workers=16", "f.mlir", "--march=x86-64", "--dump-object-file"),
      List.of("compile", "f.mlir", "-o", "x.jar", "--aot-cache", "-e", "main"));

  private static final List<List<String>> DECLINED = List.of(
      List.of("opt", "--help"),
      List.of("opt", "-h"),
      List.of("opt", "--version"),
      List.of("opt", "f.mlir", "g.mlir"),
      List.of("opt", "-o"),
      List.of("opt", "-o", "--split-input-file"),
      List.of("opt", "-o", "a", "-o", "b"),
      List.of("opt", "-oout.mlir"),
      List.of("opt", "--split-input-file", "--split-input-file"),
      List.of("opt", "--split-input-file=true"),
      List.of("opt", "--", "f.mlir"),
      List.of("opt", "--no-such-flag"),
      List.of("run", "-e=main", "f.mlir"),
      List.of("run", "--workers", "-1"),
      List.of("run", "--workers", "010"),
      List.of("run", "--workers", "x"),
      List.of("compile", "f.mlir"));

  @Test
  void whatItAcceptsPicocliReadsTheSameWay() {
    for (List<String> line : ACCEPTED) {
      CliCommand command = command(line.get(0));
      ParsedArgs fast = FastArgs.parse(command, line.subList(1, line.size()));
      assertNotNull(fast, () -> "declined " + line);
      CommandLine.ParseResult picocli = new CommandLine(PicocliModel.of(command, new String[0]))
          .parseArgs(line.subList(1, line.size()).toArray(String[]::new));
      assertEquals(PicocliModel.toParsedArgs(command, picocli), fast, line::toString);
    }
  }

  @Test
  void itLeavesTheRestToPicocli() {
    for (List<String> line : DECLINED) {
      assertNull(FastArgs.parse(command(line.get(0)), line.subList(1, line.size())), line::toString);
    }
  }

  private static CliCommand command(String name) {
    return switch (name) {
      case "opt" -> OptCommand.COMMAND;
      case "run" -> RunCommand.COMMAND;
      default -> CompileCommand.COMMAND;
    };
  }
}
