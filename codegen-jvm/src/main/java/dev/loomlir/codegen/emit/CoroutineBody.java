package dev.loomlir.codegen.emit;

import dev.loomlir.codegen.async.AsyncEmitters;
import dev.loomlir.codegen.async.CoroEmitters;
import dev.loomlir.coro.CoroutinePlan;
import dev.loomlir.ir.Operation;

/**
 * How the method being emitted realizes the ops of a coroutine that suspends: the coroutine
 * emitters ({@link CoroEmitters}, and {@link AsyncEmitters} for the scheduling ops) ask it. A
 * body registers itself in its method's {@link EmitContext#functionState} from its prologue; a
 * coroutine that never suspends is compiled as a plain function and has none.
 */
public interface CoroutineBody {
  /** The key under which the body sits in {@link EmitContext#functionState}. */
  Object KEY = CoroutineBody.class;

  /** The body of the method being emitted, or null outside split coroutines. */
  static CoroutineBody of(EmitContext ctx) { return ctx.functionState(KEY, () -> null); }

  /** How the coroutine is split: its suspensions and the values that cross them. */
  CoroutinePlan plan();

  /** {@code async.coro.save}: the point from which the coroutine counts as suspended. */
  void emitSave(Operation save, EmitContext ctx);

  /**
   * {@code async.runtime.resume} / {@code await_and_resume} of the coroutine's handle; returns
   * false (the default) to let the op call the runtime as usual.
   */
  default boolean emitScheduler(Operation scheduler, EmitContext ctx) { return false; }

  /** {@code async.coro.suspend}: a terminator, must jump somewhere. */
  void emitSuspend(Operation suspend, EmitContext ctx);
}
