package dev.loomlir.codegen.abi;

import static dev.loomlir.codegen.abi.RuntimeMethod.constructor;
import static dev.loomlir.codegen.abi.RuntimeMethod.instanceMethod;
import static dev.loomlir.codegen.abi.RuntimeMethod.staticMethod;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.MultiResult;
import dev.loomlir.runtime.FloatOps;
import dev.loomlir.runtime.IntOps;
import dev.loomlir.runtime.RunnerUtils;
import dev.loomlir.runtime.VectorPrint;
import dev.loomlir.runtime.ptr.Memory;
import dev.loomlir.runtime.ptr.PointerFault;
import dev.loomlir.runtime.ptr.Ptr;
import dev.loomlir.runtime.async.AsyncGroup;
import dev.loomlir.runtime.async.AsyncObject;
import dev.loomlir.runtime.async.AsyncRuntime;
import dev.loomlir.runtime.async.AsyncToken;
import dev.loomlir.runtime.async.AsyncValue;
import dev.loomlir.runtime.async.CallScope;
import dev.loomlir.runtime.async.CoroFrame;
import dev.loomlir.runtime.async.CoroHandle;
import dev.loomlir.runtime.async.ProgramRuntime;
import dev.loomlir.runtime.async.ThreadCoroutine;
import org.objectweb.asm.Type;
import static dev.loomlir.codegen.abi.RuntimeField.instanceField;
import static dev.loomlir.codegen.abi.RuntimeField.staticField;
import static dev.loomlir.codegen.abi.RuntimeMethod.instanceMethod;
import static dev.loomlir.codegen.abi.RuntimeMethod.staticMethod;

import dev.loomlir.runtime.FloatOps;
import dev.loomlir.runtime.RunnerUtils;
import dev.loomlir.runtime.VectorPrint;
import dev.loomlir.runtime.memref.AtomicRmwKind;
import dev.loomlir.runtime.memref.Atomics;
import dev.loomlir.runtime.memref.ElementKind;
import dev.loomlir.runtime.memref.MemRef;
import dev.loomlir.runtime.memref.MemRefError;
import dev.loomlir.runtime.memref.MemRefI8;
import dev.loomlir.runtime.memref.MemRefs;
import dev.loomlir.runtime.memref.RunnerMemRefs;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Arrays;

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

  // ---- Memory: the llvm dialect's pointers (an allocation and an offset), checked accesses ----

  /** The JVM class of an {@code !llvm.ptr} value. */
  public static final Class<?> POINTER_CLASS = Ptr.class;
  public static final RuntimeField NULL_POINTER = RuntimeField.staticField(Ptr.class, "NULL", Ptr.class);
  public static final RuntimeMethod ALLOCA = staticMethod(Memory.class, "alloca", Ptr.class, long.class, long.class, String.class);
  public static final RuntimeMethod GLOBAL_MEMORY =
      staticMethod(Memory.class, "global", Ptr.class, String[].class, boolean.class, String.class);
  public static final RuntimeMethod POINTER_OFFSET = staticMethod(Memory.class, "offset", Ptr.class, Ptr.class, long.class);
  public static final RuntimeMethod POINTER_TO_ADDRESS = staticMethod(Memory.class, "toAddress", long.class, Ptr.class);
  public static final RuntimeMethod POINTER_COMPARE = staticMethod(Memory.class, "compare", int.class, Ptr.class, Ptr.class, int.class);
  /** Re-throws a fault raised without a location (in a C library function) at the call that reached it. */
  public static final RuntimeMethod POINTER_FAULT_AT =
      staticMethod(PointerFault.class, "at", PointerFault.class, PointerFault.class, String.class);
  public static final Class<?> POINTER_FAULT_CLASS = PointerFault.class;

  /** What a load or store of one scalar kind calls: {@code Memory.loadI32(ptr, location)}, {@code storeI32(value, ptr, location)}. */
  public record MemoryAccess(RuntimeMethod load, RuntimeMethod store) {}

  private static MemoryAccess access(String suffix, Class<?> value) {
    return new MemoryAccess(staticMethod(Memory.class, "load" + suffix, value, Ptr.class, String.class),
        staticMethod(Memory.class, "store" + suffix, void.class, value, Ptr.class, String.class));
  }

  public static final MemoryAccess ACCESS_I1 = access("I1", int.class);
  public static final MemoryAccess ACCESS_I8 = access("I8", int.class);
  public static final MemoryAccess ACCESS_I16 = access("I16", int.class);
  public static final MemoryAccess ACCESS_I32 = access("I32", int.class);
  public static final MemoryAccess ACCESS_I64 = access("I64", long.class);
  public static final MemoryAccess ACCESS_F32 = access("F32", float.class);
  public static final MemoryAccess ACCESS_F64 = access("F64", double.class);
  public static final MemoryAccess ACCESS_POINTER = access("Ptr", Ptr.class);
  /** f16 and bf16 are {@code float}s in code and their 16 bits in memory. */
  public static final RuntimeMethod F16_BITS_TO_FLOAT = staticMethod(Float.class, "float16ToFloat", float.class, short.class);
  public static final RuntimeMethod FLOAT_TO_F16_BITS = staticMethod(Float.class, "floatToFloat16", short.class, float.class);
  public static final RuntimeMethod BF16_BITS_TO_FLOAT =
      staticMethod(FloatOps.class, "bf16BitsToFloat", float.class, int.class);
  public static final RuntimeMethod FLOAT_TO_BF16_BITS =
      staticMethod(FloatOps.class, "floatToBF16Bits", int.class, float.class);
  // ---- AsyncRuntime: the async.runtime ops, each overloaded by the kind of its operand ----

  // Generated code passes its program, the module class's ProgramRuntime (PROGRAM_OF).

  /** {@code ProgramRuntime.of(moduleClass)}: what the module's class initializer stores for its ops. */
  public static final RuntimeMethod PROGRAM_OF = staticMethod(ProgramRuntime.class, "of", ProgramRuntime.class, Class.class);

  /** A Java facade's call of an async module: {@code program.enterCall()} ... {@code scope.exit(thrown)}. */
  public static final RuntimeMethod ENTER_CALL = instanceMethod(ProgramRuntime.class, "enterCall", CallScope.class);

  public static final RuntimeMethod EXIT_CALL = instanceMethod(CallScope.class, "exit", void.class, Throwable.class);

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
  // ---- MemRef: the descriptor every memref value is (fields and views) ----

  public static final RuntimeField MEMREF_OFFSET = instanceField(MemRef.class, "offset", long.class);
  public static final RuntimeField MEMREF_SIZES = instanceField(MemRef.class, "sizes", long[].class);
  public static final RuntimeField MEMREF_STRIDES = instanceField(MemRef.class, "strides", long[].class);
  public static final RuntimeMethod MEMREF_MLIR_OFFSET = instanceMethod(MemRef.class, "mlirOffset", long.class);
  public static final RuntimeMethod MEMREF_DIM = instanceMethod(MemRef.class, "dim", long.class, long.class, String.class);
  /** {@code memref.rank()} as an int: a Java facade checks its memref arguments' ranks with it. */
  public static final RuntimeMethod MEMREF_RANK_INT = instanceMethod(MemRef.class, "rank", int.class);
  public static final RuntimeMethod MEMREF_RANK = instanceMethod(MemRef.class, "rankIndex", long.class);
  public static final RuntimeMethod MEMREF_BASE_POINTER = instanceMethod(MemRef.class, "basePointer", long.class);
  public static final RuntimeMethod MEMREF_BASE_BUFFER = instanceMethod(MemRef.class, "baseBuffer", MemRef.class);
  public static final RuntimeMethod MEMREF_REALLOC =
      instanceMethod(MemRef.class, "realloc", MemRef.class, long.class, String.class);
  public static final RuntimeMethod MEMREF_CAST_TO =
      instanceMethod(MemRef.class, "castTo", MemRef.class, int.class, long[].class, String.class);
  public static final RuntimeMethod MEMREF_CHECK_LAYOUT =
      instanceMethod(MemRef.class, "checkLayout", MemRef.class, long.class, long[].class, String.class);
  public static final RuntimeMethod MEMREF_SUBVIEW =
      instanceMethod(MemRef.class, "subview", MemRef.class, long[].class, long[].class, long[].class);
  public static final RuntimeMethod MEMREF_DROP_DIMS = instanceMethod(MemRef.class, "dropDims", MemRef.class, int[].class);
  public static final RuntimeMethod MEMREF_REINTERPRET_CAST =
      instanceMethod(MemRef.class, "reinterpretCast", MemRef.class, long.class, long[].class, long[].class);
  public static final RuntimeMethod MEMREF_RESHAPE =
      instanceMethod(MemRef.class, "reshape", MemRef.class, long[].class, String.class);
  public static final RuntimeMethod MEMREF_COLLAPSE_SHAPE =
      instanceMethod(MemRef.class, "collapseShape", MemRef.class, int[][].class);
  public static final RuntimeMethod MEMREF_EXPAND_SHAPE =
      instanceMethod(MemRef.class, "expandShape", MemRef.class, int[][].class, long[].class);
  public static final RuntimeMethod MEMREF_TRANSPOSE = instanceMethod(MemRef.class, "transpose", MemRef.class, int[].class);

  // ---- MemRefs: memref helpers of generated code ----

  public static final RuntimeMethod MEMREFS_INT_BASE = staticMethod(MemRefs.class, "intBase", int.class, long.class);
  public static final RuntimeMethod MEMREFS_OUT_OF_BOUNDS =
      staticMethod(MemRefs.class, "outOfBounds", MemRefError.class, IndexOutOfBoundsException.class, String.class);
  public static final RuntimeMethod MEMREFS_COPY =
      staticMethod(MemRefs.class, "copy", void.class, MemRef.class, MemRef.class, String.class);
  public static final RuntimeMethod MEMREFS_VIEW = staticMethod(MemRefs.class, "view", MemRef.class, MemRefI8.class,
      long.class, long[].class, ElementKind.class, String.class);
  public static final RuntimeMethod MEMREFS_UNSUPPORTED_VIEW =
      staticMethod(MemRefs.class, "unsupportedView", MemRef.class, String.class, String.class);
  public static final RuntimeMethod MEMREFS_SHAPE_OF =
      staticMethod(MemRefs.class, "shapeOf", long[].class, MemRef.class, String.class);

  /** {@code Objects.checkIndex(long, long)}: a range check C2 can hoist out of counted loops (JDK-8259609). */
  public static final RuntimeMethod CHECK_INDEX_LONG =
      staticMethod(Objects.class, "checkIndex", long.class, long.class, long.class);
  /** {@code Objects.checkIndex(int, int)}, the same on int indices. */
  public static final RuntimeMethod CHECK_INDEX_INT =
      staticMethod(Objects.class, "checkIndex", int.class, int.class, int.class);

  // ---- Atomics: f16/bf16 read-modify-write (the other storages are in memref(kind)) ----

  public static final RuntimeMethod ATOMIC_RMW_F16 =
      staticMethod(Atomics.class, "rmwF16", short.class, AtomicRmwKind.class, short[].class, int.class, short.class);
  public static final RuntimeMethod ATOMIC_RMW_BF16 =
      staticMethod(Atomics.class, "rmwBF16", short.class, AtomicRmwKind.class, short[].class, int.class, short.class);

  private static final Map<AtomicRmwKind, RuntimeField> ATOMIC_RMW_KINDS = new EnumMap<>(AtomicRmwKind.class);
  private static final Map<ElementKind, MemRefDescriptorAbi> MEMREF_DESCRIPTORS = new EnumMap<>(ElementKind.class);

  static {
    for (AtomicRmwKind k : AtomicRmwKind.values()) {
      ATOMIC_RMW_KINDS.put(k, staticField(AtomicRmwKind.class, k.name(), AtomicRmwKind.class));
    }
    for (ElementKind k : ElementKind.values()) MEMREF_DESCRIPTORS.put(k, MemRefDescriptorAbi.of(k));
  }

  /** The {@code AtomicRmwKind} constant {@code kind}. */
  public static RuntimeField atomicRmwKind(AtomicRmwKind kind) { return ATOMIC_RMW_KINDS.get(kind); }

  /** The descriptor class of memrefs stored as {@code kind}, and its members. */
  public static MemRefDescriptorAbi memref(ElementKind kind) { return MEMREF_DESCRIPTORS.get(kind); }

  // ---- RunnerMemRefs: upstream's memref printers, by the symbol programs declare ----

  private static final Map<String, RuntimeMethod> MEMREF_PRINTERS = makeMemrefPrinters();

  private static Map<String, RuntimeMethod> makeMemrefPrinters() {
    Map<String, RuntimeMethod> printers = new LinkedHashMap<>();
    for (String suffix : new String[] {"F32", "F64", "I8", "I16", "I32", "I64", "Ind", "F16", "BF16"}) {
      addPrinter(printers, "printMemref" + suffix, printedStorage(suffix));
    }
    for (String suffix : new String[] {"F32", "F64", "I8", "I32", "I64", "Ind"}) {
      addPrinter(printers, "printMemrefShape" + suffix, printedStorage(suffix));
      addPrinter(printers, "print_memref_" + suffix.toLowerCase(), printedStorage(suffix));
      addPrinter(printers, "printMemref1d" + suffix, printedStorage(suffix));
    }
    for (int rank : new int[] {0, 2, 3, 4}) addPrinter(printers, "printMemref" + rank + "dF32", ElementKind.F32);
    return Collections.unmodifiableMap(printers);
  }

  private static ElementKind printedStorage(String suffix) {
    return switch (suffix) {
      case "F32" -> ElementKind.F32;
      case "F64" -> ElementKind.F64;
      case "I8" -> ElementKind.I8;
      case "I16", "F16", "BF16" -> ElementKind.I16;
      case "I32" -> ElementKind.I32;
      default -> ElementKind.I64; // I64, Ind
    };
  }

  /** A printer takes the typed descriptor, so a declaration whose storage does not match is a compile-time error. */
  private static void addPrinter(Map<String, RuntimeMethod> printers, String symbol, ElementKind k) {
    printers.put(symbol, staticMethod(RunnerMemRefs.class, symbol, void.class, MemRefDescriptorAbi.descriptorClass(k)));
  }

  /** The memref printers of upstream's runner utilities, by symbol ({@code printMemrefF32}, ...). */
  public static Map<String, RuntimeMethod> memrefPrinters() { return MEMREF_PRINTERS; }

  // ---- IntOps: integers at any width, in the canonical form of IntEmit ----

  public static final WidthOverloads INT_SHL = intBinary("shl");
  public static final WidthOverloads INT_SHRU = intBinary("shru");
  public static final WidthOverloads INT_SHRS = intBinary("shrs");
  public static final WidthOverloads INT_DIVS = intBinary("divs");
  public static final WidthOverloads INT_REMS = intBinary("rems");
  public static final WidthOverloads INT_DIVU = intBinary("divu");
  public static final WidthOverloads INT_REMU = intBinary("remu");
  public static final WidthOverloads INT_FLOORDIVS = intBinary("floordivs");
  public static final WidthOverloads INT_CEILDIVS = intBinary("ceildivs");
  public static final WidthOverloads INT_CEILDIVU = intBinary("ceildivu");
  public static final WidthOverloads INT_MAXU = intBinary("maxu");
  public static final WidthOverloads INT_MINU = intBinary("minu");
  public static final WidthOverloads INT_MULHS = intBinary("mulhs");
  public static final WidthOverloads INT_MULHU = intBinary("mulhu");
  /** Signed min and max of i1 (where canonical 1 is -1); wider types use {@code Math.max}/{@code min}. */
  public static final RuntimeMethod INT_MAXS_I1 = staticMethod(IntOps.class, "maxs", int.class, int.class, int.class, int.class);
  public static final RuntimeMethod INT_MINS_I1 = staticMethod(IntOps.class, "mins", int.class, int.class, int.class, int.class);
  /** Unsigned compare at the width (-1, 0 or 1). */
  public static final WidthOverloads INT_CMPU = new WidthOverloads(
      staticMethod(IntOps.class, "cmpu", int.class, int.class, int.class, int.class),
      staticMethod(IntOps.class, "cmpu", int.class, long.class, long.class, int.class));
  /** Signed compare of i1. */
  public static final RuntimeMethod INT_CMPS_I1 = staticMethod(IntOps.class, "cmps", int.class, int.class, int.class, int.class);
  /** The carry out of an unsigned addition, 0 or 1. */
  public static final WidthOverloads INT_ADD_CARRY = new WidthOverloads(
      staticMethod(IntOps.class, "addCarry", int.class, int.class, int.class, int.class),
      staticMethod(IntOps.class, "addCarry", int.class, long.class, long.class, int.class));
  public static final WidthOverloads INT_CTLZ = intUnary("ctlz");
  public static final WidthOverloads INT_CTTZ = intUnary("cttz");
  public static final WidthOverloads INT_CTPOP = intUnary("ctpop");
  public static final WidthOverloads INT_ABSI = intUnary("absi");
  /** {@code ipowi(base, exp, width, location)}: a negative exponent is a runtime error at {@code location}. */
  public static final WidthOverloads INT_IPOWI = new WidthOverloads(
      staticMethod(IntOps.class, "ipowi", int.class, int.class, int.class, int.class, String.class),
      staticMethod(IntOps.class, "ipowi", long.class, long.class, long.class, int.class, String.class));

  // ---- FloatOps: float formats and the functions Java has no equivalent for ----

  public static final RuntimeMethod FLOAT_ROUND_F16 = staticMethod(FloatOps.class, "roundF16", float.class, float.class);
  public static final RuntimeMethod FLOAT_ROUND_BF16 = staticMethod(FloatOps.class, "roundBF16", float.class, float.class);
  public static final RuntimeMethod F64_TO_F16 = staticMethod(FloatOps.class, "f64ToF16", float.class, double.class);
  public static final RuntimeMethod F64_TO_BF16 = staticMethod(FloatOps.class, "f64ToBF16", float.class, double.class);
  public static final RuntimeMethod U64_TO_DOUBLE = staticMethod(FloatOps.class, "u64ToDouble", double.class, long.class);
  public static final RuntimeMethod U64_TO_FLOAT = staticMethod(FloatOps.class, "u64ToFloat", float.class, long.class);
  /** Saturating float-to-integer casts at a width ({@code fptosi(x, width)}). */
  public static final RuntimeMethod FLOAT_FPTOSI = staticMethod(FloatOps.class, "fptosi", long.class, double.class, int.class);
  public static final RuntimeMethod FLOAT_FPTOUI = staticMethod(FloatOps.class, "fptoui", long.class, double.class, int.class);
  public static final RuntimeMethod FLOAT_E8M0_SCALE_FACTOR = staticMethod(FloatOps.class, "e8m0ScaleFactor", float.class, float.class);
  public static final WidthOverloads FLOAT_NEGF = floatFunction(FloatOps.class, "negf", 1);
  public static final WidthOverloads FLOAT_MAXNUM = floatFunction(FloatOps.class, "maxnum", 2);
  public static final WidthOverloads FLOAT_MINNUM = floatFunction(FloatOps.class, "minnum", 2);
  public static final WidthOverloads FLOAT_CLAMPF = floatFunction(FloatOps.class, "clampf", 3);
  /** {@code powi(x, n)} with a long exponent. */
  public static final WidthOverloads FLOAT_POWI = new WidthOverloads(
      staticMethod(FloatOps.class, "powi", float.class, float.class, long.class),
      staticMethod(FloatOps.class, "powi", double.class, double.class, long.class));
  /** The cmpf predicates without a single JVM compare, on doubles (0 or 1). */
  public static final RuntimeMethod FLOAT_CMP_UEQ = doubleCompare("cmpUeq");
  public static final RuntimeMethod FLOAT_CMP_ONE = doubleCompare("cmpOne");
  public static final RuntimeMethod FLOAT_CMP_ORD = doubleCompare("cmpOrd");
  public static final RuntimeMethod FLOAT_CMP_UNO = doubleCompare("cmpUno");
  /** {@code isNormal(x, smallest normal of x's format)}, 0 or 1. */
  public static final RuntimeMethod FLOAT_IS_NORMAL = doubleCompare("isNormal");
  public static final RuntimeMethod FLOAT_ROUND = doubleFunction(FloatOps.class, "round");
  public static final RuntimeMethod FLOAT_TRUNC = doubleFunction(FloatOps.class, "trunc");
  public static final RuntimeMethod FLOAT_LOG2 = doubleFunction(FloatOps.class, "log2");
  public static final RuntimeMethod FLOAT_EXP2 = doubleFunction(FloatOps.class, "exp2");
  public static final RuntimeMethod FLOAT_ASINH = doubleFunction(FloatOps.class, "asinh");
  public static final RuntimeMethod FLOAT_ACOSH = doubleFunction(FloatOps.class, "acosh");
  public static final RuntimeMethod FLOAT_ATANH = doubleFunction(FloatOps.class, "atanh");
  public static final RuntimeMethod FLOAT_ERF = doubleFunction(FloatOps.class, "erf");
  public static final RuntimeMethod FLOAT_ERFC = doubleFunction(FloatOps.class, "erfc");
  /** C's {@code pow} (Java's differs on some special values). */
  public static final RuntimeMethod FLOAT_POW = staticMethod(FloatOps.class, "pow", double.class, double.class, double.class);

  // ---- the JDK: integer and float methods the JIT compiles to instructions or intrinsics ----

  public static final WidthOverloads JDK_COMPARE_UNSIGNED = new WidthOverloads(
      staticMethod(Integer.class, "compareUnsigned", int.class, int.class, int.class),
      staticMethod(Long.class, "compareUnsigned", int.class, long.class, long.class));
  public static final WidthOverloads JDK_DIVIDE_UNSIGNED = new WidthOverloads(
      staticMethod(Integer.class, "divideUnsigned", int.class, int.class, int.class),
      staticMethod(Long.class, "divideUnsigned", long.class, long.class, long.class));
  public static final WidthOverloads JDK_REMAINDER_UNSIGNED = new WidthOverloads(
      staticMethod(Integer.class, "remainderUnsigned", int.class, int.class, int.class),
      staticMethod(Long.class, "remainderUnsigned", long.class, long.class, long.class));
  public static final WidthOverloads JDK_FLOOR_DIV = jdkIntBinary("floorDiv");
  public static final WidthOverloads JDK_CEIL_DIV = jdkIntBinary("ceilDiv");
  public static final WidthOverloads JDK_INT_MAX = jdkIntBinary("max");
  public static final WidthOverloads JDK_INT_MIN = jdkIntBinary("min");

  public static final WidthOverloads JDK_FLOAT_MAX = floatFunction(Math.class, "max", 2);
  public static final WidthOverloads JDK_FLOAT_MIN = floatFunction(Math.class, "min", 2);
  public static final WidthOverloads JDK_FLOAT_ABS = floatFunction(Math.class, "abs", 1);
  public static final WidthOverloads JDK_COPY_SIGN = floatFunction(Math.class, "copySign", 2);
  public static final WidthOverloads JDK_FMA = floatFunction(Math.class, "fma", 3);
  public static final RuntimeMethod JDK_SQRT = doubleFunction(Math.class, "sqrt");
  public static final RuntimeMethod JDK_CEIL = doubleFunction(Math.class, "ceil");
  public static final RuntimeMethod JDK_FLOOR = doubleFunction(Math.class, "floor");
  public static final RuntimeMethod JDK_RINT = doubleFunction(Math.class, "rint");
  /** fdlibm's functions: reproducible, within 1 ulp as glibc's libm. */
  public static final RuntimeMethod STRICT_SIN = doubleFunction(StrictMath.class, "sin");
  public static final RuntimeMethod STRICT_COS = doubleFunction(StrictMath.class, "cos");
  public static final RuntimeMethod STRICT_TAN = doubleFunction(StrictMath.class, "tan");
  public static final RuntimeMethod STRICT_ASIN = doubleFunction(StrictMath.class, "asin");
  public static final RuntimeMethod STRICT_ACOS = doubleFunction(StrictMath.class, "acos");
  public static final RuntimeMethod STRICT_ATAN = doubleFunction(StrictMath.class, "atan");
  public static final RuntimeMethod STRICT_SINH = doubleFunction(StrictMath.class, "sinh");
  public static final RuntimeMethod STRICT_COSH = doubleFunction(StrictMath.class, "cosh");
  public static final RuntimeMethod STRICT_TANH = doubleFunction(StrictMath.class, "tanh");
  public static final RuntimeMethod STRICT_EXP = doubleFunction(StrictMath.class, "exp");
  public static final RuntimeMethod STRICT_LOG = doubleFunction(StrictMath.class, "log");
  public static final RuntimeMethod STRICT_LOG10 = doubleFunction(StrictMath.class, "log10");
  public static final RuntimeMethod STRICT_CBRT = doubleFunction(StrictMath.class, "cbrt");
  public static final RuntimeMethod STRICT_ATAN2 = staticMethod(StrictMath.class, "atan2", double.class, double.class, double.class);

  public static final WidthOverloads JDK_IS_NAN = floatTest("isNaN");
  public static final WidthOverloads JDK_IS_INFINITE = floatTest("isInfinite");
  public static final WidthOverloads JDK_IS_FINITE = floatTest("isFinite");
  public static final RuntimeMethod FLOAT_TO_RAW_INT_BITS = staticMethod(Float.class, "floatToRawIntBits", int.class, float.class);
  public static final RuntimeMethod DOUBLE_TO_RAW_LONG_BITS = staticMethod(Double.class, "doubleToRawLongBits", long.class, double.class);
  public static final RuntimeMethod INT_BITS_TO_FLOAT = staticMethod(Float.class, "intBitsToFloat", float.class, int.class);
  public static final RuntimeMethod LONG_BITS_TO_DOUBLE = staticMethod(Double.class, "longBitsToDouble", double.class, long.class);

  /** {@code IntOps.name(a, b, width)}. */
  private static WidthOverloads intBinary(String name) {
    return new WidthOverloads(staticMethod(IntOps.class, name, int.class, int.class, int.class, int.class),
        staticMethod(IntOps.class, name, long.class, long.class, long.class, int.class));
  }

  /** {@code IntOps.name(x, width)}. */
  private static WidthOverloads intUnary(String name) {
    return new WidthOverloads(staticMethod(IntOps.class, name, int.class, int.class, int.class),
        staticMethod(IntOps.class, name, long.class, long.class, int.class));
  }

  /** {@code Math.name(a, b)} on ints and on longs. */
  private static WidthOverloads jdkIntBinary(String name) {
    return new WidthOverloads(staticMethod(Math.class, name, int.class, int.class, int.class),
        staticMethod(Math.class, name, long.class, long.class, long.class));
  }

  /** {@code owner.name} taking and returning floats, and doubles ({@code arity} arguments). */
  private static WidthOverloads floatFunction(Class<?> owner, String name, int arity) {
    Class<?>[] floats = new Class<?>[arity], doubles = new Class<?>[arity];
    Arrays.fill(floats, float.class);
    Arrays.fill(doubles, double.class);
    return new WidthOverloads(staticMethod(owner, name, float.class, floats), staticMethod(owner, name, double.class, doubles));
  }

  /** {@code owner.name(double) -> double}. */
  private static RuntimeMethod doubleFunction(Class<?> owner, String name) {
    return staticMethod(owner, name, double.class, double.class);
  }

  /** {@code FloatOps.name(double, double) -> int}. */
  private static RuntimeMethod doubleCompare(String name) {
    return staticMethod(FloatOps.class, name, int.class, double.class, double.class);
  }

  /** {@code Float.name(float)} and {@code Double.name(double)}, returning a boolean. */
  private static WidthOverloads floatTest(String name) {
    return new WidthOverloads(staticMethod(Float.class, name, boolean.class, float.class),
        staticMethod(Double.class, name, boolean.class, double.class));
  }
}
