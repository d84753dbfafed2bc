// RUN: loomlir opt %s | FileCheck %s
// RUN: loomlir opt %s | loomlir opt | FileCheck %s

// CHECK-LABEL: func.func @binary(%arg0: index, %arg1: index) -> index {
// CHECK-NEXT: %0 = index.add %arg0, %arg1
// CHECK-NEXT: %1 = index.sub %0, %arg1
// CHECK-NEXT: %2 = index.mul %1, %arg1
// CHECK-NEXT: %3 = index.divs %2, %arg1
// CHECK-NEXT: %4 = index.divu %3, %arg1
// CHECK-NEXT: %5 = index.ceildivs %4, %arg1
// CHECK-NEXT: %6 = index.ceildivu %5, %arg1
// CHECK-NEXT: %7 = index.floordivs %6, %arg1
// CHECK-NEXT: %8 = index.rems %7, %arg1
// CHECK-NEXT: %9 = index.remu %8, %arg1
// CHECK-NEXT: %10 = index.maxs %9, %arg1
// CHECK-NEXT: %11 = index.maxu %10, %arg1
// CHECK-NEXT: %12 = index.mins %11, %arg1
// CHECK-NEXT: %13 = index.minu %12, %arg1
// CHECK-NEXT: %14 = index.shl %13, %arg1
// CHECK-NEXT: %15 = index.shrs %14, %arg1
// CHECK-NEXT: %16 = index.shru %15, %arg1
// CHECK-NEXT: %17 = index.and %16, %arg1
// CHECK-NEXT: %18 = index.or %17, %arg1
// CHECK-NEXT: %19 = index.xor %18, %arg1 {tag = "x"}
// CHECK-NEXT: return %19 : index
// CHECK-NEXT: }
func.func @binary(%a: index, %b: index) -> index {
  %0 = index.add %a, %b
  %1 = index.sub %0, %b
  %2 = index.mul %1, %b
  %3 = index.divs %2, %b
  %4 = index.divu %3, %b
  %5 = index.ceildivs %4, %b
  %6 = index.ceildivu %5, %b
  %7 = index.floordivs %6, %b
  %8 = index.rems %7, %b
  %9 = index.remu %8, %b
  %10 = index.maxs %9, %b
  %11 = index.maxu %10, %b
  %12 = index.mins %11, %b
  %13 = index.minu %12, %b
  %14 = index.shl %13, %b
  %15 = index.shrs %14, %b
  %16 = index.shru %15, %b
  %17 = index.and %16, %b
  %18 = index.or %17, %b
  %19 = index.xor %18, %b {tag = "x"}
  return %19 : index
}

// CHECK-LABEL: func.func @compare(%arg0: index, %arg1: index) -> i1 {
// CHECK-NEXT: %0 = index.cmp eq(%arg0, %arg1)
// CHECK-NEXT: %1 = index.cmp ne(%arg0, %arg1)
// CHECK-NEXT: %2 = index.cmp slt(%arg0, %arg1)
// CHECK-NEXT: %3 = index.cmp sle(%arg0, %arg1)
// CHECK-NEXT: %4 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: %5 = index.cmp sge(%arg0, %arg1)
// CHECK-NEXT: %6 = index.cmp ult(%arg0, %arg1)
// CHECK-NEXT: %7 = index.cmp ule(%arg0, %arg1)
// CHECK-NEXT: %8 = index.cmp ugt(%arg0, %arg1)
// CHECK-NEXT: %9 = index.cmp uge(%arg0, %arg1)
// CHECK-NEXT: %10 = index.cmp sgt(%arg0, %arg1)
// CHECK-NEXT: return %10 : i1
// CHECK-NEXT: }
func.func @compare(%a: index, %b: index) -> i1 {
  %0 = index.cmp eq(%a, %b)
  %1 = index.cmp ne(%a, %b)
  %2 = index.cmp slt(%a, %b)
  %3 = index.cmp sle(%a, %b)
  %4 = index.cmp sgt(%a, %b)
  %5 = index.cmp sge(%a, %b)
  %6 = index.cmp ult(%a, %b)
  %7 = index.cmp ule(%a, %b)
  %8 = index.cmp ugt(%a, %b)
  %9 = index.cmp uge(%a, %b)
  %10 = "index.cmp"(%a, %b) <{pred = #index<cmp_predicate sgt>}> : (index, index) -> i1
  return %10 : i1
}

// CHECK-LABEL: func.func @casts(%arg0: index, %arg1: i32, %arg2: i64, %arg3: i1) -> index {
// CHECK-NEXT: %0 = index.casts %arg0 : index to i32
// CHECK-NEXT: %1 = index.casts %arg1 : i32 to index
// CHECK-NEXT: %2 = index.castu %arg0 : index to i64
// CHECK-NEXT: %3 = index.castu %arg2 : i64 to index
// CHECK-NEXT: %4 = index.castu %arg3 : i1 to index
// CHECK-NEXT: %5 = index.add %1, %3
// CHECK-NEXT: return %5 : index
// CHECK-NEXT: }
func.func @casts(%a: index, %i: i32, %j: i64, %k: i1) -> index {
  %0 = index.casts %a : index to i32
  %1 = index.casts %i : i32 to index
  %2 = index.castu %a : index to i64
  %3 = index.castu %j : i64 to index
  %4 = index.castu %k : i1 to index
  %5 = index.add %1, %3
  return %5 : index
}

// CHECK-LABEL: func.func @constants() -> (index, index, index, index, i1, i1, index) {
// CHECK-NEXT: %idx42 = index.constant 42
// CHECK-NEXT: %idx42_0 = index.constant 42
// CHECK-NEXT: %idx-3 = index.constant -3
// CHECK-NEXT: %idx0 = index.constant 0
// CHECK-NEXT: %true = index.bool.constant true
// CHECK-NEXT: %false = index.bool.constant false
// CHECK-NEXT: %0 = index.sizeof
// CHECK-NEXT: return %idx42, %idx42_0, %idx-3, %idx0, %true, %false, %0 : index, index, index, index, i1, i1, index
// CHECK-NEXT: }
func.func @constants() -> (index, index, index, index, i1, i1, index) {
  %0 = index.constant 42
  %1 = index.constant 42
  %2 = index.constant -3
  %3 = index.constant 0
  %4 = index.bool.constant true
  %5 = index.bool.constant false
  %6 = index.sizeof
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, i1, i1, index
}
