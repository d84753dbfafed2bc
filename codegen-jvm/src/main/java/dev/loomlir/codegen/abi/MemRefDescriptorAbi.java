package dev.loomlir.codegen.abi;

import static dev.loomlir.codegen.abi.RuntimeField.instanceField;
import static dev.loomlir.codegen.abi.RuntimeField.staticField;
import static dev.loomlir.codegen.abi.RuntimeMethod.staticMethod;

import dev.loomlir.runtime.memref.AtomicRmwKind;
import dev.loomlir.runtime.memref.Atomics;
import dev.loomlir.runtime.memref.Dense;
import dev.loomlir.runtime.memref.ElementKind;
import dev.loomlir.runtime.memref.MemRef;
import dev.loomlir.runtime.memref.MemRefF32;
import dev.loomlir.runtime.memref.MemRefF64;
import dev.loomlir.runtime.memref.MemRefI16;
import dev.loomlir.runtime.memref.MemRefI32;
import dev.loomlir.runtime.memref.MemRefI64;
import dev.loomlir.runtime.memref.MemRefI8;
import org.objectweb.asm.Type;

/**
 * The runtime members of one memref element storage: its descriptor class ({@link MemRefF32},
 * ...), the class's {@code data} array and factories, the atomics on that array, the decoder of
 * dense initializers, and the {@link ElementKind} constant. Made once per kind
 * ({@link RuntimeAbi#memref}); the array types come from the descriptor's real {@code data} field.
 */
public record MemRefDescriptorAbi(ElementKind kind, Type descriptor, Type array, RuntimeField data,
                                  RuntimeMethod alloc, RuntimeMethod allocStrided, RuntimeMethod of,
                                  RuntimeMethod filled, RuntimeMethod atomicRmw, RuntimeMethod atomicLoad,
                                  RuntimeMethod atomicCas, RuntimeMethod denseDecoder, RuntimeField kindConstant) {

  static MemRefDescriptorAbi of(ElementKind kind) {
    Class<? extends MemRef> c = descriptorClass(kind);
    Class<?> array = arrayClass(c);
    Class<?> element = array.getComponentType();
    String suffix = kind.name();
    boolean isInteger = element != float.class && element != double.class;
    // Integer kinds also take the MLIR width of the value (an i7 lives in a byte[]).
    RuntimeMethod rmw = isInteger
        ? staticMethod(Atomics.class, "rmw" + suffix, element, AtomicRmwKind.class, array, int.class, element, int.class)
        : staticMethod(Atomics.class, "rmw" + suffix, element, AtomicRmwKind.class, array, int.class, element);
    return new MemRefDescriptorAbi(kind, Type.getType(c), Type.getType(array), instanceField(c, "data", array),
        staticMethod(c, "alloc", c, long[].class, String.class),
        staticMethod(c, "alloc", c, long.class, long[].class, long[].class, String.class),
        staticMethod(c, "of", c, array, long[].class),
        staticMethod(c, "filled", c, element, long[].class, String.class),
        rmw,
        staticMethod(Atomics.class, "load" + suffix, element, array, int.class),
        staticMethod(Atomics.class, "cas" + suffix, boolean.class, array, int.class, element, element),
        staticMethod(Dense.class, decoderName(kind), array, String[].class),
        staticField(ElementKind.class, kind.name(), ElementKind.class));
  }

  static Class<? extends MemRef> descriptorClass(ElementKind k) {
    return switch (k) {
      case I8 -> MemRefI8.class;
      case I16 -> MemRefI16.class;
      case I32 -> MemRefI32.class;
      case I64 -> MemRefI64.class;
      case F32 -> MemRefF32.class;
      case F64 -> MemRefF64.class;
    };
  }

  /** The type of the descriptor's {@code data} field. */
  private static Class<?> arrayClass(Class<? extends MemRef> descriptor) {
    try {
      return descriptor.getField("data").getType();
    } catch (NoSuchFieldException e) {
      throw new IllegalStateException(descriptor + " has no data field", e);
    }
  }

  private static String decoderName(ElementKind k) {
    return switch (k) {
      case I8 -> "bytes";
      case I16 -> "shorts";
      case I32 -> "ints";
      case I64 -> "longs";
      case F32 -> "floats";
      case F64 -> "doubles";
    };
  }
}
