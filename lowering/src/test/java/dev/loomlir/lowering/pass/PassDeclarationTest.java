package dev.loomlir.lowering.pass;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.BuiltinPasses;
import java.util.List;
import org.junit.jupiter.api.Test;

/** What pass declarations give the pass manager and --help, each expectation checked against mlir-opt-22. */
class PassDeclarationTest {
  private static final PassRegistry REGISTRY = BuiltinPasses.registry();

  /** {@code mlir-opt-22 --pass-pipeline='builtin.module(func.func(async-to-async-runtime))'}. */
  @Test
  void aPassRestrictedToModulesCannotBeNestedUnderFunctions() {
    PassPipelineException e = assertThrows(PassPipelineException.class,
        () -> PassManager.parse("builtin.module(func.func(async-to-async-runtime))", REGISTRY));
    assertEquals("Can't add pass 'AsyncToAsyncRuntimePass' restricted to 'builtin.module' on a PassManager "
        + "intended to run on 'func.func', did you intend to nest?", e.getMessage());
  }

  @Test
  void aPassForAnyOpNestsAnywhere() throws Exception {
    PassManager.parse("builtin.module(func.func(canonicalize, cse))", REGISTRY);
    PassManager.parse("builtin.module(async-to-async-runtime)", REGISTRY);
  }

  /** Layout of {@code mlir-opt-22 --help}: a pass at column 6, its options at 8, descriptions at column 71. */
  @Test
  void helpListsPassesWithTheirOptionsAsMlirOptDoes() {
    List<String> lines = REGISTRY.helpLines();
    int canonicalize = lines.indexOf(lines.stream().filter(l -> l.startsWith("      --canonicalize ")).findFirst().orElseThrow());
    assertEquals("      --canonicalize" + " ".repeat(51) + "-   Canonicalize operations", lines.get(canonicalize));
    assertTrue(lines.get(canonicalize + 1).startsWith("        --max-iterations=<long>" + " ".repeat(40) + "- "), lines.get(canonicalize + 1));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("    =disabled") && l.indexOf("-   ") == 71));
    assertTrue(lines.stream().anyMatch(l -> l.startsWith("        --disable-patterns=<string>") && l.contains("no effect in loomlir")));
  }

  /**
   * {@code mlir-opt-22 --canonicalize='max-iterations=1 test-convergence'} on a chain that needs two
   * rounds exits 1 and prints nothing; with enough rounds it succeeds.
   */
  @Test
  void canonicalizeTestConvergenceFailsSilentlyWhenItDoesNotConverge() throws Exception {
    String text = "func.func @f(%a: i32) -> i32 {\n  %c0 = arith.constant 0 : i32\n  %b = arith.addi %a, %c0 : i32\n"
        + "  %c = arith.addi %b, %c0 : i32\n  return %c : i32\n}\n";
    Operation module = IrFixtures.parse("t.mlir", text);
    PassManager oneRound = PassManager.parse("builtin.module(canonicalize{max-iterations=1 test-convergence})", REGISTRY);
    assertThrows(PassFailure.class, () -> oneRound.run(module));
    Operation again = IrFixtures.parse("t.mlir", text);
    PassManager.parse("builtin.module(canonicalize{max-iterations=3 test-convergence})", REGISTRY).run(again);
  }

  @Test
  void optionsAreReadByTheirDeclarationWithLlvmsMessages() {
    PassPipelineException e = assertThrows(PassPipelineException.class,
        () -> PassManager.parse("builtin.module(canonicalize{top-down=maybe})", REGISTRY));
    assertEquals("for the --top-down option: 'maybe' is invalid value for boolean argument! Try 0 or 1", e.getMessage());
  }
}
