package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
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
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.runtime.memref.ElementKind;
import dev.loomlir.runtime.memref.MemRefI8;
import dev.loomlir.runtime.memref.MemRefs;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Ops making a new descriptor over the same storage: subview, reinterpret_cast, reshape, view,
 * collapse_shape, expand_shape, transpose, and extract_strided_metadata. Each calls the runtime's view
 * method ({@code MemRef.subview}, ...) with the static values of the op and its dynamic
 * operands; the result is cast to the descriptor class of the result type.
 */
final class MemRefViews implements Opcodes {
  private static final String BASE = MemRefTypes.BASE;
  private static final String BASE_DESC = "L" + BASE + ";";

  private MemRefViews() {}

  static void register(EmitterRegistry r) {
    r.register(SubViewOp.TYPE, MemRefViews::emitSubview);
    r.register(ReinterpretCastOp.TYPE, MemRefViews::emitReinterpretCast);
    r.register(ReshapeOp.TYPE, MemRefViews::emitReshape);
    r.register(ViewOp.TYPE, MemRefViews::emitView);
    r.register(CollapseShapeOp.TYPE, MemRefViews::emitCollapseShape);
    r.register(ExpandShapeOp.TYPE, MemRefViews::emitExpandShape);
    r.register(TransposeOp.TYPE, MemRefViews::emitTranspose);
    r.register(ExtractStridedMetadataOp.TYPE, MemRefViews::emitExtractStridedMetadata);
  }

  private static void finish(Operation op, EmitContext ctx) {
    MemRefOperands.castToDescriptor(ctx, op.result().type());
    ctx.store(op.result());
  }

  private static void emitSubview(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    long[] sizes = MemRefOperands.staticArray(op, "static_sizes");
    ctx.load(op.operand("source"));
    MemRefOperands.pushLongs(ctx, MemRefOperands.staticArray(op, "static_offsets"), op.operandGroup("offsets"));
    MemRefOperands.pushLongs(ctx, sizes, op.operandGroup("sizes"));
    MemRefOperands.pushLongs(ctx, MemRefOperands.staticArray(op, "static_strides"), op.operandGroup("strides"));
    mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "subview", "([J[J[J)" + BASE_DESC, false);
    MemRefType result = (MemRefType) op.result().type();
    if (result.rank() < sizes.length) {
      Bytecode.pushInts(mv, droppedDims(op, sizes, result));
      mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "dropDims", "([I)" + BASE_DESC, false);
    }
    finish(op, ctx);
  }

  /**
   * The unit dimensions a rank-reducing subview drops: sizes are matched left to right, and of
   * several candidate unit dimensions the one whose stride the result type does not keep goes.
   */
  private static int[] droppedDims(Operation op, long[] sizes, MemRefType result) {
    MemRefType source = (MemRefType) op.operand("source").type();
    long[] steps = MemRefOperands.staticArray(op, "static_strides");
    MemRefLayouts.Strided sourceLayout = MemRefTypes.layout(source, op.location());
    MemRefLayouts.Strided resultLayout = MemRefTypes.layout(result, op.location());
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
    if (MemRefAccess.isElidedView(ReinterpretCastOp.TYPE.cast(op), ctx)) return;
    MethodVisitor mv = ctx.mv();
    ctx.load(op.operand("source"));
    long offset = MemRefOperands.staticArray(op, "static_offsets")[0];
    if (offset == MemRefTypes.DYNAMIC) ctx.load(op.operandGroup("offsets").get(0));
    else Bytecode.pushLong(mv, offset);
    MemRefOperands.pushLongs(ctx, MemRefOperands.staticArray(op, "static_sizes"), op.operandGroup("sizes"));
    MemRefOperands.pushLongs(ctx, MemRefOperands.staticArray(op, "static_strides"), op.operandGroup("strides"));
    mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "reinterpretCast", "(J[J[J)" + BASE_DESC, false);
    finish(op, ctx);
  }

  /** The shape operand's values become the sizes; a ranked result type's static sizes are checked. */
  private static void emitReshape(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    ctx.load(op.operand("source"));
    ctx.load(op.operand("shape"));
    ctx.pushLocation();
    mv.visitMethodInsn(INVOKESTATIC, Type.getInternalName(MemRefs.class), "shapeOf",
        "(" + BASE_DESC + "Ljava/lang/String;)[J", false);
    ctx.pushLocation();
    mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "reshape", "([JLjava/lang/String;)" + BASE_DESC, false);
    if (op.result().type() instanceof MemRefType t) {
      long[] sizes = MemRefTypes.longs(t.shape());
      for (int d = 0; d < sizes.length; d++) if (sizes[d] == MemRefTypes.DYNAMIC) sizes[d] = -1;
      Bytecode.pushInt(mv, t.rank());
      MemRefOperands.pushLongs(mv, sizes);
      ctx.pushLocation();
      mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "castTo", "(I[JLjava/lang/String;)" + BASE_DESC, false);
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
    MemRefType t = (MemRefType) op.result().type();
    if (MemRefTypes.kind(t.elementType(), op.location()) != ElementKind.I8) {
      // Reported when the view is made (not at compile time: the op may never run).
      mv.visitLdcInsn(t.toString());
      ctx.pushLocation();
      mv.visitMethodInsn(INVOKESTATIC, Type.getInternalName(MemRefs.class), "unsupportedView",
          "(Ljava/lang/String;Ljava/lang/String;)" + BASE_DESC, false);
      finish(op, ctx);
      return;
    }
    ctx.load(op.operand("source"));
    ctx.load(op.operand("byte_shift"));
    MemRefOperands.pushLongs(ctx, MemRefTypes.longs(t.shape()), op.operandGroup("sizes"));
    MemRefTypes.pushKind(mv, MemRefTypes.kind(t.elementType(), op.location()));
    ctx.pushLocation();
    mv.visitMethodInsn(INVOKESTATIC, Type.getInternalName(MemRefs.class), "view", "(" + Type.getDescriptor(MemRefI8.class)
        + "J[J" + Type.getDescriptor(ElementKind.class) + "Ljava/lang/String;)" + BASE_DESC, false);
    finish(op, ctx);
  }

  private static void emitCollapseShape(Operation op, EmitContext ctx) {
    ctx.load(op.operand("src"));
    MemRefOperands.pushIntMatrix(ctx.mv(), MemRefOperands.reassociation(op));
    ctx.mv().visitMethodInsn(INVOKEVIRTUAL, BASE, "collapseShape", "([[I)" + BASE_DESC, false);
    finish(op, ctx);
  }

  private static void emitExpandShape(Operation op, EmitContext ctx) {
    ctx.load(op.operand("src"));
    MemRefOperands.pushIntMatrix(ctx.mv(), MemRefOperands.reassociation(op));
    MemRefOperands.pushLongs(ctx, MemRefOperands.staticArray(op, "static_output_shape"), op.operandGroup("output_shape"));
    ctx.mv().visitMethodInsn(INVOKEVIRTUAL, BASE, "expandShape", "([[I[J)" + BASE_DESC, false);
    finish(op, ctx);
  }

  /** Result dimension {@code i} is the input's dimension named by the permutation's result {@code i}. */
  private static void emitTranspose(Operation op, EmitContext ctx) {
    List<AffineExpr> results = ((AffineMapAttr) op.attr("permutation")).map().results();
    int[] permutation = new int[results.size()];
    for (int i = 0; i < permutation.length; i++) permutation[i] = ((AffineExpr.Dim) results.get(i)).position();
    ctx.load(op.operand("in"));
    Bytecode.pushInts(ctx.mv(), permutation);
    ctx.mv().visitMethodInsn(INVOKEVIRTUAL, BASE, "transpose", "([I)" + BASE_DESC, false);
    finish(op, ctx);
  }

  /**
   * Static offset, sizes and strides of the source type are constants; the rest come from the
   * descriptor. Unused results are still computed (cheap), but not the base buffer.
   */
  private static void emitExtractStridedMetadata(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    Value source = op.operand("source");
    MemRefType t = (MemRefType) source.type();
    MemRefLayouts.Strided layout = MemRefTypes.layout(t, op.location());
    // The base buffer is a new descriptor: made only when used (a guard reads only the numbers).
    if (!op.result(0).uses().isEmpty()) {
      ctx.load(source);
      mv.visitMethodInsn(INVOKEVIRTUAL, BASE, "baseBuffer", "()" + BASE_DESC, false);
      MemRefOperands.castToDescriptor(ctx, op.result(0).type());
      ctx.store(op.result(0));
    }
    pushOffset(ctx, source, layout.offset());
    ctx.store(op.result(1));
    int rank = t.rank();
    for (int d = 0; d < rank; d++) {
      field(ctx, source, "sizes", d, t.shape().get(d));
      ctx.store(op.result(2 + d));
      field(ctx, source, "strides", d, layout.strides().get(d));
      ctx.store(op.result(2 + rank + d));
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
    ctx.mv().visitMethodInsn(INVOKEVIRTUAL, BASE, "mlirOffset", "()J", false);
  }

  /** Pushes {@code known} when static, else the descriptor's {@code name[d]}. */
  private static void field(EmitContext ctx, Value source, String name, int d, long known) {
    MethodVisitor mv = ctx.mv();
    if (known != MemRefTypes.DYNAMIC) {
      Bytecode.pushLong(mv, known);
      return;
    }
    ctx.load(source);
    mv.visitFieldInsn(GETFIELD, BASE, name, "[J");
    Bytecode.pushInt(mv, d);
    mv.visitInsn(LALOAD);
  }
}
