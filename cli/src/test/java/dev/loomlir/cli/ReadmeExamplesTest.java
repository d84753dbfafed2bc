package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.api.ApiBindings;
import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.CompiledProgram;
import dev.loomlir.api.Loomlir;
import dev.loomlir.cli.MainTest.Result;
import java.lang.invoke.MethodHandle;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The examples of README.md and {@code examples/}, run as the README shows them. */
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

  /** The repository root: the tests run in {@code cli/}. */
  static Path repoRoot() {
    Path p = Path.of("").toAbsolutePath();
    while (p != null && !Files.exists(p.resolve("examples/hello.mlir"))) p = p.getParent();
    if (p == null) throw new AssertionError("examples/hello.mlir not found above " + Path.of("").toAbsolutePath());
    return p;
  }

  @Test
  void runHello() {
    Result r = MainTest.run("", "run", repoRoot().resolve("examples/hello.mlir").toString());
    assertEquals(new Result(0, HELLO_OUTPUT, ""), r);
  }

  @Test
  void compileHelloAndRunTheJar() throws Exception {
    Path jar = dir.resolve("hello.jar");
    Result compiled = MainTest.run("", "compile", repoRoot().resolve("examples/hello.mlir").toString(), "-o",
        jar.toString());
    assertEquals(0, compiled.code(), compiled.err());
    assertEquals(new Result(0, HELLO_OUTPUT, ""), CompileCommandTest.javaJar(jar));
  }

  @Test
  void javaInteropExample() {
    // Math.hypot(3, 4) = 5 and Long.bitCount(255) = 8.
    Result r = MainTest.run("", "run", repoRoot().resolve("examples/java-interop.mlir").toString());
    assertEquals(new Result(0, "5\n8\n", ""), r);
  }

  @Test
  void javaApiSnippet() throws Throwable {
    Path hello = repoRoot().resolve("examples/hello.mlir");
    // --- as in README.md, "Java API" (with the path made absolute) ---
    try (CompiledProgram program = Loomlir.compile(hello)) {
      MethodHandle fib = program.function("fib");          // typed: (long) -> long
      long f90 = (long) fib.invokeExact(90L);              // 2880067194370816120
      Object f10 = program.call("fib", 10L);               // boxed: 55L
      // ---
      assertEquals(2880067194370816120L, f90);
      assertEquals(55L, f10);
    }
  }

  @Test
  void javaBindingSnippet() throws Exception {
    // --- as in README.md, "Calling Java from MLIR" (Scaler is ApiBindings here) ---
    String source = """
        func.func private @scale(f64) -> f64
        func.func @scale_twice(%x: f64) -> f64 {
          %a = func.call @scale(%x) : (f64) -> f64
          %b = func.call @scale(%a) : (f64) -> f64
          return %b : f64
        }
        """;
    CompilationOptions options = CompilationOptions.defaults().withJavaBinding("scale", ApiBindings.class, "scale");
    try (CompiledProgram p = Loomlir.compile(source, "scaled.mlir", options)) {
      Object r = p.call("scale_twice", 2.0);               // 12.5
      // ---
      assertEquals(12.5, r);
    }
  }

  @Test
  void readmeMentionsTheseCommands() throws Exception {
    String readme = Files.readString(repoRoot().resolve("README.md"));
    assertTrue(readme.contains("./loomlir run examples/hello.mlir"), "README's first command");
    assertTrue(readme.contains("./loomlir compile examples/hello.mlir -o /tmp/hello.jar && java -jar /tmp/hello.jar"));
    assertTrue(readme.contains("./loomlir run examples/java-interop.mlir"));
  }
}
