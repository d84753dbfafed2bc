// Memrefs as loop-carried values (block arguments after scf-to-cf): two buffers swapped every
// step (a 1-d stencil), memrefs chosen by arith.select, and an unranked argument cast back.
func.func private @printMemrefF64(memref<*xf64>) attributes { llvm.emit_c_interface }

func.func @first(%u: memref<*xf64>) -> f64 {
  %c0 = arith.constant 0 : index
  %r = memref.cast %u : memref<*xf64> to memref<?xf64>
  %x = memref.load %r[%c0] : memref<?xf64>
  return %x : f64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c6 = arith.constant 6 : index
  %c5 = arith.constant 5 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc(%c6) : memref<?xf64>
  %b = memref.alloc(%c6) : memref<?xf64>
  %zero = arith.constant 0.0 : f64
  %one = arith.constant 1.0 : f64
  scf.for %i = %c0 to %c6 step %c1 {
    memref.store %zero, %a[%i] : memref<?xf64>
    memref.store %zero, %b[%i] : memref<?xf64>
  }
  memref.store %one, %a[%c0] : memref<?xf64>
  memref.store %one, %b[%c0] : memref<?xf64>
  %third = arith.constant 3.0 : f64
  %res:2 = scf.for %t = %c0 to %c4 step %c1 iter_args(%cur = %a, %next = %b) -> (memref<?xf64>, memref<?xf64>) {
    scf.for %i = %c1 to %c5 step %c1 {
      %l = arith.subi %i, %c1 : index
      %r = arith.addi %i, %c1 : index
      %x = memref.load %cur[%l] : memref<?xf64>
      %y = memref.load %cur[%i] : memref<?xf64>
      %z = memref.load %cur[%r] : memref<?xf64>
      %s = arith.addf %x, %y : f64
      %s2 = arith.addf %s, %z : f64
      %m = arith.divf %s2, %third : f64
      memref.store %m, %next[%i] : memref<?xf64>
    }
    scf.yield %next, %cur : memref<?xf64>, memref<?xf64>
  }
  %ru = memref.cast %res#0 : memref<?xf64> to memref<*xf64>
  call @printMemrefF64(%ru) : (memref<*xf64>) -> ()
  %true = arith.constant true
  %pick = arith.select %true, %res#1, %res#0 : memref<?xf64>
  %p2 = memref.load %pick[%c1] : memref<?xf64>
  vector.print %p2 : f64
  %f = call @first(%ru) : (memref<*xf64>) -> f64
  vector.print %f : f64
  return
}
