package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.cli.MainTest.Result;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code loomlir bench}: a quick run end to end, and its errors as diagnostics rather than JMH traces. */
class BenchCommandTest {
  private static final String PROGRAM = """
      func.func @triangle(%n: i64) -> i64 {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %zero = arith.constant 0 : i64
        %count = arith.index_cast %n : i64 to index
        %s = scf.for %i = %c0 to %count step %c1 iter_args(%acc = %zero) -> (i64) {
          %x = arith.index_cast %i : index to i64
          %next = arith.addi %acc, %x : i64
          scf.yield %next : i64
        }
        return %s : i64
      }
      """;

  @TempDir Path dir;

  @BeforeAll static void allowConcurrentJmh() { System.setProperty("jmh.ignoreLock", "true"); }

  private Path write(String text) throws IOException {
    Path p = dir.resolve("prog.mlir");
    Files.writeString(p, text);
    return p;
  }

  @Test void quickRunPrintsTheChecksumAndATable() throws IOException {
    Path file = write(PROGRAM);
    Path json = dir.resolve("out.json");
    Result r = MainTest.run("", "bench", file.toString(), "-f", "triangle", "--args", "1000", "--quick",
        "--json", json.toString(), "--canonicalize");
    assertEquals(0, r.code(), r.err());
    // 0 + 1 + ... + 999
    assertTrue(r.out().contains("loomlir bench: @triangle(1000) : (i64) -> i64 from " + file + "; checksum 499500;"),
        r.out());
    assertTrue(r.out().matches("(?s).*\\n@triangle\\(1000\\) +avgt +1 +[0-9.]+ +[nu]s/op\\n.*"), r.out());
    assertTrue(Files.readString(json).contains("MlirBenchmark.call"));
  }

  @Test void brokenFileIsTheCompilersDiagnostic() throws IOException {
    Path file = write("func.func @f() -> i32 {\n  return\n}\n");
    Result r = MainTest.run("", "bench", file.toString(), "-f", "f");
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith(file + ":2:3: error: "), r.err());
    assertFalse(r.err().contains("at org.openjdk") || r.err().contains("Exception"), r.err());
  }

  @Test void unknownFunctionAndBadArguments() throws IOException {
    Path file = write(PROGRAM);
    Result missing = MainTest.run("", "bench", file.toString(), "-f", "fib");
    assertEquals(1, missing.code());
    assertEquals("no public function @fib in " + file + "; its public functions: @triangle\n", missing.err());

    Result arity = MainTest.run("", "bench", file.toString(), "-f", "triangle");
    assertEquals(1, arity.code());
    assertEquals("@triangle takes 1 argument(s) (i64), --args gives 0\n", arity.err());

    Result spec = MainTest.run("", "bench", file.toString(), "-f", "triangle", "--args", "memref<4xi64>=iota");
    assertEquals(1, spec.code());
    assertTrue(spec.err().contains("'memref<4xi64>=iota' is a memref spec, the parameter is i64"), spec.err());
  }

  @Test void badJmhOptionIsReported() throws IOException {
    Path file = write(PROGRAM);
    Result r = MainTest.run("", "bench", file.toString(), "-f", "triangle", "--args", "3", "--", "-wi", "many");
    assertEquals(1, r.code());
    assertTrue(r.err().startsWith("loomlir bench: bad JMH option: "), r.err());
  }
}
