package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Operation;
import dev.loomlir.syntax.parse.Parser;
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
    assertEquals(List.of("convert-linalg-to-loops", "scf-parallel-for-to-nested-fors", "loomlir-lift-cf-loops",
        "loomlir-int-loop-versioning", "convert-scf-to-cf"), DefaultLowering.passesFor(parse(LOOP)));
  }
}
