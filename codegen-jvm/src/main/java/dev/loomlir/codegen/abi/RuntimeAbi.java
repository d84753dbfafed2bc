package dev.loomlir.codegen.abi;

import static dev.loomlir.codegen.abi.RuntimeMethod.staticMethod;

import dev.loomlir.runtime.RunnerUtils;
import dev.loomlir.runtime.VectorPrint;
import dev.loomlir.runtime.ptr.Memory;
import dev.loomlir.runtime.ptr.PointerFault;
import dev.loomlir.runtime.ptr.Ptr;

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
      staticMethod(dev.loomlir.runtime.FloatOps.class, "bf16BitsToFloat", float.class, int.class);
  public static final RuntimeMethod FLOAT_TO_BF16_BITS =
      staticMethod(dev.loomlir.runtime.FloatOps.class, "floatToBF16Bits", int.class, float.class);

  // ---- Dma: memref.dma_start and memref.dma_wait, complete when they start ----

  public static final RuntimeMethod DMA_START = staticMethod(dev.loomlir.runtime.memref.Dma.class, "start", void.class,
      dev.loomlir.runtime.memref.MemRef.class, long[].class, dev.loomlir.runtime.memref.MemRef.class, long[].class,
      long.class, dev.loomlir.runtime.memref.MemRef.class, long[].class, long.class, long.class, boolean.class,
      String.class);
  public static final RuntimeMethod DMA_WAIT = staticMethod(dev.loomlir.runtime.memref.Dma.class, "await", void.class,
      dev.loomlir.runtime.memref.MemRef.class, long[].class, String.class);
}
