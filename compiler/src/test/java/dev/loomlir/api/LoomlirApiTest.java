package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.memref.MemRefF64;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.lang.ref.WeakReference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The Java API: compile, call (typed and boxed), errors, threads, unloading, bindings, jars. */
class LoomlirApiTest {
  static final String MATH = """
      func.func @add(%a: i32, %b: i32) -> i32 {
        %s = arith.addi %a, %b : i32
        return %s : i32
      }
      func.func @fib(%n: i64) -> i64 {
        %c2 = arith.constant 2 : i64
        %small = arith.cmpi slt, %n, %c2 : i64
        cf.cond_br %small, ^base, ^rec
      ^base:
        return %n : i64
      ^rec:
        %c1 = arith.constant 1 : i64
        %a = arith.subi %n, %c1 : i64
        %b = arith.subi %n, %c2 : i64
        %fa = func.call @fib(%a) : (i64) -> i64
        %fb = func.call @fib(%b) : (i64) -> i64
        %r = arith.addi %fa, %fb : i64
        return %r : i64
      }
      func.func @is_neg(%x: i8) -> i1 {
        %z = arith.constant 0 : i8
        %r = arith.cmpi slt, %x, %z : i8
        return %r : i1
      }
      func.func @divmod(%a: i64, %b: i64) -> (i64, i64) {
        %q = arith.divsi %a, %b : i64
        %r = arith.remsi %a, %b : i64
        return %q, %r : i64, i64
      }
      func.func @half(%x: f64) -> f64 {
        %two = arith.constant 2.0 : f64
        %r = arith.divf %x, %two : f64
        return %r : f64
      }
      func.func @sum(%m: memref<?xf64>) -> f64 {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %n = memref.dim %m, %c0 : memref<?xf64>
        %zero = arith.constant 0.0 : f64
        %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
          %v = memref.load %m[%i] : memref<?xf64>
          %t = arith.addf %acc, %v : f64
          scf.yield %t : f64
        }
        return %s : f64
      }
      func.func @noop() {
        return
      }
      func.func private @helper() {
        return
      }
      """;

  @TempDir Path dir;

  @Test
  void compilesAndCallsTypedAndBoxed() throws Throwable {
    try (CompiledProgram p = Loomlir.compile(MATH, "math.mlir")) {
      assertEquals(List.of("add", "fib", "is_neg", "divmod", "half", "sum", "noop"), List.copyOf(p.functionNames()));
      assertEquals("(i32, i32) -> i32", p.signature("add"));
      assertEquals("(i64, i64) -> (i64, i64)", p.signature("divmod"));
      MethodHandle add = p.function("add");
      assertEquals(MethodType.methodType(int.class, int.class, int.class), add.type());
      assertEquals(5, (int) add.invokeExact(2, 3));
      assertEquals(Integer.MIN_VALUE, (int) add.invokeExact(Integer.MAX_VALUE, 1));
      assertEquals(55L, (long) p.function("fib").invokeExact(10L));

      assertEquals(7, p.call("add", 3, 4));
      assertEquals(832040L, p.call("fib", 30));          // an Integer widens to i64
      assertEquals(true, p.call("is_neg", 200));        // 200 as i8 is -56
      assertEquals(false, p.call("is_neg", (byte) 5));
      assertArrayEquals(new Object[] {-3L, -2L}, (Object[]) p.call("divmod", -17L, 5L));
      assertEquals(1.25, p.call("half", 2.5));
      assertEquals(0.5, p.call("half", 1));              // any number for a float
      assertEquals(6.0, p.call("sum", MemRefF64.of(new double[] {1, 2, 3}, 3)));
      assertNull(p.call("noop"));
    }
  }

  @Test
  void badCallsAreIllegalArguments() throws Exception {
    try (CompiledProgram p = Loomlir.compile(MATH, "math.mlir")) {
      assertThrows(IllegalArgumentException.class, () -> p.function("helper"));   // private
      assertThrows(IllegalArgumentException.class, () -> p.call("missing"));
      assertThrows(IllegalArgumentException.class, () -> p.call("add", 1));
      assertThrows(IllegalArgumentException.class, () -> p.call("add", 1, "two"));
      assertThrows(IllegalArgumentException.class, () -> p.call("add", 1, 1.5));
      assertThrows(IllegalArgumentException.class, () -> p.call("sum", 3));
    }
  }

  @Test
  void runtimeErrorsCarryTheLocation() throws Exception {
    try (CompiledProgram p = Loomlir.compile(MATH, "math.mlir")) {
      MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> p.call("divmod", 1L, 0L));
      assertEquals("math.mlir:26:8: error: integer division by zero", e.diagnosticText());
    }
  }

  @Test
  void compileErrorsAreRenderedDiagnostics() {
    CompileException e = assertThrows(CompileException.class,
        () -> Loomlir.compile("func.func @f() -> i32 {\n  return\n}\n", "bad.mlir"));
    assertTrue(e.diagnostics().startsWith("bad.mlir:2:3: error: "), e.diagnostics());
    assertTrue(e.diagnostics().contains("\n  return\n  ^\n"), e.diagnostics());
    CompileException pipeline = assertThrows(CompileException.class, () -> Loomlir.compile(MATH, "m.mlir",
        CompilationOptions.defaults().withPassPipeline("builtin.module(no-such-pass)")));
    assertTrue(pipeline.getMessage().contains("'no-such-pass' does not refer to a registered pass"),
        pipeline.getMessage());
  }

  @Test
  void passesRunBeforeCodeGeneration() throws Throwable {
    CompilationOptions options = CompilationOptions.defaults().withPasses("canonicalize", "cse", "symbol-dce");
    try (CompiledProgram p = Loomlir.compile(MATH, "math.mlir", options)) {
      assertEquals(21L, p.call("fib", 8L));
    }
  }

  @Test
  void manyThreadsCallConcurrently() throws Exception {
    try (CompiledProgram p = Loomlir.compile(MATH, "math.mlir")) {
      MethodHandle fib = p.function("fib");
      ExecutorService pool = Executors.newFixedThreadPool(16);
      try {
        List<Future<Boolean>> results = new ArrayList<>();
        for (int t = 0; t < 64; t++) {
          int seed = t;
          results.add(pool.submit(() -> {
            for (int i = 0; i < 200; i++) {
              long n = (seed + i) % 20;
              long typed;
              try {
                typed = (long) fib.invokeExact(n);
              } catch (Throwable e) {
                throw new AssertionError(e);
              }
              if (typed != fibOf(n) || (long) p.call("fib", n) != typed) return false;
            }
            return true;
          }));
        }
        for (Future<Boolean> r : results) assertTrue(r.get());
      } finally {
        pool.shutdownNow();
      }
    }
  }

  private static long fibOf(long n) { return n < 2 ? n : fibOf(n - 1) + fibOf(n - 2); }

  @Test
  void closedProgramsAreUnloaded() throws Throwable {
    WeakReference<ClassLoader> loader = compileAndClose();
    long deadline = System.nanoTime() + 20_000_000_000L;
    while (loader.get() != null && System.nanoTime() < deadline) {
      System.gc();
      byte[][] pressure = new byte[64][];
      for (int i = 0; i < pressure.length; i++) pressure[i] = new byte[1 << 16];
      Thread.sleep(20);
    }
    assertNull(loader.get(), "the program's class loader is still reachable");
  }

  private static WeakReference<ClassLoader> compileAndClose() throws Throwable {
    CompiledProgram p = Loomlir.compile(MATH, "unload.mlir");
    MethodHandle add = p.function("add");
    assertEquals(3, (int) add.invokeExact(1, 2));
    ClassLoader loader = p.moduleClass().getClassLoader();
    assertTrue(loader != LoomlirApiTest.class.getClassLoader());
    p.close();
    assertThrows(IllegalStateException.class, () -> p.function("add"));
    return new WeakReference<>(loader);
  }

  @Test
  void eachProgramHasItsOwnLoader() throws Exception {
    try (CompiledProgram a = Loomlir.compile(MATH, "same.mlir"); CompiledProgram b = Loomlir.compile(MATH, "same.mlir")) {
      Class<?> ca = a.moduleClass();
      Class<?> cb = b.moduleClass();
      assertEquals(ca.getName(), cb.getName());
      assertTrue(ca != cb && ca.getClassLoader() != cb.getClassLoader());
    }
  }

  @Test
  void externalFunctionsBindToJavaMethods() throws Throwable {
    String source = """
        func.func private @scale(f64) -> f64
        func.func private @clamp(i64) -> i64 attributes {loomlir.java = "dev.loomlir.api.ApiBindings#clampToByte"}
        func.func @apply(%x: f64, %y: i64) -> (f64, i64) {
          %s = func.call @scale(%x) : (f64) -> f64
          %c = func.call @clamp(%y) : (i64) -> i64
          return %s, %c : f64, i64
        }
        """;
    // @clamp's binding is the source's own: allowed here by class (see BindingPolicyTest).
    CompilationOptions options = CompilationOptions.defaults().withJavaBinding("scale", ApiBindings.class, "scale")
        .withAllowedBindingClasses(ApiBindings.class);
    try (CompiledProgram p = Loomlir.compile(source, "bind.mlir", options)) {
      assertArrayEquals(new Object[] {5.0, 127L}, (Object[]) p.call("apply", 2.0, 1000L));
    }
    CompileException unbound = assertThrows(CompileException.class, () -> Loomlir.compile(source, "bind.mlir"));
    assertTrue(unbound.diagnostics().startsWith("bind.mlir:"), unbound.diagnostics());
    CompileException wrongSignature = assertThrows(CompileException.class, () -> Loomlir.compile(source, "bind.mlir",
        CompilationOptions.defaults().withJavaBinding("scale", ApiBindings.class, "clampToByte")
            .withAllowedBindingClasses(ApiBindings.class)));
    assertTrue(wrongSignature.diagnostics().startsWith("bind.mlir:1:"), wrongSignature.diagnostics());
  }

  @Test
  void jarsLoadBackWithTheirFunctionTable() throws Throwable {
    Path src = dir.resolve("math.mlir");
    Files.writeString(src, MATH + "func.func @main() {\n  return\n}\n");
    Path jar = dir.resolve("math.jar");
    Loomlir.compileToJar(src, jar, "main", CompilationOptions.defaults());
    try (CompiledProgram p = Loomlir.loadJar(jar)) {
      assertEquals("(i64, i64) -> (i64, i64)", p.signature("divmod"));
      assertEquals(9, (int) p.function("add").invokeExact(4, 5));
      assertEquals(true, p.call("is_neg", -1));
      // Memref descriptors are the caller's classes: the jar's copy of the runtime is not used.
      assertEquals(4.0, p.call("sum", MemRefF64.of(new double[] {1.5, 2.5}, 2)));
    }
    CompileException noMain = assertThrows(CompileException.class,
        () -> Loomlir.compileToJar(src, jar, "add", CompilationOptions.defaults()));
    assertEquals(src + ": error: entry point '@add' takes arguments ((i32, i32) -> i32); it must take none\n",
        noMain.diagnostics());
  }

  @Test
  void jarEntryProblemsAreWordedAsTheCliWordsThem() throws Exception {
    Path src = dir.resolve("entries.mlir");
    Files.writeString(src, """
        func.func @main() {
          return
        }
        func.func private @hidden() {
          return
        }
        func.func @pair() -> (i32, i32) {
          %c = arith.constant 1 : i32
          return %c, %c : i32, i32
        }
        """);
    Path jar = dir.resolve("entries.jar");
    assertEquals(src + ": error: entry point '@nope' not found\n", jarError(src, jar, "nope"));
    assertEquals(src + ": error: entry point '@hidden' not found\n", jarError(src, jar, "hidden"));
    assertEquals(src + ": error: entry point '@pair' has type () -> (i32, i32); it can return nothing, i32, i64, f32 or f64\n",
        jarError(src, jar, "pair"));
    assertTrue(Files.notExists(jar), "no jar is written for a bad entry point");
  }

  private static String jarError(Path src, Path jar, String entry) {
    return assertThrows(CompileException.class,
        () -> Loomlir.compileToJar(src, jar, entry, CompilationOptions.defaults())).diagnostics();
  }
}
