package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/** {@code vector.transpose}: result dimension {@code i} is source dimension {@code permutation[i]}. */
public final class TransposeOp extends OpView {
  public static final OpType<TransposeOp> TYPE = OpType.of(OpDef.op("vector.transpose")
      .summary("vector transpose operation")
      .operand("vector", VectorTypes.ANY)
      .attr("permutation", Attrs.DENSE_I64_ARRAY)
      .result("result", VectorTypes.ANY)
      .traits(Trait.PURE)
      .format("$vector `,` $permutation attr-dict `:` type($vector) `to` type($result)")
      .verify(VectorChecks.sameElementType(0, 0, "operand and result have same element type"))
      .verify(TransposeOp::verify)
      .folder(VectorFolds::transpose)
      .implement(Canonicalization.class, VectorCanonicalization::transposePatterns), TransposeOp::new);

  private TransposeOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TransposeOp match(Operation op) { return TYPE.match(op); }

  /** Transposes {@code vector} by {@code permutation}; the result type follows. */
  public static TransposeOp create(OpBuilder b, Location loc, Value vector, long[] permutation) {
    VectorType src = (VectorType) vector.type();
    List<Long> shape = new ArrayList<>();
    List<Boolean> scalable = new ArrayList<>();
    for (long p : permutation) {
      shape.add(src.shape().get((int) p));
      scalable.add(src.scalable().get((int) p));
    }
    OperationState s = b.state(TYPE, loc);
    s.operands.add(vector);
    s.addAttribute("permutation", DenseArrayAttr.ofLongs(dev.loomlir.ir.IntegerType.I64, permutation));
    s.resultTypes.add(new VectorType(shape, src.elementType(), scalable));
    return new TransposeOp(b.insert(s));
  }

  public Value vector() { return op.operand(0); }

  public VectorType sourceType() { return (VectorType) vector().type(); }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  public long[] permutation() { return VectorChecks.longs(op, "permutation"); }

  private static void verify(Operation op) {
    VectorType src = (VectorType) op.operand(0).type(), dst = (VectorType) op.result(0).type();
    long[] perm = VectorChecks.longs(op, "permutation");
    int rank = src.rank();
    if (dst.rank() != rank) throw VectorChecks.fail(op, "vector result rank mismatch: " + dst.rank());
    if (perm.length != rank) throw VectorChecks.fail(op, "transposition length mismatch: " + perm.length);
    boolean[] seen = new boolean[rank];
    for (int i = 0; i < perm.length; i++) {
      long p = perm[i];
      if (p < 0 || p >= rank) throw VectorChecks.fail(op, "transposition index out of range: " + p);
      if (seen[(int) p]) throw VectorChecks.fail(op, "duplicate position index: " + p);
      seen[(int) p] = true;
      if (!dst.shape().get(i).equals(src.shape().get((int) p))) throw VectorChecks.fail(op, "dimension size mismatch at: " + p);
    }
  }
}
