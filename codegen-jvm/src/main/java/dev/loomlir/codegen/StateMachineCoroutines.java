package dev.loomlir.codegen;

import dev.loomlir.coro.CoroutinePlan;
import dev.loomlir.coro.SuspensionPoint;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

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
 * the check is caught by {@code awaitOrContinue}, which queues the frame only if still pending.
 */
final class StateMachineCoroutines implements FunctionEmitter.Layout, CoroutineBody, Opcodes {
  private final CoroutineFrame frame;
  private final CoroutinePlan plan;
  /** Per suspension whose await may find its object complete: the local telling whether it must suspend. */
  private final Map<Operation, Integer> mustSuspendSlots = new HashMap<>();

  StateMachineCoroutines(CoroutineFrame frame) {
    this.frame = frame;
    this.plan = frame.plan();
  }

  @Override public int leadingSlots() { return 1; }

  @Override public void prologue(EmitContext ctx) {
    ctx.functionState(KEY, () -> this);
    MethodVisitor mv = ctx.mv();
    mv.visitVarInsn(ALOAD, 0); // the frame is the coroutine's handle (null until the first save)
    ctx.store(plan.handle());
    Label start = new Label();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitJumpInsn(IFNULL, start);
    Label invalid = new Label();
    Label[] cases = new Label[plan.stateCount()];
    cases[0] = start;
    for (int k = 1; k < cases.length; k++) cases[k] = new Label();
    frame.pushState(mv);
    mv.visitTableSwitchInsn(0, cases.length - 1, invalid, cases);
    for (SuspensionPoint s : plan.suspensions()) {
      mv.visitLabel(cases[s.state()]);
      frame.restore(s, ctx);
      mv.visitJumpInsn(GOTO, ctx.label(s.resumeDest()));
    }
    mv.visitLabel(invalid);
    CoroutineFrame.throwBadState(mv);
    mv.visitLabel(start);
  }

  @Override public void emitSave(Operation save, EmitContext ctx) {
    SuspensionPoint s = frame.suspensionOfSave(save);
    MethodVisitor mv = ctx.mv();
    CoroutineFrame.continueIfReady(s, ctx);
    Label haveFrame = new Label();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitJumpInsn(IFNONNULL, haveFrame);
    frame.allocate(mv);
    mv.visitVarInsn(ASTORE, 0);
    mv.visitVarInsn(ALOAD, 0);
    ctx.store(plan.handle());
    mv.visitLabel(haveFrame);
    frame.save(s, ctx);
  }

  /**
   * An {@code await_and_resume} before its own suspension queues the frame only if the object is
   * still pending ({@code awaitOrContinue}): one that completed since the save's check lets the
   * coroutine continue at the resume point instead of being resumed by a worker. The answer
   * waits in a local for the suspend.
   */
  @Override public boolean emitScheduler(Operation scheduler, EmitContext ctx) {
    SuspensionPoint s = frame.suspensionOfScheduler(scheduler);
    if (s == null || s.awaited() == null || s.suspend().parentBlock() != scheduler.parentBlock()) return false;
    Value awaited = s.awaited();
    ctx.load(awaited);
    ctx.load(scheduler.operand(1));
    AsyncEmitters.invoke(ctx.mv(), "awaitOrContinue", Type.BOOLEAN_TYPE, ctx.jvmType(awaited.type()), AsyncEmitters.HANDLE);
    int mustSuspend = ctx.newLocal(Type.BOOLEAN_TYPE);
    ctx.mv().visitVarInsn(ISTORE, mustSuspend);
    mustSuspendSlots.put(s.suspend(), mustSuspend);
    return true;
  }

  @Override public void emitSuspend(Operation suspend, EmitContext ctx) {
    SuspensionPoint s = plan.suspensionOf(suspend);
    Integer mustSuspend = mustSuspendSlots.get(suspend);
    if (mustSuspend != null) {
      // Every value live across the suspension is still in its local: no restore needed.
      ctx.mv().visitVarInsn(ILOAD, mustSuspend);
      ctx.mv().visitJumpInsn(IFEQ, ctx.label(s.resumeDest()));
    }
    ctx.branch(s.suspendDest(), List.of());
  }
}
