// Upstream printing of views: collapse/expand_shape, transpose, reinterpret_cast, rank-reducing
// subview, rank-0 collapse, extract_strided_metadata base buffer.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }
memref.global "private" @g : memref<2x3x4xi32> = dense<[[[0,1,2,3],[4,5,6,7],[8,9,10,11]],[[12,13,14,15],[16,17,18,19],[20,21,22,23]]]>
func.func @main() {
  %g = memref.get_global @g : memref<2x3x4xi32>
  %c = memref.collapse_shape %g [[0, 1], [2]] : memref<2x3x4xi32> into memref<6x4xi32>
  %uc = memref.cast %c : memref<6x4xi32> to memref<*xi32>
  call @printMemrefI32(%uc) : (memref<*xi32>) -> ()
  %s = memref.subview %g[0, 1, 0][2, 2, 4][1, 1, 1] : memref<2x3x4xi32> to memref<2x2x4xi32, strided<[12, 4, 1], offset: 4>>
  %c2 = memref.collapse_shape %s [[0], [1, 2]] : memref<2x2x4xi32, strided<[12, 4, 1], offset: 4>> into memref<2x8xi32, strided<[12, 1], offset: 4>>
  %uc2 = memref.cast %c2 : memref<2x8xi32, strided<[12, 1], offset: 4>> to memref<*xi32>
  call @printMemrefI32(%uc2) : (memref<*xi32>) -> ()
  %e = memref.expand_shape %c2 [[0], [1, 2]] output_shape [2, 2, 4] : memref<2x8xi32, strided<[12, 1], offset: 4>> into memref<2x2x4xi32, strided<[12, 4, 1], offset: 4>>
  %ue = memref.cast %e : memref<2x2x4xi32, strided<[12, 4, 1], offset: 4>> to memref<*xi32>
  call @printMemrefI32(%ue) : (memref<*xi32>) -> ()
  %t = memref.transpose %g (i, j, k) -> (k, i, j) : memref<2x3x4xi32> to memref<4x2x3xi32, strided<[1, 12, 4]>>
  %ut = memref.cast %t : memref<4x2x3xi32, strided<[1, 12, 4]>> to memref<*xi32>
  call @printMemrefI32(%ut) : (memref<*xi32>) -> ()
  %r = memref.reinterpret_cast %g to offset: [3], sizes: [3, 2], strides: [5, 2] : memref<2x3x4xi32> to memref<3x2xi32, strided<[5, 2], offset: 3>>
  %ur = memref.cast %r : memref<3x2xi32, strided<[5, 2], offset: 3>> to memref<*xi32>
  call @printMemrefI32(%ur) : (memref<*xi32>) -> ()
  %sr = memref.subview %g[1, 0, 2][1, 3, 1][1, 1, 1] : memref<2x3x4xi32> to memref<3xi32, strided<[4], offset: 14>>
  %usr = memref.cast %sr : memref<3xi32, strided<[4], offset: 14>> to memref<*xi32>
  call @printMemrefI32(%usr) : (memref<*xi32>) -> ()
  %c0 = memref.collapse_shape %g [[0, 1, 2]] : memref<2x3x4xi32> into memref<24xi32>
  %one = memref.subview %c0[5][1][1] : memref<24xi32> to memref<1xi32, strided<[1], offset: 5>>
  %z = memref.collapse_shape %one [] : memref<1xi32, strided<[1], offset: 5>> into memref<i32, strided<[], offset: 5>>
  %uz = memref.cast %z : memref<i32, strided<[], offset: 5>> to memref<*xi32>
  call @printMemrefI32(%uz) : (memref<*xi32>) -> ()
  %base, %off, %sz:2, %st:2 = memref.extract_strided_metadata %r : memref<3x2xi32, strided<[5, 2], offset: 3>> -> memref<i32>, index, index, index, index, index
  %ub = memref.cast %base : memref<i32> to memref<*xi32>
  call @printMemrefI32(%ub) : (memref<*xi32>) -> ()
  return
}
