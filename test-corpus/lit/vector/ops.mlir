// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt | FileCheck %s

// Every vector op in custom syntax, printed back as mlir-opt prints it: defaults elided
// (permutation maps, in_bounds, kinds), dynamic and poison positions, 0-D and scalable
// vectors, every element type.

#matmul = {indexing_maps = [affine_map<(i, j, k) -> (i, k)>, affine_map<(i, j, k) -> (k, j)>, affine_map<(i, j, k) -> (i, j)>], iterator_types = ["parallel", "parallel", "reduction"]}
#batched = {indexing_maps = [affine_map<(b, i, j, k) -> (b, k, i)>, affine_map<(b, i, j, k) -> (b, k, j)>, affine_map<(b, i, j, k) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>}
#dot = {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> ()>], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>}

func.func @construction(%f: f32, %g: f16, %i: i8, %x: index, %v: vector<4xf32>, %w: vector<2x4xf32>, %z: vector<f32>, %s: vector<[4]xi32>) {
  %0 = vector.broadcast %f : f32 to vector<2x3xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<3x4xf32>
  %2 = vector.broadcast %z : vector<f32> to vector<2xf32>
  %3 = vector.broadcast %i : i8 to vector<[8]xi8>
  %4 = vector.from_elements %f, %f, %f, %f : vector<2x2xf32>
  %5 = vector.from_elements %g : vector<f16>
  %6:4 = vector.to_elements %v : vector<4xf32>
  %7 = vector.to_elements %z : vector<f32>
  %8 = vector.step : vector<8xindex>
  %9 = vector.step : vector<[4]xindex>
  %10 = vector.bitcast %v : vector<4xf32> to vector<2xi64>
  %11 = vector.bitcast %w : vector<2x4xf32> to vector<2x16xi8>
  %12 = vector.bitcast %z : vector<f32> to vector<i32>
  %13 = vector.shape_cast %w : vector<2x4xf32> to vector<8x1xf32>
  %14 = vector.shape_cast %z : vector<f32> to vector<1x1xf32>
  %15 = vector.shape_cast %s : vector<[4]xi32> to vector<1x[4]xi32>
  %16 = vector.transpose %w, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
  %17 = vector.transpose %z, [] : vector<f32> to vector<f32>
  %18 = vector.interleave %v, %v : vector<4xf32> -> vector<8xf32>
  %19 = vector.interleave %z, %z : vector<f32> -> vector<2xf32>
  %20:2 = vector.deinterleave %w : vector<2x4xf32> -> vector<2x2xf32>
  return
}

func.func @access(%f: f32, %x: index, %v: vector<4xf32>, %w: vector<2x4xf32>, %u: vector<2x3x4xi64>, %z: vector<f32>) {
  %0 = vector.extract %w[1] : vector<4xf32> from vector<2x4xf32>
  %1 = vector.extract %w[%x, 3] : f32 from vector<2x4xf32>
  %2 = vector.extract %u[1, %x] : vector<4xi64> from vector<2x3x4xi64>
  %3 = vector.extract %z[] : f32 from vector<f32>
  %4 = vector.extract %w[-1, 0] : f32 from vector<2x4xf32>
  %5 = vector.extract %w[1, 2] : vector<1xf32> from vector<2x4xf32>
  %6 = vector.insert %f, %w [1, %x] : f32 into vector<2x4xf32>
  %7 = vector.insert %v, %w [0] : vector<4xf32> into vector<2x4xf32>
  %8 = vector.insert %f, %z [] : f32 into vector<f32>
  %9 = vector.insert %v, %w [-1] : vector<4xf32> into vector<2x4xf32>
  %10 = vector.extract_strided_slice %u {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x3x4xi64> to vector<1x2x4xi64>
  %11 = vector.insert_strided_slice %v, %w {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
  %12 = vector.shuffle %v, %v [7, 0, -1, 3, 2] : vector<4xf32>, vector<4xf32>
  %13 = vector.shuffle %w, %w [3, 1] : vector<2x4xf32>, vector<2x4xf32>
  %14 = vector.shuffle %z, %z [1, 0, 1] : vector<f32>, vector<f32>
  return
}

func.func @memory(%m: memref<?x?xf32>, %m1: memref<8xi32>, %m2: memref<2x4xvector<4xf32>>, %m0: memref<f64>, %t: tensor<?x?xf32>,
                  %x: index, %v: vector<4xf32>, %vi: vector<8xi32>, %mask: vector<4xi1>, %mask8: vector<8xi1>, %idx: vector<4xindex>, %f: f32, %d: f64, %i: i32, %mask43: vector<4x3xi1>) {
  %0 = vector.load %m[%x, %x] : memref<?x?xf32>, vector<4xf32>
  %1 = vector.load %m[%x, %x] {alignment = 16, nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
  %2 = vector.load %m2[%x, %x] : memref<2x4xvector<4xf32>>, vector<4xf32>
  %3 = vector.load %m0[] : memref<f64>, vector<f64>
  vector.store %0, %m[%x, %x] : memref<?x?xf32>, vector<4xf32>
  vector.store %1, %m[%x, %x] {nontemporal = false} : memref<?x?xf32>, vector<2x4xf32>
  %4 = vector.maskedload %m1[%x], %mask8, %vi : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  vector.maskedstore %m1[%x], %mask8, %vi {alignment = 4} : memref<8xi32>, vector<8xi1>, vector<8xi32>
  %5 = vector.gather %m[%x, %x] [%idx], %mask, %v : memref<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  %6 = vector.gather %t[%x, %x] [%idx], %mask, %v : tensor<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
  vector.scatter %m[%x, %x] [%idx], %mask, %v : memref<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
  %7 = vector.expandload %m1[%x], %mask8, %vi : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
  vector.compressstore %m1[%x], %mask8, %vi : memref<8xi32>, vector<8xi1>, vector<8xi32>
  %8 = vector.transfer_read %m[%x, %x], %f : memref<?x?xf32>, vector<4xf32>
  %9 = vector.transfer_read %m[%x, %x], %f {in_bounds = [true, false], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<3x4xf32>
  %10 = vector.transfer_read %m[%x, %x], %f, %mask {permutation_map = affine_map<(d0, d1) -> (0, d0)>} : memref<?x?xf32>, vector<2x4xf32>
  %11 = vector.transfer_read %m2[%x, %x], %v : memref<2x4xvector<4xf32>>, vector<1x4xf32>
  %12 = vector.transfer_read %m0[], %d : memref<f64>, vector<f64>
  %13 = vector.transfer_read %m0[], %d {permutation_map = affine_map<() -> (0)>} : memref<f64>, vector<1xf64>
  %14 = vector.transfer_read %t[%x, %x], %f {in_bounds = [true]} : tensor<?x?xf32>, vector<4xf32>
  vector.transfer_write %v, %m[%x, %x] : vector<4xf32>, memref<?x?xf32>
  vector.transfer_write %9, %m[%x, %x], %mask43 {in_bounds = [false, true], permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : vector<3x4xf32>, memref<?x?xf32>
  %15 = vector.transfer_write %v, %t[%x, %x] : vector<4xf32>, tensor<?x?xf32>
  %16 = vector.type_cast %m1 : memref<8xi32> to memref<vector<8xi32>>
  return
}

func.func @masks(%x: index, %m: memref<?xf32>, %f: f32, %v: vector<4xf32>, %mask: vector<4xi1>, %vi: vector<4xi32>) {
  %0 = vector.create_mask %x, %x : vector<4x3xi1>
  %1 = vector.create_mask %x : vector<i1>
  %2 = vector.constant_mask [3, 2] : vector<4x3xi1>
  %3 = vector.constant_mask [0] : vector<[8]xi1>
  %4 = vector.constant_mask [1] : vector<i1>
  %5 = vector.mask %mask { vector.transfer_read %m[%x], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  %6 = vector.mask %mask, %v { vector.transfer_read %m[%x], %f : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  vector.mask %mask { vector.transfer_write %v, %m[%x] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
  %7 = vector.mask %mask { vector.reduction <add>, %vi : vector<4xi32> into i32 } : vector<4xi1> -> i32
  vector.mask %mask { } : vector<4xi1>
  %8 = vector.mask %mask { vector.yield %v : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return
}

func.func @compute(%f: f32, %acc: f64, %v: vector<4xf32>, %w: vector<2x4xf32>, %d: vector<4xf64>, %vi: vector<4xi32>, %vx: vector<4xindex>,
                   %a: vector<4x3xf32>, %b: vector<3x7xf32>, %c: vector<4x7xf32>, %ba: vector<2x3x4xi32>, %bb: vector<2x3x5xi32>, %bc: vector<2x4x5xi32>,
                   %h: vector<4x3xf16>, %hb: vector<3x7xf16>) {
  %0 = vector.fma %v, %v, %v : vector<4xf32>
  %1 = vector.fma %w, %w, %w : vector<2x4xf32>
  %2 = vector.reduction <add>, %v : vector<4xf32> into f32
  %3 = vector.reduction <mul>, %d, %acc : vector<4xf64> into f64
  %4 = vector.reduction <minimumf>, %v fastmath<nnan,ninf> : vector<4xf32> into f32
  %5 = vector.reduction <xor>, %vi : vector<4xi32> into i32
  %6 = vector.reduction <maxui>, %vx : vector<4xindex> into index
  %7 = vector.multi_reduction <add>, %w, %v [0] : vector<2x4xf32> to vector<4xf32>
  %8 = vector.multi_reduction <maxnumf>, %w, %f [0, 1] : vector<2x4xf32> to f32
  %9 = vector.contract #matmul %a, %b, %c : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  %10 = vector.contract #dot %v, %v, %f : vector<4xf32>, vector<4xf32> into f32
  %11 = vector.contract #batched %ba, %bb, %bc : vector<2x3x4xi32>, vector<2x3x5xi32> into vector<2x4x5xi32>
  %12 = vector.contract #matmul %h, %hb, %c : vector<4x3xf16>, vector<3x7xf16> into vector<4x7xf32>
  %13 = vector.contract #matmul %a, %b, %c {test.note = "kept"} : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
  %14 = vector.outerproduct %v, %v : vector<4xf32>, vector<4xf32>
  %15 = vector.outerproduct %v, %v, %14 {kind = #vector.kind<mul>} : vector<4xf32>, vector<4xf32>
  %16 = vector.outerproduct %v, %f : vector<4xf32>, f32
  %17 = vector.outerproduct %v, %f, %v : vector<4xf32>, f32
  %18:2 = vector.scan <add>, %w, %v {inclusive = true, reduction_dim = 0} : vector<2x4xf32>, vector<4xf32>
  %zi = arith.constant dense<1> : vector<i32>
  %19:2 = vector.scan <mul>, %vi, %zi {inclusive = false, reduction_dim = 0} : vector<4xi32>, vector<i32>
  %20 = vector.vscale
  return
}

// CHECK: #map = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (0, d0)>
// CHECK-NEXT: #map2 = affine_map<() -> (0)>
// CHECK-NEXT: #map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map6 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map7 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: #map9 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: module {
// CHECK-LABEL: func.func @construction(%arg0: f32, %arg1: f16, %arg2: i8, %arg3: index, %arg4: vector<4xf32>, %arg5: vector<2x4xf32>, %arg6: vector<f32>, %arg7: vector<[4]xi32>) {
// CHECK-NEXT: %0 = vector.broadcast %arg0 : f32 to vector<2x3xf32>
// CHECK-NEXT: %1 = vector.broadcast %arg4 : vector<4xf32> to vector<3x4xf32>
// CHECK-NEXT: %2 = vector.broadcast %arg6 : vector<f32> to vector<2xf32>
// CHECK-NEXT: %3 = vector.broadcast %arg2 : i8 to vector<[8]xi8>
// CHECK-NEXT: %4 = vector.from_elements %arg0, %arg0, %arg0, %arg0 : vector<2x2xf32>
// CHECK-NEXT: %5 = vector.from_elements %arg1 : vector<f16>
// CHECK-NEXT: %6:4 = vector.to_elements %arg4 : vector<4xf32>
// CHECK-NEXT: %7 = vector.to_elements %arg6 : vector<f32>
// CHECK-NEXT: %8 = vector.step : vector<8xindex>
// CHECK-NEXT: %9 = vector.step : vector<[4]xindex>
// CHECK-NEXT: %10 = vector.bitcast %arg4 : vector<4xf32> to vector<2xi64>
// CHECK-NEXT: %11 = vector.bitcast %arg5 : vector<2x4xf32> to vector<2x16xi8>
// CHECK-NEXT: %12 = vector.bitcast %arg6 : vector<f32> to vector<i32>
// CHECK-NEXT: %13 = vector.shape_cast %arg5 : vector<2x4xf32> to vector<8x1xf32>
// CHECK-NEXT: %14 = vector.shape_cast %arg6 : vector<f32> to vector<1x1xf32>
// CHECK-NEXT: %15 = vector.shape_cast %arg7 : vector<[4]xi32> to vector<1x[4]xi32>
// CHECK-NEXT: %16 = vector.transpose %arg5, [1, 0] : vector<2x4xf32> to vector<4x2xf32>
// CHECK-NEXT: %17 = vector.transpose %arg6, [] : vector<f32> to vector<f32>
// CHECK-NEXT: %18 = vector.interleave %arg4, %arg4 : vector<4xf32> -> vector<8xf32>
// CHECK-NEXT: %19 = vector.interleave %arg6, %arg6 : vector<f32> -> vector<2xf32>
// CHECK-NEXT: %res1, %res2 = vector.deinterleave %arg5 : vector<2x4xf32> -> vector<2x2xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @access(%arg0: f32, %arg1: index, %arg2: vector<4xf32>, %arg3: vector<2x4xf32>, %arg4: vector<2x3x4xi64>, %arg5: vector<f32>) {
// CHECK-NEXT: %0 = vector.extract %arg3[1] : vector<4xf32> from vector<2x4xf32>
// CHECK-NEXT: %1 = vector.extract %arg3[%arg1, 3] : f32 from vector<2x4xf32>
// CHECK-NEXT: %2 = vector.extract %arg4[1, %arg1] : vector<4xi64> from vector<2x3x4xi64>
// CHECK-NEXT: %3 = vector.extract %arg5[] : f32 from vector<f32>
// CHECK-NEXT: %4 = vector.extract %arg3[-1, 0] : f32 from vector<2x4xf32>
// CHECK-NEXT: %5 = vector.extract %arg3[1, 2] : vector<1xf32> from vector<2x4xf32>
// CHECK-NEXT: %6 = vector.insert %arg0, %arg3 [1, %arg1] : f32 into vector<2x4xf32>
// CHECK-NEXT: %7 = vector.insert %arg2, %arg3 [0] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %8 = vector.insert %arg0, %arg5 [] : f32 into vector<f32>
// CHECK-NEXT: %9 = vector.insert %arg2, %arg3 [-1] : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %10 = vector.extract_strided_slice %arg4 {offsets = [1, 1], sizes = [1, 2], strides = [1, 1]} : vector<2x3x4xi64> to vector<1x2x4xi64>
// CHECK-NEXT: %11 = vector.insert_strided_slice %arg2, %arg3 {offsets = [1, 0], strides = [1]} : vector<4xf32> into vector<2x4xf32>
// CHECK-NEXT: %12 = vector.shuffle %arg2, %arg2 [7, 0, -1, 3, 2] : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %13 = vector.shuffle %arg3, %arg3 [3, 1] : vector<2x4xf32>, vector<2x4xf32>
// CHECK-NEXT: %14 = vector.shuffle %arg5, %arg5 [1, 0, 1] : vector<f32>, vector<f32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @memory(%arg0: memref<?x?xf32>, %arg1: memref<8xi32>, %arg2: memref<2x4xvector<4xf32>>, %arg3: memref<f64>, %arg4: tensor<?x?xf32>, %arg5: index, %arg6: vector<4xf32>, %arg7: vector<8xi32>, %arg8: vector<4xi1>, %arg9: vector<8xi1>, %arg10: vector<4xindex>, %arg11: f32, %arg12: f64, %arg13: i32, %arg14: vector<4x3xi1>) {
// CHECK-NEXT: %0 = vector.load %arg0[%arg5, %arg5] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %1 = vector.load %arg0[%arg5, %arg5] {alignment = 16 : i64, nontemporal = true} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %2 = vector.load %arg2[%arg5, %arg5] : memref<2x4xvector<4xf32>>, vector<4xf32>
// CHECK-NEXT: %3 = vector.load %arg3[] : memref<f64>, vector<f64>
// CHECK-NEXT: vector.store %0, %arg0[%arg5, %arg5] : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: vector.store %1, %arg0[%arg5, %arg5] : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %4 = vector.maskedload %arg1[%arg5], %arg9, %arg7 : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
// CHECK-NEXT: vector.maskedstore %arg1[%arg5], %arg9, %arg7 {alignment = 4 : i64} : memref<8xi32>, vector<8xi1>, vector<8xi32>
// CHECK-NEXT: %5 = vector.gather %arg0[%arg5, %arg5] [%arg10], %arg8, %arg6 : memref<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: %6 = vector.gather %arg4[%arg5, %arg5] [%arg10], %arg8, %arg6 : tensor<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32> into vector<4xf32>
// CHECK-NEXT: vector.scatter %arg0[%arg5, %arg5] [%arg10], %arg8, %arg6 : memref<?x?xf32>, vector<4xindex>, vector<4xi1>, vector<4xf32>
// CHECK-NEXT: %7 = vector.expandload %arg1[%arg5], %arg9, %arg7 : memref<8xi32>, vector<8xi1>, vector<8xi32> into vector<8xi32>
// CHECK-NEXT: vector.compressstore %arg1[%arg5], %arg9, %arg7 : memref<8xi32>, vector<8xi1>, vector<8xi32>
// CHECK-NEXT: %8 = vector.transfer_read %arg0[%arg5, %arg5], %arg11 : memref<?x?xf32>, vector<4xf32>
// CHECK-NEXT: %9 = vector.transfer_read %arg0[%arg5, %arg5], %arg11 {in_bounds = [true, false], permutation_map = #map} : memref<?x?xf32>, vector<3x4xf32>
// CHECK-NEXT: %10 = vector.transfer_read %arg0[%arg5, %arg5], %arg11, %arg8 {permutation_map = #map1} : memref<?x?xf32>, vector<2x4xf32>
// CHECK-NEXT: %11 = vector.transfer_read %arg2[%arg5, %arg5], %arg6 : memref<2x4xvector<4xf32>>, vector<1x4xf32>
// CHECK-NEXT: %12 = vector.transfer_read %arg3[], %arg12 : memref<f64>, vector<f64>
// CHECK-NEXT: %13 = vector.transfer_read %arg3[], %arg12 {permutation_map = #map2} : memref<f64>, vector<1xf64>
// CHECK-NEXT: %14 = vector.transfer_read %arg4[%arg5, %arg5], %arg11 {in_bounds = [true]} : tensor<?x?xf32>, vector<4xf32>
// CHECK-NEXT: vector.transfer_write %arg6, %arg0[%arg5, %arg5] : vector<4xf32>, memref<?x?xf32>
// CHECK-NEXT: vector.transfer_write %9, %arg0[%arg5, %arg5], %arg14 {in_bounds = [false, true], permutation_map = #map} : vector<3x4xf32>, memref<?x?xf32>
// CHECK-NEXT: %15 = vector.transfer_write %arg6, %arg4[%arg5, %arg5] : vector<4xf32>, tensor<?x?xf32>
// CHECK-NEXT: %16 = vector.type_cast %arg1 : memref<8xi32> to memref<vector<8xi32>>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @masks(%arg0: index, %arg1: memref<?xf32>, %arg2: f32, %arg3: vector<4xf32>, %arg4: vector<4xi1>, %arg5: vector<4xi32>) {
// CHECK-NEXT: %0 = vector.create_mask %arg0, %arg0 : vector<4x3xi1>
// CHECK-NEXT: %1 = vector.create_mask %arg0 : vector<i1>
// CHECK-NEXT: %2 = vector.constant_mask [3, 2] : vector<4x3xi1>
// CHECK-NEXT: %3 = vector.constant_mask [0] : vector<[8]xi1>
// CHECK-NEXT: %4 = vector.constant_mask [1] : vector<i1>
// CHECK-NEXT: %5 = vector.mask %arg4 { vector.transfer_read %arg1[%arg0], %arg2 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: %6 = vector.mask %arg4, %arg3 { vector.transfer_read %arg1[%arg0], %arg2 : memref<?xf32>, vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: vector.mask %arg4 { vector.transfer_write %arg3, %arg1[%arg0] : vector<4xf32>, memref<?xf32> } : vector<4xi1>
// CHECK-NEXT: %7 = vector.mask %arg4 { vector.reduction <add>, %arg5 : vector<4xi32> into i32 } : vector<4xi1> -> i32
// CHECK-NEXT: vector.mask %arg4 { vector.yield } : vector<4xi1>
// CHECK-NEXT: %8 = vector.mask %arg4 { vector.yield %arg3 : vector<4xf32> } : vector<4xi1> -> vector<4xf32>
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-LABEL: func.func @compute(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<2x4xf32>, %arg4: vector<4xf64>, %arg5: vector<4xi32>, %arg6: vector<4xindex>, %arg7: vector<4x3xf32>, %arg8: vector<3x7xf32>, %arg9: vector<4x7xf32>, %arg10: vector<2x3x4xi32>, %arg11: vector<2x3x5xi32>, %arg12: vector<2x4x5xi32>, %arg13: vector<4x3xf16>, %arg14: vector<3x7xf16>) {
// CHECK-NEXT: %0 = vector.fma %arg2, %arg2, %arg2 : vector<4xf32>
// CHECK-NEXT: %1 = vector.fma %arg3, %arg3, %arg3 : vector<2x4xf32>
// CHECK-NEXT: %2 = vector.reduction <add>, %arg2 : vector<4xf32> into f32
// CHECK-NEXT: %3 = vector.reduction <mul>, %arg4, %arg1 : vector<4xf64> into f64
// CHECK-NEXT: %4 = vector.reduction <minimumf>, %arg2 fastmath<nnan,ninf> : vector<4xf32> into f32
// CHECK-NEXT: %5 = vector.reduction <xor>, %arg5 : vector<4xi32> into i32
// CHECK-NEXT: %6 = vector.reduction <maxui>, %arg6 : vector<4xindex> into index
// CHECK-NEXT: %7 = vector.multi_reduction <add>, %arg3, %arg2 [0] : vector<2x4xf32> to vector<4xf32>
// CHECK-NEXT: %8 = vector.multi_reduction <maxnumf>, %arg3, %arg0 [0, 1] : vector<2x4xf32> to f32
// CHECK-NEXT: %9 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg7, %arg8, %arg9 : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
// CHECK-NEXT: %10 = vector.contract {indexing_maps = [#map6, #map6, #map7], iterator_types = ["reduction"], kind = #vector.kind<maxnumf>} %arg2, %arg2, %arg0 : vector<4xf32>, vector<4xf32> into f32
// CHECK-NEXT: %11 = vector.contract {indexing_maps = [#map8, #map9, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"], kind = #vector.kind<maxsi>} %arg10, %arg11, %arg12 : vector<2x3x4xi32>, vector<2x3x5xi32> into vector<2x4x5xi32>
// CHECK-NEXT: %12 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg13, %arg14, %arg9 : vector<4x3xf16>, vector<3x7xf16> into vector<4x7xf32>
// CHECK-NEXT: %13 = vector.contract {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], kind = #vector.kind<add>} %arg7, %arg8, %arg9 {test.note = "kept"} : vector<4x3xf32>, vector<3x7xf32> into vector<4x7xf32>
// CHECK-NEXT: %14 = vector.outerproduct %arg2, %arg2 : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %15 = vector.outerproduct %arg2, %arg2, %14 {kind = #vector.kind<mul>} : vector<4xf32>, vector<4xf32>
// CHECK-NEXT: %16 = vector.outerproduct %arg2, %arg0 : vector<4xf32>, f32
// CHECK-NEXT: %17 = vector.outerproduct %arg2, %arg0, %arg2 {kind = #vector.kind<add>} : vector<4xf32>, f32
// CHECK-NEXT: %dest, %accumulated_value = vector.scan <add>, %arg3, %arg2 {inclusive = true, reduction_dim = 0 : i64} : vector<2x4xf32>, vector<4xf32>
// CHECK-NEXT: %cst = arith.constant dense<1> : vector<i32>
// CHECK-NEXT: %dest_0, %accumulated_value_1 = vector.scan <mul>, %arg5, %cst {inclusive = false, reduction_dim = 0 : i64} : vector<4xi32>, vector<i32>
// CHECK-NEXT: %vscale = vector.vscale
// CHECK-NEXT: return
// CHECK-NEXT: }
// CHECK-NEXT: }
