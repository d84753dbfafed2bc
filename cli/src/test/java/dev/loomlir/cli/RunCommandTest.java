package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.cli.MainTest.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.jar.JarFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code loomlir run}: entry points and their printed results (formats from mlir-runner-22),
 * mlir-runner's flags, exit codes, compile and run-time errors.
 */
class RunCommandTest {
  private static final String RESULTS = """
      func.func @int32() -> i32 {
        %c = arith.constant -42 : i32
        return %c : i32
      }
      func.func @int64() -> i64 {
        %c = arith.constant 12345678901 : i64
        return %c : i64
      }
      func.func @float32() -> f32 {
        %c = arith.constant 1.5 : f32
        return %c : f32
      }
      func.func @float64() -> f64 {
        %c = arith.constant 0.1 : f64
        return %c : f64
      }
      func.func @negzero() -> f32 {
        %c = arith.constant -0.0 : f32
        return %c : f32
      }
      func.func @main() {
        vector.print str "hi\\n"
        return
      }
      func.func @args(%x: i32) -> i32 {
        return %x : i32
      }
      func.func @pair() -> (i32, i32) {
        %c = arith.constant 1 : i32
        return %c, %c : i32, i32
      }
      func.func private @hidden() {
        return
      }
      """;

  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text);
    return p;
  }

  @Test
  void runsMainByDefaultFromStdin() {
    Result r = MainTest.run(RESULTS, "run");
    assertEquals(new Result(0, "hi\n", ""), r);
  }

  @Test
  void printsEntryPointResultsAsMlirRunner() throws IOException {
    String file = write("results.mlir", RESULTS).toString();
    // mlir-runner-22 prints "-42", "12345678901", "1.500000e+00", "-0.000000e+00" (llvm::outs() << value).
    assertEquals(new Result(0, "-42\n", ""), MainTest.run("", "run", file, "-e", "int32", "-entry-point-result=i32"));
    assertEquals(new Result(0, "12345678901\n", ""), MainTest.run("", "run", "--e", "int64", file));
    assertEquals(new Result(0, "1.500000e+00\n", ""),
        MainTest.run("", "run", file, "--e=float32", "--entry-point-result=f32"));
    assertEquals(new Result(0, "-0.000000e+00\n", ""), MainTest.run("", "run", file, "-e", "negzero"));
    assertEquals(new Result(0, "1.000000e-01\n", ""), MainTest.run("", "run", file, "-e", "float64"));
  }

  @Test
  void acceptsAndIgnoresMlirRunnersLlvmFlags() throws IOException {
    String file = write("flags.mlir", RESULTS).toString();
    Result r = MainTest.run("", "run", file, "-e", "main", "-entry-point-result=void", "-O3",
        "-shared-libs=/usr/lib/llvm-22/lib/libmlir_runner_utils.so", "-shared-libs=/x/libmlir_c_runner_utils.so",
        "--O0", "-march=x86-64", "-O3");
    assertEquals(new Result(0, "hi\n", ""), r);
  }

  @Test
  void dumpObjectFileWritesTheCompiledJarWhereMlirRunnerWritesItsObject() throws IOException {
    Path file = write("dump.mlir", RESULTS);
    Result r = MainTest.run("", "run", file.toString(), "-e", "main", "-entry-point-result=void", "-dump-object-file");
    assertEquals(new Result(0, "hi\n", ""), r);
    Path defaultObject = Path.of(file + ".o");
    try (JarFile jar = new JarFile(defaultObject.toFile())) {
      assertEquals("dev.loomlir.launch.JarMain", jar.getManifest().getMainAttributes().getValue("Main-Class"));
    }
    Path named = file.resolveSibling("named.o");
    Result r2 = MainTest.run("", "run", file.toString(), "-e", "main", "-entry-point-result=void", "-dump-object-file",
        "-object-filename=" + named);
    assertEquals(new Result(0, "hi\n", ""), r2);
    assertTrue(Files.size(named) > 0);
    Path notAsked = file.resolveSibling("not-asked.o");
    MainTest.run("", "run", file.toString(), "-e", "main", "-entry-point-result=void", "-object-filename=" + notAsked);
    assertFalse(Files.exists(notAsked), "-object-filename alone writes nothing, as in mlir-runner");
  }

  @Test
  void entryPointProblemsUseMlirRunnersWords() throws IOException {
    String file = write("entry.mlir", RESULTS).toString();
    Result missing = MainTest.run("", "run", file, "-e", "nope");
    assertEquals(1, missing.code());
    assertEquals(file + ": error: entry point '@nope' not found\n", missing.err());
    Result privateEntry = MainTest.run("", "run", file, "-e", "hidden");
    assertEquals(file + ": error: entry point '@hidden' not found\n", privateEntry.err());
    Result wrongResult = MainTest.run("", "run", file, "-e", "int32", "-entry-point-result=void");
    assertEquals(1, wrongResult.code());
    assertTrue(wrongResult.err().startsWith(file + ": error: expected void function"), wrongResult.err());
    Result wrongInt = MainTest.run("", "run", file, "-e", "main", "-entry-point-result=i32");
    assertTrue(wrongInt.err().contains("error: only single i32 function result supported"), wrongInt.err());
    Result args = MainTest.run("", "run", file, "-e", "args");
    assertEquals(1, args.code());
    assertTrue(args.err().contains("takes arguments"), args.err());
    Result pair = MainTest.run("", "run", file, "-e", "pair");
    assertEquals(1, pair.code());
    Result badKind = MainTest.run("", "run", file, "-entry-point-result=i8");
    assertEquals(1, badKind.code());
    assertTrue(badKind.err().contains("unsupported -entry-point-result 'i8'"), badKind.err());
  }

  @Test
  void runtimeErrorsNameTheFailingOpAfterTheOutputSoFar() throws IOException {
    Path file = write("fails.mlir", """
        func.func @main() {
          vector.print str "before\\n"
          %a = arith.constant 7 : i32
          %z = arith.constant 0 : i32
          %q = arith.divsi %a, %z : i32
          vector.print %q : i32
          return
        }
        """);
    Result r = MainTest.run("", "run", file.toString());
    assertEquals(new Result(1, "before\n", file + ":5:8: error: integer division by zero\n"), r);
  }

  @Test
  void failingAssertReportsItsMessage() {
    Result r = MainTest.run("""
        func.func @main() {
          %f = arith.constant false
          cf.assert %f, "x must be positive"
          return
        }
        """, "run", "-");
    assertEquals(new Result(1, "", "<stdin>:3:3: error: x must be positive\n"), r);
  }

  @Test
  void unboundedRecursionIsAClearError() {
    Result r = MainTest.run("""
        func.func @down(%n: i64) -> i64 {
          %r = func.call @down(%n) : (i64) -> i64
          return %r : i64
        }
        func.func @main() {
          %c = arith.constant 1 : i64
          %r = func.call @down(%c) : (i64) -> i64
          return
        }
        """, "run");
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith("<stdin>:2: error: stack overflow"), r.err());
    assertFalse(r.err().contains("\tat "), r.err());
  }

  @Test
  void compileErrorsAreDiagnostics() {
    Result parse = MainTest.run("func.func @main() {\n  %x = arith.bogus\n  return\n}\n", "run");
    assertEquals(1, parse.code());
    assertTrue(parse.err().startsWith("<stdin>:2:8: error: "), parse.err());
    Result unbound = MainTest.run("""
        func.func private @mystery(i32)
        func.func @main() {
          %c = arith.constant 1 : i32
          func.call @mystery(%c) : (i32) -> ()
          return
        }
        """, "run");
    assertEquals(1, unbound.code());
    assertTrue(unbound.err().startsWith("<stdin>:"), unbound.err());
    assertTrue(unbound.err().contains("mystery"), unbound.err());
    Result noFile = MainTest.run("", "run", dir.resolve("absent.mlir").toString());
    assertEquals(1, noFile.code());
    assertTrue(noFile.err().startsWith("cannot open input file"), noFile.err());
  }

  @Test
  void passFlagsAndPipelinesRunBeforeTheDefaultLowering() {
    String program = """
        func.func @main() -> i32 {
          %c0 = arith.constant 0 : index
          %c4 = arith.constant 4 : index
          %c1 = arith.constant 1 : index
          %init = arith.constant 0 : i32
          %s = scf.for %i = %c0 to %c4 step %c1 iter_args(%acc = %init) -> (i32) {
            %v = arith.index_cast %i : index to i32
            %n = arith.addi %acc, %v : i32
            scf.yield %n : i32
          }
          return %s : i32
        }
        """;
    assertEquals(new Result(0, "6\n", ""), MainTest.run(program, "run"));
    assertEquals(new Result(0, "6\n", ""), MainTest.run(program, "run", "--canonicalize", "-cse"));
    assertEquals(new Result(0, "6\n", ""),
        MainTest.run(program, "run", "--pass-pipeline=builtin.module(convert-scf-to-cf, canonicalize)"));
    Result both = MainTest.run(program, "run", "--cse", "--pass-pipeline=builtin.module(cse)");
    assertEquals(1, both.code());
    assertTrue(both.err().contains("can't be used with individual pass options"), both.err());
  }

  @Test
  void linalgIsLoweredByDefault() {
    Result r = MainTest.run("""
        func.func private @printMemrefF32(memref<*xf32>)
        func.func @main() {
          %a = memref.alloc() : memref<2x3xf32>
          %b = memref.alloc() : memref<3x2xf32>
          %c = memref.alloc() : memref<2x2xf32>
          %one = arith.constant 1.5 : f32
          %two = arith.constant 2.0 : f32
          %zero = arith.constant 0.0 : f32
          linalg.fill ins(%one : f32) outs(%a : memref<2x3xf32>)
          linalg.fill ins(%two : f32) outs(%b : memref<3x2xf32>)
          linalg.fill ins(%zero : f32) outs(%c : memref<2x2xf32>)
          linalg.matmul ins(%a, %b : memref<2x3xf32>, memref<3x2xf32>) outs(%c : memref<2x2xf32>)
          %u = memref.cast %c : memref<2x2xf32> to memref<*xf32>
          call @printMemrefF32(%u) : (memref<*xf32>) -> ()
          return
        }
        """, "run");
    // mlir-runner-22 prints the same, with a real address after base@.
    assertEquals(0, r.code(), r.err());
    assertEquals("rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data = \n[[9,   9], \n [9,   9]]\n",
        r.out().substring(r.out().indexOf(" rank = ") + 1));
  }

  @Test
  void helpListsTheOptions() {
    Result help = MainTest.run("", "run", "--help");
    assertEquals(0, help.code());
    assertTrue(help.out().contains("--entry-point-result") && help.out().contains("--canonicalize"), help.out());
    assertFalse(help.out().contains("--shared-libs"), help.out());
  }
}
