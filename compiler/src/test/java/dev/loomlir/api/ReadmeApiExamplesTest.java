package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.lang.invoke.MethodHandle;
import dev.loomlir.testsupport.RepositoryRoot;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The Java API examples of README.md, run as the README shows them. */
class ReadmeApiExamplesTest {
  @Test
  void javaApiSnippet() throws Throwable {
    Path hello = RepositoryRoot.find().resolve("examples/hello.mlir");
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
}
