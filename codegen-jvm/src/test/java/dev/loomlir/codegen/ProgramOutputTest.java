package dev.loomlir.codegen;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every {@code programs/NAME.mlir} test resource runs and prints exactly {@code programs/NAME.out},
 * which was produced by upstream (mlir-opt-22 + mlir-runner-22 through
 * {@code /work/shared/tools/mlir-native-run}, with {@code -convert-vector-to-scf} added for
 * programs printing whole vectors).
 */
class ProgramOutputTest {
  @TestFactory
  Stream<DynamicTest> programsPrintWhatUpstreamPrints() throws IOException, URISyntaxException {
    Path dir = Path.of(ProgramOutputTest.class.getResource("/programs").toURI());
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(p -> p.toString().endsWith(".mlir")).sorted().toList().stream().map(p ->
          DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            String text = Files.readString(p, StandardCharsets.UTF_8);
            String expected = Files.readString(Path.of(p.toString().replaceAll("\\.mlir$", ".out")), StandardCharsets.UTF_8);
            assertEquals(expected, CodegenTestSupport.run(p.getFileName().toString(), text));
          }));
    }
  }
}
