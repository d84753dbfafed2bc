package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.RankedTensorType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * {@code vector.transfer_write %v, %m[%i, %j] [, %mask] {permutation_map, in_bounds}}: the
 * lanes of a vector written to a memref (or a tensor, then returned) through a permutation map;
 * lanes outside the destination (in dimensions not marked in bounds) or masked off are not written.
 */
public final class TransferWriteOp extends OpView implements VectorTransferOp {
  public static final OpType<TransferWriteOp> TYPE = OpType.of(OpDef.op("vector.transfer_write")
      .summary("The vector.transfer_write op writes a supervector to memory.")
      .operand("valueToStore", VectorTypes.ANY)
      .operand("base", VectorTypes.SHAPED)
      .variadicOperand("indices", Types.INDEX)
      .attr("permutation_map", Attrs.AFFINE_MAP)
      .optionalOperand("mask", VectorTypes.NON_ZERO_RANK_OF_I1)
      .attr("in_bounds", TransferOps.BOOL_ARRAY)
      .optionalResult("result", TypeConstraint.of("ranked tensor of any type values", t -> t instanceof RankedTensorType))
      .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
      .memoryEffects(MemoryEffect.WRITE)
      .syntax(new Syntax())
      .verify(TransferWriteOp::verify)
      .folder(TransferFolds::fold)
      .implement(IndexedMemoryAccess.class, MemoryChecks.transferAccess(1))
      .implement(Maskable.class, op -> PermutationMaps.maskType((VectorType) op.operand(0).type(), TransferOps.permutationMap(op))),
      TransferWriteOp::new);

  private TransferWriteOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TransferWriteOp match(Operation op) { return TYPE.match(op); }

  /** A write to a memref with the given map, mask (or null) and in_bounds flags. */
  public static TransferWriteOp create(OpBuilder b, Location loc, Value vector, Value base, List<Value> indices,
                                       AffineMap map, Value mask, boolean[] inBounds) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(vector);
    s.operands.add(base);
    s.operands.addAll(indices);
    if (mask != null) s.operands.add(mask);
    s.addAttribute("permutation_map", new AffineMapAttr(map));
    s.addAttribute("in_bounds", TransferOps.inBounds(inBounds));
    s.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(1, 1, indices.size(), mask == null ? 0 : 1));
    if (base.type() instanceof RankedTensorType t) s.resultTypes.add(t);
    return new TransferWriteOp(b.insert(s));
  }

  public Value vector() { return op.operand(0); }

  public Value base() { return op.operand(1); }

  public ShapedType shapedType() { return (ShapedType) base().type(); }

  public List<Value> indices() { return op.operandGroup("indices"); }

  /** The mask, or null. */
  public Value mask() { return op.operandGroup("mask").isEmpty() ? null : op.operandGroup("mask").get(0); }

  public AffineMap permutationMap() { return TransferOps.permutationMap(op); }

  public boolean[] inBounds() { return TransferOps.inBoundsValues(op); }

  public VectorType vectorType() { return (VectorType) vector().type(); }

  private static void verify(Operation op) {
    TransferWriteOp w = new TransferWriteOp(op);
    ShapedType shaped = w.shapedType();
    if (w.indices().size() != shaped.rank()) throw VectorChecks.fail(op, "requires " + shaped.rank() + " indices");
    AffineMap map = w.permutationMap();
    for (int i = 0; i < map.results().size(); i++) {
      if (PermutationMaps.isBroadcast(map, i)) throw VectorChecks.fail(op, "should not have broadcast dimensions");
    }
    Value mask = w.mask();
    TransferOps.verify(op, shaped, w.vectorType(), mask == null ? null : (VectorType) mask.type(), map);
    TransferOps.verifyPermutationMap(op, map);
  }

  /** {@code %v, %m[%i] [, %mask] attr-dict : vector-type, shaped-type} (upstream's hand-written syntax). */
  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand vectorOperand = p.parseOperand();
      p.parse(",");
      UnresolvedOperand source = p.parseOperand();
      List<UnresolvedOperand> indices = p.parseOperandList(Delimiter.SQUARE);
      SourcePos maskPos = null;
      UnresolvedOperand mask = null;
      if (p.parseOptional(",")) {
        maskPos = p.currentPos();
        mask = p.parseOperand();
      }
      p.parseOptionalAttrDict(state);
      SourcePos typesPos = p.currentPos();
      List<Type> types = p.parseColonTypeList();
      if (types.size() != 2) throw p.errorAt(typesPos, "requires two types");
      if (!(types.get(0) instanceof VectorType vector)) throw p.errorAt(typesPos, "requires vector type");
      if (!TransferOps.isMemRefOrRankedTensor(types.get(1))) throw p.errorAt(typesPos, "requires memref or ranked tensor type");
      ShapedType shaped = (ShapedType) types.get(1);
      AffineMap map = TransferSyntax.defaultMap(p, state, shaped, vector, typesPos);
      state.operands.add(p.resolveOperand(vectorOperand, vector));
      state.operands.add(p.resolveOperand(source, shaped));
      state.operands.addAll(p.resolveOperands(indices, IndexType.INSTANCE));
      if (mask != null) state.operands.add(TransferSyntax.resolveMask(p, mask, maskPos, shaped, vector, map, typesPos));
      state.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(1, 1, indices.size(), mask == null ? 0 : 1));
      if (shaped instanceof RankedTensorType t) state.resultTypes.add(t);
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      TransferWriteOp w = new TransferWriteOp(op);
      p.print(" ");
      p.printOperand(w.vector());
      p.print(", ");
      p.printOperand(w.base());
      p.print("[");
      p.printOperands(w.indices());
      p.print("]");
      if (w.mask() != null) {
        p.print(", ");
        p.printOperand(w.mask());
      }
      TransferOps.printAttrs(op, p);
      p.print(" : ");
      p.printType(w.vectorType());
      p.print(", ");
      p.printType(w.base().type());
    }
  }
}
