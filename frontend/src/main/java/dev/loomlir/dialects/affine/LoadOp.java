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
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code affine.load %A[%i + 1, %j * 2] : memref<...>}: reads the element at affine indices. */
public final class LoadOp extends OpView {
  public static final OpType<LoadOp> TYPE = OpType.of(OpDef.op("affine.load")
      .summary("affine load operation")
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .attr("map", Attrs.AFFINE_MAP)
      .result("result", Types.ANY)
      .memoryEffects(MemoryEffect.READ)
      .syntax(AccessSyntax.LOAD)
      .verify(AffineVerifiers::verifyLoad)
      .folder(AffineFolders::foldLoad)
      .implement(Canonicalization.class, AffineCanonicalization::loadPatterns), LoadOp::new);

  private LoadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LoadOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.load memref[map(indices)]}. */
  public static LoadOp create(OpBuilder b, Location loc, Value memref, AffineMap map, List<? extends Value> indices) {
    return new LoadOp(AccessSyntax.insert(b, TYPE, loc, null, memref, map, indices, ((MemRefType) memref.type()).elementType()));
  }

  public Value memref() { return op.operand(0); }

  public MemRefType memrefType() { return (MemRefType) memref().type(); }

  public AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  /** The map's operands: its dimensions, then its symbols. */
  public List<Value> mapOperands() { return operandsFrom(1); }

  public Value result() { return op.result(); }
}
