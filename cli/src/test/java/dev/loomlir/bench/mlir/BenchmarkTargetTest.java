package dev.loomlir.bench.mlir;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Preparing a function for the harness: checksums of what it computes, and each way it can fail. */
class BenchmarkTargetTest {
  @TempDir Path dir;

  private BenchmarkSettings settings(String source, String function, String args) throws Exception {
    Path file = dir.resolve("kernels.mlir");
    Files.writeString(file, source);
    return BenchmarkSettings.fromParameters(file.toString(), function, args, "", "", "");
  }

  private Number checksum(String function, String args) throws Exception {
    try (BenchmarkTarget t = BenchmarkTarget.prepare(settings(BenchPrograms.KERNELS, function, args))) {
      return t.checksum();
    }
  }

  @Test void checksumIsTheResult() throws Exception {
    assertEquals(285L, checksum("sum_squares", "10"));   // 0 + 1 + 4 + ... + 81
    assertEquals(45L, checksum("total", "memref<10xi32>=iota"));   // 0 + 1 + ... + 9
    assertEquals(0L, checksum("total", "memref<0xi32>=ones"));
  }

  @Test void voidFunctionsAreCheckedThroughTheirMemrefArguments() throws Exception {
    // iota over 4x4 is 0..15 (sum 120); @scale doubles it in place.
    assertEquals(240.0, checksum("scale", "iota, 2.0"));
  }

  @Test void setupFunctionMakesTheArguments() throws Exception {
    assertEquals(15L, checksum("total", "@make_inputs"));   // 1 + 2 + 3 + 4 + 5
  }

  @Test void passesRunFirst() throws Exception {
    Path file = dir.resolve("p.mlir");
    Files.writeString(file, BenchPrograms.KERNELS);
    var s = new BenchmarkSettings(file, "@sum_squares", BenchArguments.parse("4"), "canonicalize, cse", "", 0);
    assertEquals("builtin.module(canonicalize, cse)", s.passPipeline());
    try (BenchmarkTarget t = BenchmarkTarget.prepare(s)) {
      assertEquals(14L, t.checksum());
      assertEquals("(i64) -> i64", t.signature());
    }
  }

  @Test void bothCoroutineModesComputeTheSameAsyncResult() throws Exception {
    Path file = dir.resolve("async.mlir");
    Files.writeString(file, BenchPrograms.ASYNC);
    for (String mode : new String[] {"state-machine", "virtual-threads"}) {
      var s = new BenchmarkSettings(file, "twice", BenchArguments.parse("21"), "", mode, 2);
      try (BenchmarkTarget t = BenchmarkTarget.prepare(s)) {
        assertEquals(42L, t.checksum(), mode);
      }
    }
  }

  @Test void unknownFunctionListsThePublicOnes() {
    assertFails("nope", "", "no public function @nope in ");
    assertFails("helper", "", "its public functions: @sum_squares, @scale, @total, @make_inputs, @divide");
  }

  @Test void wrongArityAndBadArgumentsAreReported() {
    assertFails("sum_squares", "1, 2", "@sum_squares takes 1 argument(s) (i64), --args gives 2 (1, 2)");
    assertFails("sum_squares", "", "@sum_squares takes 1 argument(s) (i64), --args gives 0");
    assertFails("scale", "memref<4x4xf64>=iota, 1", "memref<4x4xf64> does not fit the parameter type memref<4x4xf32>");
    assertFails("total", "@sum_squares", "setup function @sum_squares must take no arguments; its type is (i64) -> i64");
    assertFails("sum_squares", "@make_inputs", "setup function @make_inputs returns (memref<?xi32>), @sum_squares takes (i64)");
  }

  @Test void runTimeErrorsOfTheFirstCallAreDiagnostics() {
    String message = assertFails("divide", "1, 0", "kernels.mlir:");
    assertTrue(message.contains("error:"), message);
  }

  @Test void brokenFileGivesTheCompilersDiagnostic() throws IOException {
    Path file = dir.resolve("broken.mlir");
    Files.writeString(file, BenchPrograms.BROKEN);
    String message = assertThrows(BenchmarkSetupException.class, () -> BenchmarkTarget.prepare(
        BenchmarkSettings.fromParameters(file.toString(), "f", "1", "", "", ""))).getMessage();
    assertTrue(message.startsWith(file + ":2:3: error: "), message);
    assertTrue(message.contains("^"), message);
  }

  @Test void missingFileAndBadOptions() {
    assertTrue(assertThrows(BenchmarkSetupException.class, () -> BenchmarkTarget.prepare(
        BenchmarkSettings.fromParameters(dir.resolve("none.mlir").toString(), "f", "", "", "", "")))
        .getMessage().startsWith("cannot read "));
    assertTrue(assertThrows(BenchmarkSetupException.class,
        () -> BenchmarkSettings.fromParameters("a.mlir", "f", "", "", "", "0")).getMessage()
        .contains("bad --workers '0'"));
    assertTrue(assertThrows(BenchmarkSetupException.class, () -> BenchmarkTarget.prepare(
        settings(BenchPrograms.KERNELS, "sum_squares", "1").withCoroutines("fibers")))
        .getMessage().contains("bad --coroutines 'fibers': expected one of state-machine, virtual-threads"));
  }

  private String assertFails(String function, String args, String expected) {
    String message = assertThrows(BenchmarkSetupException.class,
        () -> BenchmarkTarget.prepare(settings(BenchPrograms.KERNELS, function, args))).getMessage();
    assertTrue(message.contains(expected), message);
    return message;
  }
}
