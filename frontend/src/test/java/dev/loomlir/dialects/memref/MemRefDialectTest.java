package dev.loomlir.dialects.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.dialects.arith.LitFiles;
import org.junit.jupiter.api.Test;

/** The memref dialect against upstream's text: expected strings come from mlir-opt-22. */
class MemRefDialectTest {
  @Test void everyOpHasCompilingSyntax() {
    LitFiles.assertAllSyntaxCompiles(new MemRefDialect());
  }

  @Test void globalsPrintTheirInitialValueWithoutType() {
    String text = """
        memref.global "private" constant @g : memref<2xf32> = dense<[1.0, 2.0]>
        memref.global @u : memref<3xf16> = uninitialized
        memref.global "private" @e : memref<4xi32>
        memref.global @al : memref<2xf32> = dense<0.0> {alignment = 64}
        """;
    String expected = """
        module {
          memref.global "private" constant @g : memref<2xf32> = dense<[1.000000e+00, 2.000000e+00]>
          memref.global @u : memref<3xf16> = uninitialized
          memref.global "private" @e : memref<4xi32>
          memref.global @al : memref<2xf32> = dense<0.000000e+00> {alignment = 64 : i64}
        }
        """;
    assertEquals(expected, LitFiles.roundTrip("globals.mlir", text));
  }

  @Test void genericFormOfViews() {
    String text = """
        func.func @f(%c: f32, %m: memref<4x4xf32>, %i: index, %j: index, %u: memref<*xf32>) {
          %s = memref.subview %m[%i, 1] [2, %j] [1, 1] : memref<4x4xf32> to memref<2x?xf32, strided<[4, 1], offset: ?>>
          %rc = memref.reinterpret_cast %u to offset: [0], sizes: [%i, 10], strides: [1, %j] : memref<*xf32> to memref<?x10xf32, strided<[1, ?]>>
          %cs = memref.collapse_shape %m [[0, 1]] : memref<4x4xf32> into memref<16xf32>
          %es = memref.expand_shape %cs [[0, 1]] output_shape [4, 4] : memref<16xf32> into memref<4x4xf32>
          %x = memref.atomic_rmw addf %c, %m[%i, %j] : (f32, memref<4x4xf32>) -> f32
          return
        }
        """;
    // mlir-opt-22 --mlir-print-op-generic
    String expected = """
        "builtin.module"() ({
          "func.func"() <{function_type = (f32, memref<4x4xf32>, index, index, memref<*xf32>) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: f32, %arg1: memref<4x4xf32>, %arg2: index, %arg3: index, %arg4: memref<*xf32>):
            %0 = "memref.subview"(%arg1, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 1>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32>, index, index) -> memref<2x?xf32, strided<[4, 1], offset: ?>>
            %1 = "memref.reinterpret_cast"(%arg4, %arg2, %arg3) <{operandSegmentSizes = array<i32: 1, 0, 1, 1>, static_offsets = array<i64: 0>, static_sizes = array<i64: -9223372036854775808, 10>, static_strides = array<i64: 1, -9223372036854775808>}> : (memref<*xf32>, index, index) -> memref<?x10xf32, strided<[1, ?]>>
            %2 = "memref.collapse_shape"(%arg1) <{reassociation = [[0, 1]]}> : (memref<4x4xf32>) -> memref<16xf32>
            %3 = "memref.expand_shape"(%2) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, 4>}> : (memref<16xf32>) -> memref<4x4xf32>
            %4 = "memref.atomic_rmw"(%arg0, %arg1, %arg2, %arg3) <{kind = 0 : i64}> : (f32, memref<4x4xf32>, index, index) -> f32
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """;
    assertEquals(expected.strip(), LitFiles.printGeneric(text).strip());
  }

  @Test void subviewResultTypeIsInferredFromTheSourceLayout() {
    var source = new dev.loomlir.ir.MemRefType(java.util.List.of(8L, 8L), dev.loomlir.ir.FloatType.F32);
    var inferred = SubViewTypes.infer(source, new long[] {1, 1}, new long[] {4, 4}, new long[] {2, 2});
    // mlir-opt-22 accepts exactly this type for `memref.subview %m[1, 1] [4, 4] [2, 2]` of memref<8x8xf32>.
    assertEquals("memref<4x4xf32, strided<[16, 2], offset: 9>>", inferred.toString());
  }
}
