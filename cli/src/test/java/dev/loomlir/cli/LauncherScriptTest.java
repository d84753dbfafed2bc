package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.ForegroundCompilation;
import java.nio.file.Files;
import org.junit.jupiter.api.Test;

/** The {@code loomlir} launcher script agrees with the code generator on what it marks. */
class LauncherScriptTest {
  @Test
  void launcherCompilesMarkedMethodsInTheForeground() throws Exception {
    String script = Files.readString(ReadmeExamplesTest.repoRoot().resolve("loomlir"));
    assertTrue(script.contains("'-XX:CompileCommand=" + ForegroundCompilation.COMPILE_COMMAND + "'"),
        "./loomlir must pass -XX:CompileCommand=" + ForegroundCompilation.COMPILE_COMMAND);
  }
}
