package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeField;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.OpEmitter;
import dev.loomlir.dialects.memref.CollapseShapeOp;
import dev.loomlir.dialects.memref.ExpandShapeOp;
import dev.loomlir.dialects.memref.ExtractStridedMetadataOp;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.dialects.memref.ReinterpretCastOp;
import dev.loomlir.dialects.memref.ReshapeOp;
import dev.loomlir.dialects.memref.SubViewOp;
import dev.loomlir.dialects.memref.TransposeOp;
import dev.loomlir.dialects.memref.ViewOp;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.runtime.memref.ElementKind;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Ops making a new descriptor over the same storage: subview, reinterpret_cast, reshape, view,
 * collapse_shape, expand_shape, transpose, and extract_strided_metadata. Each calls the runtime's view
 * method ({@code MemRef.subview}, ...) with the static values of the op and its dynamic
 * operands; the result is cast to the descriptor class of the result type.
 */
final class MemRefViews implements Opcodes {

  private MemRefViews() {}

  static void register(EmitterRegistry r) {
    r.register(SubViewOp.TYPE, MemRefViews::emitSubview);
    // Their offsets, sizes and strides count vectors, the descriptor's lanes: not on memrefs of vectors.
    r.register(ReinterpretCastOp.TYPE, scalarsOnly(MemRefViews::emitReinterpretCast));
    r.register(ReshapeOp.TYPE, scalarsOnly(MemRefViews::emitReshape));
    r.register(ViewOp.TYPE, scalarsOnly(MemRefViews::emitView));
    r.register(CollapseShapeOp.TYPE, scalarsOnly(MemRefViews::emitCollapseShape));
    r.register(ExpandShapeOp.TYPE, scalarsOnly(MemRefViews::emitExpandShape));
    r.register(TransposeOp.TYPE, scalarsOnly(MemRefViews::emitTranspose));
    r.register(ExtractStridedMetadataOp.TYPE, scalarsOnly(MemRefViews::emitExtractStridedMetadata));
  }

  private static OpEmitter scalarsOnly(OpEmitter emitter) {
    return (op, ctx) -> {
      MemRefTypes.rejectMemRefsOfVectors(op);
      emitter.emit(op, ctx);
    };
  }

  private static void finish(Operation op, EmitContext ctx) {
    MemRefOperands.castToDescriptor(ctx, op.result().type());
    ctx.store(op.result());
  }

  private static void emitSubview(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    SubViewOp subview = SubViewOp.TYPE.cast(op);
    long[] sizes = subview.staticSizes();
    ctx.load(subview.source());
    // A memref of vectors takes each vector whole: offset 0, the vector's size, stride 1 in its dimensions.
    long[] vectorShape = ((MemRefType) subview.source().type()).elementType() instanceof VectorType v
        ? MemRefTypes.longs(v.shape()) : new long[0];
    long[] ones = new long[vectorShape.length];
    Arrays.fill(ones, 1);
    MemRefOperands.pushLongs(ctx, concat(subview.staticOffsets(), new long[vectorShape.length]), subview.offsets());
    MemRefOperands.pushLongs(ctx, concat(sizes, vectorShape), subview.sizes());
    MemRefOperands.pushLongs(ctx, concat(subview.staticStrides(), ones), subview.strides());
    RuntimeAbi.MEMREF_SUBVIEW.invoke(mv);
    MemRefType result = (MemRefType) subview.result().type();
    if (result.rank() < sizes.length) {
      Bytecode.pushInts(mv, droppedDims(subview, sizes, result));
      RuntimeAbi.MEMREF_DROP_DIMS.invoke(mv);
    }
    finish(op, ctx);
  }

  private static long[] concat(long[] a, long[] b) {
    long[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  /**
   * The unit dimensions a rank-reducing subview drops: sizes are matched left to right, and of
   * several candidate unit dimensions the one whose stride the result type does not keep goes.
   */
  private static int[] droppedDims(SubViewOp subview, long[] sizes, MemRefType result) {
    MemRefType source = (MemRefType) subview.source().type();
    long[] steps = subview.staticStrides();
    MemRefLayouts.Strided sourceLayout = MemRefTypes.layout(source, subview.location());
    MemRefLayouts.Strided resultLayout = MemRefTypes.layout(result, subview.location());
    List<Integer> dropped = new ArrayList<>();
    int r = 0;
    for (int i = 0; i < sizes.length; i++) {
      boolean sameSize = r < result.rank() && sizes[i] == result.shape().get(r);
      boolean sameStride = sameSize && resultLayout.strides().get(r) == times(sourceLayout.strides().get(i), steps[i]);
      // A unit dimension whose stride does not match is dropped even though its size would match.
      if (sameSize && (sizes[i] != 1 || sameStride || sizes.length - i == result.rank() - r)) r++;
      else dropped.add(i);
    }
    return dropped.stream().mapToInt(Integer::intValue).toArray();
  }

  private static long times(long a, long b) {
    return a == MemRefTypes.DYNAMIC || b == MemRefTypes.DYNAMIC ? MemRefTypes.DYNAMIC : a * b;
  }

  /**
   * The offset operand counts from the source's aligned pointer, as {@code MemRef.reinterpretCast}
   * takes it. A cast whose result is only accessed makes no descriptor ({@code MemRefAccess.isElidedView}).
   */
  private static void emitReinterpretCast(Operation op, EmitContext ctx) {
    ReinterpretCastOp cast = ReinterpretCastOp.TYPE.cast(op);
    if (MemRefAccess.isElidedView(cast, ctx)) return;
    MethodVisitor mv = ctx.mv();
    ctx.load(cast.source());
    long offset = cast.staticOffsets()[0];
    if (offset == MemRefTypes.DYNAMIC) ctx.load(cast.offsets().get(0));
    else Bytecode.pushLong(mv, offset);
    MemRefOperands.pushLongs(ctx, cast.staticSizes(), cast.sizes());
    MemRefOperands.pushLongs(ctx, cast.staticStrides(), cast.strides());
    RuntimeAbi.MEMREF_REINTERPRET_CAST.invoke(mv);
    finish(op, ctx);
  }

  /** The shape operand's values become the sizes; a ranked result type's static sizes are checked. */
  private static void emitReshape(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    ReshapeOp reshape = ReshapeOp.TYPE.cast(op);
    ctx.load(reshape.source());
    ctx.load(reshape.shape());
    ctx.pushLocation();
    RuntimeAbi.MEMREFS_SHAPE_OF.invoke(mv);
    ctx.pushLocation();
    RuntimeAbi.MEMREF_RESHAPE.invoke(mv);
    if (reshape.result().type() instanceof MemRefType t) {
      long[] sizes = MemRefTypes.longs(t.shape());
      for (int d = 0; d < sizes.length; d++) if (sizes[d] == MemRefTypes.DYNAMIC) sizes[d] = -1;
      Bytecode.pushInt(mv, t.rank());
      MemRefOperands.pushLongs(mv, sizes);
      ctx.pushLocation();
      RuntimeAbi.MEMREF_CAST_TO.invoke(mv);
    }
    finish(op, ctx);
  }

  /**
   * A view of an i8 buffer: shares it for i8 results, its aligned pointer moved by the byte
   * shift; other element types are a located runtime error (a JVM {@code byte[]} cannot be read
   * as another primitive array).
   */
  private static void emitView(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    ViewOp view = ViewOp.TYPE.cast(op);
    MemRefType t = (MemRefType) view.result().type();
    if (MemRefTypes.kind(t.elementType(), op.location()) != ElementKind.I8) {
      // Reported when the view is made (not at compile time: the op may never run).
      mv.visitLdcInsn(t.toString());
      ctx.pushLocation();
      RuntimeAbi.MEMREFS_UNSUPPORTED_VIEW.invoke(mv);
      finish(op, ctx);
      return;
    }
    ctx.load(view.source());
    ctx.load(view.byteShift());
    MemRefOperands.pushLongs(ctx, MemRefTypes.longs(t.shape()), view.sizes());
    MemRefTypes.pushKind(mv, MemRefTypes.kind(t.elementType(), op.location()));
    ctx.pushLocation();
    RuntimeAbi.MEMREFS_VIEW.invoke(mv);
    finish(op, ctx);
  }

  private static void emitCollapseShape(Operation op, EmitContext ctx) {
    CollapseShapeOp collapse = CollapseShapeOp.TYPE.cast(op);
    ctx.load(collapse.src());
    MemRefOperands.pushIntMatrix(ctx.mv(), collapse.reassociation());
    RuntimeAbi.MEMREF_COLLAPSE_SHAPE.invoke(ctx.mv());
    finish(op, ctx);
  }

  private static void emitExpandShape(Operation op, EmitContext ctx) {
    ExpandShapeOp expand = ExpandShapeOp.TYPE.cast(op);
    ctx.load(expand.src());
    MemRefOperands.pushIntMatrix(ctx.mv(), expand.reassociation());
    MemRefOperands.pushLongs(ctx, expand.staticOutputShape(), expand.outputShape());
    RuntimeAbi.MEMREF_EXPAND_SHAPE.invoke(ctx.mv());
    finish(op, ctx);
  }

  /** Result dimension {@code i} is the input's dimension named by the permutation's result {@code i}. */
  private static void emitTranspose(Operation op, EmitContext ctx) {
    TransposeOp transpose = TransposeOp.TYPE.cast(op);
    List<AffineExpr> results = transpose.permutation().results();
    int[] permutation = new int[results.size()];
    for (int i = 0; i < permutation.length; i++) permutation[i] = ((AffineExpr.Dim) results.get(i)).position();
    ctx.load(transpose.in());
    Bytecode.pushInts(ctx.mv(), permutation);
    RuntimeAbi.MEMREF_TRANSPOSE.invoke(ctx.mv());
    finish(op, ctx);
  }

  /**
   * Static offset, sizes and strides of the source type are constants; the rest come from the
   * descriptor. Unused results are still computed (cheap), but not the base buffer.
   */
  private static void emitExtractStridedMetadata(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    ExtractStridedMetadataOp metadata = ExtractStridedMetadataOp.TYPE.cast(op);
    Value source = metadata.source();
    MemRefType t = (MemRefType) source.type();
    MemRefLayouts.Strided layout = MemRefTypes.layout(t, op.location());
    // The base buffer is a new descriptor: made only when used (a guard reads only the numbers).
    if (!metadata.baseBuffer().uses().isEmpty()) {
      ctx.load(source);
      RuntimeAbi.MEMREF_BASE_BUFFER.invoke(mv);
      MemRefOperands.castToDescriptor(ctx, metadata.baseBuffer().type());
      ctx.store(metadata.baseBuffer());
    }
    pushOffset(ctx, source, layout.offset());
    ctx.store(metadata.offset());
    for (int d = 0; d < t.rank(); d++) {
      field(ctx, source, RuntimeAbi.MEMREF_SIZES, d, t.shape().get(d));
      ctx.store(metadata.size(d));
      field(ctx, source, RuntimeAbi.MEMREF_STRIDES, d, layout.strides().get(d));
      ctx.store(metadata.stride(d));
    }
  }

  /**
   * Pushes {@code known} when static, else the descriptor's MLIR offset: counted from the aligned
   * pointer, which a {@code memref.view} moves (the {@code offset} field counts from the array).
   */
  private static void pushOffset(EmitContext ctx, Value source, long known) {
    if (known != MemRefTypes.DYNAMIC) {
      Bytecode.pushLong(ctx.mv(), known);
      return;
    }
    ctx.load(source);
    RuntimeAbi.MEMREF_MLIR_OFFSET.invoke(ctx.mv());
  }

  /** Pushes {@code known} when static, else the descriptor's {@code array[d]} ({@code sizes} or {@code strides}). */
  private static void field(EmitContext ctx, Value source, RuntimeField array, int d, long known) {
    MethodVisitor mv = ctx.mv();
    if (known != MemRefTypes.DYNAMIC) {
      Bytecode.pushLong(mv, known);
      return;
    }
    ctx.load(source);
    array.get(mv);
    Bytecode.pushInt(mv, d);
    mv.visitInsn(LALOAD);
  }
}
