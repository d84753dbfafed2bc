// memref.atomic_rmw of every kind upstream lowers (not mulf/muli: see MemRefSemanticsTest) (the result is the value before), on f32, f64, i32, i64, i8
// and index elements; alloca_scope with a result.
func.func private @printMemrefI32(memref<*xi32>) attributes { llvm.emit_c_interface }

func.func @rmw_f32(%init: f32, %v: f32) {
  %c0 = arith.constant 0 : index
  %m = memref.alloca() : memref<1xf32>
  memref.store %init, %m[%c0] : memref<1xf32>
  %a = memref.atomic_rmw addf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  %c = memref.atomic_rmw maximumf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  %d = memref.atomic_rmw minimumf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  %e = memref.atomic_rmw maxnumf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  %f = memref.atomic_rmw minnumf %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  %g = memref.atomic_rmw assign %v, %m[%c0] : (f32, memref<1xf32>) -> f32
  %h = memref.load %m[%c0] : memref<1xf32>
  vector.print %a : f32
  vector.print %c : f32
  vector.print %d : f32
  vector.print %e : f32
  vector.print %f : f32
  vector.print %g : f32
  vector.print %h : f32
  return
}

func.func @rmw_i32(%init: i32, %v: i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.alloc() : memref<2xi32>
  memref.store %init, %m[%c1] : memref<2xi32>
  %a = memref.atomic_rmw addi %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  %c = memref.atomic_rmw maxs %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  %d = memref.atomic_rmw mins %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  %e = memref.atomic_rmw maxu %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  %f = memref.atomic_rmw minu %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  %g = memref.atomic_rmw ori %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  %h = memref.atomic_rmw andi %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  %i = memref.atomic_rmw xori %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  %j = memref.atomic_rmw assign %v, %m[%c1] : (i32, memref<2xi32>) -> i32
  memref.store %j, %m[%c0] : memref<2xi32>
  vector.print %a : i32
  vector.print %c : i32
  vector.print %d : i32
  vector.print %e : i32
  vector.print %f : i32
  vector.print %g : i32
  vector.print %h : i32
  vector.print %i : i32
  %mu = memref.cast %m : memref<2xi32> to memref<*xi32>
  call @printMemrefI32(%mu) : (memref<*xi32>) -> ()
  return
}

func.func @main() {
  %x = arith.constant 1.5 : f32
  %y = arith.constant -2.0 : f32
  call @rmw_f32(%x, %y) : (f32, f32) -> ()
  %i = arith.constant 7 : i32
  %j = arith.constant -3 : i32
  call @rmw_i32(%i, %j) : (i32, i32) -> ()

  %c0 = arith.constant 0 : index
  // 64-bit, 8-bit and index elements
  %l = memref.alloc() : memref<1xi64>
  %big = arith.constant 9223372036854775807 : i64
  memref.store %big, %l[%c0] : memref<1xi64>
  %one = arith.constant 1 : i64
  %lo = memref.atomic_rmw addi %one, %l[%c0] : (i64, memref<1xi64>) -> i64
  %ln = memref.load %l[%c0] : memref<1xi64>
  vector.print %lo : i64
  vector.print %ln : i64
  %b = memref.alloc() : memref<1xi8>
  %b127 = arith.constant 127 : i8
  memref.store %b127, %b[%c0] : memref<1xi8>
  %b2 = arith.constant 2 : i8
  %bo = memref.atomic_rmw addi %b2, %b[%c0] : (i8, memref<1xi8>) -> i8
  %bn = memref.load %b[%c0] : memref<1xi8>
  vector.print %bo : i8
  vector.print %bn : i8
  %bm = memref.atomic_rmw maxu %b2, %b[%c0] : (i8, memref<1xi8>) -> i8
  %bm2 = memref.load %b[%c0] : memref<1xi8>
  vector.print %bm2 : i8
  %d = memref.alloc() : memref<1xf64>
  %d1 = arith.constant 0.25 : f64
  memref.store %d1, %d[%c0] : memref<1xf64>
  %dd = memref.atomic_rmw addf %d1, %d[%c0] : (f64, memref<1xf64>) -> f64
  %dn = memref.load %d[%c0] : memref<1xf64>
  vector.print %dd : f64
  vector.print %dn : f64

  // alloca_scope yielding a value computed from scoped allocations
  %r = memref.alloca_scope -> (i64) {
    %s = memref.alloca() : memref<2xi64>
    %c1 = arith.constant 1 : index
    %v5 = arith.constant 5 : i64
    memref.store %v5, %s[%c0] : memref<2xi64>
    memref.store %v5, %s[%c1] : memref<2xi64>
    %p = memref.load %s[%c0] : memref<2xi64>
    %q = memref.load %s[%c1] : memref<2xi64>
    %pq = arith.muli %p, %q : i64
    memref.alloca_scope.return %pq : i64
  }
  vector.print %r : i64
  return
}
