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
 * {@code affine.vector_load %A[%i, %j + 8] : memref<...>, vector<8xf32>}: reads a vector of
 * consecutive elements starting at affine indices.
 */
public final class VectorLoadOp extends OpView {
  public static final OpType<VectorLoadOp> TYPE = OpType.of(OpDef.op("affine.vector_load")
      .summary("affine vector load operation")
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .attr("map", Attrs.AFFINE_MAP)
      .result("result", AffineVerifiers.NON_ZERO_RANK_VECTOR)
      .memoryEffects(MemoryEffect.READ)
      .syntax(AccessSyntax.VECTOR_LOAD)
      .verify(AffineVerifiers::verifyVectorLoad)
      .implement(Canonicalization.class, AffineCanonicalization::vectorLoadPatterns), VectorLoadOp::new);

  private VectorLoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static VectorLoadOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.vector_load memref[map(indices)]} of the given vector type. */
  public static VectorLoadOp create(OpBuilder b, Location loc, VectorType type, Value memref, AffineMap map,
                                    List<? extends Value> indices) {
    return new VectorLoadOp(AccessSyntax.insert(b, TYPE, loc, null, memref, map, indices, type));
  }

  public Value memref() { return op.operand(0); }

  public MemRefType memrefType() { return (MemRefType) memref().type(); }

  public AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  /** The map's operands: its dimensions, then its symbols. */
  public List<Value> mapOperands() { return operandsFrom(1); }

  public Value result() { return op.result(); }

  public VectorType vectorType() { return (VectorType) result().type(); }
}
