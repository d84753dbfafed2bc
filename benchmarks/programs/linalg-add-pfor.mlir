// upstream's async-parallel-for linalg microbenchmark in bench-compare's form: C = A + B as one
// linalg.generic over 1024x1024 f32, called 50 times after a warm-up call. Unlike upstream's
// test, the inputs are filled first (reading uninitialized buffers favours native's untouched
// zero pages). Prints the elapsed seconds, then a checksum. Run it through upstream's pipeline
// (scripts/bench-upstream-pipelines): -convert-linalg-to-parallel-loops -async-parallel-for ...
func.func private @rtclock() -> f64

#id = affine_map<(d0, d1) -> (d0, d1)>

func.func @add(%a: memref<?x?xf32>, %b: memref<?x?xf32>, %c: memref<?x?xf32>) {
  linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]}
      ins(%a, %b : memref<?x?xf32>, memref<?x?xf32>) outs(%c : memref<?x?xf32>) {
  ^bb0(%x: f32, %y: f32, %out: f32):
    %s = arith.addf %x, %y : f32
    linalg.yield %s : f32
  }
  return
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = arith.constant 1024 : index
  %calls = arith.constant 50 : index
  %one = arith.constant 1.0 : f32
  %four = arith.constant 4.0 : f32
  %A = memref.alloc() {alignment = 64} : memref<1024x1024xf32>
  %B = memref.alloc() {alignment = 64} : memref<1024x1024xf32>
  %C = memref.alloc() {alignment = 64} : memref<1024x1024xf32>
  linalg.fill ins(%one : f32) outs(%A : memref<1024x1024xf32>)
  linalg.fill ins(%four : f32) outs(%B : memref<1024x1024xf32>)
  linalg.fill ins(%one : f32) outs(%C : memref<1024x1024xf32>)
  %a = memref.cast %A : memref<1024x1024xf32> to memref<?x?xf32>
  %b = memref.cast %B : memref<1024x1024xf32> to memref<?x?xf32>
  %c = memref.cast %C : memref<1024x1024xf32> to memref<?x?xf32>
  call @add(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  %t0 = call @rtclock() : () -> f64
  scf.for %i = %c0 to %calls step %c1 {
    func.call @add(%a, %b, %c) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  }
  %t1 = call @rtclock() : () -> f64
  %dt = arith.subf %t1, %t0 : f64
  vector.print %dt : f64
  %zero = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f64) {
    %x = memref.load %C[%i, %i] : memref<1024x1024xf32>
    %xd = arith.extf %x : f32 to f64
    %acc1 = arith.addf %acc, %xd : f64
    scf.yield %acc1 : f64
  }
  vector.print %sum : f64
  memref.dealloc %A : memref<1024x1024xf32>
  memref.dealloc %B : memref<1024x1024xf32>
  memref.dealloc %C : memref<1024x1024xf32>
  return
}
