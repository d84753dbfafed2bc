// Upstream printing of f32/f64/i8/i32/i64/index memrefs of ranks 0..5 and subviews.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI8(memref<*xi8>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI64(memref<*xi64>) attributes { llvm.emit_c_interface }
func.func private @printMemrefInd(memref<*xindex>) attributes { llvm.emit_c_interface }
memref.global "private" constant @gf : memref<8xf32> = dense<[-0.0, 0x7FC00000, 0x7F800000, 0xFF800000, 1.0e10, 1.0e-10, 123456789.0, 0.1]>
memref.global "private" constant @gd : memref<2x2xf64> = dense<[[3.141592653589793, -2.5e-300], [1.0e300, 100000.0]]>
memref.global "private" constant @gi8 : memref<6xi8> = dense<[65, 0, -1, 10, 48, 127]>
memref.global "private" constant @gi32 : memref<3xi32> = dense<[-2147483648, 2147483647, 0]>
memref.global "private" constant @gi64 : memref<3xi64> = dense<[-9223372036854775808, 9223372036854775807, -1]>
memref.global "private" constant @gind : memref<3xindex> = dense<[-1, 5, 0]>
memref.global "private" constant @g : memref<3x4xi32> = dense<[[0,1,2,3],[4,5,6,7],[8,9,10,11]]>
func.func @shapes() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %f = arith.constant 1.5 : f32
  %a = memref.alloc() : memref<2x3xf32>
  linalg.fill ins(%f : f32) outs(%a : memref<2x3xf32>)
  %u = memref.cast %a : memref<2x3xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %z = memref.alloc() : memref<f32>
  memref.store %f, %z[] : memref<f32>
  %uz = memref.cast %z : memref<f32> to memref<*xf32>
  call @printMemrefF32(%uz) : (memref<*xf32>) -> ()
  %o = memref.alloc() : memref<4xf32>
  linalg.fill ins(%f : f32) outs(%o : memref<4xf32>)
  %uo = memref.cast %o : memref<4xf32> to memref<*xf32>
  call @printMemrefF32(%uo) : (memref<*xf32>) -> ()
  %t = memref.alloc() : memref<2x2x3xf32>
  linalg.fill ins(%f : f32) outs(%t : memref<2x2x3xf32>)
  %ut = memref.cast %t : memref<2x2x3xf32> to memref<*xf32>
  call @printMemrefF32(%ut) : (memref<*xf32>) -> ()
  %q = memref.alloc() : memref<2x2x1x2xf32>
  linalg.fill ins(%f : f32) outs(%q : memref<2x2x1x2xf32>)
  %uq = memref.cast %q : memref<2x2x1x2xf32> to memref<*xf32>
  call @printMemrefF32(%uq) : (memref<*xf32>) -> ()
  return
}
func.func @values() {
  %a = memref.get_global @gf : memref<8xf32>
  %u = memref.cast %a : memref<8xf32> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  %d = memref.get_global @gd : memref<2x2xf64>
  %ud = memref.cast %d : memref<2x2xf64> to memref<*xf64>
  call @printMemrefF64(%ud) : (memref<*xf64>) -> ()
  %b = memref.get_global @gi8 : memref<6xi8>
  %ub = memref.cast %b : memref<6xi8> to memref<*xi8>
  call @printMemrefI8(%ub) : (memref<*xi8>) -> ()
  %i = memref.get_global @gi32 : memref<3xi32>
  %ui = memref.cast %i : memref<3xi32> to memref<*xi32>
  call @printMemrefI32(%ui) : (memref<*xi32>) -> ()
  %l = memref.get_global @gi64 : memref<3xi64>
  %ul = memref.cast %l : memref<3xi64> to memref<*xi64>
  call @printMemrefI64(%ul) : (memref<*xi64>) -> ()
  %x = memref.get_global @gind : memref<3xindex>
  %ux = memref.cast %x : memref<3xindex> to memref<*xindex>
  call @printMemrefInd(%ux) : (memref<*xindex>) -> ()
  return
}
func.func @subviews() {
  %g = memref.get_global @g : memref<3x4xi32>
  %s = memref.subview %g[1, 1][2, 2][1, 2] : memref<3x4xi32> to memref<2x2xi32, strided<[4, 2], offset: 5>>
  %us = memref.cast %s : memref<2x2xi32, strided<[4, 2], offset: 5>> to memref<*xi32>
  call @printMemrefI32(%us) : (memref<*xi32>) -> ()
  %s1 = memref.subview %g[0, 3][3, 1][1, 1] : memref<3x4xi32> to memref<3xi32, strided<[4], offset: 3>>
  %us1 = memref.cast %s1 : memref<3xi32, strided<[4], offset: 3>> to memref<*xi32>
  call @printMemrefI32(%us1) : (memref<*xi32>) -> ()
  %one = memref.subview %g[2, 3][1, 1][1, 1] : memref<3x4xi32> to memref<1x1xi32, strided<[4, 1], offset: 11>>
  %uone = memref.cast %one : memref<1x1xi32, strided<[4, 1], offset: 11>> to memref<*xi32>
  call @printMemrefI32(%uone) : (memref<*xi32>) -> ()
  %t = memref.alloc() : memref<3x1x2xi32>
  %c7 = arith.constant 7 : i32
  linalg.fill ins(%c7 : i32) outs(%t : memref<3x1x2xi32>)
  %ut = memref.cast %t : memref<3x1x2xi32> to memref<*xi32>
  call @printMemrefI32(%ut) : (memref<*xi32>) -> ()
  %t2 = memref.alloc() : memref<1x3xi32>
  linalg.fill ins(%c7 : i32) outs(%t2 : memref<1x3xi32>)
  %ut2 = memref.cast %t2 : memref<1x3xi32> to memref<*xi32>
  call @printMemrefI32(%ut2) : (memref<*xi32>) -> ()
  %t3 = memref.alloc() : memref<2x2x2x2x2xi32>
  linalg.fill ins(%c7 : i32) outs(%t3 : memref<2x2x2x2x2xi32>)
  %ut3 = memref.cast %t3 : memref<2x2x2x2x2xi32> to memref<*xi32>
  call @printMemrefI32(%ut3) : (memref<*xi32>) -> ()
  return
}
func.func @main() {
  call @shapes() : () -> ()
  call @values() : () -> ()
  call @subviews() : () -> ()
  return
}
