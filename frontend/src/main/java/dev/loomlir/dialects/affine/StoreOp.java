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

/** {@code affine.store %v, %A[%i + 1, %j * 2] : memref<...>}: writes the element at affine indices. */
public final class StoreOp extends OpView {
  public static final OpType<StoreOp> TYPE = OpType.of(OpDef.op("affine.store")
      .summary("affine store operation")
      .operand("value", Types.ANY)
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .attr("map", Attrs.AFFINE_MAP)
      .memoryEffects(MemoryEffect.WRITE)
      .syntax(AccessSyntax.STORE)
      .verify(AffineVerifiers::verifyStore)
      .folder(AffineFolders::foldStore)
      .implement(Canonicalization.class, AffineCanonicalization::storePatterns), StoreOp::new);

  private StoreOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static StoreOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.store value, memref[map(indices)]}. */
  public static StoreOp create(OpBuilder b, Location loc, Value value, Value memref, AffineMap map,
                               List<? extends Value> indices) {
    return new StoreOp(AccessSyntax.insert(b, TYPE, loc, value, memref, map, indices, null));
  }

  public Value value() { return op.operand(0); }

  public Value memref() { return op.operand(1); }

  public MemRefType memrefType() { return (MemRefType) memref().type(); }

  public AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  /** The map's operands: its dimensions, then its symbols. */
  public List<Value> mapOperands() { return operandsFrom(2); }
}
