package dev.loomlir.testing.upstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.testing.lit.ShellCommand;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class OptRunLineTest {
  private final PassRegistry registry = BuiltinPasses.registry();

  private OptRunLine parse(String command) {
    return OptRunLine.parse(command, registry).orElseThrow(() -> new AssertionError("not recognised: " + command));
  }

  @Test
  void sortsPassFlagsFromDriverFlagsWithTheirOptionNames() {
    OptRunLine run = parse("loomlir opt %s --split-input-file --async-parallel-for=num-workers=-1 | FileCheck %s");
    OptInvocation opt = run.opts().get(0);
    assertEquals(List.of("split-input-file"), opt.flags());
    assertEquals(List.of(new PassUse("async-parallel-for", Set.of("num-workers"))), opt.passes());
    assertEquals(List.of("%s"), run.fileCheckArgs());
  }

  @Test
  void readsThePassesOfATextualPipeline() {
    OptRunLine run = parse("loomlir opt %s '--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=2}), cse)'"
        + " | FileCheck %s");
    assertEquals(List.of(new PassUse("canonicalize", Set.of("max-iterations")), new PassUse("cse", Set.of())),
        run.opts().get(0).passes());
  }

  @Test
  void aRoundTripPipesOneOptIntoTheNext() {
    OptRunLine run = parse("loomlir opt %s | loomlir opt | FileCheck %s --check-prefix=B");
    assertEquals(2, run.opts().size());
    assertEquals(List.of("%s", "--check-prefix=B"), run.fileCheckArgs());
  }

  @Test
  void verifyingDiagnosticsNeedsNoFileCheck() {
    OptRunLine run = parse("loomlir opt %s --async-runtime-ref-counting --split-input-file --verify-diagnostics");
    assertNull(run.fileCheckArgs());
    assertEquals("async-runtime-ref-counting", run.opts().get(0).passes().get(0).pass());
  }

  @ParameterizedTest
  @ValueSource(strings = {
      "loomlir run %s | FileCheck %s",
      "not loomlir opt %s --cse 2>&1 | FileCheck %s",
      "loomlir opt %s 2>&1 | FileCheck %s",
      "loomlir opt %s --cse",
      "loomlir opt %s | FileCheck %s && loomlir opt %s | FileCheck %s",
      "loomlir opt %s | loomlir opt %s | FileCheck %s",
      "loomlir opt | FileCheck %s",
      "loomlir opt %s | FileCheck --input-file=%t %s",
      "loomlir opt %s -o %t | FileCheck %s",
      "loomlir opt %s '--pass-pipeline=builtin.module(cse' | FileCheck %s",
      "FileCheck %s --input-file=%s"})
  void otherShapesAreNotOptRuns(String command) {
    assertEquals(Optional.empty(), OptRunLine.parse(command, registry));
  }

  @Test
  void upstreamsCommandsTakeLoomlirsPlaceWithTheFileExpanded() {
    OptRunLine run = parse("loomlir opt %s --cse | loomlir opt | FileCheck %s --check-prefix=X");
    Path file = Path.of("/corpus/a.mlir");
    List<ShellCommand> upstream = run.upstream(file, Path.of("/bin/mlir-opt-22"), Path.of("/bin/FileCheck-22"));
    assertEquals(List.of(List.of("/bin/mlir-opt-22", "/corpus/a.mlir", "--cse"), List.of("/bin/mlir-opt-22"),
        List.of("/bin/FileCheck-22", "/corpus/a.mlir", "--check-prefix=X")),
        upstream.stream().map(ShellCommand::argv).toList());
  }

  @Test
  void loomlirsOwnPassesOptionsAndFlagsAreFound() {
    assertEquals(Optional.of("pass --loomlir-int-loop-versioning"),
        firstLoomlirOnly("loomlir opt %s --loomlir-int-loop-versioning | FileCheck %s"));
    assertEquals(Optional.of("pass --loomlir-int-loop-versioning"),
        firstLoomlirOnly("loomlir opt %s --pass-pipeline='builtin.module(func.func(loomlir-int-loop-versioning))'"
            + " | FileCheck %s"));
    assertEquals(Optional.of("option eliminate-blocking-await-ops of --async-to-async-runtime"),
        firstLoomlirOnly("loomlir opt %s --async-to-async-runtime=eliminate-blocking-await-ops | FileCheck %s"));
    assertEquals(Optional.of("flag -V"), firstLoomlirOnly("loomlir opt %s -V | FileCheck %s"));
    assertEquals(Optional.of("flag -help"), firstLoomlirOnly("loomlir opt %s --help | FileCheck %s"));
  }

  @Test
  void upstreamPassesOptionsAndFlagsAreNotLoomlirOnly() {
    assertEquals(Optional.empty(), firstLoomlirOnly("loomlir opt %s --split-input-file --mlir-print-op-generic"
        + " --async-to-async-runtime --async-parallel-for=async-dispatch=false | FileCheck %s"));
  }

  @Test
  void theHelpParserReadsFlagsPassesAndTheirOptionsByIndentation() {
    UpstreamOptHelp help = UpstreamOptHelp.parse(String.join("\n",
        "General options:",
        "  --split-input-file[=<string>]     - Split",
        "  -o <filename>                     - Output",
        "  Compiler passes to run",
        "    Passes:",
        "      --cse                         -   Eliminate",
        "      --canonicalize                -   Canonicalize",
        "        --max-iterations=<long>     - Max.",
        "    =disabled                       -   Don't",
        "  --verify-diagnostics              - Check"));
    assertEquals(Set.of("split-input-file", "o", "verify-diagnostics"), help.flags());
    assertTrue(help.hasPass("cse") && help.hasPass("canonicalize"));
    assertTrue(help.hasPassOption("canonicalize", "max-iterations"));
    assertEquals(Set.of(), help.passOptions().get("cse"));
  }

  private Optional<String> firstLoomlirOnly(String command) {
    return LoomlirOnly.firstUse(parse(command).opts().get(0));
  }
}
