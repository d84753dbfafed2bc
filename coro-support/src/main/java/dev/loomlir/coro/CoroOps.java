package dev.loomlir.coro;

import dev.loomlir.dialects.async.CoroBeginOp;
import dev.loomlir.dialects.async.CoroEndOp;
import dev.loomlir.dialects.async.CoroFreeOp;
import dev.loomlir.dialects.async.CoroIdOp;
import dev.loomlir.dialects.async.CoroSaveOp;
import dev.loomlir.dialects.async.CoroSuspendOp;
import dev.loomlir.dialects.async.RuntimeAwaitAndResumeOp;
import dev.loomlir.dialects.async.RuntimeResumeOp;
import dev.loomlir.ir.Operation;

/** The questions the coroutine analysis asks of ops. */
final class CoroOps {
  private CoroOps() {}

  /** One of the {@code async.coro.*} ops. */
  static boolean isCoroOp(Operation op) {
    return CoroIdOp.is(op) || CoroBeginOp.is(op) || CoroSaveOp.is(op) || CoroSuspendOp.is(op) || CoroEndOp.is(op)
        || CoroFreeOp.is(op);
  }

  /** Ops that hand the coroutine handle to the runtime to be resumed later. */
  static boolean schedulesResumption(Operation op) {
    return RuntimeResumeOp.is(op) || RuntimeAwaitAndResumeOp.is(op);
  }
}
