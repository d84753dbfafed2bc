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
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * {@code vector.transfer_read %m[%i, %j], %pad [, %mask] {permutation_map, in_bounds}}: a vector
 * read from a memref (or tensor) slice through a permutation map. A lane outside the source (in a
 * dimension not marked in bounds) or masked off is {@code %pad}; a broadcast (constant 0) result
 * repeats the element along that vector dimension.
 */
public final class TransferReadOp extends OpView implements VectorTransferOp {
  public static final OpType<TransferReadOp> TYPE = OpType.of(OpDef.op("vector.transfer_read")
      .summary("Reads a supervector from memory into an SSA vector value.")
      .operand("base", VectorTypes.SHAPED)
      .variadicOperand("indices", Types.INDEX)
      .attr("permutation_map", Attrs.AFFINE_MAP)
      .operand("padding", Types.ANY)
      .optionalOperand("mask", VectorTypes.NON_ZERO_RANK_OF_I1)
      .attr("in_bounds", TransferOps.BOOL_ARRAY)
      .result("vector", VectorTypes.ANY)
      .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
      .memoryEffects(MemoryEffect.READ)
      .syntax(new Syntax())
      .verify(TransferReadOp::verify)
      .folder(TransferFolds::fold)
      .implement(IndexedMemoryAccess.class, MemoryChecks.transferAccess(0))
      .implement(Maskable.class, new Maskable() {
        @Override public VectorType expectedMaskType(Operation op) {
          return PermutationMaps.maskType((VectorType) op.result(0).type(), TransferOps.permutationMap(op));
        }

        @Override public boolean supportsPassthru() { return true; }
      }), TransferReadOp::new);

  private TransferReadOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static TransferReadOp match(Operation op) { return TYPE.match(op); }

  /** A read with the given map, padding, mask (or null) and in_bounds flags. */
  public static TransferReadOp create(OpBuilder b, Location loc, VectorType type, Value base, List<Value> indices,
                                      AffineMap map, Value padding, Value mask, boolean[] inBounds) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(base);
    s.operands.addAll(indices);
    s.operands.add(padding);
    if (mask != null) s.operands.add(mask);
    s.addAttribute("permutation_map", new AffineMapAttr(map));
    s.addAttribute("in_bounds", TransferOps.inBounds(inBounds));
    s.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(1, indices.size(), 1, mask == null ? 0 : 1));
    s.resultTypes.add(type);
    return new TransferReadOp(b.insert(s));
  }

  public Value base() { return op.operand(0); }

  public ShapedType shapedType() { return (ShapedType) base().type(); }

  public List<Value> indices() { return op.operandGroup("indices"); }

  public Value padding() { return op.operandGroup("padding").get(0); }

  /** The mask, or null. */
  public Value mask() { return op.operandGroup("mask").isEmpty() ? null : op.operandGroup("mask").get(0); }

  public AffineMap permutationMap() { return TransferOps.permutationMap(op); }

  public boolean[] inBounds() { return TransferOps.inBoundsValues(op); }

  public VectorType vectorType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    TransferReadOp r = new TransferReadOp(op);
    ShapedType shaped = r.shapedType();
    VectorType vector = r.vectorType();
    if (r.indices().size() != shaped.rank()) throw VectorChecks.fail(op, "requires " + shaped.rank() + " indices");
    AffineMap map = r.permutationMap();
    Value mask = r.mask();
    TransferOps.verify(op, shaped, vector, mask == null ? null : (VectorType) mask.type(), map);
    Type padding = r.padding().type();
    if (shaped.elementType() instanceof VectorType ev) {
      if (!ev.equals(padding)) throw VectorChecks.fail(op, "requires source element type and padding type to match.");
    } else {
      if (!(padding.isInteger() || padding.isIndex() || padding.isFloat())) {
        throw VectorChecks.fail(op, "requires valid padding vector elemental type");
      }
      if (!padding.equals(shaped.elementType())) {
        throw VectorChecks.fail(op, "requires formal padding and source of the same elemental type");
      }
    }
    TransferOps.verifyPermutationMap(op, map);
  }

  /** {@code %m[%i], %pad [, %mask] attr-dict : shaped-type, vector-type} (upstream's hand-written syntax). */
  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand source = p.parseOperand();
      List<UnresolvedOperand> indices = p.parseOperandList(Delimiter.SQUARE);
      p.parse(",");
      UnresolvedOperand padding = p.parseOperand();
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
      if (!TransferOps.isMemRefOrRankedTensor(types.get(0))) throw p.errorAt(typesPos, "requires memref or ranked tensor type");
      ShapedType shaped = (ShapedType) types.get(0);
      if (!(types.get(1) instanceof VectorType vector)) throw p.errorAt(typesPos, "requires vector type");
      AffineMap map = TransferSyntax.defaultMap(p, state, shaped, vector, typesPos);
      state.operands.add(p.resolveOperand(source, shaped));
      state.operands.addAll(p.resolveOperands(indices, IndexType.INSTANCE));
      state.operands.add(p.resolveOperand(padding, shaped.elementType()));
      if (mask != null) state.operands.add(TransferSyntax.resolveMask(p, mask, maskPos, shaped, vector, map, typesPos));
      state.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(1, indices.size(), 1, mask == null ? 0 : 1));
      state.resultTypes.add(vector);
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      TransferReadOp r = new TransferReadOp(op);
      p.print(" ");
      p.printOperand(r.base());
      p.print("[");
      p.printOperands(r.indices());
      p.print("], ");
      p.printOperand(r.padding());
      if (r.mask() != null) {
        p.print(", ");
        p.printOperand(r.mask());
      }
      TransferOps.printAttrs(op, p);
      p.print(" : ");
      p.printType(r.base().type());
      p.print(", ");
      p.printType(r.vectorType());
    }
  }
}
