package dev.loomlir.dialects.affine;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * {@code affine.linearize_index [disjoint] [%a, %b] by (4, 5) : index}: the row-major linear index
 * of a multi-index in a basis; the first index may have no basis element (no outer bound).
 */
public final class LinearizeIndexOp extends OpView {
  /** ODS {@code UnitProp}: present as a unit attribute, absent as {@code false}. */
  static final dev.loomlir.ir.AttrKind UNIT_PROP = Attrs.generic("unit property",
      a -> a instanceof UnitAttr || (a instanceof IntegerAttr i && i.type().equals(IntegerType.I1)));

  public static final OpType<LinearizeIndexOp> TYPE = OpType.of(OpDef.op("affine.linearize_index")
      .summary("linearize an index")
      .variadicOperand("multi_index", Types.INDEX)
      .variadicOperand("dynamic_basis", Types.INDEX)
      .attr("static_basis", Attrs.DENSE_I64_ARRAY)
      .defaultAttr("disjoint", UNIT_PROP, IntegerAttr.bool(false))
      .result("linear_index", Types.INDEX)
      .traits(Trait.PURE, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
      .syntax(new Syntax())
      .verify(AffineVerifiers::verifyLinearize)
      .folder(AffineFolders::foldLinearize)
      .implement(Canonicalization.class, IndexOpCanonicalization::linearizePatterns), LinearizeIndexOp::new);

  private LinearizeIndexOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static LinearizeIndexOp match(Operation op) { return TYPE.match(op); }

  /** Inserts the linearization of {@code multiIndex} in the basis {@code staticBasis} (dynamic entries from {@code dynamicBasis}). */
  public static LinearizeIndexOp create(OpBuilder b, Location loc, List<? extends Value> multiIndex,
                                        List<? extends Value> dynamicBasis, long[] staticBasis, boolean disjoint) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(multiIndex);
    s.operands.addAll(dynamicBasis);
    s.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(multiIndex.size(), dynamicBasis.size()));
    s.addAttribute("static_basis", DenseArrayAttr.ofLongs(IntegerType.I64, staticBasis));
    s.addAttribute("disjoint", disjoint ? UnitAttr.INSTANCE : IntegerAttr.bool(false));
    s.resultTypes.add(IndexType.INSTANCE);
    return new LinearizeIndexOp(b.insert(s));
  }

  public List<Value> multiIndex() { return op.operandGroup("multi_index"); }

  public List<Value> dynamicBasis() { return op.operandGroup("dynamic_basis"); }

  public long[] staticBasis() { return ((DenseArrayAttr) op.attr("static_basis")).ints(); }

  public boolean disjoint() {
    return op.attr("disjoint") instanceof UnitAttr || (op.attr("disjoint") instanceof IntegerAttr i && i.value() != 0);
  }

  /** Every index has a basis element (the first one bounds the outermost index). */
  public boolean hasOuterBound() { return multiIndex().size() == staticBasis().length; }

  public Value result() { return op.result(); }

  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      state.addAttribute("disjoint", p.parseOptionalKeyword("disjoint") ? UnitAttr.INSTANCE : IntegerAttr.bool(false));
      List<UnresolvedOperand> multiIndex = p.parseOperandList(Delimiter.SQUARE);
      p.parseKeyword("by");
      BasisList basis = BasisList.parse(p);
      p.parseOptionalAttrDict(state);
      state.resultTypes.add(p.parseColonType());
      state.operands.addAll(p.resolveOperands(multiIndex, IndexType.INSTANCE));
      state.operands.addAll(p.resolveOperands(basis.dynamic(), IndexType.INSTANCE));
      state.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(multiIndex.size(), basis.dynamic().size()));
      state.addAttribute("static_basis", basis.staticAttr());
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      LinearizeIndexOp lin = TYPE.cast(op);
      if (lin.disjoint()) p.print(" disjoint");
      p.print(" [");
      p.printOperands(lin.multiIndex());
      p.print("] by ");
      BasisList.print(p, lin.staticBasis(), lin.dynamicBasis());
      p.printOptionalAttrDict(op, List.of("disjoint", "operandSegmentSizes", "static_basis"));
      p.print(" : ");
      p.printType(op.result().type());
    }
  }
}
