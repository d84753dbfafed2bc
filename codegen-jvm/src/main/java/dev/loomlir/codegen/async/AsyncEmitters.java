package dev.loomlir.codegen.async;

import dev.loomlir.codegen.abi.AsyncOverloads;
import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeMethod;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.CoroutineBody;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.ExternalFunctions;
import dev.loomlir.codegen.emit.ModuleContext;
import dev.loomlir.dialects.async.CoroHandleType;
import dev.loomlir.dialects.async.CoroIdType;
import dev.loomlir.dialects.async.CoroStateType;
import dev.loomlir.dialects.async.GroupType;
import dev.loomlir.dialects.async.RuntimeAddRefOp;
import dev.loomlir.dialects.async.RuntimeAddToGroupOp;
import dev.loomlir.dialects.async.RuntimeAwaitAndResumeOp;
import dev.loomlir.dialects.async.RuntimeAwaitOp;
import dev.loomlir.dialects.async.RuntimeCreateGroupOp;
import dev.loomlir.dialects.async.RuntimeCreateOp;
import dev.loomlir.dialects.async.RuntimeDropRefOp;
import dev.loomlir.dialects.async.RuntimeIsErrorOp;
import dev.loomlir.dialects.async.RuntimeLoadOp;
import dev.loomlir.dialects.async.RuntimeNumWorkerThreadsOp;
import dev.loomlir.dialects.async.RuntimeResumeOp;
import dev.loomlir.dialects.async.RuntimeSetAvailableOp;
import dev.loomlir.dialects.async.RuntimeSetErrorOp;
import dev.loomlir.dialects.async.RuntimeStoreOp;
import dev.loomlir.dialects.async.TokenType;
import dev.loomlir.dialects.async.ValueType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.AsyncValue;
import dev.loomlir.runtime.async.CoroHandle;
import dev.loomlir.runtime.async.ProgramRuntime;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The {@code async.runtime.*} ops: each is one {@code invokestatic} of the matching
 * {@link AsyncRuntime} overload (chosen by the operand's JVM type, so the JIT inlines a
 * monomorphic call), named in {@link RuntimeAbi}. Tokens, values and groups are the runtime's
 * objects; the coroutine types map to the runtime's handle. The two ops that hand a coroutine to
 * the runtime ({@code resume}, {@code await_and_resume}) first ask the coroutine body being
 * emitted ({@link CoroutineBody}), which may realize them differently. Also registers the
 * coroutine ops ({@link CoroEmitters}) and the external function
 * {@code mlirAsyncRuntimePrintCurrentThreadId}.
 */
public final class AsyncEmitters implements Opcodes {
  private AsyncEmitters() {}

  static final Type TOKEN = Type.getType(AsyncToken.class);
  static final Type VALUE = Type.getType(AsyncValue.class);
  static final Type GROUP = Type.getType(AsyncGroup.class);
  static final Type HANDLE = Type.getType(CoroHandle.class);
  private static final Type OBJECT = Type.getType(Object.class);

  public static void register(EmitterRegistry r) {
    r.types().register(AsyncEmitters::jvmType);
    r.register(RuntimeCreateOp.TYPE, AsyncEmitters::emitCreate);
    r.register(RuntimeCreateGroupOp.TYPE, AsyncEmitters::emitCreateGroup);
    r.register(RuntimeSetAvailableOp.TYPE, (op, ctx) -> callOnOperand(op, ctx, RuntimeAbi.SET_AVAILABLE));
    r.register(RuntimeSetErrorOp.TYPE, (op, ctx) -> callOnOperand(op, ctx, RuntimeAbi.SET_ERROR));
    r.register(RuntimeIsErrorOp.TYPE, (op, ctx) -> callOnOperand(op, ctx, RuntimeAbi.IS_ERROR));
    r.register(RuntimeAwaitOp.TYPE, AsyncEmitters::emitAwait);
    r.register(RuntimeAwaitAndResumeOp.TYPE, AsyncEmitters::emitAwaitAndResume);
    r.register(RuntimeResumeOp.TYPE, AsyncEmitters::emitResume);
    r.register(RuntimeStoreOp.TYPE, AsyncEmitters::emitStore);
    r.register(RuntimeLoadOp.TYPE, AsyncEmitters::emitLoad);
    r.register(RuntimeAddToGroupOp.TYPE, AsyncEmitters::emitAddToGroup);
    r.register(RuntimeAddRefOp.TYPE, (op, ctx) -> emitRefCount(op, RuntimeAddRefOp.TYPE.cast(op).count(), ctx, RuntimeAbi.ADD_REF));
    r.register(RuntimeDropRefOp.TYPE,
        (op, ctx) -> emitRefCount(op, RuntimeDropRefOp.TYPE.cast(op).count(), ctx, RuntimeAbi.DROP_REF));
    r.register(RuntimeNumWorkerThreadsOp.TYPE, AsyncEmitters::emitNumWorkerThreads);
    r.externals().register("mlirAsyncRuntimePrintCurrentThreadId",
        ExternalFunctions.Implementation.of(RuntimeAbi.PRINT_CURRENT_THREAD_ID));
    CoroEmitters.register(r);
  }

  /**
   * Pushes the program's {@link ProgramRuntime}: a static final field of the module class that its
   * class initializer sets ({@code ProgramRuntime.of(ModuleClass.class)}), made on first use.
   */
  static void pushProgram(EmitContext ctx) {
    ModuleContext module = ctx.module();
    String field = module.moduleState(PROGRAM_FIELD, () -> {
      String name = module.addStaticField("program", PROGRAM, true);
      module.addClassInitializer(mv -> {
        mv.visitLdcInsn(Type.getObjectType(module.className()));
        RuntimeAbi.PROGRAM_OF.invoke(mv);
        mv.visitFieldInsn(PUTSTATIC, module.className(), name, PROGRAM.getDescriptor());
      });
      return name;
    });
    ctx.mv().visitFieldInsn(GETSTATIC, module.className(), field, PROGRAM.getDescriptor());
  }

  private static final Object PROGRAM_FIELD = new Object();
  private static final Type PROGRAM = Type.getType(ProgramRuntime.class);

  /** The async dialect's types; null for every other type. */
  static Type jvmType(dev.loomlir.ir.Type t) {
    return switch (t) {
      case TokenType tt -> TOKEN;
      case ValueType vt -> VALUE;
      case GroupType gt -> GROUP;
      case CoroHandleType ht -> HANDLE;
      // Never materialized: the frame object stands for the id, the state is in the frame.
      case CoroIdType it -> OBJECT;
      case CoroStateType st -> Type.INT_TYPE;
      default -> null;
    };
  }

  /**
   * Creation passes the op's location when it has one: the reference-count checker reports leaks
   * by creation site (and ignores the location when it is off).
   */
  private static void emitCreate(Operation op, EmitContext ctx) {
    boolean token = op.result().type() instanceof TokenType;
    pushProgram(ctx);
    String loc = ctx.locationString();
    if (loc != null) ctx.mv().visitLdcInsn(loc);
    RuntimeMethod create = token ? (loc == null ? RuntimeAbi.CREATE_TOKEN : RuntimeAbi.CREATE_TOKEN_AT)
        : (loc == null ? RuntimeAbi.CREATE_VALUE : RuntimeAbi.CREATE_VALUE_AT);
    create.invoke(ctx.mv());
    ctx.store(op.result());
  }

  private static void emitCreateGroup(Operation op, EmitContext ctx) {
    ctx.load(op.operand(0));
    pushProgram(ctx);
    String loc = ctx.locationString();
    if (loc != null) ctx.mv().visitLdcInsn(loc);
    (loc == null ? RuntimeAbi.CREATE_GROUP : RuntimeAbi.CREATE_GROUP_AT).invoke(ctx.mv());
    ctx.store(op.result());
  }

  /** {@code AsyncRuntime.method(operand)}, overloaded by the operand's type; stores a result if any. */
  private static void callOnOperand(Operation op, EmitContext ctx, AsyncOverloads method) {
    Value operand = op.operand(0);
    ctx.load(operand);
    method.of(ctx.jvmType(operand.type())).invoke(ctx.mv());
    if (op.numResults() > 0) ctx.store(op.result());
  }

  private static void emitAwait(Operation op, EmitContext ctx) {
    Value operand = op.operand(0);
    ctx.load(operand);
    pushProgram(ctx);
    RuntimeAbi.AWAIT.of(ctx.jvmType(operand.type())).invoke(ctx.mv());
  }

  private static void emitAwaitAndResume(Operation op, EmitContext ctx) {
    CoroutineBody body = CoroutineBody.of(ctx);
    if (body != null && body.emitScheduler(op, ctx)) return;
    emitAwaitAndResumeOf(ctx, () -> ctx.load(op.operand(0)), op.operand(0), () -> ctx.load(op.operand(1)));
  }

  /**
   * {@code AsyncRuntime.awaitAndResume(awaited, handle)}: {@code pushAwaited} pushes the object
   * (of {@code awaited}'s type), {@code pushHandle} the coroutine's handle.
   */
  static void emitAwaitAndResumeOf(EmitContext ctx, Runnable pushAwaited, Value awaited, Runnable pushHandle) {
    pushAwaited.run();
    pushHandle.run();
    RuntimeAbi.AWAIT_AND_RESUME.of(ctx.jvmType(awaited.type())).invoke(ctx.mv());
  }

  private static void emitResume(Operation op, EmitContext ctx) {
    CoroutineBody body = CoroutineBody.of(ctx);
    if (body != null && body.emitScheduler(op, ctx)) return;
    ctx.load(op.operand(0));
    RuntimeAbi.RESUME.invoke(ctx.mv());
  }

  private static void emitStore(Operation op, EmitContext ctx) {
    Value payload = op.operand(0);
    ctx.load(payload);
    ctx.load(op.operand(1));
    RuntimeAbi.payload(ctx.jvmType(payload.type())).store().invoke(ctx.mv());
  }

  private static void emitLoad(Operation op, EmitContext ctx) {
    Type t = ctx.jvmType(op.result().type());
    RuntimeAbi.ValuePayload p = RuntimeAbi.payload(t);
    ctx.load(op.operand(0));
    p.load().invoke(ctx.mv());
    if (p.carrier() == Object.class && !t.equals(OBJECT)) ctx.mv().visitTypeInsn(CHECKCAST, t.getInternalName());
    ctx.store(op.result());
  }

  private static void emitAddToGroup(Operation op, EmitContext ctx) {
    Value member = op.operand(0);
    ctx.load(member);
    ctx.load(op.operand(1));
    RuntimeAbi.ADD_TO_GROUP.of(ctx.jvmType(member.type())).invoke(ctx.mv());
    ctx.store(op.result());
  }

  private static void emitRefCount(Operation op, long count, EmitContext ctx, RuntimeMethod method) {
    ctx.load(op.operand(0));
    Bytecode.pushLong(ctx.mv(), count);
    method.invoke(ctx.mv());
  }

  private static void emitNumWorkerThreads(Operation op, EmitContext ctx) {
    pushProgram(ctx);
    RuntimeAbi.NUM_WORKER_THREADS.invoke(ctx.mv());
    ctx.store(op.result());
  }
}
