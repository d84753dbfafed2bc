package dev.loomlir.codegen.emit;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.VectorType;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.objectweb.asm.Type;

/**
 * MLIR types to JVM types. Integers up to 32 bits are {@code int}, up to 64 bits (and
 * {@code index}) {@code long}; {@code f16}/{@code bf16}/{@code f32} are {@code float}; vectors
 * are flat primitive arrays; function values are {@link MethodHandle}s. Other modules add
 * mappings (memref descriptors) with {@link #register}.
 */
public final class TypeMapper {
  private final List<Function<dev.loomlir.ir.Type, Type>> extensions = new ArrayList<>();

  /** Adds a mapping consulted before the built-in ones; it returns null for types it does not handle. */
  public void register(Function<dev.loomlir.ir.Type, Type> mapping) { extensions.add(mapping); }

  /** The JVM type of {@code t}, or a diagnostic at {@code loc} when there is none. */
  public Type map(dev.loomlir.ir.Type t, Location loc) {
    Type jt = mapOrNull(t);
    if (jt == null) throw new DiagnosticException(loc, "type '" + t + "' is not supported by the JVM code generator");
    return jt;
  }

  public Type mapOrNull(dev.loomlir.ir.Type t) {
    for (Function<dev.loomlir.ir.Type, Type> m : extensions) {
      Type jt = m.apply(t);
      if (jt != null) return jt;
    }
    return switch (t) {
      case IntegerType it when it.width() <= 32 -> Type.INT_TYPE;
      case IntegerType it when it.width() <= 64 -> Type.LONG_TYPE;
      case IndexType i -> Type.LONG_TYPE;
      case FloatType f when f == FloatType.F16 || f == FloatType.BF16 || f == FloatType.F32 -> Type.FLOAT_TYPE;
      case FloatType f when f == FloatType.F64 -> Type.DOUBLE_TYPE;
      case VectorType v when isScalar(v.elementType()) && !v.scalable().contains(true) -> {
        Type element = mapOrNull(v.elementType());
        yield Type.getType("[" + element.getDescriptor());
      }
      case FunctionType f -> Type.getType(MethodHandle.class);
      default -> null;
    };
  }

  /** A JVM method descriptor for an MLIR function type whose results are returned as {@code returnType}. */
  public String methodDescriptor(FunctionType ft, Type returnType, Location loc) {
    Type[] args = new Type[ft.inputs().size()];
    for (int i = 0; i < args.length; i++) args[i] = map(ft.inputs().get(i), loc);
    return Type.getMethodDescriptor(returnType, args);
  }

  /** Integer, index or float. */
  public static boolean isScalar(dev.loomlir.ir.Type t) {
    return t instanceof IntegerType || t instanceof IndexType || t instanceof FloatType;
  }

  /** The bit width of an integer or index type (index is 64 bits on the JVM). */
  public static int intWidth(dev.loomlir.ir.Type t) {
    return t instanceof IntegerType it ? it.width() : 64;
  }
}
