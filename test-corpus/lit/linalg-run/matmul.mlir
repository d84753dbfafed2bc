// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=state-machine --workers=1 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=state-machine --workers=2 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=state-machine --workers=8 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=virtual-threads --workers=1 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=virtual-threads --workers=2 | FileCheck %s --match-full-lines
// RUN: loomlir run %s --convert-linalg-to-parallel-loops --async-parallel-for --coroutines=virtual-threads --workers=8 | FileCheck %s --match-full-lines

// Covers: linalg.matmul on memrefs through convert-linalg-to-parallel-loops and
// async-parallel-for: the i and j loops become tasks, the k loop stays sequential inside each.
// A static 5x7 * 7x4 product printed whole, and a dynamic 37x23 * 23x41 product (enough
// iterations for many blocks) summarized by a checksum. Integer-valued inputs keep every sum
// exact.
// PRELOWER: --convert-linalg-to-parallel-loops
func.func private @printMemrefF32(memref<*xf32>)

// M[i, j] = (a * i + b * j) mod m - o, as f32.
func.func private @init(%M: memref<?x?xf32>, %a: index, %b: index, %m: index, %o: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %rows = memref.dim %M, %c0 : memref<?x?xf32>
  %cols = memref.dim %M, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %rows step %c1 {
    scf.for %j = %c0 to %cols step %c1 {
      %ai = arith.muli %a, %i : index
      %bj = arith.muli %b, %j : index
      %s = arith.addi %ai, %bj : index
      %r = arith.remui %s, %m : index
      %v = arith.subi %r, %o : index
      %vi = arith.index_cast %v : index to i32
      %f = arith.sitofp %vi : i32 to f32
      memref.store %f, %M[%i, %j] : memref<?x?xf32>
    }
  }
  return
}

func.func private @multiply(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<?x?xf32>)
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}

// Prints sum over C of C[i, j] * (i + 2 * j + 1), as f64 (exact for these magnitudes).
func.func private @checksum(%C: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %rows = memref.dim %C, %c0 : memref<?x?xf32>
  %cols = memref.dim %C, %c1 : memref<?x?xf32>
  %z = arith.constant 0.0 : f64
  %sum = scf.for %i = %c0 to %rows step %c1 iter_args(%acc = %z) -> (f64) {
    %row = scf.for %j = %c0 to %cols step %c1 iter_args(%acc2 = %acc) -> (f64) {
      %x = memref.load %C[%i, %j] : memref<?x?xf32>
      %xd = arith.extf %x : f32 to f64
      %j2 = arith.muli %j, %c2 : index
      %w0 = arith.addi %i, %j2 : index
      %w = arith.addi %w0, %c1 : index
      %wi = arith.index_cast %w : index to i64
      %wf = arith.sitofp %wi : i64 to f64
      %p = arith.mulf %xd, %wf : f64
      %s = arith.addf %acc2, %p : f64
      scf.yield %s : f64
    }
    scf.yield %row : f64
  }
  vector.print %sum : f64
  return
}

func.func @main() {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %c11 = arith.constant 11 : index

  // Static shapes.
  %A = memref.alloc() : memref<5x7xf32>
  %B = memref.alloc() : memref<7x4xf32>
  %C = memref.alloc() : memref<5x4xf32>
  %Ad = memref.cast %A : memref<5x7xf32> to memref<?x?xf32>
  %Bd = memref.cast %B : memref<7x4xf32> to memref<?x?xf32>
  func.call @init(%Ad, %c2, %c3, %c7, %c3) : (memref<?x?xf32>, index, index, index, index) -> ()
  func.call @init(%Bd, %c3, %c1, %c5, %c2) : (memref<?x?xf32>, index, index, index, index) -> ()
  %zero = arith.constant 0.0 : f32
  linalg.fill ins(%zero : f32) outs(%C : memref<5x4xf32>)
  linalg.matmul ins(%A, %B : memref<5x7xf32>, memref<7x4xf32>) outs(%C : memref<5x4xf32>)
  %UC = memref.cast %C : memref<5x4xf32> to memref<*xf32>
  func.call @printMemrefF32(%UC) : (memref<*xf32>) -> ()

  // Dynamic shapes.
  %c23 = arith.constant 23 : index
  %c37 = arith.constant 37 : index
  %c41 = arith.constant 41 : index
  %P = memref.alloc(%c37, %c23) : memref<?x?xf32>
  %Q = memref.alloc(%c23, %c41) : memref<?x?xf32>
  %R = memref.alloc(%c37, %c41) : memref<?x?xf32>
  func.call @init(%P, %c5, %c3, %c11, %c5) : (memref<?x?xf32>, index, index, index, index) -> ()
  func.call @init(%Q, %c2, %c7, %c7, %c3) : (memref<?x?xf32>, index, index, index, index) -> ()
  func.call @multiply(%P, %Q, %R) : (memref<?x?xf32>, memref<?x?xf32>, memref<?x?xf32>) -> ()
  func.call @checksum(%R) : (memref<?x?xf32>) -> ()

  memref.dealloc %A : memref<5x7xf32>
  memref.dealloc %B : memref<7x4xf32>
  memref.dealloc %C : memref<5x4xf32>
  memref.dealloc %P : memref<?x?xf32>
  memref.dealloc %Q : memref<?x?xf32>
  memref.dealloc %R : memref<?x?xf32>
  return
}

// Expected output, generated by parallel-run/update-checks.py from upstream MLIR 22:
// CHECK: Unranked Memref base@ = {{0x[0-9a-fA-F]+}} rank = 2 offset = 0 sizes = [5, 4] strides = [4, 1] data =
// CHECK-NEXT: {{\[\[}}6,   11,   6,   -4],
// CHECK-NEXT: [11,   6,   -19,   -4],
// CHECK-NEXT: [-5,   -20,   5,   10],
// CHECK-NEXT: [-7,   3,   8,   3],
// CHECK-NEXT: [12,   12,   -3,   -18]]
// CHECK-NEXT: 8897
