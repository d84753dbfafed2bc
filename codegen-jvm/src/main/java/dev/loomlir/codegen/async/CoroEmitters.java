package dev.loomlir.codegen.async;

import dev.loomlir.codegen.emit.CoroutineBody;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.OpEmitter;
import dev.loomlir.dialects.async.CoroBeginOp;
import dev.loomlir.dialects.async.CoroEndOp;
import dev.loomlir.dialects.async.CoroFreeOp;
import dev.loomlir.dialects.async.CoroIdOp;
import dev.loomlir.dialects.async.CoroSaveOp;
import dev.loomlir.dialects.async.CoroSuspendOp;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;

/**
 * The {@code async.coro.*} ops. In a split coroutine the method's {@link CoroutineBody} realizes
 * save and suspend; {@code coro.id}, {@code coro.free} and {@code coro.end} do nothing on the JVM
 * (the garbage collector frees frames, and an invocation simply returns), and {@code coro.begin}
 * needs no code because the body's prologue puts the handle in its local. In a coroutine that
 * never suspends (an {@code async.func} without awaits), every one of them is a no-op.
 */
public final class CoroEmitters {
  private CoroEmitters() {}

  static void register(EmitterRegistry r) {
    OpEmitter nothing = (op, ctx) -> {};
    r.register(CoroIdOp.TYPE, nothing);
    r.register(CoroBeginOp.TYPE, nothing);
    r.register(CoroFreeOp.TYPE, nothing);
    r.register(CoroEndOp.TYPE, nothing);
    r.register(CoroSaveOp.TYPE, CoroEmitters::emitSave);
    r.register(CoroSuspendOp.TYPE, CoroEmitters::emitSuspend);
  }

  private static void emitSave(Operation op, EmitContext ctx) {
    CoroutineBody body = CoroutineBody.of(ctx);
    if (body != null) body.emitSave(op, ctx);
  }

  private static void emitSuspend(Operation op, EmitContext ctx) {
    CoroutineBody body = CoroutineBody.of(ctx);
    if (body == null) {
      throw new DiagnosticException(op.location(), "'async.coro.suspend' outside a coroutine function");
    }
    body.emitSuspend(op, ctx);
  }
}
