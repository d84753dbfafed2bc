package dev.loomlir.dialects.vector;

import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * {@code vector.gather %m[%i, %j][%idx], %mask, %pass}: lane {@code k} is the element
 * {@code idx[k]} positions (along the innermost dimension's linear order) after {@code m[i, j]}
 * where the mask is set, {@code pass[k]} elsewhere.
 */
public final class GatherOp extends OpView {
  private static final TypeConstraint TENSOR_OR_MEMREF = TypeConstraint.of("Tensor or MemRef of any type values",
      t -> Types.ANY_TENSOR.matches(t) || Types.RANKED_MEMREF.matches(t));

  public static final OpType<GatherOp> TYPE = OpType.of(OpDef.op("vector.gather")
      .summary("gathers elements from memory or ranked tensor into a vector as defined by an index vector and a mask vector")
      .operand("base", TENSOR_OR_MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .operand("index_vec", VectorTypes.NON_ZERO_RANK_OF_INT_OR_INDEX)
      .operand("mask", VectorTypes.NON_ZERO_RANK_OF_I1)
      .operand("pass_thru", VectorTypes.NON_ZERO_RANK)
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .result("result", VectorTypes.NON_ZERO_RANK)
      .memoryEffects(MemoryEffect.READ)
      .format("$base `[` $indices `]` `[` $index_vec `]` `,` $mask `,` $pass_thru attr-dict `:` type($base) `,` type($index_vec) `,` type($mask) `,` type($pass_thru) `into` type($result)")
      .verify(GatherOp::verify)
      .implement(IndexedMemoryAccess.class, MemoryChecks.baseThenIndices(3))
      .implement(Maskable.class, op -> Maskable.maskOf((VectorType) op.result(0).type())), GatherOp::new);

  private GatherOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GatherOp match(Operation op) { return TYPE.match(op); }

  public static GatherOp create(OpBuilder b, Location loc, VectorType type, Value base, List<Value> indices, Value indexVec,
                                Value mask, Value passThru) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(base);
    s.operands.addAll(indices);
    s.operands.add(indexVec);
    s.operands.add(mask);
    s.operands.add(passThru);
    s.resultTypes.add(type);
    return new GatherOp(b.insert(s));
  }

  public Value base() { return op.operand(0); }

  public ShapedType baseType() { return (ShapedType) base().type(); }

  public List<Value> indices() { return op.operands().subList(1, op.numOperands() - 3); }

  public Value indexVec() { return op.operand(op.numOperands() - 3); }

  public Value mask() { return op.operand(op.numOperands() - 2); }

  public Value passThru() { return op.operand(op.numOperands() - 1); }

  public VectorType vectorType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    GatherOp g = new GatherOp(op);
    VectorType result = g.vectorType();
    MemoryChecks.elementType(op, g.base().type(), result, "result");
    MemoryChecks.indexCount(op, g.base().type(), g.indices().size());
    if (!result.shape().equals(((VectorType) g.indexVec().type()).shape())) {
      throw VectorChecks.fail(op, "expected result dim to match indices dim");
    }
    if (!result.shape().equals(((VectorType) g.mask().type()).shape())) {
      throw VectorChecks.fail(op, "expected result dim to match mask dim");
    }
    if (!result.equals(g.passThru().type())) throw VectorChecks.fail(op, "expected pass_thru of same type as result type");
  }
}
