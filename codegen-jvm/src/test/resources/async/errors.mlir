// Errors (modelled on upstream's mlir-runner/async-error.mlir): a failing cf.assert in a task
// completes its results in error; errors flow through awaits in nested tasks, into values and
// into groups.
func.func @main() {
  %false = arith.constant false
  %true = arith.constant true

  %ok = async.execute { async.yield }
  async.runtime.await %ok : !async.token
  %e0 = async.runtime.is_error %ok : !async.token
  vector.print %e0 : i1

  %bad = async.execute {
    cf.assert %false, "failing task"
    async.yield
  }
  async.runtime.await %bad : !async.token
  %e1 = async.runtime.is_error %bad : !async.token
  vector.print %e1 : i1

  %outer = async.execute {
    %inner = async.execute {
      cf.assert %false, "deep failure"
      async.yield
    }
    async.await %inner : !async.token
    async.yield
  }
  async.runtime.await %outer : !async.token
  %e2 = async.runtime.is_error %outer : !async.token
  vector.print %e2 : i1

  %tv, %v = async.execute -> !async.value<i32> {
    %ti, %vi = async.execute -> !async.value<i32> {
      cf.assert %false, "no value"
      %c = arith.constant 7 : i32
      async.yield %c : i32
    }
    %x = async.await %vi : !async.value<i32>
    async.yield %x : i32
  }
  async.runtime.await %v : !async.value<i32>
  %e3 = async.runtime.is_error %tv : !async.token
  %e4 = async.runtime.is_error %v : !async.value<i32>
  vector.print %e3 : i1
  vector.print %e4 : i1

  // An assert that holds does not fail.
  %fine = async.execute {
    cf.assert %true, "never"
    async.yield
  }
  async.runtime.await %fine : !async.token
  %e5 = async.runtime.is_error %fine : !async.token
  vector.print %e5 : i1

  %c3 = arith.constant 3 : index
  %g = async.create_group %c3 : !async.group
  %m0 = async.execute { async.yield }
  %m1 = async.execute {
    cf.assert %false, "member failed"
    async.yield
  }
  %m2 = async.execute { async.yield }
  %i0 = async.add_to_group %m0, %g : !async.token
  %i1 = async.add_to_group %m1, %g : !async.token
  %i2 = async.add_to_group %m2, %g : !async.token
  async.runtime.await %g : !async.group
  %e6 = async.runtime.is_error %g : !async.group
  vector.print %e6 : i1
  vector.print %i2 : index
  return
}
