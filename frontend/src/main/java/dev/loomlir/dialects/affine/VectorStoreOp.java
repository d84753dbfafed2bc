package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.memref.MemRefConstraints;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * {@code affine.vector_store %v, %A[%i, %j + 8] : memref<...>, vector<8xf32>}: writes a vector to
 * consecutive elements starting at affine indices.
 */
public final class VectorStoreOp extends OpView {
  public static final OpType<VectorStoreOp> TYPE = OpType.of(OpDef.op("affine.vector_store")
      .summary("affine vector store operation")
      .operand("value", AffineVerifiers.NON_ZERO_RANK_VECTOR)
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .attr("map", Attrs.AFFINE_MAP)
      .memoryEffects(MemoryEffect.WRITE)
      .syntax(AccessSyntax.VECTOR_STORE)
      .verify(AffineVerifiers::verifyVectorStore)
      .implement(Canonicalization.class, AffineCanonicalization::vectorStorePatterns), VectorStoreOp::new);

  private VectorStoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static VectorStoreOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.vector_store value, memref[map(indices)]}. */
  public static VectorStoreOp create(OpBuilder b, Location loc, Value value, Value memref, AffineMap map,
                               List<? extends Value> indices) {
    return new VectorStoreOp(AccessSyntax.insert(b, TYPE, loc, value, memref, map, indices, null));
  }

  public Value value() { return op.operand(0); }

  public VectorType vectorType() { return (VectorType) value().type(); }

  public Value memref() { return op.operand(1); }

  public MemRefType memrefType() { return (MemRefType) memref().type(); }

  public AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  /** The map's operands: its dimensions, then its symbols. */
  public List<Value> mapOperands() { return operandsFrom(2); }
}
