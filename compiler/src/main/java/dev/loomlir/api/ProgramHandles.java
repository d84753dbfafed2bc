package dev.loomlir.api;

import dev.loomlir.launch.ModuleMetadata;
import dev.loomlir.runtime.async.CallScope;
import dev.loomlir.runtime.async.ProgramRuntime;
import dev.loomlir.runtime.memref.MemRef;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.SwitchPoint;
import java.util.List;

/**
 * The handles {@link CompiledProgram} gives out: the generated method, behind
 * <ul>
 *   <li>a guard that fails every call once the program is closed ({@link SwitchPoint}: free
 *       until then), with an {@link IllegalStateException} naming the program;
 *   <li>checks of the arguments generated code would fail on (a null descriptor, a memref of
 *       another rank), as {@link IllegalArgumentException}s naming the function and its MLIR
 *       signature;
 *   <li>for a program that uses the async runtime, a {@link CallScope} around the call, so that a
 *       failure of a task it started reaches this call and no other.
 * </ul>
 */
final class ProgramHandles {
  private ProgramHandles() {}

  private static final MethodHandle CHECK_MEMREF;
  private static final MethodHandle CHECK_NOT_NULL;
  private static final MethodHandle ENTER;
  private static final MethodHandle EXIT;
  private static final MethodHandle CLOSED;

  static {
    try {
      MethodHandles.Lookup l = MethodHandles.lookup();
      CHECK_MEMREF = l.findStatic(ProgramHandles.class, "checkMemRef",
          MethodType.methodType(MemRef.class, String.class, int.class, int.class, MemRef.class));
      CHECK_NOT_NULL = l.findStatic(ProgramHandles.class, "checkNotNull",
          MethodType.methodType(Object.class, String.class, int.class, Object.class));
      ENTER = l.findVirtual(ProgramRuntime.class, "enterCall", MethodType.methodType(CallScope.class));
      EXIT = l.findVirtual(CallScope.class, "exit", MethodType.methodType(void.class, Throwable.class));
      CLOSED = l.findStatic(ProgramHandles.class, "closed", MethodType.methodType(void.class, String.class));
    } catch (ReflectiveOperationException e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  /** {@code target} (the generated method of {@code f}) as the API gives it out. */
  static MethodHandle wrap(MethodHandle target, ModuleMetadata.Function f, String signature, ProgramRuntime runtime,
                           boolean usesAsyncRuntime, SwitchPoint open) {
    MethodHandle h = checkArguments(target, f, signature);
    if (usesAsyncRuntime) h = inCallScope(h, runtime);
    MethodHandle closed = MethodHandles.dropArguments(
        MethodHandles.insertArguments(CLOSED, 0, runtime.name()), 0, h.type().parameterList());
    closed = MethodHandles.filterReturnValue(closed, MethodHandles.zero(h.type().returnType()).asType(
        MethodType.methodType(h.type().returnType())));
    return open.guardWithTest(h, closed.asType(h.type()));
  }

  private static MethodHandle checkArguments(MethodHandle target, ModuleMetadata.Function f, String signature) {
    MethodHandle h = target;
    List<String> inputs = f.inputs();
    for (int i = 0; i < inputs.size(); i++) {
      Class<?> p = target.type().parameterType(i);
      if (p.isPrimitive()) continue;
      MethodHandle check = MemRef.class.isAssignableFrom(p)
          ? MethodHandles.insertArguments(CHECK_MEMREF, 0, signature + ": argument " + i + " (" + inputs.get(i) + ")", i,
              MlirTypeText.memrefRank(inputs.get(i)))
          : MethodHandles.insertArguments(CHECK_NOT_NULL, 0, signature + ": argument " + i + " (" + inputs.get(i) + ")", i);
      h = MethodHandles.filterArguments(h, i, check.asType(MethodType.methodType(p, p)));
    }
    return h;
  }

  /** {@code enter(); try { h(args) } finally { exit(thrown) }}: the scope is the call's, the exit rethrows its tasks' failure. */
  private static MethodHandle inCallScope(MethodHandle h, ProgramRuntime runtime) {
    MethodType type = h.type();
    Class<?> result = type.returnType();
    // cleanup(Throwable t, [R r,] CallScope scope, args...) { scope.exit(t); return r; }
    MethodHandle exit = MethodHandles.permuteArguments(EXIT, MethodType.methodType(void.class, Throwable.class,
        CallScope.class), 1, 0);
    MethodHandle cleanup;
    if (result == void.class) {
      cleanup = MethodHandles.dropArguments(exit, 2, type.parameterList());
    } else {
      MethodHandle keep = MethodHandles.dropArguments(MethodHandles.identity(result), 0, Throwable.class);
      keep = MethodHandles.dropArguments(keep, 2, CallScope.class);
      cleanup = MethodHandles.foldArguments(keep, 0, MethodHandles.dropArguments(exit, 1, result));
      cleanup = MethodHandles.dropArguments(cleanup, 3, type.parameterList());
    }
    MethodHandle body = MethodHandles.dropArguments(h, 0, CallScope.class); // (scope, args...)
    MethodHandle guarded = MethodHandles.tryFinally(body, cleanup);
    return MethodHandles.foldArguments(guarded, ENTER.bindTo(runtime));
  }

  @SuppressWarnings("unused") // through CHECK_MEMREF
  private static MemRef checkMemRef(String what, int index, int rank, MemRef m) {
    if (m == null) throw new IllegalArgumentException(what + " is null");
    if (rank >= 0 && m.rank() != rank) {
      throw new IllegalArgumentException(what + " must have rank " + rank + ", got a memref of rank " + m.rank());
    }
    return m;
  }

  @SuppressWarnings("unused") // through CHECK_NOT_NULL
  private static Object checkNotNull(String what, int index, Object o) {
    if (o == null) throw new IllegalArgumentException(what + " is null");
    return o;
  }

  @SuppressWarnings("unused") // through CLOSED
  private static void closed(String program) {
    throw new IllegalStateException("program " + program + " is closed");
  }
}
