package dev.loomlir.codegen.abi;

import static dev.loomlir.codegen.abi.RuntimeMethod.constructor;
import static dev.loomlir.codegen.abi.RuntimeMethod.instanceMethod;
import static dev.loomlir.codegen.abi.RuntimeMethod.staticMethod;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.MultiResult;
import dev.loomlir.runtime.RunnerUtils;
import dev.loomlir.runtime.VectorPrint;
import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncObject;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.AsyncValue;
import dev.loomlir.runtime.async.CoroFrame;
import dev.loomlir.runtime.async.CoroHandle;
import dev.loomlir.runtime.async.ProgramRuntime;
import dev.loomlir.runtime.async.ThreadCoroutine;
import org.objectweb.asm.Type;

/**
 * The runtime interface generated code is written against: every runtime (and JDK) method and
 * field that code generation calls or reads, named once here from the real classes, so that a
 * renamed or retyped runtime method breaks {@code RuntimeAbiTest}, not a program at run time.
 * Emitters use these constants; they never spell an owner, name or descriptor themselves.
 * Grouped by the runtime class they belong to.
 */
public final class RuntimeAbi {
  private RuntimeAbi() {}

  // ---- RunnerUtils: upstream's runner utilities and vector.print's scalars ----

  public static final RuntimeMethod PRINT_STRING = staticMethod(RunnerUtils.class, "printString", void.class, String.class);
  public static final RuntimeMethod PRINT_NEWLINE = staticMethod(RunnerUtils.class, "printNewline", void.class);
  public static final RuntimeMethod PRINT_COMMA = staticMethod(RunnerUtils.class, "printComma", void.class);
  public static final RuntimeMethod PRINT_OPEN = staticMethod(RunnerUtils.class, "printOpen", void.class);
  public static final RuntimeMethod PRINT_CLOSE = staticMethod(RunnerUtils.class, "printClose", void.class);
  public static final RuntimeMethod PRINT_I64 = staticMethod(RunnerUtils.class, "printI64", void.class, long.class);
  public static final RuntimeMethod PRINT_U64 = staticMethod(RunnerUtils.class, "printU64", void.class, long.class);
  public static final RuntimeMethod PRINT_F32 = staticMethod(RunnerUtils.class, "printF32", void.class, float.class);
  public static final RuntimeMethod PRINT_F64 = staticMethod(RunnerUtils.class, "printF64", void.class, double.class);
  public static final RuntimeMethod PRINT_F16 = staticMethod(RunnerUtils.class, "printF16", void.class, int.class);
  public static final RuntimeMethod PRINT_BF16 = staticMethod(RunnerUtils.class, "printBF16", void.class, int.class);
  public static final RuntimeMethod RTCLOCK = staticMethod(RunnerUtils.class, "rtclock", double.class);

  /** What the tuple classes of multi-result functions implement. */
  public static final RuntimeMethod MULTI_RESULT_TO_ARRAY = instanceMethod(MultiResult.class, "toArray", Object[].class);

  // ---- MlirRuntimeException: a located run-time error ----

  /** {@code new MlirRuntimeException(message, location)}. */
  public static final RuntimeMethod RUNTIME_ERROR_INIT = constructor(MlirRuntimeException.class, String.class, String.class);

  // ---- VectorPrint: whole vectors, by JVM array type ----

  private static final RuntimeMethod PRINT_INT_VECTOR = staticMethod(VectorPrint.class, "print", void.class, int[].class, int[].class);
  private static final RuntimeMethod PRINT_LONG_VECTOR = staticMethod(VectorPrint.class, "print", void.class, long[].class, int[].class);
  private static final RuntimeMethod PRINT_INDEX_VECTOR =
      staticMethod(VectorPrint.class, "printUnsigned", void.class, long[].class, int[].class);
  private static final RuntimeMethod PRINT_FLOAT_VECTOR = staticMethod(VectorPrint.class, "print", void.class, float[].class, int[].class);
  private static final RuntimeMethod PRINT_DOUBLE_VECTOR =
      staticMethod(VectorPrint.class, "print", void.class, double[].class, int[].class);

  /** {@code VectorPrint.print(data, shape)} for a vector held in a JVM array of descriptor {@code arrayDescriptor}; index vectors print unsigned. */
  public static RuntimeMethod printVector(String arrayDescriptor, boolean index) {
    return switch (arrayDescriptor) {
      case "[I" -> PRINT_INT_VECTOR;
      case "[J" -> index ? PRINT_INDEX_VECTOR : PRINT_LONG_VECTOR;
      case "[F" -> PRINT_FLOAT_VECTOR;
      case "[D" -> PRINT_DOUBLE_VECTOR;
      default -> throw new IllegalArgumentException("no vector printer for " + arrayDescriptor);
    };
  }

  // ---- AsyncRuntime: the async.runtime ops, each overloaded by the kind of its operand ----

  // Generated code passes its program, the module class's ProgramRuntime (PROGRAM_OF).

  /** {@code ProgramRuntime.of(moduleClass)}: what the module's class initializer stores for its ops. */
  public static final RuntimeMethod PROGRAM_OF = staticMethod(ProgramRuntime.class, "of", ProgramRuntime.class, Class.class);

  public static final RuntimeMethod CREATE_TOKEN =
      staticMethod(AsyncRuntime.class, "createToken", AsyncToken.class, ProgramRuntime.class);
  /** The same, given the op's location (reference-count reports name creation sites). */
  public static final RuntimeMethod CREATE_TOKEN_AT =
      staticMethod(AsyncRuntime.class, "createToken", AsyncToken.class, ProgramRuntime.class, String.class);
  public static final RuntimeMethod CREATE_VALUE =
      staticMethod(AsyncRuntime.class, "createValue", AsyncValue.class, ProgramRuntime.class);
  public static final RuntimeMethod CREATE_VALUE_AT =
      staticMethod(AsyncRuntime.class, "createValue", AsyncValue.class, ProgramRuntime.class, String.class);
  public static final RuntimeMethod CREATE_GROUP =
      staticMethod(AsyncRuntime.class, "createGroup", AsyncGroup.class, long.class, ProgramRuntime.class);
  public static final RuntimeMethod CREATE_GROUP_AT =
      staticMethod(AsyncRuntime.class, "createGroup", AsyncGroup.class, long.class, ProgramRuntime.class, String.class);

  public static final AsyncOverloads SET_AVAILABLE = AsyncOverloads.tokenOrValue("setAvailable", void.class);
  public static final AsyncOverloads SET_ERROR = AsyncOverloads.tokenOrValue("setError", void.class);
  public static final AsyncOverloads IS_ERROR = AsyncOverloads.any("isError", boolean.class);
  /** Whether an await of the object would return at once (a coroutine then continues in place). */
  public static final AsyncOverloads IS_READY = AsyncOverloads.any("isReady", boolean.class);
  public static final AsyncOverloads AWAIT = AsyncOverloads.any("await", void.class, ProgramRuntime.class);
  /** What a failed task's frame does to its results that are still pending. */
  public static final AsyncOverloads FAIL_IF_PENDING = AsyncOverloads.tokenOrValue("failIfPending", void.class);
  public static final AsyncOverloads AWAIT_AND_RESUME = AsyncOverloads.any("awaitAndResume", void.class, CoroHandle.class);
  public static final AsyncOverloads ADD_TO_GROUP = AsyncOverloads.tokenOrValue("addToGroup", long.class, AsyncGroup.class);
  public static final RuntimeMethod RESUME = staticMethod(AsyncRuntime.class, "resume", void.class, CoroHandle.class);

  public static final RuntimeMethod ADD_REF = staticMethod(AsyncRuntime.class, "addRef", void.class, AsyncObject.class, long.class);
  public static final RuntimeMethod DROP_REF = staticMethod(AsyncRuntime.class, "dropRef", void.class, AsyncObject.class, long.class);
  public static final RuntimeMethod NUM_WORKER_THREADS =
      staticMethod(AsyncRuntime.class, "numWorkerThreads", long.class, ProgramRuntime.class);
  public static final RuntimeMethod PRINT_CURRENT_THREAD_ID =
      staticMethod(AsyncRuntime.class, "printCurrentThreadId", void.class);

  /** {@code storeX(payload, value)} and {@code loadX(value)} for one payload carrier (int, long, float, double, Object). */
  public record ValuePayload(RuntimeMethod store, RuntimeMethod load, Class<?> carrier) {
    private static ValuePayload of(String suffix, Class<?> carrier) {
      return new ValuePayload(staticMethod(AsyncRuntime.class, "store" + suffix, void.class, carrier, AsyncValue.class),
          staticMethod(AsyncRuntime.class, "load" + suffix, carrier, AsyncValue.class), carrier);
    }
  }

  private static final ValuePayload INT_PAYLOAD = ValuePayload.of("Int", int.class);
  private static final ValuePayload LONG_PAYLOAD = ValuePayload.of("Long", long.class);
  private static final ValuePayload FLOAT_PAYLOAD = ValuePayload.of("Float", float.class);
  private static final ValuePayload DOUBLE_PAYLOAD = ValuePayload.of("Double", double.class);
  private static final ValuePayload OBJECT_PAYLOAD = ValuePayload.of("Object", Object.class);

  /** How a payload of JVM type {@code t} travels in an async value: primitives unboxed, everything else as an Object. */
  public static ValuePayload payload(Type t) {
    return switch (t.getSort()) {
      case Type.BOOLEAN, Type.BYTE, Type.SHORT, Type.CHAR, Type.INT -> INT_PAYLOAD;
      case Type.LONG -> LONG_PAYLOAD;
      case Type.FLOAT -> FLOAT_PAYLOAD;
      case Type.DOUBLE -> DOUBLE_PAYLOAD;
      default -> OBJECT_PAYLOAD;
    };
  }

  // ---- Coroutine frames and virtual-thread coroutines ----

  /** The constructor generated frame classes call ({@code CoroFrame} is their superclass). */
  public static final RuntimeMethod CORO_FRAME_INIT = constructor(CoroFrame.class, ProgramRuntime.class);
  /** What a frame class implements for a failure escaping its body: its pending results fail. */
  public static final RuntimeMethod CORO_FRAME_FAIL_RESULTS = instanceMethod(CoroFrame.class, "failResults", void.class);
  /** The method a frame class implements: runs the coroutine from its saved state. */
  public static final RuntimeMethod CORO_FRAME_RESUME = instanceMethod(CoroFrame.class, "resume", void.class);
  public static final RuntimeMethod START_VIRTUAL = staticMethod(ThreadCoroutine.class, "startVirtual", Thread.class, Runnable.class);
  public static final RuntimeMethod CURRENT_THREAD_COROUTINE =
      staticMethod(ThreadCoroutine.class, "ofCurrentThread", ThreadCoroutine.class);
  public static final RuntimeMethod THREAD_SUSPEND = instanceMethod(ThreadCoroutine.class, "suspend", void.class);

  // ---- JDK ----

  public static final RuntimeMethod OBJECT_INIT = constructor(Object.class);
  /** What a virtual thread's frame implements. */
  public static final RuntimeMethod RUNNABLE_RUN = instanceMethod(Runnable.class, "run", void.class);
  public static final RuntimeMethod ILLEGAL_STATE_INIT = constructor(IllegalStateException.class, String.class);
}
