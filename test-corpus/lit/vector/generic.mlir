// RUN: loomlir opt %s --mlir-print-op-generic | FileCheck %s
// RUN: loomlir opt %s --mlir-print-op-generic | loomlir opt --mlir-print-op-generic | FileCheck %s

// The generic form of every vector op: properties (defaults filled in), segment sizes, result
// names, the regions of vector.mask with their explicit terminators.
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

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK-NEXT: #map1 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-NEXT: #map2 = affine_map<(d0, d1) -> (0, d0)>
// CHECK-NEXT: #map3 = affine_map<() -> ()>
// CHECK-NEXT: #map4 = affine_map<() -> (0)>
// CHECK-NEXT: #map5 = affine_map<(d0) -> (d0)>
// CHECK-NEXT: #map6 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK-NEXT: #map7 = affine_map<(d0, d1, d2) -> (d2, d1)>
// CHECK-NEXT: #map8 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-NEXT: #map9 = affine_map<(d0) -> ()>
// CHECK-NEXT: #map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d1)>
// CHECK-NEXT: #map11 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK-NEXT: #map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-NEXT: "builtin.module"() ({
// CHECK-LABEL: "func.func"() <{function_type = (f32, f16, i8, index, vector<4xf32>, vector<2x4xf32>, vector<f32>, vector<[4]xi32>) -> (), sym_name = "construction"}> ({
// CHECK-NEXT: ^bb0(%arg42: f32, %arg43: f16, %arg44: i8, %arg45: index, %arg46: vector<4xf32>, %arg47: vector<2x4xf32>, %arg48: vector<f32>, %arg49: vector<[4]xi32>):
// CHECK-NEXT: %66 = "vector.broadcast"(%arg42) : (f32) -> vector<2x3xf32>
// CHECK-NEXT: %67 = "vector.broadcast"(%arg46) : (vector<4xf32>) -> vector<3x4xf32>
// CHECK-NEXT: %68 = "vector.broadcast"(%arg48) : (vector<f32>) -> vector<2xf32>
// CHECK-NEXT: %69 = "vector.broadcast"(%arg44) : (i8) -> vector<[8]xi8>
// CHECK-NEXT: %70 = "vector.from_elements"(%arg42, %arg42, %arg42, %arg42) : (f32, f32, f32, f32) -> vector<2x2xf32>
// CHECK-NEXT: %71 = "vector.from_elements"(%arg43) : (f16) -> vector<f16>
// CHECK-NEXT: %72:4 = "vector.to_elements"(%arg46) : (vector<4xf32>) -> (f32, f32, f32, f32)
// CHECK-NEXT: %73 = "vector.to_elements"(%arg48) : (vector<f32>) -> f32
// CHECK-NEXT: %74 = "vector.step"() : () -> vector<8xindex>
// CHECK-NEXT: %75 = "vector.step"() : () -> vector<[4]xindex>
// CHECK-NEXT: %76 = "vector.bitcast"(%arg46) : (vector<4xf32>) -> vector<2xi64>
// CHECK-NEXT: %77 = "vector.bitcast"(%arg47) : (vector<2x4xf32>) -> vector<2x16xi8>
// CHECK-NEXT: %78 = "vector.bitcast"(%arg48) : (vector<f32>) -> vector<i32>
// CHECK-NEXT: %79 = "vector.shape_cast"(%arg47) : (vector<2x4xf32>) -> vector<8x1xf32>
// CHECK-NEXT: %80 = "vector.shape_cast"(%arg48) : (vector<f32>) -> vector<1x1xf32>
// CHECK-NEXT: %81 = "vector.shape_cast"(%arg49) : (vector<[4]xi32>) -> vector<1x[4]xi32>
// CHECK-NEXT: %82 = "vector.transpose"(%arg47) <{permutation = array<i64: 1, 0>}> : (vector<2x4xf32>) -> vector<4x2xf32>
// CHECK-NEXT: %83 = "vector.transpose"(%arg48) <{permutation = array<i64>}> : (vector<f32>) -> vector<f32>
// CHECK-NEXT: %84 = "vector.interleave"(%arg46, %arg46) : (vector<4xf32>, vector<4xf32>) -> vector<8xf32>
// CHECK-NEXT: %85 = "vector.interleave"(%arg48, %arg48) : (vector<f32>, vector<f32>) -> vector<2xf32>
// CHECK-NEXT: %86:2 = "vector.deinterleave"(%arg47) : (vector<2x4xf32>) -> (vector<2x2xf32>, vector<2x2xf32>)
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (f32, index, vector<4xf32>, vector<2x4xf32>, vector<2x3x4xi64>, vector<f32>) -> (), sym_name = "access"}> ({
// CHECK-NEXT: ^bb0(%arg36: f32, %arg37: index, %arg38: vector<4xf32>, %arg39: vector<2x4xf32>, %arg40: vector<2x3x4xi64>, %arg41: vector<f32>):
// CHECK-NEXT: %51 = "vector.extract"(%arg39) <{static_position = array<i64: 1>}> : (vector<2x4xf32>) -> vector<4xf32>
// CHECK-NEXT: %52 = "vector.extract"(%arg39, %arg37) <{static_position = array<i64: -9223372036854775808, 3>}> : (vector<2x4xf32>, index) -> f32
// CHECK-NEXT: %53 = "vector.extract"(%arg40, %arg37) <{static_position = array<i64: 1, -9223372036854775808>}> : (vector<2x3x4xi64>, index) -> vector<4xi64>
// CHECK-NEXT: %54 = "vector.extract"(%arg41) <{static_position = array<i64>}> : (vector<f32>) -> f32
// CHECK-NEXT: %55 = "vector.extract"(%arg39) <{static_position = array<i64: -1, 0>}> : (vector<2x4xf32>) -> f32
// CHECK-NEXT: %56 = "vector.extract"(%arg39) <{static_position = array<i64: 1, 2>}> : (vector<2x4xf32>) -> vector<1xf32>
// CHECK-NEXT: %57 = "vector.insert"(%arg36, %arg39, %arg37) <{static_position = array<i64: 1, -9223372036854775808>}> : (f32, vector<2x4xf32>, index) -> vector<2x4xf32>
// CHECK-NEXT: %58 = "vector.insert"(%arg38, %arg39) <{static_position = array<i64: 0>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// CHECK-NEXT: %59 = "vector.insert"(%arg36, %arg41) <{static_position = array<i64>}> : (f32, vector<f32>) -> vector<f32>
// CHECK-NEXT: %60 = "vector.insert"(%arg38, %arg39) <{static_position = array<i64: -1>}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// CHECK-NEXT: %61 = "vector.extract_strided_slice"(%arg40) <{offsets = [1, 1], sizes = [1, 2], strides = [1, 1]}> : (vector<2x3x4xi64>) -> vector<1x2x4xi64>
// CHECK-NEXT: %62 = "vector.insert_strided_slice"(%arg38, %arg39) <{offsets = [1, 0], strides = [1]}> : (vector<4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// CHECK-NEXT: %63 = "vector.shuffle"(%arg38, %arg38) <{mask = array<i64: 7, 0, -1, 3, 2>}> : (vector<4xf32>, vector<4xf32>) -> vector<5xf32>
// CHECK-NEXT: %64 = "vector.shuffle"(%arg39, %arg39) <{mask = array<i64: 3, 1>}> : (vector<2x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// CHECK-NEXT: %65 = "vector.shuffle"(%arg41, %arg41) <{mask = array<i64: 1, 0, 1>}> : (vector<f32>, vector<f32>) -> vector<3xf32>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (memref<?x?xf32>, memref<8xi32>, memref<2x4xvector<4xf32>>, memref<f64>, tensor<?x?xf32>, index, vector<4xf32>, vector<8xi32>, vector<4xi1>, vector<8xi1>, vector<4xindex>, f32, f64, i32, vector<4x3xi1>) -> (), sym_name = "memory"}> ({
// CHECK-NEXT: ^bb0(%arg21: memref<?x?xf32>, %arg22: memref<8xi32>, %arg23: memref<2x4xvector<4xf32>>, %arg24: memref<f64>, %arg25: tensor<?x?xf32>, %arg26: index, %arg27: vector<4xf32>, %arg28: vector<8xi32>, %arg29: vector<4xi1>, %arg30: vector<8xi1>, %arg31: vector<4xindex>, %arg32: f32, %arg33: f64, %arg34: i32, %arg35: vector<4x3xi1>):
// CHECK-NEXT: %34 = "vector.load"(%arg21, %arg26, %arg26) : (memref<?x?xf32>, index, index) -> vector<4xf32>
// CHECK-NEXT: %35 = "vector.load"(%arg21, %arg26, %arg26) <{alignment = 16 : i64, nontemporal = true}> : (memref<?x?xf32>, index, index) -> vector<2x4xf32>
// CHECK-NEXT: %36 = "vector.load"(%arg23, %arg26, %arg26) : (memref<2x4xvector<4xf32>>, index, index) -> vector<4xf32>
// CHECK-NEXT: %37 = "vector.load"(%arg24) : (memref<f64>) -> vector<f64>
// CHECK-NEXT: "vector.store"(%34, %arg21, %arg26, %arg26) : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "vector.store"(%35, %arg21, %arg26, %arg26) <{nontemporal = false}> : (vector<2x4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: %38 = "vector.maskedload"(%arg22, %arg26, %arg30, %arg28) : (memref<8xi32>, index, vector<8xi1>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: "vector.maskedstore"(%arg22, %arg26, %arg30, %arg28) <{alignment = 4 : i64}> : (memref<8xi32>, index, vector<8xi1>, vector<8xi32>) -> ()
// CHECK-NEXT: %39 = "vector.gather"(%arg21, %arg26, %arg26, %arg31, %arg29, %arg27) : (memref<?x?xf32>, index, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %40 = "vector.gather"(%arg25, %arg26, %arg26, %arg31, %arg29, %arg27) : (tensor<?x?xf32>, index, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.scatter"(%arg21, %arg26, %arg26, %arg31, %arg29, %arg27) : (memref<?x?xf32>, index, index, vector<4xindex>, vector<4xi1>, vector<4xf32>) -> ()
// CHECK-NEXT: %41 = "vector.expandload"(%arg22, %arg26, %arg30, %arg28) : (memref<8xi32>, index, vector<8xi1>, vector<8xi32>) -> vector<8xi32>
// CHECK-NEXT: "vector.compressstore"(%arg22, %arg26, %arg30, %arg28) : (memref<8xi32>, index, vector<8xi1>, vector<8xi32>) -> ()
// CHECK-NEXT: %42 = "vector.transfer_read"(%arg21, %arg26, %arg26, %arg32) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<?x?xf32>, index, index, f32) -> vector<4xf32>
// CHECK-NEXT: %43 = "vector.transfer_read"(%arg21, %arg26, %arg26, %arg32) <{in_bounds = [true, false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map1}> : (memref<?x?xf32>, index, index, f32) -> vector<3x4xf32>
// CHECK-NEXT: %44 = "vector.transfer_read"(%arg21, %arg26, %arg26, %arg32, %arg29) <{in_bounds = [false, false], operandSegmentSizes = array<i32: 1, 2, 1, 1>, permutation_map = #map2}> : (memref<?x?xf32>, index, index, f32, vector<4xi1>) -> vector<2x4xf32>
// CHECK-NEXT: %45 = "vector.transfer_read"(%arg23, %arg26, %arg26, %arg27) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (memref<2x4xvector<4xf32>>, index, index, vector<4xf32>) -> vector<1x4xf32>
// CHECK-NEXT: %46 = "vector.transfer_read"(%arg24, %arg33) <{in_bounds = [], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = #map3}> : (memref<f64>, f64) -> vector<f64>
// CHECK-NEXT: %47 = "vector.transfer_read"(%arg24, %arg33) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 0, 1, 0>, permutation_map = #map4}> : (memref<f64>, f64) -> vector<1xf64>
// CHECK-NEXT: %48 = "vector.transfer_read"(%arg25, %arg26, %arg26, %arg32) <{in_bounds = [true], operandSegmentSizes = array<i32: 1, 2, 1, 0>, permutation_map = #map}> : (tensor<?x?xf32>, index, index, f32) -> vector<4xf32>
// CHECK-NEXT: "vector.transfer_write"(%arg27, %arg21, %arg26, %arg26) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, memref<?x?xf32>, index, index) -> ()
// CHECK-NEXT: "vector.transfer_write"(%43, %arg21, %arg26, %arg26, %arg35) <{in_bounds = [false, true], operandSegmentSizes = array<i32: 1, 1, 2, 1>, permutation_map = #map1}> : (vector<3x4xf32>, memref<?x?xf32>, index, index, vector<4x3xi1>) -> ()
// CHECK-NEXT: %49 = "vector.transfer_write"(%arg27, %arg25, %arg26, %arg26) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 2, 0>, permutation_map = #map}> : (vector<4xf32>, tensor<?x?xf32>, index, index) -> tensor<?x?xf32>
// CHECK-NEXT: %50 = "vector.type_cast"(%arg22) : (memref<8xi32>) -> memref<vector<8xi32>>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (index, memref<?xf32>, f32, vector<4xf32>, vector<4xi1>, vector<4xi32>) -> (), sym_name = "masks"}> ({
// CHECK-NEXT: ^bb0(%arg15: index, %arg16: memref<?xf32>, %arg17: f32, %arg18: vector<4xf32>, %arg19: vector<4xi1>, %arg20: vector<4xi32>):
// CHECK-NEXT: %22 = "vector.create_mask"(%arg15, %arg15) : (index, index) -> vector<4x3xi1>
// CHECK-NEXT: %23 = "vector.create_mask"(%arg15) : (index) -> vector<i1>
// CHECK-NEXT: %24 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 3, 2>}> : () -> vector<4x3xi1>
// CHECK-NEXT: %25 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 0>}> : () -> vector<[8]xi1>
// CHECK-NEXT: %26 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1>}> : () -> vector<i1>
// CHECK-NEXT: %27 = "vector.mask"(%arg19) ({
// CHECK-NEXT: %33 = "vector.transfer_read"(%arg16, %arg15, %arg17) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map5}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// CHECK-NEXT: "vector.yield"(%33) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: %28 = "vector.mask"(%arg19, %arg18) ({
// CHECK-NEXT: %32 = "vector.transfer_read"(%arg16, %arg15, %arg17) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map5}> : (memref<?xf32>, index, f32) -> vector<4xf32>
// CHECK-NEXT: "vector.yield"(%32) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : (vector<4xi1>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: "vector.mask"(%arg19) ({
// CHECK-NEXT: "vector.transfer_write"(%arg18, %arg16, %arg15) <{in_bounds = [false], operandSegmentSizes = array<i32: 1, 1, 1, 0>, permutation_map = #map5}> : (vector<4xf32>, memref<?xf32>, index) -> ()
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> ()
// CHECK-NEXT: %29 = "vector.mask"(%arg19) ({
// CHECK-NEXT: %31 = "vector.reduction"(%arg20) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xi32>) -> i32
// CHECK-NEXT: "vector.yield"(%31) : (i32) -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> i32
// CHECK-NEXT: "vector.mask"(%arg19) ({
// CHECK-NEXT: "vector.yield"() : () -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> ()
// CHECK-NEXT: %30 = "vector.mask"(%arg19) ({
// CHECK-NEXT: "vector.yield"(%arg18) : (vector<4xf32>) -> ()
// CHECK-NEXT: }) : (vector<4xi1>) -> vector<4xf32>
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-LABEL: "func.func"() <{function_type = (f32, f64, vector<4xf32>, vector<2x4xf32>, vector<4xf64>, vector<4xi32>, vector<4xindex>, vector<4x3xf32>, vector<3x7xf32>, vector<4x7xf32>, vector<2x3x4xi32>, vector<2x3x5xi32>, vector<2x4x5xi32>, vector<4x3xf16>, vector<3x7xf16>) -> (), sym_name = "compute"}> ({
// CHECK-NEXT: ^bb0(%arg0: f32, %arg1: f64, %arg2: vector<4xf32>, %arg3: vector<2x4xf32>, %arg4: vector<4xf64>, %arg5: vector<4xi32>, %arg6: vector<4xindex>, %arg7: vector<4x3xf32>, %arg8: vector<3x7xf32>, %arg9: vector<4x7xf32>, %arg10: vector<2x3x4xi32>, %arg11: vector<2x3x5xi32>, %arg12: vector<2x4x5xi32>, %arg13: vector<4x3xf16>, %arg14: vector<3x7xf16>):
// CHECK-NEXT: %0 = "vector.fma"(%arg2, %arg2, %arg2) : (vector<4xf32>, vector<4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %1 = "vector.fma"(%arg3, %arg3, %arg3) : (vector<2x4xf32>, vector<2x4xf32>, vector<2x4xf32>) -> vector<2x4xf32>
// CHECK-NEXT: %2 = "vector.reduction"(%arg2) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<add>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: %3 = "vector.reduction"(%arg4, %arg1) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<mul>}> : (vector<4xf64>, f64) -> f64
// CHECK-NEXT: %4 = "vector.reduction"(%arg2) <{fastmath = #arith.fastmath<nnan,ninf>, kind = #vector.kind<minimumf>}> : (vector<4xf32>) -> f32
// CHECK-NEXT: %5 = "vector.reduction"(%arg5) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<xor>}> : (vector<4xi32>) -> i32
// CHECK-NEXT: %6 = "vector.reduction"(%arg6) <{fastmath = #arith.fastmath<none>, kind = #vector.kind<maxui>}> : (vector<4xindex>) -> index
// CHECK-NEXT: %7 = "vector.multi_reduction"(%arg3, %arg2) <{kind = #vector.kind<add>, reduction_dims = array<i64: 0>}> : (vector<2x4xf32>, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %8 = "vector.multi_reduction"(%arg3, %arg0) <{kind = #vector.kind<maxnumf>, reduction_dims = array<i64: 0, 1>}> : (vector<2x4xf32>, f32) -> f32
// CHECK-NEXT: %9 = "vector.contract"(%arg7, %arg8, %arg9) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x3xf32>, vector<3x7xf32>, vector<4x7xf32>) -> vector<4x7xf32>
// CHECK-NEXT: %10 = "vector.contract"(%arg2, %arg2, %arg0) <{indexing_maps = [#map5, #map5, #map9], iterator_types = [#vector.iterator_type<reduction>], kind = #vector.kind<maxnumf>}> : (vector<4xf32>, vector<4xf32>, f32) -> f32
// CHECK-NEXT: %11 = "vector.contract"(%arg10, %arg11, %arg12) <{indexing_maps = [#map10, #map11, #map12], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<maxsi>}> : (vector<2x3x4xi32>, vector<2x3x5xi32>, vector<2x4x5xi32>) -> vector<2x4x5xi32>
// CHECK-NEXT: %12 = "vector.contract"(%arg13, %arg14, %arg9) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> : (vector<4x3xf16>, vector<3x7xf16>, vector<4x7xf32>) -> vector<4x7xf32>
// CHECK-NEXT: %13 = "vector.contract"(%arg7, %arg8, %arg9) <{indexing_maps = [#map6, #map7, #map8], iterator_types = [#vector.iterator_type<parallel>, #vector.iterator_type<parallel>, #vector.iterator_type<reduction>], kind = #vector.kind<add>}> {test.note = "kept"} : (vector<4x3xf32>, vector<3x7xf32>, vector<4x7xf32>) -> vector<4x7xf32>
// CHECK-NEXT: %14 = "vector.outerproduct"(%arg2, %arg2) <{kind = #vector.kind<add>}> : (vector<4xf32>, vector<4xf32>) -> vector<4x4xf32>
// CHECK-NEXT: %15 = "vector.outerproduct"(%arg2, %arg2, %14) <{kind = #vector.kind<mul>}> : (vector<4xf32>, vector<4xf32>, vector<4x4xf32>) -> vector<4x4xf32>
// CHECK-NEXT: %16 = "vector.outerproduct"(%arg2, %arg0) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32) -> vector<4xf32>
// CHECK-NEXT: %17 = "vector.outerproduct"(%arg2, %arg0, %arg2) <{kind = #vector.kind<add>}> : (vector<4xf32>, f32, vector<4xf32>) -> vector<4xf32>
// CHECK-NEXT: %18:2 = "vector.scan"(%arg3, %arg2) <{inclusive = true, kind = #vector.kind<add>, reduction_dim = 0 : i64}> : (vector<2x4xf32>, vector<4xf32>) -> (vector<2x4xf32>, vector<4xf32>)
// CHECK-NEXT: %19 = "arith.constant"() <{value = dense<1> : vector<i32>}> : () -> vector<i32>
// CHECK-NEXT: %20:2 = "vector.scan"(%arg5, %19) <{inclusive = false, kind = #vector.kind<mul>, reduction_dim = 0 : i64}> : (vector<4xi32>, vector<i32>) -> (vector<4xi32>, vector<i32>)
// CHECK-NEXT: %21 = "vector.vscale"() : () -> index
// CHECK-NEXT: "func.return"() : () -> ()
// CHECK-NEXT: }) : () -> ()
// CHECK-NEXT: }) : () -> ()
