package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.cli.MainTest.Result;
import dev.loomlir.testsupport.RepositoryRoot;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command-line examples of README.md and {@code examples/}, run as the README shows them (the
 * Java API's are in the compiler module's {@code ReadmeApiExamplesTest}).
 */
class ReadmeExamplesTest {
  /** What mlir-runner-22 prints for examples/hello.mlir (mlir-opt-22 lowering to LLVM, then mlir-runner-22). */
  private static final String HELLO_OUTPUT = """
      Hello from loomlir!
      1
      1
      2
      3
      5
      8
      13
      21
      34
      55
      2880067194370816120
      1.41421
      ( 1.5, -2.25, 3 )
      """;

  @TempDir Path dir;

  @Test
  void runHello() {
    Result r = MainTest.run("", "run", RepositoryRoot.find().resolve("examples/hello.mlir").toString());
    assertEquals(new Result(0, HELLO_OUTPUT, ""), r);
  }

  @Test
  void compileHelloAndRunTheJar() throws Exception {
    Path jar = dir.resolve("hello.jar");
    Result compiled = MainTest.run("", "compile", RepositoryRoot.find().resolve("examples/hello.mlir").toString(), "-o",
        jar.toString());
    assertEquals(0, compiled.code(), compiled.err());
    assertEquals(new Result(0, HELLO_OUTPUT, ""), CompileCommandTest.javaJar(jar));
  }

  @Test
  void javaInteropExample() {
    // Math.hypot(3, 4) = 5 and Long.bitCount(255) = 8.
    Result r = MainTest.run("", "run", RepositoryRoot.find().resolve("examples/java-interop.mlir").toString());
    assertEquals(new Result(0, "5\n8\n", ""), r);
  }

  @Test
  void readmeMentionsTheseCommands() throws Exception {
    String readme = Files.readString(RepositoryRoot.find().resolve("README.md"));
    assertTrue(readme.contains("./loomlir run examples/hello.mlir"), "README's first command");
    assertTrue(readme.contains("./loomlir compile examples/hello.mlir -o /tmp/hello.jar && java -jar /tmp/hello.jar"));
    assertTrue(readme.contains("./loomlir run examples/java-interop.mlir"));
  }
}
