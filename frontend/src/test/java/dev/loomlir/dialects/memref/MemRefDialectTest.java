package dev.loomlir.dialects.memref;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.TypeAttr;
import org.junit.jupiter.api.Test;

/** The memref dialect against upstream's text: expected strings come from mlir-opt-22. */
class MemRefDialectTest {
  @Test void everyOpHasCompilingSyntax() {
    IrFixtures.assertAllSyntaxCompiles(new MemRefDialect());
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
    assertEquals(expected, IrFixtures.roundTrip("globals.mlir", text));
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
    assertEquals(expected, IrFixtures.printGeneric(text));
  }

  @Test void genericFormOfTransposeReallocPrefetchAndMemorySpaceCast() {
    String text = """
        func.func @f(%m: memref<4x5xf32>, %d: memref<?xi8, 1>, %n: index, %u: memref<*xf32>) {
          %t = memref.transpose %m (i, j) -> (j, i) : memref<4x5xf32> to memref<5x4xf32, strided<[1, 5]>>
          %r = memref.realloc %d(%n) {alignment = 8} : memref<?xi8, 1> to memref<?xi8, 1>
          memref.prefetch %m[%n, %n], write, locality<1>, instr : memref<4x5xf32>
          %c = memref.memory_space_cast %u : memref<*xf32> to memref<*xf32, 2>
          return
        }
        """;
    // mlir-opt-22 --mlir-print-op-generic
    String expected = """
        #map = affine_map<(d0, d1) -> (d1, d0)>
        "builtin.module"() ({
          "func.func"() <{function_type = (memref<4x5xf32>, memref<?xi8, 1>, index, memref<*xf32>) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: memref<4x5xf32>, %arg1: memref<?xi8, 1>, %arg2: index, %arg3: memref<*xf32>):
            %0 = "memref.transpose"(%arg0) <{permutation = #map}> : (memref<4x5xf32>) -> memref<5x4xf32, strided<[1, 5]>>
            %1 = "memref.realloc"(%arg1, %arg2) <{alignment = 8 : i64}> : (memref<?xi8, 1>, index) -> memref<?xi8, 1>
            "memref.prefetch"(%arg0, %arg2, %arg2) <{isDataCache = false, isWrite = true, localityHint = 1 : i32}> : (memref<4x5xf32>, index, index) -> ()
            %2 = "memref.memory_space_cast"(%arg3) : (memref<*xf32>) -> memref<*xf32, 2>
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """;
    assertEquals(expected, IrFixtures.printGeneric(text));
  }

  /** Upstream prints other attributes before the colon, though its parser would not read them back. */
  @Test void prefetchPrintsDiscardableAttributes() {
    String text = """
        func.func @f(%m: memref<8xf32>, %i: index) {
          "memref.prefetch"(%m, %i) <{isDataCache = true, isWrite = false, localityHint = 2 : i32}> {note = "kept"} : (memref<8xf32>, index) -> ()
          return
        }
        """;
    // mlir-opt-22
    String expected = """
        module {
          func.func @f(%arg0: memref<8xf32>, %arg1: index) {
            memref.prefetch %arg0[%arg1], read, locality<2>, data {note = "kept"} : memref<8xf32>
            return
          }
        }
        """;
    assertEquals(expected, IrFixtures.roundTrip("prefetch.mlir", text));
  }

  /** Canonical forms as mlir-opt-22 prints them in memref.transpose's verifier message. */
  @Test void canonicalStridedLayouts() {
    assertEquals("memref<4x5xf32>", canonical("memref<4x5xf32, strided<[5, 1]>>"));
    assertEquals("memref<5x4xf32, affine_map<(d0, d1) -> (d0 + d1 * 5)>>", canonical("memref<5x4xf32, strided<[1, 5]>>"));
    assertEquals("memref<5x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 2 + d1 * 10 + s0)>>",
        canonical("memref<5x4xf32, strided<[2, 10], offset: ?>>"));
    assertEquals("memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>", canonical("memref<?x?xf32, strided<[?, 1]>>"));
    assertEquals("memref<?x?xf32, affine_map<(d0, d1)[s0, s1] -> (d0 + s0 + d1 * s1)>>",
        canonical("memref<?x?xf32, strided<[1, ?], offset: ?>>"));
    assertEquals("memref<?x?xf32, affine_map<(d0, d1)[s0, s1, s2] -> (d0 * s1 + s0 + d1 * s2)>>",
        canonical("memref<?x?xf32, strided<[?, ?], offset: ?>>"));
    // A written semi-affine map is simplified: its terms sorted by dimension.
    assertEquals("memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d0 + d1 * s0)>>",
        canonical("memref<?x?xf32, affine_map<(d0, d1)[s0] -> (d1 * s0 + d0)>>"));
    assertEquals("memref<5x4xf32, affine_map<(d0, d1) -> (d0 - d1 * 5 + 20)>>", canonical("memref<5x4xf32, strided<[1, -5], offset: 20>>"));
    assertEquals("memref<3x0x5xf32>", canonical("memref<3x0x5xf32, strided<[?, 5, 1]>>"));
    assertEquals("memref<f32>", canonical("memref<f32, strided<[]>>"));
    assertEquals("memref<f32, strided<[], offset: 4>>", canonical("memref<f32, strided<[], offset: 4>>"));
  }

  private static String canonical(String type) {
    return MemRefLayouts.canonicalizeStridedLayout(memref(type)).toString();
  }

  private static MemRefType memref(String type) {
    Operation func = IrFixtures.parse("t.mlir", "func.func private @f(" + type + ")").region(0).entryBlock().first();
    FunctionType fn = (FunctionType) ((TypeAttr) func.attr("function_type")).type();
    return (MemRefType) fn.inputs().get(0);
  }

  /**
   * Strides and offsets of affine layouts as mlir-opt-22's memref.cast verifier sees them: read
   * from the simplified map, so cancelled terms do not count (see lit/memref/affine-layout-strides).
   */
  @Test void affineLayoutStridesComeFromTheSimplifiedMap() {
    long dynamic = dev.loomlir.ir.ShapedType.DYNAMIC;
    assertEquals(strided(0, 1), stridesAndOffset("memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0 - s0)>>"));
    assertEquals(strided(0, 1, 1), stridesAndOffset("memref<4x4xf32, affine_map<(d0, d1) -> (d0 * 2 + d1 - d0)>>"));
    assertEquals(strided(dynamic, 1), stridesAndOffset("memref<4xf32, affine_map<(d0)[s0, s1] -> (d0 + s0 * s1)>>"));
    assertEquals(strided(dynamic, dynamic), stridesAndOffset("memref<4xf32, affine_map<(d0)[s0] -> ((d0 + 1) * s0)>>"));
    assertEquals(strided(0, 3, dynamic),
        stridesAndOffset("memref<4x4xf32, affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 * s1 - d0 * s0 + d0 * 3)>>"));
    assertEquals(null, stridesAndOffset("memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0 mod 2)>>"));
  }

  private static MemRefLayouts.Strided stridesAndOffset(String type) {
    return MemRefLayouts.stridesAndOffset(memref(type));
  }

  private static MemRefLayouts.Strided strided(long offset, long... strides) {
    return new MemRefLayouts.Strided(java.util.Arrays.stream(strides).boxed().toList(), offset);
  }

  @Test void subviewResultTypeIsInferredFromTheSourceLayout() {
    var source = new dev.loomlir.ir.MemRefType(java.util.List.of(8L, 8L), dev.loomlir.ir.FloatType.F32);
    var inferred = SubViewTypes.infer(source, new long[] {1, 1}, new long[] {4, 4}, new long[] {2, 2});
    // mlir-opt-22 accepts exactly this type for `memref.subview %m[1, 1] [4, 4] [2, 2]` of memref<8x8xf32>.
    assertEquals("memref<4x4xf32, strided<[16, 2], offset: 9>>", inferred.toString());
  }
}
