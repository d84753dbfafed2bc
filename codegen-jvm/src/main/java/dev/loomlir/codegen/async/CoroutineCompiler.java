package dev.loomlir.codegen.async;

import dev.loomlir.codegen.emit.FunctionEmitter;
import dev.loomlir.dialects.async.CoroSuspendOp;
import dev.loomlir.codegen.emit.ModuleContext;
import dev.loomlir.codegen.emit.NameMangler;
import dev.loomlir.coro.CoroutineAnalysis;
import dev.loomlir.coro.CoroutinePlan;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Compiles one coroutine function that suspends (LLVM's CoroSplit, for the JVM): analyses it
 * ({@link CoroutineAnalysis}), writes its frame class ({@link CoroutineFrame}), the body methods
 * of the selected coroutine mode (state machine or virtual threads) into the module class, and
 * the function's own method, which runs the ramp without a frame:
 *
 * <pre>
 *   static R f(params) { return $$coro$f(null, params); }   // state machine
 *   static R f(params) { return $$ramp$f(null, params); }   // virtual threads
 * </pre>
 *
 * The frame is allocated at the first real suspension ({@link CoroutineFrame#save}), so a call
 * whose awaits all find their objects complete allocates none.
 *
 * Body methods are package-private statics of the module class (the frame's {@code resume()}
 * calls them), taking the frame first and then the function's parameters.
 */
public final class CoroutineCompiler implements Opcodes {
  private static final String STATE_MACHINE = NameMangler.SYNTHETIC_PREFIX + "coro$";
  private static final String RAMP = NameMangler.SYNTHETIC_PREFIX + "ramp$";
  private static final String THREAD = NameMangler.SYNTHETIC_PREFIX + "thread$";
  private static final String[] BODY_PREFIXES = {STATE_MACHINE, RAMP, THREAD};

  private final ModuleContext module;
  private final Operation func;
  /** The JVM descriptor of the function's own method. */
  private final String descriptor;
  /** Continuations on virtual threads ({@code --coroutines=virtual-threads}), else state machines. */
  private final boolean virtualThreads;
  private final ClassWriter moduleClass;

  public CoroutineCompiler(ModuleContext module, Operation func, String descriptor, boolean virtualThreads,
                           ClassWriter moduleClass) {
    this.module = module;
    this.func = func;
    this.descriptor = descriptor;
    this.virtualThreads = virtualThreads;
    this.moduleClass = moduleClass;
  }

  /**
   * True for a function with {@code async.coro.suspend} ops. Coroutine functions that never
   * suspend ({@code async.func}s without awaits start hot and finish in the ramp) compile as
   * plain functions whose coroutine ops do nothing.
   */
  public static boolean splits(Operation func) {
    if (func.numRegions() == 0) return false;
    for (Block b : func.region(0).blocks()) {
      for (Operation op : b) if (CoroSuspendOp.is(op)) return true;
    }
    return false;
  }

  /** Emits everything; {@code entry} is the visitor of the function's own method. */
  public void emit(MethodVisitor entry) {
    CoroutinePlan plan = CoroutineAnalysis.analyze(func);
    CoroutineFrame frame = new CoroutineFrame(plan, module);
    String bodyDescriptor = withFrameFirst(frame.type(), descriptor);
    String name = NameMangler.methodName(plan.symbol());
    String start;
    String resumed;
    if (virtualThreads) {
      start = RAMP + name;
      resumed = THREAD + name;
      emitBody(start, bodyDescriptor, VirtualThreadCoroutines.ramp(frame));
      emitBody(resumed, bodyDescriptor, VirtualThreadCoroutines.thread(frame));
    } else {
      start = STATE_MACHINE + name;
      resumed = start;
      emitBody(start, bodyDescriptor, new StateMachineCoroutines(frame));
    }
    module.addGeneratedClass(frame.internalName(), frame.write(module.className(), resumed, bodyDescriptor, virtualThreads));
    emitEntry(entry, start, bodyDescriptor);
  }

  private void emitBody(String name, String descriptor, FunctionEmitter.Layout layout) {
    MethodVisitor mv = moduleClass.visitMethod(ACC_STATIC | ACC_SYNTHETIC, name, descriptor, null, null);
    new FunctionEmitter(module, func, mv, layout).emit();
  }

  /** The function's method: the ramp with no frame yet and the same parameters. */
  private void emitEntry(MethodVisitor mv, String ramp, String rampDescriptor) {
    mv.visitCode();
    mv.visitInsn(ACONST_NULL);
    int slot = 0;
    for (Type t : Type.getArgumentTypes(descriptor)) {
      mv.visitVarInsn(t.getOpcode(ILOAD), slot);
      slot += t.getSize();
    }
    mv.visitMethodInsn(INVOKESTATIC, module.className(), ramp, rampDescriptor, false);
    mv.visitInsn(Type.getReturnType(descriptor).getOpcode(IRETURN));
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  /** The method of the function a body method belongs to ({@code $$coro$f} → {@code f}); other names stay. */
  public static String functionMethodOf(String method) {
    for (String prefix : BODY_PREFIXES) if (method.startsWith(prefix)) return method.substring(prefix.length());
    return method;
  }

  private static String withFrameFirst(Type frame, String descriptor) {
    Type[] args = Type.getArgumentTypes(descriptor);
    Type[] all = new Type[args.length + 1];
    all[0] = frame;
    System.arraycopy(args, 0, all, 1, args.length);
    return Type.getMethodDescriptor(Type.getReturnType(descriptor), all);
  }
}
