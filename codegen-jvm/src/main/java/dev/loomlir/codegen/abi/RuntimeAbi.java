package dev.loomlir.codegen.abi;

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

  // ---- MemRef: the descriptor every memref value is (fields and views) ----

  public static final RuntimeField MEMREF_OFFSET = instanceField(MemRef.class, "offset", long.class);
  public static final RuntimeField MEMREF_SIZES = instanceField(MemRef.class, "sizes", long[].class);
  public static final RuntimeField MEMREF_STRIDES = instanceField(MemRef.class, "strides", long[].class);
  public static final RuntimeMethod MEMREF_MLIR_OFFSET = instanceMethod(MemRef.class, "mlirOffset", long.class);
  public static final RuntimeMethod MEMREF_DIM = instanceMethod(MemRef.class, "dim", long.class, long.class, String.class);
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

  // ---- f16 and bf16 storage: memrefs hold their bits in a short[] ----

  public static final RuntimeMethod FLOAT16_TO_FLOAT = staticMethod(Float.class, "float16ToFloat", float.class, short.class);
  public static final RuntimeMethod FLOAT_TO_FLOAT16 = staticMethod(Float.class, "floatToFloat16", short.class, float.class);
  public static final RuntimeMethod BF16_BITS_TO_FLOAT = staticMethod(FloatOps.class, "bf16BitsToFloat", float.class, int.class);
  public static final RuntimeMethod FLOAT_TO_BF16_BITS = staticMethod(FloatOps.class, "floatToBF16Bits", int.class, float.class);

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
}
