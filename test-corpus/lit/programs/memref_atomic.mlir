// Covers: memref.atomic_rmw with every kind on f32 (addf, assign, maximumf, minimumf, maxnumf,
// minnumf) and on i32 (addi, assign, maxs, maxu, mins, minu, ori, andi, xori), each
// printing the value returned (the OLD value) and the value stored (memref_generic_atomic.mlir has
// memref.generic_atomic_rmw).
// (Kinds mulf and muli are left out: upstream's pipeline cannot lower them.)
// REQUIRES: loomlir-run
// RUN: loomlir run %s | FileCheck %s --match-full-lines

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %fm = memref.alloca() : memref<1xf32>
  %fstart = arith.constant -2.5 : f32
  %fval = arith.constant 4.0 : f32
  memref.store %fstart, %fm[%c0] : memref<1xf32>
  %old_addf = memref.atomic_rmw addf %fval, %fm[%c0] : (f32, memref<1xf32>) -> f32
  %new_addf = memref.load %fm[%c0] : memref<1xf32>
  vector.print str "addf: "
  vector.print %old_addf : f32 punctuation <comma>
  vector.print %new_addf : f32
  memref.store %fstart, %fm[%c0] : memref<1xf32>
  %old_assign = memref.atomic_rmw assign %fval, %fm[%c0] : (f32, memref<1xf32>) -> f32
  %new_assign = memref.load %fm[%c0] : memref<1xf32>
  vector.print str "assign: "
  vector.print %old_assign : f32 punctuation <comma>
  vector.print %new_assign : f32
  memref.store %fstart, %fm[%c0] : memref<1xf32>
  %old_maximumf = memref.atomic_rmw maximumf %fval, %fm[%c0] : (f32, memref<1xf32>) -> f32
  %new_maximumf = memref.load %fm[%c0] : memref<1xf32>
  vector.print str "maximumf: "
  vector.print %old_maximumf : f32 punctuation <comma>
  vector.print %new_maximumf : f32
  memref.store %fstart, %fm[%c0] : memref<1xf32>
  %old_minimumf = memref.atomic_rmw minimumf %fval, %fm[%c0] : (f32, memref<1xf32>) -> f32
  %new_minimumf = memref.load %fm[%c0] : memref<1xf32>
  vector.print str "minimumf: "
  vector.print %old_minimumf : f32 punctuation <comma>
  vector.print %new_minimumf : f32
  memref.store %fstart, %fm[%c0] : memref<1xf32>
  %old_maxnumf = memref.atomic_rmw maxnumf %fval, %fm[%c0] : (f32, memref<1xf32>) -> f32
  %new_maxnumf = memref.load %fm[%c0] : memref<1xf32>
  vector.print str "maxnumf: "
  vector.print %old_maxnumf : f32 punctuation <comma>
  vector.print %new_maxnumf : f32
  memref.store %fstart, %fm[%c0] : memref<1xf32>
  %old_minnumf = memref.atomic_rmw minnumf %fval, %fm[%c0] : (f32, memref<1xf32>) -> f32
  %new_minnumf = memref.load %fm[%c0] : memref<1xf32>
  vector.print str "minnumf: "
  vector.print %old_minnumf : f32 punctuation <comma>
  vector.print %new_minnumf : f32
  %im = memref.alloca() : memref<2xi32>
  %istart = arith.constant -6 : i32
  %ival = arith.constant 5 : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_iaddi = memref.atomic_rmw addi %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_iaddi = memref.load %im[%c1] : memref<2xi32>
  vector.print str "addi: "
  vector.print %old_iaddi : i32 punctuation <comma>
  vector.print %new_iaddi : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_iassign = memref.atomic_rmw assign %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_iassign = memref.load %im[%c1] : memref<2xi32>
  vector.print str "assign: "
  vector.print %old_iassign : i32 punctuation <comma>
  vector.print %new_iassign : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_imaxs = memref.atomic_rmw maxs %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_imaxs = memref.load %im[%c1] : memref<2xi32>
  vector.print str "maxs: "
  vector.print %old_imaxs : i32 punctuation <comma>
  vector.print %new_imaxs : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_imaxu = memref.atomic_rmw maxu %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_imaxu = memref.load %im[%c1] : memref<2xi32>
  vector.print str "maxu: "
  vector.print %old_imaxu : i32 punctuation <comma>
  vector.print %new_imaxu : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_imins = memref.atomic_rmw mins %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_imins = memref.load %im[%c1] : memref<2xi32>
  vector.print str "mins: "
  vector.print %old_imins : i32 punctuation <comma>
  vector.print %new_imins : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_iminu = memref.atomic_rmw minu %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_iminu = memref.load %im[%c1] : memref<2xi32>
  vector.print str "minu: "
  vector.print %old_iminu : i32 punctuation <comma>
  vector.print %new_iminu : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_iori = memref.atomic_rmw ori %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_iori = memref.load %im[%c1] : memref<2xi32>
  vector.print str "ori: "
  vector.print %old_iori : i32 punctuation <comma>
  vector.print %new_iori : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_iandi = memref.atomic_rmw andi %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_iandi = memref.load %im[%c1] : memref<2xi32>
  vector.print str "andi: "
  vector.print %old_iandi : i32 punctuation <comma>
  vector.print %new_iandi : i32
  memref.store %istart, %im[%c1] : memref<2xi32>
  %old_ixori = memref.atomic_rmw xori %ival, %im[%c1] : (i32, memref<2xi32>) -> i32
  %new_ixori = memref.load %im[%c1] : memref<2xi32>
  vector.print str "xori: "
  vector.print %old_ixori : i32 punctuation <comma>
  vector.print %new_ixori : i32

  return
}

// Expected output, generated by update-checks.py from upstream MLIR 22 (mlir-native-run):
// CHECK: addf: -2.5, 1.5
// CHECK-NEXT: assign: -2.5, 4
// CHECK-NEXT: maximumf: -2.5, 4
// CHECK-NEXT: minimumf: -2.5, -2.5
// CHECK-NEXT: maxnumf: -2.5, 4
// CHECK-NEXT: minnumf: -2.5, -2.5
// CHECK-NEXT: addi: -6, -1
// CHECK-NEXT: assign: -6, 5
// CHECK-NEXT: maxs: -6, 5
// CHECK-NEXT: maxu: -6, -6
// CHECK-NEXT: mins: -6, -6
// CHECK-NEXT: minu: -6, 5
// CHECK-NEXT: ori: -6, -1
// CHECK-NEXT: andi: -6, 0
// CHECK-NEXT: xori: -6, -1
