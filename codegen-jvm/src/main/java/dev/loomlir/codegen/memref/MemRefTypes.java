package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.emit.TypeMapper;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.UnrankedMemRefType;
import dev.loomlir.runtime.memref.ElementKind;
import java.util.List;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Memref types on the JVM. A memref value, ranked or unranked, is a descriptor of the typed
 * subclass for its element storage ({@code memref<?x4xf32>} and {@code memref<*xf32>} are both
 * {@code MemRefF32}), so casts between ranked and unranked are free and the external printers'
 * signatures say which storage they print. Elements sit in the backing array as the generated
 * code keeps scalars (i1 as 0/1, other integers sign-extended); f16 and bf16 are stored as their
 * 16 bits and computed as float.
 */
final class MemRefTypes implements Opcodes {
  static final long DYNAMIC = ShapedType.DYNAMIC;

  private MemRefTypes() {}

  static void register(TypeMapper types) {
    types.register(t -> switch (t) {
      case MemRefType m -> kindOrNull(m.elementType()) == null ? null : descriptor(kindOrNull(m.elementType()));
      case UnrankedMemRefType u -> kindOrNull(u.elementType()) == null ? null : descriptor(kindOrNull(u.elementType()));
      default -> null;
    });
  }

  /** The storage of an element type, or null when memrefs of it cannot live on the JVM. */
  static ElementKind kindOrNull(dev.loomlir.ir.Type element) {
    return switch (element) {
      case IntegerType it when it.width() <= 8 -> ElementKind.I8;
      case IntegerType it when it.width() <= 16 -> ElementKind.I16;
      case IntegerType it when it.width() <= 32 -> ElementKind.I32;
      case IntegerType it when it.width() <= 64 -> ElementKind.I64;
      case IndexType i -> ElementKind.I64;
      case FloatType f when f == FloatType.F16 || f == FloatType.BF16 -> ElementKind.I16;
      case FloatType f when f == FloatType.F32 -> ElementKind.F32;
      case FloatType f when f == FloatType.F64 -> ElementKind.F64;
      default -> null;
    };
  }

  static ElementKind kind(dev.loomlir.ir.Type element, Location loc) {
    ElementKind k = kindOrNull(element);
    if (k == null) {
      throw new DiagnosticException(loc, "memref element type '" + element + "' is not supported by the JVM code generator");
    }
    return k;
  }

  static ElementKind kindOf(dev.loomlir.ir.Type memref, Location loc) {
    return kind(((ShapedType) memref).elementType(), loc);
  }

  static Type descriptor(ElementKind k) { return RuntimeAbi.memref(k).descriptor(); }

  /** The backing array's element type. */
  static Type arrayElement(ElementKind k) {
    return switch (k) {
      case I8 -> Type.BYTE_TYPE;
      case I16 -> Type.SHORT_TYPE;
      case I32 -> Type.INT_TYPE;
      case I64 -> Type.LONG_TYPE;
      case F32 -> Type.FLOAT_TYPE;
      case F64 -> Type.DOUBLE_TYPE;
    };
  }

  static Type arrayType(ElementKind k) { return RuntimeAbi.memref(k).array(); }

  /** Pushes {@code data} of the descriptor on the stack (which must be of kind {@code k}). */
  static void getData(MethodVisitor mv, ElementKind k) { RuntimeAbi.memref(k).data().get(mv); }

  /** {@code array, index -> value}: loads an element and brings it to the stack form of {@code element}. */
  static void arrayLoad(MethodVisitor mv, dev.loomlir.ir.Type element, ElementKind k) {
    mv.visitInsn(arrayElement(k).getOpcode(IALOAD));
    fromStorage(mv, element);
  }

  /** {@code array, index, value -> }: stores a value of {@code element}'s stack form. */
  static void arrayStore(MethodVisitor mv, dev.loomlir.ir.Type element, ElementKind k) {
    toStorage(mv, element);
    mv.visitInsn(arrayElement(k).getOpcode(IASTORE));
  }

  /** Converts a stored value (on the stack as the array's JVM type) to the element's stack form. */
  static void fromStorage(MethodVisitor mv, dev.loomlir.ir.Type element) {
    if (element == FloatType.F16) {
      RuntimeAbi.F16_BITS_TO_FLOAT.invoke(mv);
    } else if (element == FloatType.BF16) {
      RuntimeAbi.BF16_BITS_TO_FLOAT.invoke(mv);
    }
  }

  /** Converts a value in the element's stack form to what the array stores (f16/bf16 bits). */
  static void toStorage(MethodVisitor mv, dev.loomlir.ir.Type element) {
    if (element == FloatType.F16) {
      RuntimeAbi.FLOAT_TO_F16_BITS.invoke(mv);
    } else if (element == FloatType.BF16) {
      RuntimeAbi.FLOAT_TO_BF16_BITS.invoke(mv);
      mv.visitInsn(I2S);
    }
  }

  /** A ranked type's static strides and offset ({@link #DYNAMIC} where only known at run time). */
  static MemRefLayouts.Strided layout(MemRefType t, Location loc) {
    MemRefLayouts.Strided s = MemRefLayouts.stridesAndOffset(t);
    if (s == null) {
      throw new DiagnosticException(loc, "memref layout of '" + t + "' is not strided; the JVM code generator needs"
          + " a strided layout");
    }
    return s;
  }

  static long[] longs(List<Long> values) {
    long[] out = new long[values.size()];
    for (int i = 0; i < out.length; i++) out[i] = values.get(i);
    return out;
  }

  /** Pushes the {@code ElementKind} constant. */
  static void pushKind(MethodVisitor mv, ElementKind k) { RuntimeAbi.memref(k).kindConstant().get(mv); }
}
