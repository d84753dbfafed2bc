package dev.loomlir.bench.mlir;

/** Small programs the harness tests benchmark; expected checksums are worked out by hand in the tests. */
final class BenchPrograms {
  private BenchPrograms() {}

  static final String KERNELS = """
      // sum of i*i for i in [0, n)
      func.func @sum_squares(%n: i64) -> i64 {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %zero = arith.constant 0 : i64
        %count = arith.index_cast %n : i64 to index
        %s = scf.for %i = %c0 to %count step %c1 iter_args(%acc = %zero) -> (i64) {
          %x = arith.index_cast %i : index to i64
          %sq = arith.muli %x, %x : i64
          %next = arith.addi %acc, %sq : i64
          scf.yield %next : i64
        }
        return %s : i64
      }

      // m *= k, in place
      func.func @scale(%m: memref<4x4xf32>, %k: f32) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c4 = arith.constant 4 : index
        scf.for %i = %c0 to %c4 step %c1 {
          scf.for %j = %c0 to %c4 step %c1 {
            %x = memref.load %m[%i, %j] : memref<4x4xf32>
            %y = arith.mulf %x, %k : f32
            memref.store %y, %m[%i, %j] : memref<4x4xf32>
          }
        }
        return
      }

      func.func @total(%m: memref<?xi32>) -> i32 {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %n = memref.dim %m, %c0 : memref<?xi32>
        %zero = arith.constant 0 : i32
        %s = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %zero) -> (i32) {
          %x = memref.load %m[%i] : memref<?xi32>
          %next = arith.addi %acc, %x : i32
          scf.yield %next : i32
        }
        return %s : i32
      }

      // [1, 2, 3, 4, 5]
      func.func @make_inputs() -> memref<?xi32> {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %c5 = arith.constant 5 : index
        %one = arith.constant 1 : i32
        %m = memref.alloc(%c5) : memref<?xi32>
        scf.for %i = %c0 to %c5 step %c1 {
          %v = arith.index_cast %i : index to i32
          %w = arith.addi %v, %one : i32
          memref.store %w, %m[%i] : memref<?xi32>
        }
        return %m : memref<?xi32>
      }

      func.func @divide(%a: i32, %b: i32) -> i32 {
        %q = arith.divsi %a, %b : i32
        return %q : i32
      }

      func.func private @helper() {
        return
      }
      """;

  /** 2 * x, computed by an async.execute task and awaited. */
  static final String ASYNC = """
      func.func @twice(%x: i64) -> i64 {
        %token, %value = async.execute -> !async.value<i64> {
          %y = arith.addi %x, %x : i64
          async.yield %y : i64
        }
        %r = async.await %value : !async.value<i64>
        return %r : i64
      }
      """;

  /** Does not verify: the result type is wrong. */
  static final String BROKEN = """
      func.func @f(%x: i32) -> i64 {
        return %x : i32
      }
      """;
}
