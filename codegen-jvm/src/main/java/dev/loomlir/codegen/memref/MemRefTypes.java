package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.emit.TypeMapper;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.dialects.vector.TypeCastOp;
import dev.loomlir.dialects.vector.VectorTypes;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.UnrankedMemRefType;
import dev.loomlir.ir.VectorType;
import dev.loomlir.runtime.memref.ElementKind;
import java.util.ArrayList;
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
 *
 * <p>A memref of vectors ({@code memref<4xvector<6xf32>>}, convert-vector-to-scf's buffers) is
 * held as the memref of their scalars ({@code memref<4x6xf32>}): the vector's dimensions follow
 * the memref's, its lanes are contiguous, and the memref's strides and offset, which count
 * vectors, count lanes. {@code vector.type_cast} is then the same descriptor, as upstream's cast
 * reinterprets the same memory, and an access of a whole vector is a run of its lanes.
 */
final class MemRefTypes implements Opcodes {
  static final long DYNAMIC = ShapedType.DYNAMIC;

  private MemRefTypes() {}

  static void register(TypeMapper types) {
    types.register(t -> switch (t) {
      case MemRefType m -> storageKindOrNull(m.elementType()) == null ? null : descriptor(storageKindOrNull(m.elementType()));
      case UnrankedMemRefType u -> storageKindOrNull(u.elementType()) == null ? null : descriptor(storageKindOrNull(u.elementType()));
      default -> null;
    });
  }

  /** The storage of a memref's elements: a scalar's, or a fixed-size vector's lanes'; null when none. */
  static ElementKind storageKindOrNull(dev.loomlir.ir.Type element) {
    if (element instanceof VectorType v) return VectorTypes.isScalable(v) ? null : kindOrNull(v.elementType());
    return kindOrNull(element);
  }

  /** The number of lanes a memref element holds (1 for a scalar). */
  static long lanesPerElement(dev.loomlir.ir.Type element) { return element instanceof VectorType v ? v.numElements() : 1; }

  /** The rank of the vector a memref element is (0 for a scalar). */
  static int elementRank(dev.loomlir.ir.Type element) { return element instanceof VectorType v ? v.rank() : 0; }

  /** The sizes of a ranked memref's storage: its shape, then its vector element's (see the class comment). */
  static long[] storageShape(MemRefType t) { return longs(TypeCastOp.fullShape(t)); }

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

  /** The storage kind of a memref type (of scalars or of vectors). */
  static ElementKind kindOf(dev.loomlir.ir.Type memref, Location loc) {
    dev.loomlir.ir.Type element = ((ShapedType) memref).elementType();
    ElementKind k = storageKindOrNull(element);
    return k != null ? k : kind(element, loc);
  }

  /** Whether {@code memref} is a memref (ranked or not) of vectors. */
  static boolean holdsVectors(dev.loomlir.ir.Type memref) {
    return memref instanceof ShapedType s && !(memref instanceof VectorType) && s.elementType() instanceof VectorType;
  }

  /**
   * A located error for an op the code generator does not emit on memrefs of vectors, when
   * {@code op} has an operand or a result that is one.
   */
  static void rejectMemRefsOfVectors(dev.loomlir.ir.Operation op) {
    for (dev.loomlir.ir.Value v : op.operands()) if (holdsVectors(v.type())) throw unsupportedOnVectors(op);
    for (dev.loomlir.ir.Value v : op.results()) if (holdsVectors(v.type())) throw unsupportedOnVectors(op);
  }

  private static DiagnosticException unsupportedOnVectors(dev.loomlir.ir.Operation op) {
    return new DiagnosticException(op.location(), "'" + op.name() + "' op on a memref of vectors is not supported by"
        + " the JVM code generator");
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

  /**
   * A ranked type's static strides and offset ({@link #DYNAMIC} where only known at run time), of
   * its storage: counted in lanes, with the vector element's dimensions last.
   */
  static MemRefLayouts.Strided layout(MemRefType t, Location loc) {
    MemRefLayouts.Strided s = layoutOrNull(t);
    if (s == null) {
      throw new DiagnosticException(loc, "memref layout of '" + t + "' is not strided; the JVM code generator needs"
          + " a strided layout");
    }
    return s;
  }

  /** {@link #layout}, or null when the layout is not strided. */
  static MemRefLayouts.Strided layoutOrNull(MemRefType t) {
    MemRefLayouts.Strided s = MemRefLayouts.stridesAndOffset(t);
    if (s == null || !(t.elementType() instanceof VectorType v)) return s;
    long lanes = v.numElements();
    List<Long> strides = new ArrayList<>();
    for (long stride : s.strides()) strides.add(timesLanes(stride, lanes));
    strides.addAll(MemRefLayouts.identityStrides(v.shape()));
    return new MemRefLayouts.Strided(strides, timesLanes(s.offset(), lanes));
  }

  private static long timesLanes(long vectors, long lanes) { return vectors == DYNAMIC ? DYNAMIC : vectors * lanes; }

  static long[] longs(List<Long> values) {
    long[] out = new long[values.size()];
    for (int i = 0; i < out.length; i++) out[i] = values.get(i);
    return out;
  }

  /** Pushes the {@code ElementKind} constant. */
  static void pushKind(MethodVisitor mv, ElementKind k) { RuntimeAbi.memref(k).kindConstant().get(mv); }
}
