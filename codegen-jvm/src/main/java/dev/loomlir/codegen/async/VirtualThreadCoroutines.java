package dev.loomlir.codegen.async;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.emit.CoroutineBody;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.FunctionEmitter;
import dev.loomlir.coro.CoroutinePlan;
import dev.loomlir.coro.SuspensionPoint;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.runtime.async.ThreadCoroutine;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Coroutines on virtual threads. Two body methods over the same plan and frame:
 *
 * <ul>
 *   <li>the <b>ramp</b> ({@code $$ramp$f}, the plan's ramp blocks) runs on the caller's thread
 *       until the first suspension, stores the live values and the state at its save (and the
 *       awaited object at an {@code await_and_resume}, without calling the runtime), starts the
 *       {@linkplain #thread continuation} on a virtual thread and returns the results. An await
 *       whose object is already complete is not a suspension: the ramp goes on to the resume
 *       point (so it also holds the resume blocks then) and hands over at the first real one;
 *   <li>the <b>thread body</b> ({@code $$thread$f}, the plan's resume blocks) runs on that virtual
 *       thread with a {@link ThreadCoroutine} handle: it dispatches once on the state (loading the
 *       live values), performs the scheduling the ramp deferred, parks, and continues. Every later
 *       suspension keeps all its values in locals: the runtime gets the thread's handle, and
 *       {@code coro.suspend} parks until a resumption unparks it.
 * </ul>
 *
 * Blocks in both lists are emitted twice, as LLVM clones them.
 */
final class VirtualThreadCoroutines implements Opcodes {
  private VirtualThreadCoroutines() {}

  private static final String THREAD_COROUTINE = Type.getInternalName(ThreadCoroutine.class);

  /** The ramp method's layout. */
  static FunctionEmitter.Layout ramp(CoroutineFrame frame) { return new Ramp(frame); }

  /** The thread body's layout. */
  static FunctionEmitter.Layout thread(CoroutineFrame frame) { return new ThreadBody(frame); }

  private static final class Ramp implements FunctionEmitter.Layout, CoroutineBody {
    private final CoroutineFrame frame;
    private final CoroutinePlan plan;
    private final Set<Block> blocks;

    Ramp(CoroutineFrame frame) {
      this.frame = frame;
      this.plan = frame.plan();
      this.blocks = new HashSet<>(plan.rampBlocks());
      // An await that finds its object complete goes on in the ramp, so the ramp may run any block.
      if (plan.suspensions().stream().anyMatch(CoroutineFrame::mayContinueInPlace)) blocks.addAll(plan.resumeBlocks());
    }

    @Override public int leadingSlots() { return 1; }

    @Override public CoroutinePlan plan() { return plan; }

    @Override public boolean emits(Block b) { return blocks.contains(b); }

    @Override public void prologue(EmitContext ctx) {
      ctx.functionState(KEY, () -> this);
      ctx.mv().visitVarInsn(ALOAD, 0);
      ctx.store(plan.handle());
    }

    /** An await of a complete object continues on the caller's thread; otherwise the live values go to the frame. */
    @Override public void emitSave(Operation save, EmitContext ctx) {
      SuspensionPoint s = plan.suspensionOfSave(save);
      CoroutineFrame.continueIfReady(s, ctx);
      frame.save(s, ctx);
    }

    /** Deferred to the thread; an awaited object that is not live across travels in a field of its own. */
    @Override public boolean emitScheduler(Operation scheduler, EmitContext ctx) {
      SuspensionPoint s = plan.suspensionOfScheduler(scheduler);
      if (s == null) return false;
      if (CoroutineFrame.handsOverAwaited(s)) frame.putAwaited(s.awaited(), ctx);
      return true;
    }

    /** Starts the continuation; the frame is not touched after this. */
    @Override public void emitSuspend(Operation suspend, EmitContext ctx) {
      MethodVisitor mv = ctx.mv();
      mv.visitVarInsn(ALOAD, 0);
      RuntimeAbi.START_VIRTUAL.invoke(mv);
      mv.visitInsn(POP);
      ctx.branch(plan.suspensionOf(suspend).suspendDest(), List.of());
    }
  }

  private static final class ThreadBody implements FunctionEmitter.Layout, CoroutineBody {
    private final CoroutineFrame frame;
    private final CoroutinePlan plan;
    private final Set<Block> blocks;

    ThreadBody(CoroutineFrame frame) {
      this.frame = frame;
      this.plan = frame.plan();
      this.blocks = new HashSet<>(plan.resumeBlocks());
    }

    @Override public int leadingSlots() { return 1; }

    @Override public CoroutinePlan plan() { return plan; }

    @Override public boolean emits(Block b) { return blocks.contains(b); }

    @Override public void prologue(EmitContext ctx) {
      ctx.functionState(KEY, () -> this);
      RuntimeAbi.CURRENT_THREAD_COROUTINE.invoke(ctx.mv());
      ctx.store(plan.handle());
      frame.emitDispatch(ctx, null, s -> runDeferredScheduler(s, ctx));
    }

    /**
     * What the ramp left undone at suspension {@code s}: an {@code await_and_resume} is issued
     * with this thread's handle, then the thread parks; a {@code runtime.resume} ("continue on
     * another thread") is already done, since this is another thread.
     */
    private void runDeferredScheduler(SuspensionPoint s, EmitContext ctx) {
      if (s.scheduler() != null && s.awaited() == null) return;
      if (s.awaited() != null) {
        // The dispatch has loaded the live values into their locals, the awaited one among them.
        Runnable pushAwaited = CoroutineFrame.handsOverAwaited(s)
            ? () -> frame.pushAwaited(s.awaited(), ctx) : () -> ctx.load(s.awaited());
        AsyncEmitters.emitAwaitAndResumeOf(ctx, pushAwaited, s.awaited(), () -> ctx.load(plan.handle()));
      }
      park(ctx);
    }

    private void park(EmitContext ctx) {
      ctx.load(plan.handle());
      ctx.mv().visitTypeInsn(CHECKCAST, THREAD_COROUTINE);
      RuntimeAbi.THREAD_SUSPEND.invoke(ctx.mv());
    }

    /** The values stay in locals: nothing to save. */
    @Override public void emitSave(Operation save, EmitContext ctx) {}

    @Override public void emitSuspend(Operation suspend, EmitContext ctx) {
      park(ctx);
      ctx.branch(plan.suspensionOf(suspend).resumeDest(), List.of());
    }
  }
}
