// memref.global: constant and mutable, dense and splat initializers, uninitialized, several
// element types; get_global sees the same storage every time.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF16(memref<*xf16>) attributes { llvm.emit_c_interface }
func.func private @printMemrefBF16(memref<*xbf16>) attributes { llvm.emit_c_interface }

memref.global "private" constant @table : memref<2x3xf32> = dense<[[1.0, 2.5, -3.0], [4.0, 0.1, 6.0e20]]>
memref.global "private" @counter : memref<i64> = dense<40>
memref.global "private" @splat : memref<3x2xi32> = dense<7>
memref.global "private" @zeros : memref<4xf64> = uninitialized
memref.global "private" constant @chars : memref<5xi8> = dense<[72, 105, 33, 10, 65]>
memref.global "private" constant @flags : memref<4xi1> = dense<[true, false, true, true]>
memref.global "private" constant @halves : memref<3xf16> = dense<[1.5, -0.0, 0.1]>
memref.global "private" constant @brains : memref<2xbf16> = dense<[3.0e38, 0.1]>
memref.global "private" constant @longs : memref<3xi64> = dense<[-9223372036854775808, 1, 9223372036854775807]>

func.func @bump() -> i64 {
  %g = memref.get_global @counter : memref<i64>
  %v = memref.load %g[] : memref<i64>
  %c1 = arith.constant 1 : i64
  %w = arith.addi %v, %c1 : i64
  memref.store %w, %g[] : memref<i64>
  return %w : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %t = memref.get_global @table : memref<2x3xf32>
  %tu = memref.cast %t : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%tu) : (memref<*xf32>) -> ()
  %x = memref.load %t[%c1, %c2] : memref<2x3xf32>
  vector.print %x : f32

  %a = call @bump() : () -> i64
  %b = call @bump() : () -> i64
  vector.print %a : i64
  vector.print %b : i64
  %cg = memref.get_global @counter : memref<i64>
  %cgu = memref.cast %cg : memref<i64> to memref<*xi64>
  call @printMemrefI64(%cgu) : (memref<*xi64>) -> ()

  %s = memref.get_global @splat : memref<3x2xi32>
  %m = arith.constant -5 : i32
  memref.store %m, %s[%c2, %c1] : memref<3x2xi32>
  %su = memref.cast %s : memref<3x2xi32> to memref<*xi32>
  call @printMemrefI32(%su) : (memref<*xi32>) -> ()

  %z = memref.get_global @zeros : memref<4xf64>
  %half = arith.constant 0.5 : f64
  memref.store %half, %z[%c1] : memref<4xf64>
  memref.store %half, %z[%c0] : memref<4xf64>
  memref.store %half, %z[%c2] : memref<4xf64>
  %c3 = arith.constant 3 : index
  memref.store %half, %z[%c3] : memref<4xf64>
  %zu = memref.cast %z : memref<4xf64> to memref<*xf64>
  call @printMemrefF64(%zu) : (memref<*xf64>) -> ()

  %ch = memref.get_global @chars : memref<5xi8>
  %chu = memref.cast %ch : memref<5xi8> to memref<*xi8>
  call @printMemrefI8(%chu) : (memref<*xi8>) -> ()

  %f = memref.get_global @flags : memref<4xi1>
  %f0 = memref.load %f[%c0] : memref<4xi1>
  %f1 = memref.load %f[%c1] : memref<4xi1>
  vector.print %f0 : i1
  vector.print %f1 : i1

  %h = memref.get_global @halves : memref<3xf16>
  %hu = memref.cast %h : memref<3xf16> to memref<*xf16>
  call @printMemrefF16(%hu) : (memref<*xf16>) -> ()
  %h2 = memref.load %h[%c2] : memref<3xf16>
  %h2e = arith.extf %h2 : f16 to f32
  vector.print %h2e : f32

  %br = memref.get_global @brains : memref<2xbf16>
  %bru = memref.cast %br : memref<2xbf16> to memref<*xbf16>
  call @printMemrefBF16(%bru) : (memref<*xbf16>) -> ()

  %l = memref.get_global @longs : memref<3xi64>
  %lu = memref.cast %l : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%lu) : (memref<*xi64>) -> ()
  return
}
