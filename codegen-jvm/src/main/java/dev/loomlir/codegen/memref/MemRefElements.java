package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Value;
import dev.loomlir.runtime.memref.ElementKind;
import java.util.List;
import org.objectweb.asm.MethodVisitor;

/**
 * Element access for other packages' emitters (the vector memory ops): the same addressing,
 * descriptor caching, bounds checks and located errors as {@code memref.load}/{@code store}. A
 * memref some op accessing it through {@link dev.loomlir.ir.IndexedMemoryAccess} has its
 * descriptor read once.
 */
public final class MemRefElements {
  private MemRefElements() {}

  /** The storage kind of a memref type's elements (a diagnostic at {@code loc} for an unsupported one). */
  public static ElementKind kindOf(dev.loomlir.ir.Type memref, Location loc) { return MemRefTypes.kindOf(memref, loc); }

  /**
   * Whether {@code memref} is a memref of vectors, which the code generator holds as the memref of
   * their lanes: the vector's dimensions follow the memref's, each vector's lanes in a run.
   */
  public static boolean holdsVectors(dev.loomlir.ir.Type memref) { return MemRefTypes.holdsVectors(memref); }

  /** Runs {@code access}; an array index outside the allocation becomes the op's located memref error. */
  public static void guarded(EmitContext ctx, Runnable access) { MemRefAccess.guarded(ctx, access); }

  /**
   * Pushes the backing array and the int index of element {@code indices}, checked so that the
   * {@code extent} consecutive elements from it are all inside the array.
   */
  public static void pushAddress(EmitContext ctx, Value memref, List<Value> indices, int extent) {
    MemRefAccess.pushAddress(ctx, memref, indices, extent);
  }

  public static void pushArray(EmitContext ctx, Value memref) { MemRefAccess.pushArray(ctx, memref); }

  /** The backing array's length, as a long. */
  public static void pushLength(EmitContext ctx, Value memref) { MemRefAccess.pushLength(ctx, memref); }

  /** The unchecked long index of element {@code indices} in the backing array. */
  public static void pushLinearIndex(EmitContext ctx, Value memref, List<Value> indices) {
    MemRefAccess.pushLinearIndex(ctx, memref, indices);
  }

  /** Stride {@code d} of {@code memref}, as a long. */
  public static void pushStride(EmitContext ctx, Value memref, int d) { MemRefAccess.pushStride(ctx, memref, d); }

  /** Size {@code d} of {@code memref}, as a long. */
  public static void pushSize(EmitContext ctx, Value memref, int d) { MemRefAccess.pushSize(ctx, memref, d); }

  /** The JVM array type a memref of kind {@code k} stores its elements in. */
  public static org.objectweb.asm.Type arrayType(ElementKind k) { return MemRefTypes.arrayType(k); }

  /** {@code array, index -> value} of {@code element}'s stack form. */
  public static void load(MethodVisitor mv, dev.loomlir.ir.Type element, ElementKind k) { MemRefTypes.arrayLoad(mv, element, k); }

  /** {@code array, index, value ->}. */
  public static void store(MethodVisitor mv, dev.loomlir.ir.Type element, ElementKind k) { MemRefTypes.arrayStore(mv, element, k); }
}
