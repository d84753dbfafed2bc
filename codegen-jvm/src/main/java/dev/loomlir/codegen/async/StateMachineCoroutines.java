package dev.loomlir.codegen.async;

import dev.loomlir.codegen.emit.CoroutineBody;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.FunctionEmitter;
import dev.loomlir.coro.CoroutinePlan;
import dev.loomlir.coro.SuspensionPoint;
import dev.loomlir.ir.Operation;
import java.util.List;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Coroutines as state machines (the default): one body method {@code static R $$coro$f(Frame,
 * params...)} holding every block, run by the function's method (with no frame yet) and by each
 * resumption (the frame's {@code resume()}). A resumption dispatches on the frame's state with a
 * {@code tableswitch}: state k loads the values live across suspension k and jumps to its resume
 * destination. {@code coro.save} allocates the frame if this run has none yet, then stores the
 * live values and the state before the runtime gets the handle; {@code coro.suspend} leaves
 * through the suspend block, which returns the ramp's results (dropped by resumed invocations).
 * A suspended coroutine holds no thread.
 *
 * <p>Awaits of objects that are already complete do not suspend (upstream's runtime resumes such
 * a coroutine at once on the awaiting thread): the save checks first and jumps straight to the
 * resume point, and a coroutine that never really suspends allocates no frame at all (recursive
 * {@code async.func}s awaiting finished children, as async-fib does). A completion racing with
 * the check is an ordinary suspension: the runtime resumes the frame on a worker at once.
 */
final class StateMachineCoroutines implements FunctionEmitter.Layout, CoroutineBody, Opcodes {
  private final CoroutineFrame frame;
  private final CoroutinePlan plan;

  StateMachineCoroutines(CoroutineFrame frame) {
    this.frame = frame;
    this.plan = frame.plan();
  }

  @Override public int leadingSlots() { return 1; }

  @Override public CoroutinePlan plan() { return plan; }

  @Override public void prologue(EmitContext ctx) {
    ctx.functionState(KEY, () -> this);
    MethodVisitor mv = ctx.mv();
    mv.visitVarInsn(ALOAD, 0); // the frame is the coroutine's handle (null until the first save)
    ctx.store(plan.handle());
    Label start = new Label();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitJumpInsn(IFNULL, start);
    frame.emitDispatch(ctx, start, s -> {});
    mv.visitLabel(start);
  }

  @Override public void emitSave(Operation save, EmitContext ctx) {
    SuspensionPoint s = plan.suspensionOfSave(save);
    CoroutineFrame.continueIfReady(s, ctx);
    frame.save(s, ctx);
  }

  @Override public void emitSuspend(Operation suspend, EmitContext ctx) {
    ctx.branch(plan.suspensionOf(suspend).suspendDest(), List.of());
  }
}
