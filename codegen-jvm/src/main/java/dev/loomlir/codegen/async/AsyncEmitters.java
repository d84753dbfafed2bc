package dev.loomlir.codegen.async;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.CoroutineBody;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.ExternalFunctions;
import dev.loomlir.dialects.async.CoroHandleType;
import dev.loomlir.dialects.async.CoroIdType;
import dev.loomlir.dialects.async.CoroStateType;
import dev.loomlir.dialects.async.GroupType;
import dev.loomlir.dialects.async.TokenType;
import dev.loomlir.dialects.async.ValueType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncObject;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.AsyncValue;
import dev.loomlir.runtime.async.CoroHandle;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The {@code async.runtime.*} ops: each is one {@code invokestatic} of the matching
 * {@link AsyncRuntime} overload (chosen by the operand's JVM type, so the JIT inlines a
 * monomorphic call). Tokens, values and groups are the runtime's objects; the coroutine types map
 * to the runtime's handle. The two ops that hand a coroutine to the runtime ({@code resume},
 * {@code await_and_resume}) first ask the coroutine body being emitted ({@link CoroutineBody}),
 * which may realize them differently. Also registers the coroutine ops ({@link CoroEmitters}) and
 * the external function {@code mlirAsyncRuntimePrintCurrentThreadId}.
 */
public final class AsyncEmitters implements Opcodes {
  private AsyncEmitters() {}

  static final String RUNTIME = Type.getInternalName(AsyncRuntime.class);
  static final Type TOKEN = Type.getType(AsyncToken.class);
  static final Type VALUE = Type.getType(AsyncValue.class);
  static final Type GROUP = Type.getType(AsyncGroup.class);
  static final Type HANDLE = Type.getType(CoroHandle.class);
  private static final Type ASYNC_OBJECT = Type.getType(AsyncObject.class);
  private static final Type OBJECT = Type.getType(Object.class);
  private static final Type STRING = Type.getType(String.class);

  public static void register(EmitterRegistry r) {
    r.types().register(AsyncEmitters::jvmType);
    r.register("async.runtime.create", AsyncEmitters::emitCreate);
    r.register("async.runtime.create_group", AsyncEmitters::emitCreateGroup);
    r.register("async.runtime.set_available", (op, ctx) -> callOnOperand(op, ctx, "setAvailable", Type.VOID_TYPE));
    r.register("async.runtime.set_error", (op, ctx) -> callOnOperand(op, ctx, "setError", Type.VOID_TYPE));
    r.register("async.runtime.is_error", (op, ctx) -> callOnOperand(op, ctx, "isError", Type.BOOLEAN_TYPE));
    r.register("async.runtime.await", (op, ctx) -> callOnOperand(op, ctx, "await", Type.VOID_TYPE));
    r.register("async.runtime.await_and_resume", AsyncEmitters::emitAwaitAndResume);
    r.register("async.runtime.resume", AsyncEmitters::emitResume);
    r.register("async.runtime.store", AsyncEmitters::emitStore);
    r.register("async.runtime.load", AsyncEmitters::emitLoad);
    r.register("async.runtime.add_to_group", AsyncEmitters::emitAddToGroup);
    r.register("async.runtime.add_ref", (op, ctx) -> emitRefCount(op, ctx, "addRef"));
    r.register("async.runtime.drop_ref", (op, ctx) -> emitRefCount(op, ctx, "dropRef"));
    r.register("async.runtime.num_worker_threads", AsyncEmitters::emitNumWorkerThreads);
    r.externals().register("mlirAsyncRuntimePrintCurrentThreadId",
        ExternalFunctions.Implementation.of(AsyncRuntime.class, "printCurrentThreadId", "()V"));
    CoroEmitters.register(r);
  }

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

  private static void emitCreate(Operation op, EmitContext ctx) {
    boolean token = op.result().type() instanceof TokenType;
    Type result = token ? TOKEN : VALUE;
    invokeWithLocation(ctx, token ? "createToken" : "createValue", result);
    ctx.store(op.result());
  }

  private static void emitCreateGroup(Operation op, EmitContext ctx) {
    ctx.load(op.operand(0));
    invokeWithLocation(ctx, "createGroup", GROUP, Type.LONG_TYPE);
    ctx.store(op.result());
  }

  /**
   * Calls a creation method, passing the op's location when it has one: the reference-count
   * checker reports leaks by creation site (and ignores the location when it is off).
   */
  private static void invokeWithLocation(EmitContext ctx, String method, Type result, Type... args) {
    String loc = ctx.locationString();
    if (loc == null) {
      invoke(ctx.mv(), method, result, args);
      return;
    }
    ctx.mv().visitLdcInsn(loc);
    Type[] withLocation = java.util.Arrays.copyOf(args, args.length + 1);
    withLocation[args.length] = STRING;
    invoke(ctx.mv(), method, result, withLocation);
  }

  /** {@code AsyncRuntime.method(operand)}, overloaded by the operand's type; stores a result if any. */
  private static void callOnOperand(Operation op, EmitContext ctx, String method, Type result) {
    Value operand = op.operand(0);
    ctx.load(operand);
    invoke(ctx.mv(), method, result, ctx.jvmType(operand.type()));
    if (op.numResults() > 0) ctx.store(op.result());
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
    invoke(ctx.mv(), "awaitAndResume", Type.VOID_TYPE, ctx.jvmType(awaited.type()), HANDLE);
  }

  private static void emitResume(Operation op, EmitContext ctx) {
    CoroutineBody body = CoroutineBody.of(ctx);
    if (body != null && body.emitScheduler(op, ctx)) return;
    ctx.load(op.operand(0));
    invoke(ctx.mv(), "resume", Type.VOID_TYPE, HANDLE);
  }

  private static void emitStore(Operation op, EmitContext ctx) {
    Value payload = op.operand(0);
    Payload p = Payload.of(ctx.jvmType(payload.type()));
    ctx.load(payload);
    ctx.load(op.operand(1));
    invoke(ctx.mv(), "store" + p.suffix(), Type.VOID_TYPE, p.carrier(), VALUE);
  }

  private static void emitLoad(Operation op, EmitContext ctx) {
    Type t = ctx.jvmType(op.result().type());
    Payload p = Payload.of(t);
    ctx.load(op.operand(0));
    invoke(ctx.mv(), "load" + p.suffix(), p.carrier(), VALUE);
    if (p.carrier() == OBJECT && !t.equals(OBJECT)) ctx.mv().visitTypeInsn(CHECKCAST, t.getInternalName());
    ctx.store(op.result());
  }

  /**
   * The store/load overload ({@code storeInt}, ...) carrying a payload, and the JVM type it takes:
   * primitives travel unboxed, everything else (memref descriptors, vectors) as an Object.
   */
  private record Payload(String suffix, Type carrier) {
    static Payload of(Type t) {
      return switch (t.getSort()) {
        case Type.BOOLEAN, Type.BYTE, Type.SHORT, Type.CHAR, Type.INT -> new Payload("Int", Type.INT_TYPE);
        case Type.LONG -> new Payload("Long", Type.LONG_TYPE);
        case Type.FLOAT -> new Payload("Float", Type.FLOAT_TYPE);
        case Type.DOUBLE -> new Payload("Double", Type.DOUBLE_TYPE);
        default -> new Payload("Object", OBJECT);
      };
    }
  }

  private static void emitAddToGroup(Operation op, EmitContext ctx) {
    Value member = op.operand(0);
    ctx.load(member);
    ctx.load(op.operand(1));
    invoke(ctx.mv(), "addToGroup", Type.LONG_TYPE, ctx.jvmType(member.type()), GROUP);
    ctx.store(op.result());
  }

  private static void emitRefCount(Operation op, EmitContext ctx, String method) {
    ctx.load(op.operand(0));
    Bytecode.pushLong(ctx.mv(), ((IntegerAttr) op.attr("count")).value());
    invoke(ctx.mv(), method, Type.VOID_TYPE, ASYNC_OBJECT, Type.LONG_TYPE);
  }

  private static void emitNumWorkerThreads(Operation op, EmitContext ctx) {
    invoke(ctx.mv(), "numWorkerThreads", Type.LONG_TYPE);
    ctx.store(op.result());
  }

  static void invoke(MethodVisitor mv, String method, Type result, Type... args) {
    mv.visitMethodInsn(INVOKESTATIC, RUNTIME, method, Type.getMethodDescriptor(result, args), false);
  }
}
