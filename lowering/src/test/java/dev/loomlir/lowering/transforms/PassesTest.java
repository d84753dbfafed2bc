package dev.loomlir.lowering.transforms;

import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.loomlir.lowering.MlirOpt22;
import dev.loomlir.lowering.fixtures.PassFixtures;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every pass, alone and in a pipeline, on every lit input of {@code test-corpus/lit/passes} and
 * {@code lit/scf}: the output re-verifies, and mlir-opt-22 (when installed) accepts it.
 */
class PassesTest {
  private static final Path CORPUS = Path.of("..", "test-corpus", "lit");
  private static final List<String> PIPELINES = List.of(
      "builtin.module(convert-scf-to-cf)",
      "builtin.module(canonicalize)",
      "builtin.module(cse)",
      "builtin.module(symbol-dce)",
      "builtin.module(scf-parallel-for-to-nested-fors)",
      "builtin.module(loomlir-int-loop-versioning)",
      "builtin.module(scf-parallel-for-to-nested-fors, loomlir-int-loop-versioning, convert-scf-to-cf)",
      "builtin.module(convert-scf-to-cf, canonicalize, cse, symbol-dce)",
      "builtin.module(func.func(convert-scf-to-cf, canonicalize, cse))",
      "builtin.module(arith-expand)",
      "builtin.module(func.func(arith-expand{include-bf16 include-f8e8m0}), canonicalize)");

  static Stream<Object[]> cases() throws IOException {
    List<Path> inputs;
    try (Stream<Path> files = Stream.concat(Files.list(CORPUS.resolve("passes")), Files.list(CORPUS.resolve("scf")))) {
      inputs = files.filter(p -> p.toString().endsWith(".mlir")).filter(PassesTest::isValidInput).sorted().toList();
    }
    return inputs.stream().flatMap(p -> PIPELINES.stream().map(pipeline -> new Object[] {p.getFileName().toString(), p, pipeline}));
  }

  private static boolean isValidInput(Path p) {
    try {
      String text = Files.readString(p);
      return !text.contains("expected-error") && !text.contains("// -----");
    } catch (IOException e) {
      return false;
    }
  }

  @ParameterizedTest(name = "{0} | {2}")
  @MethodSource("cases")
  void outputVerifiesAndUpstreamAcceptsIt(String name, Path input, String pipeline) throws Exception {
    String printed = PassFixtures.run(name, Files.readString(input), pipeline);
    if (pipeline.contains("convert-scf-to-cf")) assertFalse(printed.contains("scf."), printed);
    assertUpstreamAccepts(printed);
  }

  private static void assertUpstreamAccepts(String text) throws Exception {
    MlirOpt22.output(text, "-o", "/dev/null");
  }
}
