package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
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

  private static final String AFFINE_LOOP = """
      func.func @f(%m: memref<10xf32>) {
        %x = arith.constant 1.0 : f32
        affine.for %i = 0 to 10 {
          affine.store %x, %m[%i] : memref<10xf32>
        }
        return
      }
      """;

  private static Operation parse(String text) {
    return IrFixtures.parse("t.mlir", text);
  }

  @Test
  void loopsAreVersionedByDefault() {
    assertEquals(List.of("convert-linalg-to-loops", "scf-parallel-for-to-nested-fors",
        "loomlir-lift-cf-loops", "loomlir-int-loop-versioning", "convert-scf-to-cf"),
        DefaultLowering.passesFor(parse(LOOP)));
  }

  /** Vector values, even only in arith ops, get the vector passes: first the mask lowering, last the lanes. */
  @Test
  void vectorValuesGetTheVectorPasses() {
    String arithOnVectors = """
        func.func @f(%a: vector<4xf32>) -> vector<4xf32> {
          %s = arith.addf %a, %a : vector<4xf32>
          return %s : vector<4xf32>
        }
        """;
    assertEquals(List.of("lower-vector-mask", "convert-linalg-to-loops", "scf-parallel-for-to-nested-fors",
        "loomlir-lift-cf-loops", "loomlir-int-loop-versioning", "convert-scf-to-cf", "loomlir-scalarize-vectors"),
        DefaultLowering.passesFor(parse(arithOnVectors)));
  }

  @Test
  void affineOpsAreLoweredFirst() {
    assertEquals(List.of("lower-affine", "convert-linalg-to-loops", "scf-parallel-for-to-nested-fors",
        "loomlir-lift-cf-loops", "loomlir-int-loop-versioning", "convert-scf-to-cf"),
        DefaultLowering.passesFor(parse(AFFINE_LOOP)));
  }

  @Test
  void affineOpsAreLoweredBeforeAsyncParallelFor() {
    Operation module = parse(AFFINE_LOOP);
    assertEquals(List.of("affine-parallelize", "lower-affine", "async-parallel-for=num-workers=2", "canonicalize"),
        DefaultLowering.withAffineLowering(List.of("affine-parallelize", "async-parallel-for=num-workers=2", "canonicalize"),
            module));
    // Lowered by the user already, or no async-parallel-for: the flags stay as they are.
    List<String> lowered = List.of("lower-affine", "async-parallel-for");
    assertEquals(lowered, DefaultLowering.withAffineLowering(lowered, module));
    assertEquals(List.of("affine-parallelize"), DefaultLowering.withAffineLowering(List.of("affine-parallelize"), module));
    // Without affine ops nothing is inserted.
    assertEquals(List.of("async-parallel-for"), DefaultLowering.withAffineLowering(List.of("async-parallel-for"), parse(LOOP)));
  }
}
