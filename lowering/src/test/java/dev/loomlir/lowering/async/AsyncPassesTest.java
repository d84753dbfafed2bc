package dev.loomlir.lowering.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.dialects.async.YieldOp;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.MlirOpt22;
import dev.loomlir.lowering.fixtures.PassFixtures;
import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.rewrite.OpBuilder;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The async passes on the inputs of {@code test-corpus/lit/async-passes}: the output verifies
 * and mlir-opt-22 accepts it; where upstream handles the input, the output is the same text as
 * mlir-opt-22's.
 */
class AsyncPassesTest {
  private static final Path CORPUS = Path.of("..", "test-corpus", "lit", "async-passes");
  private static final String FULL = "builtin.module(async-func-to-async-runtime, async-to-async-runtime, "
      + "async-runtime-ref-counting, async-runtime-ref-counting-opt)";

  /** File and pass whose output must equal mlir-opt-22's exactly. */
  static Stream<Object[]> sameAsUpstream() {
    return Stream.of(
        new Object[] {"async-to-async-runtime.mlir", "async-to-async-runtime"},
        new Object[] {"async-func-to-async-runtime.mlir", "async-func-to-async-runtime"},
        new Object[] {"ref-counting.mlir", "async-runtime-ref-counting"},
        new Object[] {"ref-counting-opt.mlir", "async-runtime-ref-counting-opt"},
        new Object[] {"policy-based-ref-counting.mlir", "async-runtime-policy-based-ref-counting"});
  }

  @ParameterizedTest(name = "{0} | {1}")
  @MethodSource("sameAsUpstream")
  void printsWhatMlirOptPrints(String file, String pass) throws Exception {
    String input = Files.readString(CORPUS.resolve(file));
    String ours = PassFixtures.run(file, input, "builtin.module(" + pass + ")");
    String upstream = mlirOpt(input, "--" + pass);
    assertEquals(upstream.strip(), ours.strip());
  }

  static Stream<Path> validInputs() throws IOException {
    List<Path> inputs = new ArrayList<>();
    try (Stream<Path> files = Files.list(CORPUS)) {
      for (Path p : files.sorted().toList()) {
        if (p.toString().endsWith(".mlir") && !Files.readString(p).contains("expected-error")) inputs.add(p);
      }
    }
    return inputs.stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("validInputs")
  void fullPipelineVerifiesAndUpstreamAcceptsIt(Path input) throws Exception {
    String printed = PassFixtures.run(input.getFileName().toString(), Files.readString(input), FULL);
    assertFalse(printed.contains("async.execute"), printed);
    assertFalse(printed.contains("async.await "), printed);
    mlirOpt(printed);
  }

  @Test
  void refCountingRejectsHighLevelOps() throws Exception {
    String text = "func.func @f(%t: !async.token) {\n  async.await %t : !async.token\n  return\n}\n";
    DiagnosticException e = assertThrows(DiagnosticException.class,
        () -> PassFixtures.run("f.mlir", text, "builtin.module(async-runtime-ref-counting)"));
    assertTrue(e.getMessage().contains("async operations must be lowered to async runtime operations"), e.getMessage());
  }

  /**
   * A high-level op no pattern lowers fails the conversion as upstream's does, instead of
   * surviving: an {@code async.yield} outside any coroutine (built by hand; the verifier would
   * reject it in a file).
   */
  @Test
  void anOpTheConversionCannotLowerFailsIt() throws Exception {
    Operation module = IrFixtures.parse("f.mlir", "func.func @f() {\n  return\n}\n");
    Operation ret = module.region(0).entryBlock().first().region(0).entryBlock().first();
    YieldOp.create(new OpBuilder(Dialects.newContext()).setInsertionPointBefore(ret), ret.location(), List.of());
    DiagnosticException e = assertThrows(DiagnosticException.class,
        () -> PassManager.parse("builtin.module(async-to-async-runtime)", BuiltinPasses.registry()).run(module));
    assertEquals("failed to legalize operation 'async.yield' that was explicitly marked illegal", e.diagnostic().message());
  }

  @Test
  void outlinedNamesSkipTakenSymbols() throws Exception {
    String text = """
        func.func private @async_execute_fn()
        func.func @f() {
          %t = async.execute { async.yield }
          %u = async.execute { async.yield }
          return
        }
        """;
    String printed = PassFixtures.run("f.mlir", text, "builtin.module(async-to-async-runtime)");
    assertTrue(printed.contains("call @async_execute_fn_0()"), printed);
    assertTrue(printed.contains("call @async_execute_fn_1()"), printed);
    assertEquals(mlirOpt(text, "--async-to-async-runtime").strip(), printed.strip());
  }

  /** A 1,000-stage token chain through cf block arguments: references stay balanced per edge. */
  @Test
  void longChainThroughBlockArguments() throws Exception {
    StringBuilder text = new StringBuilder("func.func @chain() {\n  %t0 = async.runtime.create : !async.token\n"
        + "  cf.br ^b0(%t0 : !async.token)\n");
    for (int i = 0; i < 1000; i++) {
      text.append("^b").append(i).append("(%p").append(i).append(": !async.token):\n")
          .append("  async.runtime.await %p").append(i).append(" : !async.token\n")
          .append("  %t").append(i + 1).append(" = async.runtime.create : !async.token\n")
          .append("  cf.br ^b").append(i + 1).append("(%t").append(i + 1).append(" : !async.token)\n");
    }
    text.append("^b1000(%last: !async.token):\n  async.runtime.await %last : !async.token\n  return\n}\n");
    String printed = PassFixtures.run("chain.mlir", text.toString(), "builtin.module(async-runtime-ref-counting)");
    // Each block argument is dropped once after its await; moving along a branch needs no ref op.
    assertEquals(1001, count(printed, "async.runtime.drop_ref"));
    assertEquals(0, count(printed, "async.runtime.add_ref"));
  }

  private static int count(String text, String needle) {
    int n = 0;
    for (int i = text.indexOf(needle); i >= 0; i = text.indexOf(needle, i + 1)) n++;
    return n;
  }

  /** mlir-opt-22's output for {@code text}; skips the test when it is not installed. */
  private static String mlirOpt(String text, String... args) throws Exception {
    return MlirOpt22.output(text, args);
  }
}
