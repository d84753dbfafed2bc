package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.ForegroundCompilation;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The scripts that run loomlir's jar agree with the code generator on what it marks: the JVM
 * options live once, in {@code scripts/jdk.sh}, and both the {@code loomlir} launcher and
 * {@code scripts/bench-report} (whose figures the README quotes) run the jar with them.
 */
class LauncherScriptTest {
  private static final String OPTIONS = "\"${loomlir_jvm_options[@]}\"";

  @Test
  void sharedOptionsCompileMarkedMethodsInTheForeground() throws Exception {
    String script = read("scripts/jdk.sh");
    assertTrue(script.contains("'-XX:CompileCommand=" + ForegroundCompilation.COMPILE_COMMAND + "'"),
        "scripts/jdk.sh's loomlir_jvm_options must hold -XX:CompileCommand=" + ForegroundCompilation.COMPILE_COMMAND);
  }

  @Test
  void launcherAndBenchReportRunTheJarWithThem() throws Exception {
    for (String script : new String[] {"loomlir", "scripts/bench-report"}) {
      assertTrue(read(script).contains(OPTIONS), script + " must run java with " + OPTIONS);
    }
  }

  private static String read(String file) throws Exception {
    Path root = ReadmeExamplesTest.repoRoot();
    return Files.readString(root.resolve(file));
  }
}
