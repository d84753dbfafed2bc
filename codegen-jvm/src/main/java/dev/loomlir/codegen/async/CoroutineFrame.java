package dev.loomlir.codegen.async;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.bytecode.FrameComputingClassWriter;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.ModuleContext;
import dev.loomlir.codegen.emit.NameMangler;
import dev.loomlir.coro.CoroutinePlan;
import dev.loomlir.coro.FrameField;
import dev.loomlir.coro.SuspensionPoint;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.runtime.async.CoroFrame;
import java.util.List;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The generated frame class of one coroutine function: a subclass of the runtime's
 * {@link CoroFrame} with one field per {@link FrameField} of the plan, the resume state, and (for
 * virtual threads) the awaited object handed from the ramp to the thread. Also emits the code
 * that moves live values between locals and fields; body methods hold the frame in local 0.
 */
final class CoroutineFrame implements Opcodes {
  static final String STATE = NameMangler.SYNTHETIC_PREFIX + "state";
  static final String AWAITED = NameMangler.SYNTHETIC_PREFIX + "awaited";
  private static final String CORO_FRAME = Type.getInternalName(CoroFrame.class);
  /** The frame's constructor takes the program's runtime, as its superclass's. */
  private static final String INIT = RuntimeAbi.CORO_FRAME_INIT.descriptor();

  private final CoroutinePlan plan;
  private final ModuleContext module;
  private final String internalName;

  CoroutineFrame(CoroutinePlan plan, ModuleContext module) {
    this.plan = plan;
    this.module = module;
    this.internalName = module.className() + "$" + NameMangler.SYNTHETIC_PREFIX + "Coro$"
        + NameMangler.methodName(plan.symbol());
  }

  CoroutinePlan plan() { return plan; }

  String internalName() { return internalName; }

  Type type() { return Type.getObjectType(internalName); }

  /** Field names carry the index, so they are unique whatever the MLIR names are. */
  private static String fieldName(FrameField f) { return "f" + f.index() + "_" + f.name(); }

  private Type fieldType(FrameField f) { return module.registry().types().map(f.type(), plan.function().location()); }

  /**
   * True when {@code s} is {@code coro.save; await_and_resume; coro.suspend} in a row: going
   * from the save straight to the resume point then skips nothing but the suspension itself.
   */
  static boolean mayContinueInPlace(SuspensionPoint s) {
    Operation scheduler = s.scheduler();
    return s.awaited() != null && s.save().next() == scheduler && scheduler.next() == s.suspend();
  }

  /**
   * At the save of {@code s}, if {@link #mayContinueInPlace}: jumps to the resume point when the
   * awaited object is already complete (upstream's runtime resumes such a coroutine at once).
   */
  static void continueIfReady(SuspensionPoint s, EmitContext ctx) {
    if (!mayContinueInPlace(s)) return;
    ctx.load(s.awaited());
    RuntimeAbi.IS_READY.of(ctx.jvmType(s.awaited().type())).invoke(ctx.mv());
    ctx.mv().visitJumpInsn(IFNE, ctx.label(s.resumeDest()));
  }

  /**
   * Store at the save of suspension {@code s}: every value live across it, then the state. A
   * body method runs its first invocation without a frame (local 0 is null, see
   * CoroutineCompiler): the first save allocates it, and the handle's local becomes the frame.
   */
  void save(SuspensionPoint s, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    Label haveFrame = new Label();
    mv.visitVarInsn(ALOAD, 0);
    mv.visitJumpInsn(IFNONNULL, haveFrame);
    mv.visitTypeInsn(NEW, internalName);
    mv.visitInsn(DUP);
    AsyncEmitters.pushProgram(ctx);
    mv.visitMethodInsn(INVOKESPECIAL, internalName, "<init>", INIT, false);
    mv.visitVarInsn(ASTORE, 0);
    mv.visitVarInsn(ALOAD, 0);
    ctx.store(plan.handle());
    mv.visitLabel(haveFrame);
    for (Value v : s.liveAcross()) {
      FrameField f = plan.frame().fieldOf(v);
      mv.visitVarInsn(ALOAD, 0);
      ctx.load(v);
      mv.visitFieldInsn(PUTFIELD, internalName, fieldName(f), fieldType(f).getDescriptor());
    }
    mv.visitVarInsn(ALOAD, 0);
    Bytecode.pushInt(mv, s.state());
    mv.visitFieldInsn(PUTFIELD, internalName, STATE, "I");
  }

  /**
   * Load at the resumption in state {@code s}: exactly the values live across it, each then
   * announced to the registry's definition hooks as if just defined.
   */
  void restore(SuspensionPoint s, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    for (Value v : s.liveAcross()) {
      FrameField f = plan.frame().fieldOf(v);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, internalName, fieldName(f), fieldType(f).getDescriptor());
      ctx.store(v);
      ctx.defined(v);
    }
  }

  /**
   * The resume dispatch: a {@code tableswitch} on the frame's state where the state of each
   * suspension loads its live values ({@link #restore}), runs {@code afterRestore} and jumps to
   * its resume destination. State 0 jumps to {@code start}, or with a null {@code start} is
   * invalid like every state no suspension has ({@link #throwBadState}). Falls through nowhere.
   */
  void emitDispatch(EmitContext ctx, Label start, java.util.function.Consumer<SuspensionPoint> afterRestore) {
    MethodVisitor mv = ctx.mv();
    int first = start == null ? 1 : 0;
    Label invalid = new Label();
    Label[] cases = new Label[plan.stateCount() - first];
    for (int k = 0; k < cases.length; k++) cases[k] = new Label();
    if (start != null) cases[0] = start;
    pushState(mv);
    mv.visitTableSwitchInsn(first, plan.stateCount() - 1, invalid, cases);
    for (SuspensionPoint s : plan.suspensions()) {
      mv.visitLabel(cases[s.state() - first]);
      restore(s, ctx);
      afterRestore.accept(s);
      mv.visitJumpInsn(GOTO, ctx.label(s.resumeDest()));
    }
    mv.visitLabel(invalid);
    throwBadState(mv);
  }

  /** Code for a state no suspension has (a bug in the generated code, never user input). */
  static void throwBadState(MethodVisitor mv) {
    mv.visitTypeInsn(NEW, RuntimeAbi.ILLEGAL_STATE_INIT.owner());
    mv.visitInsn(DUP);
    mv.visitLdcInsn("invalid coroutine resume state");
    RuntimeAbi.ILLEGAL_STATE_INIT.invoke(mv);
    mv.visitInsn(ATHROW);
  }

  void pushState(MethodVisitor mv) {
    mv.visitVarInsn(ALOAD, 0);
    mv.visitFieldInsn(GETFIELD, internalName, STATE, "I");
  }

  /**
   * Whether the awaited object of {@code s} needs its own field to reach the thread body
   * (virtual threads): only when it is not live across the suspension. Upstream's IR reads it
   * again after resuming ({@code is_error}), so it normally travels as a live value.
   */
  static boolean handsOverAwaited(SuspensionPoint s) {
    return s.awaited() != null && !s.liveAcross().contains(s.awaited());
  }

  /** Hands an awaited object from the ramp to the thread body (virtual threads). */
  void putAwaited(Value awaited, EmitContext ctx) {
    ctx.mv().visitVarInsn(ALOAD, 0);
    ctx.load(awaited);
    ctx.mv().visitFieldInsn(PUTFIELD, internalName, AWAITED, "Ljava/lang/Object;");
  }

  void pushAwaited(Value awaited, EmitContext ctx) {
    ctx.mv().visitVarInsn(ALOAD, 0);
    ctx.mv().visitFieldInsn(GETFIELD, internalName, AWAITED, "Ljava/lang/Object;");
    ctx.mv().visitTypeInsn(CHECKCAST, ctx.jvmType(awaited.type()).getInternalName());
  }

  /**
   * The class file. {@code resume()} calls the static body method {@code owner.method(frame,
   * params...)} with zero parameters (resumed invocations never read them) and drops its
   * result; with {@code runnable} the class is also the virtual thread's {@link Runnable}.
   */
  byte[] write(String owner, String method, String descriptor, boolean runnable) {
    ClassWriter cw = new FrameComputingClassWriter();
    cw.visit(V21, ACC_FINAL | ACC_SUPER | ACC_SYNTHETIC, internalName, null, CORO_FRAME,
        runnable ? new String[] {"java/lang/Runnable"} : null);
    cw.visitField(0, STATE, "I", null, null).visitEnd();
    if (runnable && plan.suspensions().stream().anyMatch(CoroutineFrame::handsOverAwaited)) {
      cw.visitField(0, AWAITED, "Ljava/lang/Object;", null, null).visitEnd();
    }
    for (FrameField f : plan.frame().fields()) {
      cw.visitField(0, fieldName(f), fieldType(f).getDescriptor(), null, null).visitEnd();
    }
    MethodVisitor init = cw.visitMethod(0, "<init>", INIT, null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    init.visitVarInsn(ALOAD, 1);
    RuntimeAbi.CORO_FRAME_INIT.invoke(init);
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    writeResume(cw, owner, method, descriptor);
    writeFailResults(cw);
    if (runnable) {
      MethodVisitor run = cw.visitMethod(ACC_PUBLIC, RuntimeAbi.RUNNABLE_RUN.name(), RuntimeAbi.RUNNABLE_RUN.descriptor(),
          null, null);
      run.visitCode();
      run.visitVarInsn(ALOAD, 0);
      run.visitMethodInsn(INVOKEVIRTUAL, internalName, RuntimeAbi.CORO_FRAME_RESUME.name(),
          RuntimeAbi.CORO_FRAME_RESUME.descriptor(), false);
      run.visitInsn(RETURN);
      run.visitMaxs(0, 0);
      run.visitEnd();
    }
    cw.visitEnd();
    return cw.toByteArray();
  }

  /**
   * {@code failResults()}: the coroutine's results (the ramp's return operands) that are still
   * pending fail, so that a failure escaping the body reaches whatever awaits them. They are
   * created before the first suspension and live until the coroutine completes, so the frame
   * holds them; a result with no field completed before any suspension.
   */
  private void writeFailResults(ClassWriter cw) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, RuntimeAbi.CORO_FRAME_FAIL_RESULTS.name(),
        RuntimeAbi.CORO_FRAME_FAIL_RESULTS.descriptor(), null, null);
    mv.visitCode();
    for (Value result : plan.results()) {
      FrameField f = plan.frame().fieldOf(result);
      if (f == null) continue;
      Type type = fieldType(f);
      mv.visitVarInsn(ALOAD, 0);
      mv.visitFieldInsn(GETFIELD, internalName, fieldName(f), type.getDescriptor());
      RuntimeAbi.FAIL_IF_PENDING.of(type).invoke(mv);
    }
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void writeResume(ClassWriter cw, String owner, String method, String descriptor) {
    MethodVisitor mv = cw.visitMethod(ACC_PUBLIC, RuntimeAbi.CORO_FRAME_RESUME.name(),
        RuntimeAbi.CORO_FRAME_RESUME.descriptor(), null, null);
    mv.visitCode();
    mv.visitVarInsn(ALOAD, 0);
    List<Type> args = List.of(Type.getArgumentTypes(descriptor));
    for (Type t : args.subList(1, args.size())) pushZero(mv, t);
    mv.visitMethodInsn(INVOKESTATIC, owner, method, descriptor, false);
    Type ret = Type.getReturnType(descriptor);
    if (ret.getSort() != Type.VOID) Bytecode.pop(mv, ret);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static void pushZero(MethodVisitor mv, Type t) {
    switch (t.getSort()) {
      case Type.LONG -> mv.visitInsn(LCONST_0);
      case Type.FLOAT -> mv.visitInsn(FCONST_0);
      case Type.DOUBLE -> mv.visitInsn(DCONST_0);
      case Type.OBJECT, Type.ARRAY -> mv.visitInsn(ACONST_NULL);
      default -> mv.visitInsn(ICONST_0);
    }
  }
}
