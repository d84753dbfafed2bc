// RUN: loomlir opt %s -convert-vector-to-scf | FileCheck %s
// RUN: loomlir opt %s -convert-vector-to-scf=full-unroll=true | FileCheck %s --check-prefix=UNROLL
// RUN: not loomlir opt %s -convert-vector-to-scf=full-unroll=maybe 2>&1 | FileCheck %s --check-prefix=BADOPT
// RUN: not loomlir opt %s -convert-vector-to-scf=unroll=true 2>&1 | FileCheck %s --check-prefix=BADNAME

// convert-vector-to-scf: n-D transfer reads and writes are unpacked one leading dimension at a time,
// through a stack buffer and scf.for loops (default) or fully unrolled (full-unroll), with scf.if
// for dimensions that may be out of bounds; n-D masks are unpacked with the data, a 1-D mask is
// tested lane by lane; a 1-D transfer along a non-minor dimension becomes a scalar loop; and
// vector.print of a vector becomes loops of scalar prints.

// BADOPT: for the --full-unroll option: 'maybe' is invalid value for boolean argument! Try 0 or 1
// BADNAME: no such option unroll

func.func @read_2d(%A: memref<?x?xf32>, %i: index, %j: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}
// CHECK-LABEL: func.func @read_2d(
// CHECK-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK-DAG:     %[[PADV:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
// CHECK:         %[[BUF:.*]] = memref.alloca() : memref<vector<3x4xf32>>
// CHECK:         %[[CAST:.*]] = vector.type_cast %[[BUF]] : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK:         scf.for %[[IV:.*]] = %{{.*}} to %[[C3]] step %{{.*}} {
// CHECK:           %[[DIM:.*]] = memref.dim %[[A]], %{{.*}} : memref<?x?xf32>
// CHECK:           %[[ROW:.*]] = affine.apply #{{.*}}(%[[IV]])[%[[I]]]
// CHECK:           %[[OK:.*]] = arith.cmpi sgt, %[[DIM]], %[[ROW]] : index
// CHECK:           scf.if %[[OK]] {
// CHECK:             %[[ROW2:.*]] = affine.apply #{{.*}}(%[[IV]])[%[[I]]]
// CHECK:             %[[SLICE:.*]] = vector.transfer_read %[[A]][%[[ROW2]], %[[J]]], %[[PAD]] : memref<?x?xf32>, vector<4xf32>
// CHECK:             memref.store %[[SLICE]], %[[CAST]][%[[IV]]] : memref<3xvector<4xf32>>
// CHECK:           } else {
// CHECK:             memref.store %[[PADV]], %[[CAST]][%[[IV]]] : memref<3xvector<4xf32>>
// CHECK:           }
// CHECK:         }
// CHECK:         %[[R:.*]] = memref.load %[[BUF]][] : memref<vector<3x4xf32>>
// CHECK:         return %[[R]] : vector<3x4xf32>

// UNROLL-LABEL: func.func @read_2d(
// UNROLL-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// UNROLL-DAG:     %[[PAD:.*]] = arith.constant 0.000000e+00 : f32
// UNROLL-DAG:     %[[INIT:.*]] = arith.constant dense<0.000000e+00> : vector<3x4xf32>
// UNROLL:         %[[D0:.*]] = memref.dim %[[A]], %{{.*}}
// UNROLL:         %[[OK0:.*]] = arith.cmpi sgt, %[[D0]], %[[I]] : index
// UNROLL:         %[[V0:.*]] = scf.if %[[OK0]] -> (vector<3x4xf32>) {
// UNROLL:           %[[S0:.*]] = vector.transfer_read %[[A]][%[[I]], %[[J]]], %[[PAD]] : memref<?x?xf32>, vector<4xf32>
// UNROLL:           %[[W0:.*]] = vector.insert %[[S0]], %[[INIT]] [0] : vector<4xf32> into vector<3x4xf32>
// UNROLL:           scf.yield %[[W0]] : vector<3x4xf32>
// UNROLL:         } else {
// UNROLL:           scf.yield %[[INIT]] : vector<3x4xf32>
// UNROLL:         }
// UNROLL:         %[[R1:.*]] = affine.apply #{{.*}}()[%[[I]]]
// UNROLL:         %[[OK1:.*]] = arith.cmpi sgt, %{{.*}}, %[[R1]] : index
// UNROLL:         %[[V1:.*]] = scf.if %[[OK1]] -> (vector<3x4xf32>) {
// UNROLL:           vector.insert %{{.*}}, %[[V0]] [1] : vector<4xf32> into vector<3x4xf32>
// UNROLL:         %[[V2:.*]] = scf.if %{{.*}} -> (vector<3x4xf32>) {
// UNROLL:           vector.insert %{{.*}}, %[[V1]] [2] : vector<4xf32> into vector<3x4xf32>
// UNROLL:         } else {
// UNROLL:           scf.yield %[[V1]] : vector<3x4xf32>
// UNROLL:         return %[[V2]] : vector<3x4xf32>

func.func @write_2d_inner_in_bounds(%A: memref<?x?xf32>, %v: vector<3x4xf32>, %i: index, %j: index) {
  vector.transfer_write %v, %A[%i, %j] {in_bounds = [false, true]} : vector<3x4xf32>, memref<?x?xf32>
  return
}
// CHECK-LABEL: func.func @write_2d_inner_in_bounds(
// CHECK-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[V:.*]]: vector<3x4xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// CHECK:         %[[BUF:.*]] = memref.alloca() : memref<vector<3x4xf32>>
// CHECK:         memref.store %[[V]], %[[BUF]][] : memref<vector<3x4xf32>>
// CHECK:         %[[CAST:.*]] = vector.type_cast %[[BUF]] : memref<vector<3x4xf32>> to memref<3xvector<4xf32>>
// CHECK:         scf.for %[[IV:.*]] =
// CHECK:           memref.dim %[[A]]
// CHECK:           arith.cmpi sgt
// CHECK:           scf.if
// CHECK:             %[[ROW:.*]] = affine.apply #{{.*}}(%[[IV]])[%[[I]]]
// CHECK:             %[[SLICE:.*]] = memref.load %[[CAST]][%[[IV]]] : memref<3xvector<4xf32>>
// CHECK:             vector.transfer_write %[[SLICE]], %[[A]][%[[ROW]], %[[J]]] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// CHECK:           } else {
// CHECK-NEXT:      }
// CHECK-NOT:     memref.load %[[BUF]]
// CHECK:         return

// UNROLL-LABEL: func.func @write_2d_inner_in_bounds(
// UNROLL-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[V:.*]]: vector<3x4xf32>, %[[I:.*]]: index, %[[J:.*]]: index)
// UNROLL:         scf.if %{{.*}} {
// UNROLL:           %[[E0:.*]] = vector.extract %[[V]][0] : vector<4xf32> from vector<3x4xf32>
// UNROLL:           vector.transfer_write %[[E0]], %[[A]][%[[I]], %[[J]]] {in_bounds = [true]} : vector<4xf32>, memref<?x?xf32>
// UNROLL:         } else {
// UNROLL:         vector.extract %[[V]][1]
// UNROLL:         %[[E2:.*]] = vector.extract %[[V]][2] : vector<4xf32> from vector<3x4xf32>
// UNROLL:         vector.transfer_write %[[E2]], %[[A]][%{{.*}}, %[[J]]] {in_bounds = [true]}

// All dimensions in bounds: no checks; a rank-3 read takes two levels of loops and casts.
func.func @read_3d_in_bounds(%A: memref<?x?x?xf32>, %i: index) -> vector<2x3x4xf32> {
  %pad = arith.constant 1.0 : f32
  %v = vector.transfer_read %A[%i, %i, %i], %pad {in_bounds = [true, true, true]} : memref<?x?x?xf32>, vector<2x3x4xf32>
  return %v : vector<2x3x4xf32>
}
// CHECK-LABEL: func.func @read_3d_in_bounds(
// CHECK:         %[[BUF:.*]] = memref.alloca() : memref<vector<2x3x4xf32>>
// CHECK:         %[[C1:.*]] = vector.type_cast %[[BUF]] : memref<vector<2x3x4xf32>> to memref<2xvector<3x4xf32>>
// CHECK:         scf.for %[[IV:.*]] =
// CHECK-NOT:       scf.if
// CHECK:           %[[C2:.*]] = vector.type_cast %[[C1]] : memref<2xvector<3x4xf32>> to memref<2x3xvector<4xf32>>
// CHECK:           scf.for %[[JV:.*]] =
// CHECK:             %[[S:.*]] = vector.transfer_read {{.*}} {in_bounds = [true]} : memref<?x?x?xf32>, vector<4xf32>
// CHECK:             memref.store %[[S]], %[[C2]][%[[IV]], %[[JV]]] : memref<2x3xvector<4xf32>>
// CHECK:           }
// CHECK:         }
// CHECK:         memref.load %[[BUF]][] : memref<vector<2x3x4xf32>>

// An n-D mask is stored next to the data and loaded row by row.
func.func @masked_read_2d(%A: memref<?x?xf32>, %m: vector<3x4xi1>, %i: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad, %m : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}
// CHECK-LABEL: func.func @masked_read_2d(
// CHECK-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[M:.*]]: vector<3x4xi1>, %[[I:.*]]: index)
// CHECK:         %[[BUF:.*]] = memref.alloca() : memref<vector<3x4xf32>>
// CHECK:         %[[MBUF:.*]] = memref.alloca() : memref<vector<3x4xi1>>
// CHECK:         memref.store %[[M]], %[[MBUF]][] : memref<vector<3x4xi1>>
// CHECK:         %[[CAST:.*]] = vector.type_cast %[[BUF]]
// CHECK:         %[[MCAST:.*]] = vector.type_cast %[[MBUF]] : memref<vector<3x4xi1>> to memref<3xvector<4xi1>>
// CHECK:         scf.for %[[IV:.*]] =
// CHECK:           scf.if
// CHECK:             %[[ROWMASK:.*]] = memref.load %[[MCAST]][%[[IV]]] : memref<3xvector<4xi1>>
// CHECK:             vector.transfer_read %[[A]][%{{.*}}, %[[I]]], %{{.*}}, %[[ROWMASK]] : memref<?x?xf32>, vector<4xf32>

// UNROLL-LABEL: func.func @masked_read_2d(
// UNROLL-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[M:.*]]: vector<3x4xi1>, %[[I:.*]]: index)
// UNROLL:         %[[M0:.*]] = vector.extract %[[M]][0] : vector<4xi1> from vector<3x4xi1>
// UNROLL:         vector.transfer_read %[[A]][%[[I]], %[[I]]], %{{.*}}, %[[M0]] : memref<?x?xf32>, vector<4xf32>
// UNROLL:         %[[M1:.*]] = vector.extract %[[M]][1] : vector<4xi1> from vector<3x4xi1>
// UNROLL:         vector.transfer_read %[[A]][%{{.*}}, %[[I]]], %{{.*}}, %[[M1]] : memref<?x?xf32>, vector<4xf32>

// A 1-D mask over the outer dimension, whose inner dimension is a broadcast: each row's mask bit
// joins the bounds check, and the row slice, a broadcast, becomes a loop of scalar loads.
func.func @mask_1d_broadcast_inner(%A: memref<?x?xf32>, %m: vector<3xi1>, %i: index) -> vector<3x4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad, %m {permutation_map = affine_map<(d0, d1) -> (d0, 0)>} : memref<?x?xf32>, vector<3x4xf32>
  return %v : vector<3x4xf32>
}
// CHECK-LABEL: func.func @mask_1d_broadcast_inner(
// CHECK-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[M:.*]]: vector<3xi1>, %[[I:.*]]: index)
// CHECK:         %[[MBUF:.*]] = memref.alloca() : memref<vector<3xi1>>
// CHECK:         %[[MASKS:.*]] = memref.load %[[MBUF]][] : memref<vector<3xi1>>
// CHECK:         scf.for %[[IV:.*]] =
// CHECK:           %[[INB:.*]] = arith.cmpi sgt
// CHECK:           %[[BIT:.*]] = vector.extract %[[MASKS]][%[[IV]]] : i1 from vector<3xi1>
// CHECK:           %[[OK:.*]] = arith.andi %[[INB]], %[[BIT]] : i1
// CHECK:           scf.if %[[OK]] {
// CHECK:             scf.for {{.*}} iter_args
// CHECK:               memref.load %[[A]][%{{.*}}, %[[I]]] : memref<?x?xf32>

// UNROLL-LABEL: func.func @mask_1d_broadcast_inner(
// UNROLL-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[M:.*]]: vector<3xi1>, %[[I:.*]]: index)
// UNROLL:         %[[INB:.*]] = arith.cmpi sgt
// UNROLL:         %[[BIT:.*]] = vector.extract %[[M]][0] : i1 from vector<3xi1>
// UNROLL:         %[[OK:.*]] = arith.andi %[[INB]], %[[BIT]] : i1
// UNROLL:         scf.if %[[OK]] -> (vector<3x4xf32>) {

// A static memref: the dimension size is a constant.
func.func @write_static(%A: memref<5x6xf32>, %v: vector<3x4xf32>, %i: index) {
  vector.transfer_write %v, %A[%i, %i] : vector<3x4xf32>, memref<5x6xf32>
  return
}
// CHECK-LABEL: func.func @write_static(
// CHECK-DAG:     %[[C5:.*]] = arith.constant 5 : index
// CHECK:         scf.for %[[IV:.*]] =
// CHECK:           %[[ROW:.*]] = affine.apply #{{.*}}(%[[IV]])
// CHECK:           %[[OK:.*]] = arith.cmpi slt, %[[ROW]], %[[C5]] : index
// CHECK:           scf.if %[[OK]] {
// CHECK:             vector.transfer_write %{{.*}} : vector<4xf32>, memref<5x6xf32>

// A 1-D read along the outer memref dimension: a loop of scalar loads.
func.func @read_column(%A: memref<?x?xf32>, %i: index) -> vector<4xf32> {
  %pad = arith.constant 0.0 : f32
  %v = vector.transfer_read %A[%i, %i], %pad {permutation_map = affine_map<(d0, d1) -> (d0)>} : memref<?x?xf32>, vector<4xf32>
  return %v : vector<4xf32>
}
// CHECK-LABEL: func.func @read_column(
// CHECK-SAME:      %[[A:.*]]: memref<?x?xf32>, %[[I:.*]]: index)
// CHECK-DAG:     %[[INIT:.*]] = arith.constant dense<0.000000e+00> : vector<4xf32>
// CHECK:         %[[R:.*]] = scf.for %[[IV:.*]] = %{{.*}} to %{{.*}} step %{{.*}} iter_args(%[[ACC:.*]] = %[[INIT]]) -> (vector<4xf32>) {
// CHECK:           %[[ROW:.*]] = affine.apply #{{.*}}(%[[IV]])[%[[I]]]
// CHECK:           %[[DIM:.*]] = memref.dim %[[A]]
// CHECK:           %[[OK:.*]] = arith.cmpi sgt, %[[DIM]], %{{.*}} : index
// CHECK:           %[[NEXT:.*]] = scf.if %[[OK]] -> (vector<4xf32>) {
// CHECK:             %[[X:.*]] = memref.load %[[A]][%[[ROW]], %[[I]]] : memref<?x?xf32>
// CHECK:             %[[INS:.*]] = vector.insert %[[X]], %[[ACC]] [%[[IV]]] : f32 into vector<4xf32>
// CHECK:             scf.yield %[[INS]] : vector<4xf32>
// CHECK:           } else {
// CHECK:             scf.yield %[[ACC]] : vector<4xf32>
// CHECK:           }
// CHECK:           scf.yield %[[NEXT]] : vector<4xf32>
// CHECK:         }
// CHECK:         return %[[R]] : vector<4xf32>

// A transfer in a loop: its buffers are allocated at the start of the loop body (the closest
// automatic allocation scope, as mlir-opt-22 chooses), also when the loop is nested.
func.func @in_loop(%A: memref<?x?xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    %v = vector.transfer_read %A[%i, %c0], %pad {in_bounds = [true, true]} : memref<?x?xf32>, vector<2x3xf32>
    vector.transfer_write %v, %A[%c0, %i] {in_bounds = [true, true]} : vector<2x3xf32>, memref<?x?xf32>
  }
  return
}
// CHECK-LABEL: func.func @in_loop(
// CHECK-NOT:     memref.alloca
// CHECK:         scf.for %{{.*}} = %{{.*}} to %{{.*}} step %{{.*}} {
// CHECK-NEXT:      %[[A:.*]] = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT:      %[[B:.*]] = memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT:      vector.type_cast %[[A]]
// CHECK:         return

func.func @in_nested_loops(%A: memref<?x?xf32>, %n: index, %c: i1) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %pad = arith.constant 0.0 : f32
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      scf.if %c {
        %v = vector.transfer_read %A[%i, %j], %pad : memref<?x?xf32>, vector<2x3xf32>
        vector.transfer_write %v, %A[%j, %i] : vector<2x3xf32>, memref<?x?xf32>
      }
    }
  }
  return
}
// CHECK-LABEL: func.func @in_nested_loops(
// CHECK-NOT:     memref.alloca
// CHECK:         scf.for
// CHECK-NOT:       memref.alloca
// CHECK:           scf.for
// CHECK-NEXT:        memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT:        memref.alloca() : memref<vector<2x3xf32>>
// CHECK-NEXT:        scf.if
// CHECK-NOT:         memref.alloca
// CHECK:         return

func.func @print_2d(%v: vector<2x3xi32>) {
  vector.print %v : vector<2x3xi32>
  return
}
// CHECK-LABEL: func.func @print_2d(
// CHECK-SAME:      %[[V:.*]]: vector<2x3xi32>)
// CHECK-DAG:     %[[C3:.*]] = arith.constant 3 : index
// CHECK-DAG:     %[[C2:.*]] = arith.constant 2 : index
// CHECK-DAG:     %[[C1:.*]] = arith.constant 1 : index
// CHECK:         %[[FLAT:.*]] = vector.shape_cast %[[V]] : vector<2x3xi32> to vector<6xi32>
// CHECK:         vector.print punctuation <open>
// CHECK:         scf.for %[[I:.*]] = %{{.*}} to %[[C2]] step %[[C1]] {
// CHECK:           vector.print punctuation <open>
// CHECK:           scf.for %[[J:.*]] = %{{.*}} to %[[C3]] step %[[C1]] {
// CHECK:             %[[ROW:.*]] = arith.muli %[[I]], %[[C3]] : index
// CHECK:             %[[K:.*]] = arith.addi %[[J]], %[[ROW]] : index
// CHECK:             %[[E:.*]] = vector.extract %[[FLAT]][%[[K]]] : i32 from vector<6xi32>
// CHECK:             vector.print %[[E]] : i32 punctuation <no_punctuation>
// CHECK:             %[[MORE:.*]] = arith.cmpi ult, %[[J]], %[[C2]] : index
// CHECK:             scf.if %[[MORE]] {
// CHECK:               vector.print punctuation <comma>
// CHECK:             }
// CHECK:           }
// CHECK:           vector.print punctuation <close>
// CHECK:           %[[MORE2:.*]] = arith.cmpi ult, %[[I]], %[[C1]] : index
// CHECK:           scf.if %[[MORE2]] {
// CHECK:             vector.print punctuation <comma>
// CHECK:           }
// CHECK:         }
// CHECK:         vector.print punctuation <close>
// CHECK:         vector.print
// CHECK-NEXT:    return

// i1 (and other odd widths) are widened before printing; the op's own punctuation comes last.
func.func @print_i1(%v: vector<3xi1>) {
  vector.print %v : vector<3xi1> punctuation <comma>
  return
}
// CHECK-LABEL: func.func @print_i1(
// CHECK:         %[[W:.*]] = arith.extui %{{.*}} : vector<3xi1> to vector<3xi8>
// CHECK:         scf.for
// CHECK:           vector.extract %[[W]][%{{.*}}] : i8 from vector<3xi8>
// CHECK:           vector.print %{{.*}} : i8 punctuation <no_punctuation>
// CHECK:         vector.print punctuation <close>
// CHECK-NEXT:    vector.print punctuation <comma>
