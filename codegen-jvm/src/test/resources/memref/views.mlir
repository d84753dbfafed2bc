// Views sharing storage: subview (static, dynamic, strided, rank-reducing), reinterpret_cast,
// cast, reshape, collapse_shape, expand_shape, extract_strided_metadata.
func.func private @printMemrefF32(memref<*xf32>) attributes { llvm.emit_c_interface }
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @print(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) {
  %u = memref.cast %m : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%u) : (memref<*xf32>) -> ()
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c6 = arith.constant 6 : index
  // a[i, j] = 10 * i + j
  %a = memref.alloc() : memref<4x6xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c6 step %c1 {
      %c10 = arith.constant 10 : index
      %t = arith.muli %i, %c10 : index
      %v = arith.addi %t, %j : index
      %vi = arith.index_cast %v : index to i32
      %vf = arith.sitofp %vi : i32 to f32
      memref.store %vf, %a[%i, %j] : memref<4x6xf32>
    }
  }

  // static subview: rows 1..2, columns 2..4
  %s = memref.subview %a[1, 2] [2, 3] [1, 1] : memref<4x6xf32> to memref<2x3xf32, strided<[6, 1], offset: 8>>
  %su = memref.cast %s : memref<2x3xf32, strided<[6, 1], offset: 8>> to memref<*xf32>
  call @printMemrefF32(%su) : (memref<*xf32>) -> ()
  %x = memref.load %s[%c1, %c2] : memref<2x3xf32, strided<[6, 1], offset: 8>>
  vector.print %x : f32

  // strided subview: every other row and every third column
  %st = memref.subview %a[0, 1] [2, 2] [2, 3] : memref<4x6xf32> to memref<2x2xf32, strided<[12, 3], offset: 1>>
  %stu = memref.cast %st : memref<2x2xf32, strided<[12, 3], offset: 1>> to memref<*xf32>
  call @printMemrefF32(%stu) : (memref<*xf32>) -> ()
  // writing through the view changes the original
  %m1 = arith.constant -1.0 : f32
  memref.store %m1, %st[%c1, %c1] : memref<2x2xf32, strided<[12, 3], offset: 1>>
  %back = memref.load %a[%c2, %c4] : memref<4x6xf32>
  vector.print %back : f32

  // dynamic offsets, sizes and strides
  %d = memref.subview %a[%c1, %c1] [%c3, %c2] [%c1, %c2] : memref<4x6xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  call @print(%d) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  %dx = memref.load %d[%c2, %c1] : memref<?x?xf32, strided<[?, ?], offset: ?>>
  vector.print %dx : f32
  // a subview of a subview
  %dd = memref.subview %d[1, 0] [2, 2] [1, 1] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<2x2xf32, strided<[?, ?], offset: ?>>
  %ddu = memref.cast %dd : memref<2x2xf32, strided<[?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%ddu) : (memref<*xf32>) -> ()

  // rank-reducing: row 3 as a 1-d memref, column 5 as a 1-d memref
  %row = memref.subview %a[3, 0] [1, 6] [1, 1] : memref<4x6xf32> to memref<6xf32, strided<[1], offset: 18>>
  %rowu = memref.cast %row : memref<6xf32, strided<[1], offset: 18>> to memref<*xf32>
  call @printMemrefF32(%rowu) : (memref<*xf32>) -> ()
  %col = memref.subview %a[0, 5] [4, 1] [1, 1] : memref<4x6xf32> to memref<4xf32, strided<[6], offset: 5>>
  %colu = memref.cast %col : memref<4xf32, strided<[6], offset: 5>> to memref<*xf32>
  call @printMemrefF32(%colu) : (memref<*xf32>) -> ()
  %c5v = memref.load %col[%c3] : memref<4xf32, strided<[6], offset: 5>>
  vector.print %c5v : f32

  // reinterpret_cast: the 24 elements as 3x8, then as a 2x2 window with strides [8, 2]
  %r = memref.reinterpret_cast %a to offset: [0], sizes: [3, 8], strides: [8, 1] : memref<4x6xf32> to memref<3x8xf32>
  %ru = memref.cast %r : memref<3x8xf32> to memref<*xf32>
  call @printMemrefF32(%ru) : (memref<*xf32>) -> ()
  %w = memref.reinterpret_cast %a to offset: [%c3], sizes: [2, 2], strides: [8, 2] : memref<4x6xf32> to memref<2x2xf32, strided<[8, 2], offset: ?>>
  %wu = memref.cast %w : memref<2x2xf32, strided<[8, 2], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%wu) : (memref<*xf32>) -> ()

  // unranked back to ranked
  %au = memref.cast %a : memref<4x6xf32> to memref<*xf32>
  %ar = memref.cast %au : memref<*xf32> to memref<?x6xf32>
  %y = memref.load %ar[%c3, %c4] : memref<?x6xf32>
  vector.print %y : f32

  // collapse and expand
  %flat = memref.collapse_shape %a [[0, 1]] : memref<4x6xf32> into memref<24xf32>
  %f17 = memref.load %flat[%c6] : memref<24xf32>
  vector.print %f17 : f32
  %cube = memref.expand_shape %flat [[0, 1, 2]] output_shape [2, 3, 4] : memref<24xf32> into memref<2x3x4xf32>
  %cubeu = memref.cast %cube : memref<2x3x4xf32> to memref<*xf32>
  call @printMemrefF32(%cubeu) : (memref<*xf32>) -> ()
  %ex = memref.expand_shape %d [[0], [1, 2]] output_shape [%c3, 1, %c2] : memref<?x?xf32, strided<[?, ?], offset: ?>> into memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>>
  %exu = memref.cast %ex : memref<?x1x?xf32, strided<[?, ?, ?], offset: ?>> to memref<*xf32>
  call @printMemrefF32(%exu) : (memref<*xf32>) -> ()
  %two = memref.subview %a[1, 0] [2, 6] [1, 1] : memref<4x6xf32> to memref<2x6xf32, strided<[6, 1], offset: 6>>
  %rows = memref.collapse_shape %two [[0, 1]] : memref<2x6xf32, strided<[6, 1], offset: 6>> into memref<12xf32, strided<[1], offset: 6>>
  %rowsu = memref.cast %rows : memref<12xf32, strided<[1], offset: 6>> to memref<*xf32>
  call @printMemrefF32(%rowsu) : (memref<*xf32>) -> ()

  // reshape with a shape memref
  %shape = memref.alloc() : memref<2xindex>
  memref.store %c6, %shape[%c0] : memref<2xindex>
  memref.store %c4, %shape[%c1] : memref<2xindex>
  %re = memref.reshape %a(%shape) : (memref<4x6xf32>, memref<2xindex>) -> memref<6x4xf32>
  %reu = memref.cast %re : memref<6x4xf32> to memref<*xf32>
  call @printMemrefF32(%reu) : (memref<*xf32>) -> ()

  // strided metadata
  %base, %off, %sizes:2, %strides:2 = memref.extract_strided_metadata %d : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  vector.print %off : index
  vector.print %sizes#0 : index
  vector.print %sizes#1 : index
  vector.print %strides#0 : index
  vector.print %strides#1 : index
  %b0 = memref.load %base[] : memref<f32>
  vector.print %b0 : f32
  %base2, %off2, %sizes2:2, %strides2:2 = memref.extract_strided_metadata %s : memref<2x3xf32, strided<[6, 1], offset: 8>> -> memref<f32>, index, index, index, index, index
  vector.print %off2 : index
  vector.print %strides2#0 : index
  return
}
