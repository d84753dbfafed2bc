package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.MultiResult;
import dev.loomlir.runtime.memref.MemRefF32;
import dev.loomlir.runtime.memref.MemRefI64;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.jar.JarFile;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Typed Java facades: what javac makes of the source, the generated class, and bad input. */
class JavaFacadeTest {
  private static final String KERNELS = """
      func.func @add(%a: i64, %b: i64) -> i64 {
        %s = arith.addi %a, %b : i64
        return %s : i64
      }

      func.func @scale(%x: memref<?xf32>, %f: f32) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %n = memref.dim %x, %c0 : memref<?xf32>
        scf.for %i = %c0 to %n step %c1 {
          %v = memref.load %x[%i] : memref<?xf32>
          %w = arith.mulf %v, %f : f32
          memref.store %w, %x[%i] : memref<?xf32>
        }
        return
      }

      func.func @divmod(%a: i32, %b: i32) -> (i32, i32) {
        %q = arith.divsi %a, %b : i32
        %r = arith.remsi %a, %b : i32
        return %q, %r : i32, i32
      }

      func.func @"sum.of"(%dev: i32, %0: i32) -> i32 {
        %s = arith.addi %dev, %0 : i32
        return %s : i32
      }

      func.func private @helper(%a: i32) -> i32 {
        return %a : i32
      }
      """;

  @TempDir Path dir;

  private CompiledClasses compile(String source, String facade) throws Exception {
    Path file = dir.resolve("kernels.mlir");
    Files.writeString(file, source);
    return Loomlir.compileToClasses(file, facade, CompilationOptions.defaults());
  }

  @Test
  void generatedClassCallsTheCompiledFunctions() throws Exception {
    CompiledClasses out = compile(KERNELS, "com.example.Kernels");
    Path classes = dir.resolve("classes");
    out.writeClasses(classes);
    try (URLClassLoader loader = loader(classes)) {
      Class<?> facade = loader.loadClass("com.example.Kernels");
      assertEquals(5L, facade.getMethod("add", long.class, long.class).invoke(null, 2L, 3L));
      MemRefF32 x = MemRefF32.of(new float[] {1f, 2.5f, -3f}, 3);
      facade.getMethod("scale", MemRefF32.class, float.class).invoke(null, x, 2f);
      assertArrayEquals(new float[] {2f, 5f, -6f}, x.data);
      // arith.divsi/remsi round toward zero: -17 = -3 * 5 - 2
      MultiResult qr = (MultiResult) facade.getMethod("divmod", int.class, int.class).invoke(null, -17, 5);
      assertArrayEquals(new Object[] {-3, -2}, qr.toArray());
      assertEquals(7, facade.getMethod("sum_of", int.class, int.class).invoke(null, 3, 4));
      // Public functions only; the source's names where Java allows them (dev would hide the package).
      assertEquals(Set.of("long add(long a, long b)", "void scale(MemRefF32 x, float f)",
          "MultiResult divmod(int a, int b)", "int sum_of(int arg0, int arg1)"), Set.copyOf(publicStatics(facade)));
    }
  }

  @Test
  void javacAcceptsTheSourceAndMakesTheSameMethods() throws Exception {
    CompiledClasses out = compile(KERNELS, "com.example.Kernels");
    Path classes = dir.resolve("classes");
    out.writeClasses(classes);
    Files.delete(classes.resolve(out.facade().classFilePath()));
    Path sources = dir.resolve("sources");
    Path javaFile = out.facade().writeSource(sources);
    assertEquals(sources.resolve("com/example/Kernels.java"), javaFile);
    String source = Files.readString(javaFile);
    assertTrue(source.contains("{@code func.func @add(i64, i64) -> i64} at {@code " + dir.resolve("kernels.mlir") + ":1}"),
        source);
    assertTrue(source.contains("@param x {@code memref<?xf32>}"), source);

    Path javacOut = dir.resolve("javac");
    assertEquals("", javac(javacOut, classes, javaFile));

    Path generatedOnly = dir.resolve("generated-class");
    out.writeClasses(generatedOnly);
    List<String> generated;
    try (URLClassLoader loader = loader(generatedOnly)) {
      generated = publicStatics(loader.loadClass("com.example.Kernels"));
    }
    try (URLClassLoader loader = new URLClassLoader(new URL[] {javacOut.toUri().toURL(), classes.toUri().toURL()},
        getClass().getClassLoader())) {
      Class<?> compiled = loader.loadClass("com.example.Kernels");
      assertEquals(new TreeSet<>(publicStatics(compiled)), new TreeSet<>(generated));
      assertEquals(5L, compiled.getMethod("add", long.class, long.class).invoke(null, 2L, 3L));
    }
  }

  private static final String ASYNC = """
      func.func @load_async(%m: memref<?xi64>, %i: index) -> i64 {
        %t, %v = async.execute -> !async.value<i64> {
          %x = memref.load %m[%i] : memref<?xi64>
          async.yield %x : i64
        }
        %r = async.await %v : !async.value<i64>
        return %r : i64
      }
      """;

  /** Memref arguments are checked as the API's handles check them: not null, of the signature's rank. */
  @Test
  void memrefArgumentsAreCheckedInSourceAndClass() throws Exception {
    CompiledClasses out = compile(KERNELS, "com.example.Kernels");
    Path classes = dir.resolve("classes");
    out.writeClasses(classes);
    Path javacOut = dir.resolve("javac");
    assertEquals("", javac(javacOut, classes, out.facade().writeSource(dir.resolve("sources"))));
    String expected = "@scale(memref<?xf32>, f32) -> (): argument 0 (memref<?xf32>) must be a memref of rank 1, not null";
    for (Path facadeRoot : List.of(classes, javacOut)) {
      try (URLClassLoader loader = new URLClassLoader(new URL[] {facadeRoot.toUri().toURL(), classes.toUri().toURL()},
          getClass().getClassLoader())) {
        Method scale = loader.loadClass("com.example.Kernels").getMethod("scale", MemRefF32.class, float.class);
        for (MemRefF32 bad : new MemRefF32[] {null, MemRefF32.of(new float[4], 2, 2)}) {
          InvocationTargetException e = assertThrows(InvocationTargetException.class, () -> scale.invoke(null, bad, 1f));
          assertTrue(e.getCause() instanceof IllegalArgumentException, String.valueOf(e.getCause()));
          assertEquals(expected, e.getCause().getMessage());
        }
      }
    }
  }

  /** A module using the async runtime: calls run in a call of its program, so a failed task fails the call. */
  @Test
  void asyncModulesCallInACallScopeInSourceAndClass() throws Exception {
    CompiledClasses out = compile(ASYNC, "com.example.Tasks");
    assertTrue(out.facade().javaSource().contains("$call = PROGRAM.enterCall();"), out.facade().javaSource());
    Path classes = dir.resolve("classes");
    out.writeClasses(classes);
    Path javacOut = dir.resolve("javac");
    Path javaFile = out.facade().writeSource(dir.resolve("sources"));
    assertEquals("", javac(javacOut, classes, javaFile));
    for (Path facadeRoot : List.of(classes, javacOut)) {
      try (URLClassLoader loader = new URLClassLoader(new URL[] {facadeRoot.toUri().toURL(), classes.toUri().toURL()},
          getClass().getClassLoader())) {
        Method load = loader.loadClass("com.example.Tasks").getMethod("load_async", MemRefI64.class, long.class);
        MemRefI64 m = MemRefI64.of(new long[] {7, 8, 9}, 3);
        assertEquals(9L, load.invoke(null, m, 2L), facadeRoot.toString());
        InvocationTargetException e = assertThrows(InvocationTargetException.class, () -> load.invoke(null, m, 3L));
        assertTrue(e.getCause() instanceof MlirRuntimeException, String.valueOf(e.getCause()));
        assertTrue(e.getCause().getMessage().contains("out-of-bounds"), e.getCause().getMessage());
      }
    }
  }

  /** javac's messages ("" when it succeeded) for {@code source} against {@code classes} and the test's class path. */
  private static String javac(Path out, Path classes, Path source) {
    ByteArrayOutputStream messages = new ByteArrayOutputStream();
    int rc = ToolProvider.getSystemJavaCompiler().run(null, messages, messages, "-Xlint:all", "-Werror", "-parameters",
        "-d", out.toString(), "-cp", classes + java.io.File.pathSeparator + System.getProperty("java.class.path"),
        source.toString());
    String text = messages.toString(StandardCharsets.UTF_8);
    return rc == 0 ? text : "exit " + rc + ": " + text;
  }

  @Test
  void jarHoldsTheFacadeSourceAndClassAndNoEntryIsNeeded() throws Exception {
    Path file = dir.resolve("kernels.mlir");
    Files.writeString(file, KERNELS);
    Path jar = dir.resolve("kernels.jar");
    JavaFacade facade = Loomlir.compileToJar(file, jar, null, "com.example.Kernels", CompilationOptions.defaults());
    try (JarFile j = new JarFile(jar.toFile())) {
      assertArrayEquals(facade.classFile(), j.getInputStream(j.getJarEntry("com/example/Kernels.class")).readAllBytes());
      assertEquals(facade.javaSource(), new String(j.getInputStream(j.getJarEntry("com/example/Kernels.java"))
          .readAllBytes(), StandardCharsets.UTF_8));
      assertTrue(j.getJarEntry("loomlir/gen/com/example/Kernels.class") != null);
    }
    try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, getClass().getClassLoader())) {
      assertEquals(9L, loader.loadClass("com.example.Kernels").getMethod("add", long.class, long.class)
          .invoke(null, 4L, 5L));
    }
  }

  @Test
  void invalidFacadeNamesAreCompileErrors() {
    for (String name : List.of("com.1x.Kernels", "com.example.class", "com..Kernels", "Kernels.", "")) {
      CompileException e = assertThrows(CompileException.class, () -> compile(KERNELS, name), name);
      assertEquals(dir.resolve("kernels.mlir") + ": error: '" + name + "' is not a valid Java class name for the facade"
          + " (expected a binary name such as com.example.Kernels)\n", e.diagnostics());
    }
  }

  @Test
  void aSignatureWithoutJavaTypeIsAnErrorAtTheFunction() {
    String source = """
        func.func @ok(%a: i32) -> i32 {
          return %a : i32
        }
        func.func @start() -> !async.token {
          %t = async.execute {
            async.yield
          }
          return %t : !async.token
        }
        """;
    CompileException e = assertThrows(CompileException.class, () -> compile(source, "k.Facade"));
    assertTrue(e.diagnostics().startsWith(dir.resolve("kernels.mlir") + ":4:1: error: function '@start' cannot be part"
        + " of a Java facade: its result has type '!async.token', which has no Java type"), e.diagnostics());
    assertTrue(e.diagnostics().contains("func.func @start() -> !async.token {\n^"), e.diagnostics());
  }

  @Test
  void aMethodJavaSourceCannotNameIsAnError() {
    String source = """
        func.func @"while"() {
          return
        }
        """;
    CompileException e = assertThrows(CompileException.class, () -> compile(source, "k.Facade"));
    assertTrue(e.diagnostics().startsWith(dir.resolve("kernels.mlir") + ":1:1: error: function '@while' cannot be part"
        + " of a Java facade: its compiled method 'while' cannot be named in Java source; rename it"), e.diagnostics());
  }

  @Test
  void twoFunctionsWithOneJavaNameAreAnError() {
    String source = """
        func.func @"a.b"() {
          return
        }
        func.func @a_b() {
          return
        }
        """;
    CompileException e = assertThrows(CompileException.class, () -> compile(source, "k.Facade"));
    assertTrue(e.diagnostics().startsWith(dir.resolve("kernels.mlir") + ":4:1: error: functions '@a.b' and '@a_b'"
        + " would both be the method 'a_b' of the Java facade k.Facade"), e.diagnostics());
  }

  @Test
  void parseErrorsAreReportedAsWithoutAFacade() {
    CompileException e = assertThrows(CompileException.class, () -> compile("func.func @f( {", "k.Facade"));
    assertTrue(e.diagnostics().startsWith(dir.resolve("kernels.mlir") + ":1:"), e.diagnostics());
  }

  @Test
  void argumentNamesAreReadFromTheSignature() {
    assertEquals(List.of("a", "x", "f"), SourceFunction.argumentNames(
        "func.func @k(%a: memref<4x?xf32, strided<[?, 1], offset: ?>>, %x: (i32) -> i32,\n    %f: f32 {llvm.noalias}) {"));
    assertEquals(List.of(), SourceFunction.argumentNames("func.func private @decl(i32, f32)"));
  }

  private static URLClassLoader loader(Path classes) throws IOException {
    return new URLClassLoader(new URL[] {classes.toUri().toURL()}, JavaFacadeTest.class.getClassLoader());
  }

  /** The public static methods as {@code Result name(Type param, ...)}, simple type names. */
  private static List<String> publicStatics(Class<?> c) {
    return Arrays.stream(c.getDeclaredMethods())
        .filter(m -> Modifier.isPublic(m.getModifiers()) && Modifier.isStatic(m.getModifiers()))
        .map(JavaFacadeTest::describe).toList();
  }

  private static String describe(Method m) {
    StringBuilder s = new StringBuilder(m.getReturnType().getSimpleName()).append(' ').append(m.getName()).append('(');
    Parameter[] ps = m.getParameters();
    for (int i = 0; i < ps.length; i++) {
      s.append(i == 0 ? "" : ", ").append(ps[i].getType().getSimpleName()).append(' ').append(ps[i].getName());
    }
    return s.append(')').toString();
  }
}
