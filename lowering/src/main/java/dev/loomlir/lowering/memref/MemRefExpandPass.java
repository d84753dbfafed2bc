package dev.loomlir.lowering.memref;

import dev.loomlir.dialects.arith.IndexCastOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.memref.LoadOp;
import dev.loomlir.dialects.memref.MixedIndices;
import dev.loomlir.dialects.memref.ReinterpretCastOp;
import dev.loomlir.dialects.memref.ReshapeOp;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.ScfBuilder;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Upstream's {@code memref-expand}, as mlir-opt 22 runs it: a {@code memref.reshape} whose shape
 * operand has a static length becomes a {@code memref.reinterpret_cast} with offset 0, the result's
 * static sizes, the dynamic ones loaded from the shape operand, and row-major strides. (Upstream's
 * other former expansion, of {@code atomic_rmw} kinds without a hardware instruction, is gone from
 * 22: every kind stays.) Reshapes with a dynamic shape length (unranked results) stay too.
 *
 * <p>The IR built is upstream's op for op, dead constants included, so that {@code loomlir opt}
 * prints what {@code mlir-opt} prints: the dimensions are visited innermost first, a static size is
 * also materialized as a constant, and a stride is folded only while both factors are static.
 */
public final class MemRefExpandPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(MemRefExpandPass.class, "memref-expand",
      "Legalize memref operations to be convertible to LLVM.").factory(MemRefExpandPass::new);

  @Override public void run(Operation root, PassContext context) {
    List<ReshapeOp> reshapes = new ArrayList<>();
    root.walk(op -> {
      if (ReshapeOp.match(op) instanceof ReshapeOp r && r.shape().type() instanceof MemRefType shape
          && shape.hasStaticShape()) {
        reshapes.add(r);
      }
    });
    for (ReshapeOp reshape : reshapes) expand(reshape, context.context());
  }

  private static void expand(ReshapeOp reshape, OpRegistry ops) {
    MemRefType result = (MemRefType) reshape.result().type();
    Value shape = reshape.shape();
    ScfBuilder b = new ScfBuilder(ops, reshape.location());
    b.setInsertionPointBefore(reshape.operation());
    int rank = result.shape().size();
    long[] staticSizes = new long[rank];
    long[] staticStrides = new long[rank];
    Value[] sizes = new Value[rank];
    Value[] strides = new Value[rank];
    long staticStride = 1;
    Value stride = null; // null while the stride so far is the static staticStride
    for (int i = rank - 1; i >= 0; i--) {
      long dim = result.shape().get(i);
      Value size;
      if (dim == ShapedType.DYNAMIC) {
        size = load(b, shape, i);
        sizes[i] = size;
        staticSizes[i] = ShapedType.DYNAMIC;
      } else {
        size = b.index(dim);
        staticSizes[i] = dim;
      }
      strides[i] = stride;
      staticStrides[i] = stride == null ? staticStride : ShapedType.DYNAMIC;
      if (i == 0) break;
      if (stride == null && dim != ShapedType.DYNAMIC) {
        staticStride *= dim;
      } else {
        Value factor = stride != null ? stride : b.index(staticStride);
        stride = b.binary(MulIOp.TYPE, factor, size);
      }
    }
    Value cast = ReinterpretCastOp.create(b, b.location(), reshape.source(), result, MixedIndices.ofStatic(0),
        new MixedIndices(staticSizes, present(sizes)), new MixedIndices(staticStrides, present(strides))).result();
    b.replaceOp(reshape.operation(), List.of(cast));
  }

  /** {@code shape[i]} as an index. */
  private static Value load(ScfBuilder b, Value shape, int i) {
    Value position = b.index(i);
    var elementType = ((MemRefType) shape.type()).elementType();
    Value size = LoadOp.create(b, b.location(), shape, List.of(position)).result();
    return elementType instanceof IndexType ? size : b.cast(IndexCastOp.TYPE, size, IndexType.INSTANCE);
  }

  private static List<Value> present(Value[] values) {
    return Arrays.stream(values).filter(v -> v != null).toList();
  }
}
