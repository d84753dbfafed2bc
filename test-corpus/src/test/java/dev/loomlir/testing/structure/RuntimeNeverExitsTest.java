package dev.loomlir.testing.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Generated code calls only the runtime, so a program can end its host's process only through a
 * Java binding the host allowed: the runtime, the code generator and the API never call
 * {@code System.exit}, {@code Runtime.exit} or {@code Runtime.halt}. (The command line's and a
 * jar's launchers end their own process with their exit code; they are the host.)
 */
class RuntimeNeverExitsTest {
  private static final Pattern EXIT = Pattern.compile("System\\s*\\.\\s*exit\\s*\\(|\\.halt\\s*\\(|getRuntime\\(\\)\\s*\\.\\s*exit\\s*\\(");

  @Test
  void theRuntimeSourcesAreWhereTheTestLooks() throws IOException {
    // The runtime moved folders once (async-runtime/ to runtime/); a stale path would pass vacuously.
    assertTrue(SourceLiterals.find(Pattern.compile("class ProgramRuntime"),
        path -> path.contains("/runtime/src/main/java/dev/loomlir/runtime/")).size() == 1);
  }

  @Test
  void nothingAProgramReachesEndsTheProcess() throws IOException {
    List<String> hits = SourceLiterals.find(EXIT, path -> path.contains("/runtime/src/main/java/dev/loomlir/runtime/") || path.contains("/codegen-jvm/")
        || path.contains("/dev/loomlir/api/") || path.contains("/dev/loomlir/launch/EntryPoint")
        || path.contains("/dev/loomlir/launch/AsyncRuntimeHost"));
    assertEquals(List.of(), hits);
  }
}
