// Two tasks computing partial sums, joined by the caller: the shape of
// program loomlir compiles to the JVM. `./loomlir opt` parses, verifies and
// prints it; later `./loomlir run` will run it.
func.func private @printI64(i64)

func.func @partial_sum(%lo: index, %hi: index) -> i64 {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0 : i64
  %sum = scf.for %i = %lo to %hi step %c1 iter_args(%acc = %zero) -> (i64) {
    %v = arith.index_cast %i : index to i64
    %next = arith.addi %acc, %v : i64
    scf.yield %next : i64
  }
  return %sum : i64
}

func.func @main() {
  %c0 = arith.constant 0 : index
  %c500 = arith.constant 500 : index
  %c1000 = arith.constant 1000 : index
  %t0, %v0 = async.execute -> !async.value<i64> {
    %s = func.call @partial_sum(%c0, %c500) : (index, index) -> i64
    async.yield %s : i64
  }
  %t1, %v1 = async.execute [%t0] -> !async.value<i64> {
    %s = func.call @partial_sum(%c500, %c1000) : (index, index) -> i64
    async.yield %s : i64
  }
  %a = async.await %v0 : !async.value<i64>
  %b = async.await %v1 : !async.value<i64>
  %total = arith.addi %a, %b : i64
  call @printI64(%total) : (i64) -> ()
  return
}
