// Covers: memref loops inside coroutines (async.execute bodies, split at their suspensions), where
// the default lowering versions elementwise loops on their memrefs' layouts: a loop after an
// await over memrefs with equal layouts (the view loop) and with unequal offsets (the plain i32
// loop); a reinterpret_cast whose result is live across an await (the frame saves its descriptor)
// and is then indexed by a versioned loop together with another memref; both coroutine modes.
// RUN: loomlir run %s --coroutines=state-machine | FileCheck %s --match-full-lines
// RUN: loomlir run %s --coroutines=virtual-threads | FileCheck %s --match-full-lines

// c = a + b over 2-d views, once %ready is available.
func.func @add_after(%ready: !async.token, %a: memref<?x?xf32, strided<[?, 1], offset: ?>>,
                     %b: memref<?x?xf32, strided<[?, 1], offset: ?>>,
                     %c: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %done = async.execute {
    async.await %ready : !async.token
    %d0 = memref.dim %a, %c0 : memref<?x?xf32, strided<[?, 1], offset: ?>>
    %d1 = memref.dim %a, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>>
    scf.for %i = %c0 to %d0 step %c1 {
      scf.for %j = %c0 to %d1 step %c1 {
        %x = memref.load %a[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
        %y = memref.load %b[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
        %s = arith.addf %x, %y : f32
        memref.store %s, %c[%i, %j] : memref<?x?xf32, strided<[?, 1], offset: ?>>
      }
    }
    async.yield
  }
  return %done : !async.token
}

// out[j] = w[j] * 10 + out[j] for j < n, where w = buf[o + 1 .. o + 1 + n) is made before an
// await and used after it (its offset computed in the coroutine, so only the frame keeps it).
func.func @scaled_after(%ready: !async.token, %buf: memref<64xf32>, %o: index, %n: index,
                        %out: memref<?xf32>) -> !async.token {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %ten = arith.constant 10.0 : f32
  %done = async.execute {
    %o1 = arith.addi %o, %c1 : index
    %w = memref.reinterpret_cast %buf to offset: [%o1], sizes: [%n], strides: [1] : memref<64xf32> to memref<?xf32, strided<[1], offset: ?>>
    async.await %ready : !async.token
    scf.for %j = %c0 to %n step %c1 {
      %x = memref.load %w[%j] : memref<?xf32, strided<[1], offset: ?>>
      %y = memref.load %out[%j] : memref<?xf32>
      %m = arith.mulf %x, %ten : f32
      %s = arith.addf %m, %y : f32
      memref.store %s, %out[%j] : memref<?xf32>
    }
    async.yield
  }
  return %done : !async.token
}

func.func @sum2d(%m: memref<?x?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d0 = memref.dim %m, %c0 : memref<?x?xf32>
  %d1 = memref.dim %m, %c1 : memref<?x?xf32>
  %z = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %d0 step %c1 iter_args(%acc = %z) -> (f32) {
    %row = scf.for %j = %c0 to %d1 step %c1 iter_args(%a2 = %acc) -> (f32) {
      %x = memref.load %m[%i, %j] : memref<?x?xf32>
      %a3 = arith.addf %a2, %x : f32
      scf.yield %a3 : f32
    }
    scf.yield %row : f32
  }
  return %r : f32
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c4 = arith.constant 4 : index
  %c5 = arith.constant 5 : index
  %c64 = arith.constant 64 : index
  // p[i, j] = 10 * i + j + 1 over 4x5; q = 100 * p; r receives p + q.
  %p = memref.alloc(%c4, %c5) : memref<?x?xf32>
  %q = memref.alloc(%c4, %c5) : memref<?x?xf32>
  %r = memref.alloc(%c4, %c5) : memref<?x?xf32>
  scf.for %i = %c0 to %c4 step %c1 {
    scf.for %j = %c0 to %c5 step %c1 {
      %i10 = arith.muli %i, %c5 : index
      %k = arith.addi %i10, %j : index
      %k1 = arith.addi %k, %c1 : index
      %ki = arith.index_cast %k1 : index to i32
      %kf = arith.sitofp %ki : i32 to f32
      %h = arith.constant 100.0 : f32
      %kh = arith.mulf %kf, %h : f32
      memref.store %kf, %p[%i, %j] : memref<?x?xf32>
      memref.store %kh, %q[%i, %j] : memref<?x?xf32>
    }
  }
  %ready = async.execute {
    async.yield
  }
  // Equal layouts: the view loop.
  %pv = memref.cast %p : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %qv = memref.cast %q : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %rv = memref.cast %r : memref<?x?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %t1 = call @add_after(%ready, %pv, %qv, %rv) : (!async.token, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> !async.token
  async.await %t1 : !async.token
  %s1 = call @sum2d(%r) : (memref<?x?xf32>) -> f32
  vector.print %s1 : f32
  // Unequal offsets: p's last four columns plus q's first four, into r's middle three rows.
  %pr = memref.subview %p[0, 1] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: 1>>
  %qr = memref.subview %q[0, 0] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1]>>
  %rr = memref.subview %r[1, 0] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  %prd = memref.cast %pr : memref<3x4xf32, strided<[?, 1], offset: 1>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %qrd = memref.cast %qr : memref<3x4xf32, strided<[?, 1]>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %rrd = memref.cast %rr : memref<3x4xf32, strided<[?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  %t2 = call @add_after(%t1, %prd, %qrd, %rrd) : (!async.token, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<?x?xf32, strided<[?, 1], offset: ?>>) -> !async.token
  async.await %t2 : !async.token
  %s2 = call @sum2d(%r) : (memref<?x?xf32>) -> f32
  vector.print %s2 : f32
  %e = memref.load %r[%c1, %c0] : memref<?x?xf32>
  vector.print %e : f32
  %f = memref.load %r[%c3, %c3] : memref<?x?xf32>
  vector.print %f : f32
  // A view made before an await and used after it: buf[k] = k, out[j] = 1 + j.
  %buf = memref.alloc() : memref<64xf32>
  scf.for %k = %c0 to %c64 step %c1 {
    %ki = arith.index_cast %k : index to i32
    %kf = arith.sitofp %ki : i32 to f32
    memref.store %kf, %buf[%k] : memref<64xf32>
  }
  %out = memref.alloc(%c5) : memref<?xf32>
  scf.for %j = %c0 to %c5 step %c1 {
    %j1 = arith.addi %j, %c1 : index
    %ji = arith.index_cast %j1 : index to i32
    %jf = arith.sitofp %ji : i32 to f32
    memref.store %jf, %out[%j] : memref<?xf32>
  }
  %later = async.execute {
    async.yield
  }
  %t3 = call @scaled_after(%later, %buf, %c2, %c5, %out) : (!async.token, memref<64xf32>, index, index, memref<?xf32>) -> !async.token
  async.await %t3 : !async.token
  scf.for %j = %c0 to %c5 step %c1 {
    %x = memref.load %out[%j] : memref<?xf32>
    vector.print %x : f32
  }
  memref.dealloc %p : memref<?x?xf32>
  memref.dealloc %q : memref<?x?xf32>
  memref.dealloc %r : memref<?x?xf32>
  memref.dealloc %buf : memref<64xf32>
  memref.dealloc %out : memref<?xf32>
  return
}
// p + q = 101 * p, summed: 101 * (1 + ... + 20) = 101 * 210.
// CHECK: 21210
// Then r[i + 1, j] = p[i, j + 1] + q[i, j] for i < 3, j < 4; with u = 5i + j that is
// (u + 2) + 100 (u + 1), where r held 101 (u + 6): each of the 12 elements drops by 504.
// CHECK-NEXT: 15162
// r[1, 0] = p[0, 1] + q[0, 0] = 2 + 100.
// CHECK-NEXT: 102
// r[3, 3] = p[2, 4] + q[2, 3] = 15 + 1400.
// CHECK-NEXT: 1415
// out[j] = 10 * buf[3 + j] + (1 + j) = 30 + 11 j + 1.
// CHECK-NEXT: 31
// CHECK-NEXT: 42
// CHECK-NEXT: 53
// CHECK-NEXT: 64
// CHECK-NEXT: 75
