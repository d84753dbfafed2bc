package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * {@code vector.type_cast %m : memref<4x3xf32> to memref<vector<4x3xf32>>}: the same buffer seen
 * as a memref of one vector (what {@code convert-vector-to-scf} builds its buffers with).
 */
public final class TypeCastOp extends OpView {
  public static final OpType<TypeCastOp> TYPE = OpType.of(OpDef.op("vector.type_cast")
      .summary("type_cast op converts a scalar memref to a vector memref")
      .operand("memref", VectorTypes.STATIC_MEMREF)
      .result("result", VectorTypes.MEMREF)
      .traits(Trait.PURE)
      .format("$memref attr-dict `:` type($memref) `to` type($result)")
      .verify(TypeCastOp::verify), TypeCastOp::new);

  private TypeCastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TypeCastOp match(Operation op) { return TYPE.match(op); }

  /** The cast of {@code memref} to a rank-0 memref of one vector of its whole shape. */
  public static TypeCastOp create(OpBuilder b, Location loc, Value memref) {
    MemRefType t = (MemRefType) memref.type();
    OperationState s = b.state(TYPE, loc);
    s.operands.add(memref);
    s.resultTypes.add(new MemRefType(List.of(), new VectorType(fullShape(t), scalar(t)), null, t.memorySpace()));
    return new TypeCastOp(b.insert(s));
  }

  /** The cast of {@code memref} to {@code resultType} (e.g. {@code memref<vector<4x3xf32>>} to {@code memref<4xvector<3xf32>>}). */
  public static TypeCastOp create(OpBuilder b, Location loc, Value memref, MemRefType resultType) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(memref);
    s.resultTypes.add(resultType);
    return new TypeCastOp(b.insert(s));
  }

  public Value memref() { return op.operand(0); }

  public MemRefType memRefType() { return (MemRefType) memref().type(); }

  public MemRefType resultMemRefType() { return (MemRefType) op.result(0).type(); }

  /** The memref's shape followed by its vector element type's, if any. */
  public static List<Long> fullShape(MemRefType t) {
    List<Long> shape = new ArrayList<>(t.shape());
    if (t.elementType() instanceof VectorType v) shape.addAll(v.shape());
    return shape;
  }

  private static Type scalar(MemRefType t) { return VectorTypes.elementType(t.elementType()); }

  private static void verify(Operation op) {
    MemRefType source = (MemRefType) op.operand(0).type();
    if (!(op.result(0).type() instanceof MemRefType result)) return;
    if (!PermutationMaps.hasIdentityLayout(source)) throw VectorChecks.fail(op, "expects operand to be a memref with identity layout");
    if (!result.hasIdentityLayout()) throw VectorChecks.fail(op, "expects result to be a memref with identity layout");
    if (!Objects.equals(source.memorySpace(), result.memorySpace())) throw VectorChecks.fail(op, "expects result in same memory space");
    if (!scalar(source).equals(scalar(result))) {
      throw VectorChecks.fail(op, "expects result and operand with same underlying scalar type: '" + result + "'");
    }
    if (!fullShape(source).equals(fullShape(result))) {
      throw VectorChecks.fail(op, "expects concatenated result and operand shapes to be equal: '" + result + "'");
    }
  }
}
