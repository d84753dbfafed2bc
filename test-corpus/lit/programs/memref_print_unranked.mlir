// Covers: memref.cast to unranked (memref<*xT>) and back to ranked, the runner utilities
// printMemrefI8/I16/I32/I64/F16/BF16/F32/F64/Ind on 0-d, 1-d, 2-d and 3-d memrefs, memref.rank and
// memref.dim on an unranked memref, memref.alloc/alloca/dealloc.
// (An empty memref is not printed: upstream's printMemref then reads and prints one element past
// the end of the buffer, e.g. "[-9.40063e+20]".)
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI16(memref<*xi16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefBF16(memref<*xbf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefInd(memref<*xindex>) attributes { llvm.emit_c_interface }

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index

  // Upstream surprise: printMemrefI8 prints each i8 as a raw byte (a C char), not as a number;
  // so only printable ASCII is used here ("Hi!~").
  %b = memref.alloc() : memref<4xi8>
  %b0 = arith.constant 72 : i8
  %b1 = arith.constant 105 : i8
  %b2 = arith.constant 33 : i8
  %b3 = arith.constant 126 : i8
  memref.store %b0, %b[%c0] : memref<4xi8>
  memref.store %b1, %b[%c1] : memref<4xi8>
  memref.store %b2, %b[%c2] : memref<4xi8>
  memref.store %b3, %b[%c3] : memref<4xi8>
  %bu = memref.cast %b : memref<4xi8> to memref<*xi8>
  func.call @printMemrefI8(%bu) : (memref<*xi8>) -> ()
  memref.dealloc %b : memref<4xi8>

  // i16 2-d
  %s = memref.alloca() : memref<2x2xi16>
  %s0 = arith.constant -32768 : i16
  %s1 = arith.constant 32767 : i16
  memref.store %s0, %s[%c0, %c0] : memref<2x2xi16>
  memref.store %s1, %s[%c0, %c1] : memref<2x2xi16>
  memref.store %s1, %s[%c1, %c0] : memref<2x2xi16>
  memref.store %s0, %s[%c1, %c1] : memref<2x2xi16>
  %su = memref.cast %s : memref<2x2xi16> to memref<*xi16>
  func.call @printMemrefI16(%su) : (memref<*xi16>) -> ()

  // i32 0-d
  %z = memref.alloca() : memref<i32>
  %zv = arith.constant -42 : i32
  memref.store %zv, %z[] : memref<i32>
  %zu = memref.cast %z : memref<i32> to memref<*xi32>
  func.call @printMemrefI32(%zu) : (memref<*xi32>) -> ()

  // i64 3-d
  %l = memref.alloc() : memref<2x1x3xi64>
  scf.for %i = %c0 to %c2 step %c1 {
    scf.for %k = %c0 to %c3 step %c1 {
      %ik = arith.muli %i, %c3 : index
      %v = arith.addi %ik, %k : index
      %vi = arith.index_cast %v : index to i64
      %big = arith.constant 1000000000000 : i64
      %vv = arith.muli %vi, %big : i64
      memref.store %vv, %l[%i, %c0, %k] : memref<2x1x3xi64>
    }
  }
  %lu = memref.cast %l : memref<2x1x3xi64> to memref<*xi64>
  func.call @printMemrefI64(%lu) : (memref<*xi64>) -> ()
  memref.dealloc %l : memref<2x1x3xi64>

  // f16 and bf16
  %h = memref.alloca() : memref<3xf16>
  %h0 = arith.constant 0.1 : f16
  %h1 = arith.constant -65504.0 : f16
  %h2 = arith.constant 0x7C00 : f16
  memref.store %h0, %h[%c0] : memref<3xf16>
  memref.store %h1, %h[%c1] : memref<3xf16>
  memref.store %h2, %h[%c2] : memref<3xf16>
  %hu = memref.cast %h : memref<3xf16> to memref<*xf16>
  func.call @printMemrefF16(%hu) : (memref<*xf16>) -> ()
  %g = memref.alloca() : memref<2xbf16>
  %g0 = arith.constant 3.140625 : bf16
  %g1 = arith.constant -1.0e10 : bf16
  memref.store %g0, %g[%c0] : memref<2xbf16>
  memref.store %g1, %g[%c1] : memref<2xbf16>
  %gu = memref.cast %g : memref<2xbf16> to memref<*xbf16>
  func.call @printMemrefBF16(%gu) : (memref<*xbf16>) -> ()

  // f32 with special values, f64
  %f = memref.alloc() : memref<2x3xf32>
  %f0 = arith.constant 1.5 : f32
  %f1 = arith.constant -0.0 : f32
  %f2 = arith.constant 0x7F800000 : f32
  %f3 = arith.constant 0x7FC00000 : f32
  %f4 = arith.constant 1.0e-7 : f32
  %f5 = arith.constant 123456789.0 : f32
  memref.store %f0, %f[%c0, %c0] : memref<2x3xf32>
  memref.store %f1, %f[%c0, %c1] : memref<2x3xf32>
  memref.store %f2, %f[%c0, %c2] : memref<2x3xf32>
  memref.store %f3, %f[%c1, %c0] : memref<2x3xf32>
  memref.store %f4, %f[%c1, %c1] : memref<2x3xf32>
  memref.store %f5, %f[%c1, %c2] : memref<2x3xf32>
  %fu = memref.cast %f : memref<2x3xf32> to memref<*xf32>
  func.call @printMemrefF32(%fu) : (memref<*xf32>) -> ()
  %d = memref.alloca() : memref<2xf64>
  %d0 = arith.constant 3.141592653589793 : f64
  %d1 = arith.constant -1.0e100 : f64
  memref.store %d0, %d[%c0] : memref<2xf64>
  memref.store %d1, %d[%c1] : memref<2xf64>
  %du = memref.cast %d : memref<2xf64> to memref<*xf64>
  func.call @printMemrefF64(%du) : (memref<*xf64>) -> ()

  // index (printMemrefInd prints index values as unsigned).
  %x = memref.alloca() : memref<2xindex>
  %xm = arith.constant -1 : index
  memref.store %xm, %x[%c0] : memref<2xindex>
  memref.store %c4, %x[%c1] : memref<2xindex>
  %xu = memref.cast %x : memref<2xindex> to memref<*xindex>
  func.call @printMemrefInd(%xu) : (memref<*xindex>) -> ()

  // rank and dim of an unranked memref; cast back to ranked.
  %rank = memref.rank %fu : memref<*xf32>
  %dim1 = memref.dim %fu, %c1 : memref<*xf32>
  vector.print %rank : index
  vector.print %dim1 : index
  %back = memref.cast %fu : memref<*xf32> to memref<2x3xf32>
  %bv = memref.load %back[%c1, %c2] : memref<2x3xf32>
  vector.print %bv : f32
  %backdyn = memref.cast %fu : memref<*xf32> to memref<?x?xf32>
  %bv2 = memref.load %backdyn[%c0, %c0] : memref<?x?xf32>
  vector.print %bv2 : f32
  memref.dealloc %f : memref<2x3xf32>
  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [4] strides = [1] data =
// CHECK-NEXT: [H,  i,  !,  ~]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [2, 2] strides = [2, 1] data =
// CHECK-NEXT: {{\[\[}}-32768,   32767],
// CHECK-NEXT: [32767,   -32768]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 0 offset = 0 sizes = [] strides = [] data =
// CHECK-NEXT: [-42]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 3 offset = 0 sizes = [2, 1, 3] strides = [3, 3, 1] data =
// CHECK-NEXT: {{\[\[\[}}0,    1000000000000,    2000000000000]],
// CHECK-NEXT: {{\[\[}}3000000000000,    4000000000000,    5000000000000]]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [3] strides = [1] data =
// CHECK-NEXT: [0.0999756,  -65504,  inf]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [3.14062,  -9.99922e+09]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [2, 3] strides = [3, 1] data =
// CHECK-NEXT: {{\[\[}}1.5,   -0,   inf],
// CHECK-NEXT: [nan,   1e-07,   1.23457e+08]]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [3.14159,  -1e+100]
// CHECK-NEXT: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 1 offset = 0 sizes = [2] strides = [1] data =
// CHECK-NEXT: [18446744073709551615,  4]
// CHECK-NEXT: 2
// CHECK-NEXT: 3
// CHECK-NEXT: 1.23457e+08
// CHECK-NEXT: 1.5
