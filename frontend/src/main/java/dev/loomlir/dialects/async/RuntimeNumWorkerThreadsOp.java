package dev.loomlir.dialects.async;

import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.runtime.num_worker_threads}: the number of the runtime's worker threads. */
public final class RuntimeNumWorkerThreadsOp extends OpView {
  public static final OpType<RuntimeNumWorkerThreadsOp> TYPE = OpType.of(OpDef.op("async.runtime.num_worker_threads")
      .summary("gets the number of threads in the threadpool from the runtime")
      .result("result", Types.INDEX)
      .traits(Trait.SIDE_EFFECTS)
      .inferResultTypes(state -> List.of(IndexType.INSTANCE))
      .format("attr-dict `:` type($result)"), RuntimeNumWorkerThreadsOp::new);

  private RuntimeNumWorkerThreadsOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeNumWorkerThreadsOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeNumWorkerThreadsOp create(OpBuilder b, Location loc) {
    return new RuntimeNumWorkerThreadsOp(b.create(TYPE, loc, List.of(), List.of(IndexType.INSTANCE)));
  }

  public OpResult result() { return op.result(0); }
}
