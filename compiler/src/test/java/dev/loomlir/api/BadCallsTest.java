package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loomlir.runtime.memref.MemRefF32;
import dev.loomlir.runtime.memref.MemRefI32;
import java.lang.invoke.MethodHandle;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * A call the generated code cannot take is an IllegalArgumentException naming the MLIR function
 * and its signature, never a ClassCastException or NullPointerException from generated code.
 */
class BadCallsTest {
  private static final String SOURCE = """
      func.func @sum(%m: memref<?xf32>, %n: index) -> f32 {
        %c0 = arith.constant 0 : index
        %x = memref.load %m[%c0] : memref<?xf32>
        return %x : f32
      }
      func.func @scale(%x: i32, %f: f64) -> f64 {
        %y = arith.sitofp %x : i32 to f64
        %z = arith.mulf %y, %f : f64
        return %z : f64
      }
      """;
  private static final String SUM = "@sum(memref<?xf32>, index) -> f32";

  private static CompiledProgram program;

  @BeforeAll
  static void compile() throws Exception { program = Loomlir.compile(SOURCE, "calls.mlir"); }

  @AfterAll
  static void close() { program.close(); }

  private static String message(Runnable call) {
    return assertThrows(IllegalArgumentException.class, call::run).getMessage();
  }

  @Test
  void wrongArgumentCount() {
    assertEquals(SUM + " takes 2 argument(s), got 1", message(() -> program.call("sum", MemRefF32.of(new float[1], 1))));
    assertEquals("@scale(i32, f64) -> f64 takes 2 argument(s), got 3", message(() -> program.call("scale", 1, 2.0, 3)));
  }

  @Test
  void wrongArgumentTypes() {
    assertEquals("@scale(i32, f64) -> f64: argument 0 is i32, cannot pass String x",
        message(() -> program.call("scale", "x", 2.0)));
    assertEquals(SUM + ": argument 0 is memref<?xf32>, cannot pass MemRefI32 " + MemRefI32.of(new int[1], 1),
        message(() -> program.call("sum", MemRefI32.of(new int[1], 1), 1L)));
  }

  @Test
  void nulls() throws Throwable {
    assertEquals(SUM + ": argument 0 is memref<?xf32>, cannot pass null", message(() -> program.call("sum", null, 1L)));
    assertEquals("@scale(i32, f64) -> f64: argument 1 is f64, cannot pass null", message(() -> program.call("scale", 1, null)));
    MethodHandle sum = program.function("sum");
    assertEquals(SUM + ": argument 0 (memref<?xf32>) is null",
        assertThrows(IllegalArgumentException.class, () -> {
          float unused = (float) sum.invokeExact((MemRefF32) null, 1L);
        }).getMessage());
  }

  @Test
  void memrefOfTheWrongRank() throws Throwable {
    MemRefF32 matrix = MemRefF32.of(new float[4], 2, 2);
    assertEquals(SUM + ": argument 0 (memref<?xf32>) must have rank 1, got a memref of rank 2",
        message(() -> program.call("sum", matrix, 1L)));
    MethodHandle sum = program.function("sum");
    assertEquals(SUM + ": argument 0 (memref<?xf32>) must have rank 1, got a memref of rank 2",
        assertThrows(IllegalArgumentException.class, () -> {
          float unused = (float) sum.invokeExact(matrix, 1L);
        }).getMessage());
    assertEquals(2.5f, (float) sum.invokeExact(MemRefF32.of(new float[] {2.5f}, 1), 1L));
  }

  @Test
  void unknownFunction() {
    assertEquals("no public function @nope in calls.mlir; its public functions: " + SUM
        + ", @scale(i32, f64) -> f64", message(() -> program.call("nope")));
    assertEquals("no public function @nope in calls.mlir; its public functions: " + SUM
        + ", @scale(i32, f64) -> f64", message(() -> program.function("nope")));
  }
}
