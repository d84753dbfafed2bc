package dev.loomlir.dialects.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** The linalg subset against upstream's text: expected strings come from mlir-opt-22. */
class LinalgDialectTest {
  @Test void everyOpHasCompilingSyntax() {
    IrFixtures.assertAllSyntaxCompiles(new LinalgDialect());
  }

  @Test void namedOpsGetTheirBodyWhenParsed() {
    String text = """
        func.func @g(%a: memref<4x8xi8>, %b: memref<8x16xi8>, %c: memref<4x16xi32>, %f: f32, %x: memref<4x8xf32>) {
          linalg.fill ins(%f : f32) outs(%x : memref<4x8xf32>)
          linalg.matmul ins(%a, %b : memref<4x8xi8>, memref<8x16xi8>) outs(%c : memref<4x16xi32>)
          linalg.copy ins(%x : memref<4x8xf32>) outs(%x : memref<4x8xf32>)
          return
        }
        """;
    // mlir-opt-22 --mlir-print-op-generic
    String expected = """
        #map = affine_map<(d0, d1, d2) -> (d0, d2)>
        #map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
        #map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
        "builtin.module"() ({
          "func.func"() <{function_type = (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>, f32, memref<4x8xf32>) -> (), sym_name = "g"}> ({
          ^bb0(%arg0: memref<4x8xi8>, %arg1: memref<8x16xi8>, %arg2: memref<4x16xi32>, %arg3: f32, %arg4: memref<4x8xf32>):
            "linalg.fill"(%arg3, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
            ^bb0(%arg10: f32, %arg11: f32):
              "linalg.yield"(%arg10) : (f32) -> ()
            }) : (f32, memref<4x8xf32>) -> ()
            "linalg.matmul"(%arg0, %arg1, %arg2) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
            ^bb0(%arg7: i8, %arg8: i8, %arg9: i32):
              %0 = "arith.extsi"(%arg7) : (i8) -> i32
              %1 = "arith.extsi"(%arg8) : (i8) -> i32
              %2 = "arith.muli"(%0, %1) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
              %3 = "arith.addi"(%arg9, %2) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
              "linalg.yield"(%3) : (i32) -> ()
            }) : (memref<4x8xi8>, memref<8x16xi8>, memref<4x16xi32>) -> ()
            "linalg.copy"(%arg4, %arg4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
            ^bb0(%arg5: f32, %arg6: f32):
              "linalg.yield"(%arg5) : (f32) -> ()
            }) : (memref<4x8xf32>, memref<4x8xf32>) -> ()
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """;
    assertEquals(expected, IrFixtures.printGeneric(text));
  }

  @Test void shortFormsBuildTheirPayload() {
    String text = """
        func.func @g(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %r: memref<4xf32>) {
          linalg.map { arith.addf } ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%b : memref<4x8xf32>)
          linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
          return
        }
        """;
    // mlir-opt-22 --mlir-print-op-generic
    String expected = """
        "builtin.module"() ({
          "func.func"() <{function_type = (memref<4x8xf32>, memref<4x8xf32>, memref<4xf32>) -> (), sym_name = "g"}> ({
          ^bb0(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4xf32>):
            "linalg.map"(%arg0, %arg1, %arg1) ({
            ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
              %1 = "arith.addf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              "linalg.yield"(%1) : (f32) -> ()
            }) : (memref<4x8xf32>, memref<4x8xf32>, memref<4x8xf32>) -> ()
            "linalg.reduce"(%arg0, %arg2) <{dimensions = array<i64: 1>}> ({
            ^bb0(%arg3: f32, %arg4: f32):
              %0 = "arith.addf"(%arg4, %arg3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              "linalg.yield"(%0) : (f32) -> ()
            }) : (memref<4x8xf32>, memref<4xf32>) -> ()
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """;
    assertEquals(expected, IrFixtures.printGeneric(text));
  }

  @Test void reduceShortFormKeepsUpstreamsTrailingSpace() {
    String text = """
        func.func @g(%a: memref<4x8xf32>, %r: memref<4xf32>) {
          linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
          return
        }
        """;
    String printed = IrFixtures.roundTrip("r.mlir", text);
    assertEquals("    linalg.reduce { arith.addf } ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4xf32>) dimensions = [1] ",
        printed.lines().toList().get(2));
  }

  @Test void structuredOpInfoDescribesTheLoopNest() {
    String text = """
        func.func @g(%a: memref<4x8xf32>, %b: memref<8x16xf32>, %c: memref<4x16xf32>, %r: memref<4xf32>) {
          linalg.matmul ins(%a, %b : memref<4x8xf32>, memref<8x16xf32>) outs(%c : memref<4x16xf32>)
          linalg.reduce { arith.addf } ins(%a : memref<4x8xf32>) outs(%r : memref<4xf32>) dimensions = [1]
          return
        }
        """;
    var module = IrFixtures.parse("s.mlir", text);
    var body = module.region(0).entryBlock().first().region(0).entryBlock();
    var matmul = body.first();
    StructuredOpInfo info = StructuredOpInfo.of(matmul);
    assertEquals("[(d0, d1, d2) -> (d0, d2), (d0, d1, d2) -> (d2, d1), (d0, d1, d2) -> (d0, d1)]",
        info.indexingMaps(matmul).toString());
    assertEquals(java.util.List.of(LinalgEnumAttr.PARALLEL, LinalgEnumAttr.PARALLEL, LinalgEnumAttr.REDUCTION),
        info.iteratorTypes(matmul));
    var reduce = matmul.next();
    StructuredOpInfo r = StructuredOpInfo.of(reduce);
    // upstream's ReduceOp::getIndexingMaps: identity for inputs, the kept dimensions for inits.
    assertEquals("[(d0, d1) -> (d0, d1), (d0, d1) -> (d0)]", r.indexingMaps(reduce).toString());
    assertEquals(java.util.List.of(LinalgEnumAttr.PARALLEL, LinalgEnumAttr.REDUCTION), r.iteratorTypes(reduce));
    assertEquals(1, r.inputs(reduce).size());
    assertEquals(1, r.outputs(reduce).size());
  }
}
