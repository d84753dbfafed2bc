package dev.loomlir.codegen.memref;

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
 * Every {@code memref/NAME.mlir} test resource prints {@code memref/NAME.out}, the output of
 * upstream ({@code /work/shared/tools/mlir-native-run NAME.mlir}: mlir-opt-22 + mlir-runner-22),
 * base addresses masked.
 */
class MemRefProgramsTest {
  @TestFactory
  Stream<DynamicTest> programsPrintWhatUpstreamPrints() throws IOException, URISyntaxException {
    Path dir = Path.of(MemRefProgramsTest.class.getResource("/memref").toURI());
    try (Stream<Path> files = Files.list(dir)) {
      return files.filter(p -> p.toString().endsWith(".mlir")).sorted().toList().stream().map(p ->
          DynamicTest.dynamicTest(p.getFileName().toString(), () -> {
            String text = Files.readString(p, StandardCharsets.UTF_8);
            String expected = Files.readString(Path.of(p.toString().replaceAll("\\.mlir$", ".out")),
                StandardCharsets.ISO_8859_1);
            String actual = MemRefTestSupport.run(p.getFileName().toString(), text);
            assertEquals(MemRefTestSupport.maskAddresses(expected), MemRefTestSupport.maskAddresses(actual));
          }));
    }
  }
}
