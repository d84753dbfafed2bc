// Two kernels to benchmark with `loomlir bench` (see the README):
//   @matmul: C += A * B on 256x256 f32 memrefs (arguments filled by --args specs);
//   @dot:    the dot product of two vectors made by @make_inputs.
func.func @matmul(%a: memref<256x256xf32>, %b: memref<256x256xf32>, %c: memref<256x256xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 256 : index
  scf.for %i = %c0 to %n step %c1 {
    scf.for %j = %c0 to %n step %c1 {
      %init = memref.load %c[%i, %j] : memref<256x256xf32>
      %sum = scf.for %k = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
        %x = memref.load %a[%i, %k] : memref<256x256xf32>
        %y = memref.load %b[%k, %j] : memref<256x256xf32>
        %xy = arith.mulf %x, %y : f32
        %next = arith.addf %acc, %xy : f32
        scf.yield %next : f32
      }
      memref.store %sum, %c[%i, %j] : memref<256x256xf32>
    }
  }
  return
}

func.func @make_inputs() -> (memref<4096xf64>, memref<4096xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4096 : index
  %x = memref.alloc() : memref<4096xf64>
  %y = memref.alloc() : memref<4096xf64>
  scf.for %i = %c0 to %n step %c1 {
    %ii = arith.index_cast %i : index to i64
    %f = arith.sitofp %ii : i64 to f64
    memref.store %f, %x[%i] : memref<4096xf64>
    memref.store %f, %y[%i] : memref<4096xf64>
  }
  return %x, %y : memref<4096xf64>, memref<4096xf64>
}

func.func @dot(%x: memref<4096xf64>, %y: memref<4096xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 4096 : index
  %zero = arith.constant 0.0 : f64
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %a = memref.load %x[%i] : memref<4096xf64>
    %b = memref.load %y[%i] : memref<4096xf64>
    %p = arith.mulf %a, %b : f64
    %s = arith.addf %acc, %p : f64
    scf.yield %s : f64
  }
  return %r : f64
}
