package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Operation;
import dev.loomlir.syntax.Parser;
import java.util.List;
import org.junit.jupiter.api.Test;

class DefaultLoweringTest {
  private static final String LOOP = """
      func.func @f(%m: memref<?xf32>, %n: index) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %x = arith.constant 1.0 : f32
        scf.for %j = %c0 to %n step %c1 {
          memref.store %x, %m[%j] : memref<?xf32>
        }
        return
      }
      """;

  private static Operation parse(String text) {
    return Parser.parseModule(Dialects.newContext(), new SourceBuffer("t.mlir", text));
  }

  @Test
  void loopsAreVersionedByDefault() {
    assertEquals(List.of("convert-linalg-to-loops", "scf-parallel-for-to-nested-fors", "loomlir-int-loop-versioning",
        "convert-scf-to-cf"), DefaultLowering.passesFor(parse(LOOP)));
  }

  @Test
  void loopsTheUserAlreadyVersionedAreNotVersionedAgain() {
    // What loomlir-int-loop-versioning leaves: an i32 loop whose induction variable is a marked cast.
    String versioned = LOOP.replace("scf.for %j = %c0 to %n step %c1 {", """
        %lo = arith.constant 0 : i32
        %hi = arith.constant 8 : i32
        %one = arith.constant 1 : i32
        scf.for %j32 = %lo to %hi step %one : i32 {
          %j = arith.index_cast %j32 {loomlir.non_negative} : i32 to index""");
    assertEquals(List.of("convert-linalg-to-loops", "scf-parallel-for-to-nested-fors", "convert-scf-to-cf"),
        DefaultLowering.passesFor(parse(versioned)));
  }
}
