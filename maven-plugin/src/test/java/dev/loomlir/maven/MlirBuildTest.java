package dev.loomlir.maven;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.api.CompilationOptions;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.SystemStreamLog;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The plugin's work on a source folder: naming, incremental builds, diagnostics, bad input. */
class MlirBuildTest {
  private static final String ADD = """
      func.func @add(%a: i32, %b: i32) -> i32 {
        %s = arith.addi %a, %b : i32
        return %s : i32
      }
      """;

  /** Records what the build logs above debug. */
  static final class RecordingLog extends SystemStreamLog {
    final List<String> infos = new ArrayList<>();
    final List<String> errors = new ArrayList<>();

    @Override public void info(CharSequence content) { infos.add(content.toString()); }

    @Override public void warn(CharSequence content) { errors.add("warning: " + content); }

    @Override public void error(CharSequence content) { errors.add(content.toString()); }

    @Override public boolean isDebugEnabled() { return false; }

    @Override public void debug(CharSequence content) {}
  }

  @TempDir Path project;
  private final RecordingLog log = new RecordingLog();

  private MlirBuild build(String facadePackage) {
    return new MlirBuild(project, project.resolve("src/main/mlir"), List.of("**/*.mlir"), List.of(), facadePackage,
        CompilationOptions.defaults(), project.resolve("target/classes"),
        project.resolve("target/generated-sources/loomlir"), project.resolve("target/loomlir/compile.state"), log);
  }

  private Path source(String relative, String text) throws Exception {
    Path file = project.resolve("src/main/mlir").resolve(relative);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  @Test
  void aMissingSourceFolderIsANoOp() throws Exception {
    assertFalse(build("com.example").run());
    assertFalse(Files.exists(project.resolve("target")));
    assertEquals(List.of(), log.errors);
  }

  @Test
  void anEmptySourceFolderCompilesNothing() throws Exception {
    Files.createDirectories(project.resolve("src/main/mlir"));
    assertTrue(build("com.example").run());
    assertEquals(List.of("loomlir: 0 MLIR files compiled, 0 up to date"), log.infos);
  }

  @Test
  void compilesWhatChangedAndDropsWhatWentAway() throws Exception {
    Path a = source("a.mlir", ADD);
    source("sub/b-c.mlir", ADD.replace("@add", "@twice"));
    assertTrue(build("com.example").run());
    assertEquals("loomlir: 2 MLIR files compiled, 0 up to date", log.infos.get(0));
    Path facadeA = project.resolve("target/generated-sources/loomlir/com/example/A.java");
    Path facadeBC = project.resolve("target/generated-sources/loomlir/com/example/sub/BC.java");
    Path moduleBC = project.resolve("target/classes/loomlir/gen/com/example/sub/BC.class");
    assertTrue(Files.readString(facadeA).contains("at {@code src/main/mlir/a.mlir:1}"), Files.readString(facadeA));
    assertTrue(Files.exists(facadeBC) && Files.exists(moduleBC));
    assertTrue(Files.exists(project.resolve("target/classes/com/example/sub/BC.class")));

    build("com.example").run();
    assertEquals("loomlir: 0 MLIR files compiled, 2 up to date", log.infos.get(1));

    Files.writeString(a, ADD.replace("@add", "@plus"));
    Files.setLastModifiedTime(a, FileTime.fromMillis(Files.getLastModifiedTime(a).toMillis() + 2000));
    Files.delete(project.resolve("src/main/mlir/sub/b-c.mlir"));
    build("com.example").run();
    assertEquals("loomlir: 1 MLIR file compiled, 0 up to date", log.infos.get(2));
    assertTrue(Files.readString(facadeA).contains("public static int plus(int a, int b)"));
    assertFalse(Files.exists(facadeBC) || Files.exists(moduleBC), "outputs of a deleted source are deleted");

    // Other options recompile everything.
    new MlirBuild(project, project.resolve("src/main/mlir"), List.of("**/*.mlir"), List.of(), "com.example",
        CompilationOptions.defaults().withPasses("cse"), project.resolve("target/classes"),
        project.resolve("target/generated-sources/loomlir"), project.resolve("target/loomlir/compile.state"), log).run();
    assertEquals("loomlir: 1 MLIR file compiled, 0 up to date", log.infos.get(3));
  }

  @Test
  void diagnosticsAreBuildErrorsWithTheAbsolutePath() throws Exception {
    Path bad = source("bad.mlir", "func.func @f() -> i32 {\n  return\n}\n");
    source("good.mlir", ADD);
    MojoFailureException e = assertThrows(MojoFailureException.class, () -> build("com.example").run());
    assertEquals("loomlir: 1 of 2 MLIR files did not compile (see the errors above)", e.getMessage());
    assertEquals(1, log.errors.size());
    assertTrue(log.errors.get(0).startsWith(bad.toAbsolutePath() + ":2:3: error: "), log.errors.get(0));
    assertTrue(Files.exists(project.resolve("target/generated-sources/loomlir/com/example/Good.java")));
    // The bad file is tried again next time; the good one is not.
    assertThrows(MojoFailureException.class, () -> build("com.example").run());
    assertEquals(2, log.errors.size());
  }

  @Test
  void aSignatureWithoutJavaTypeNamesTheType() throws Exception {
    Path file = source("tokens.mlir", """
        func.func @start() -> !async.token {
          %t = async.execute {
            async.yield
          }
          return %t : !async.token
        }
        """);
    assertThrows(MojoFailureException.class, () -> build("com.example").run());
    assertTrue(log.errors.get(0).startsWith(file.toAbsolutePath() + ":1:1: error: function '@start' cannot be part"
        + " of a Java facade: its result has type '!async.token', which has no Java type"), log.errors.get(0));
  }

  @Test
  void twoFilesWithOneFacadeAreAnError() throws Exception {
    Path one = source("my-kernels.mlir", ADD);
    Path two = source("my_kernels.mlir", ADD);
    MojoFailureException e = assertThrows(MojoFailureException.class, () -> build("com.example").run());
    assertEquals("loomlir: " + one + " and " + two + " would both generate the facade com.example.MyKernels; rename one",
        e.getMessage());
  }

  @Test
  void badPackageAndFileNamesAreErrors() throws Exception {
    source("k.mlir", ADD);
    MojoFailureException e = assertThrows(MojoFailureException.class, () -> build("com.1example").run());
    assertEquals("loomlir: <facadePackage> 'com.1example' is not a valid Java package name", e.getMessage());
    Path folder = source("my-dir/k.mlir", ADD);
    e = assertThrows(MojoFailureException.class, () -> build("com.example").run());
    assertEquals("loomlir: " + folder + ": cannot derive a Java facade name (folders must be Java identifiers, the"
        + " file name must hold a letter)", e.getMessage());
  }

  @Test
  void facadeNamesFollowTheFile() {
    MlirBuild b = build("com.example");
    assertEquals("com.example.Kernels", b.facadeName("kernels.mlir"));
    assertEquals("com.example.dsp.FirFilter", b.facadeName("dsp/fir_filter.mlir"));
    assertEquals("com.example.Conv2d", b.facadeName("conv-2d.mlir"));
    assertEquals(null, b.facadeName("2d.mlir"));
  }
}
