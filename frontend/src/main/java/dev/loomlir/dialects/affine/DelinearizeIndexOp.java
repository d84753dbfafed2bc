package dev.loomlir.dialects.affine;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.IndexType;
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
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * {@code affine.delinearize_index %i into (3, %n, 4) : index, index, index}: the multi-index of a
 * linear index in a row-major basis; one more result than basis elements means no outer bound.
 */
public final class DelinearizeIndexOp extends OpView {
  public static final OpType<DelinearizeIndexOp> TYPE = OpType.of(OpDef.op("affine.delinearize_index")
      .summary("delinearize an index")
      .operand("linear_index", Types.INDEX)
      .variadicOperand("dynamic_basis", Types.INDEX)
      .attr("static_basis", Attrs.DENSE_I64_ARRAY)
      .variadicResult("multi_index", Types.INDEX)
      .traits(Trait.PURE)
      .syntax(new Syntax())
      .verify(AffineVerifiers::verifyDelinearize)
      .folder(AffineFolders::foldDelinearize)
      .implement(Canonicalization.class, IndexOpCanonicalization::delinearizePatterns), DelinearizeIndexOp::new);

  private DelinearizeIndexOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DelinearizeIndexOp match(Operation op) { return TYPE.match(op); }

  /** Inserts the delinearization of {@code linearIndex}; {@code numResults} is the basis size, or one more. */
  public static DelinearizeIndexOp create(OpBuilder b, Location loc, Value linearIndex, List<? extends Value> dynamicBasis,
                                          long[] staticBasis, int numResults) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(linearIndex);
    s.operands.addAll(dynamicBasis);
    s.addAttribute("static_basis", DenseArrayAttr.ofLongs(IntegerType.I64, staticBasis));
    for (int i = 0; i < numResults; i++) s.resultTypes.add(IndexType.INSTANCE);
    return new DelinearizeIndexOp(b.insert(s));
  }

  public Value linearIndex() { return op.operand(0); }

  public List<Value> dynamicBasis() { return operandsFrom(1); }

  public long[] staticBasis() { return ((DenseArrayAttr) op.attr("static_basis")).ints(); }

  /** One result per basis element: the first element bounds the outermost index. */
  public boolean hasOuterBound() { return op.numResults() == staticBasis().length; }

  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      UnresolvedOperand linear = p.parseOperand();
      p.parseKeyword("into");
      BasisList basis = BasisList.parse(p);
      p.parseOptionalAttrDict(state);
      state.resultTypes.addAll(p.parseColonTypeList());
      state.operands.add(p.resolveOperand(linear, IndexType.INSTANCE));
      state.operands.addAll(p.resolveOperands(basis.dynamic(), IndexType.INSTANCE));
      state.addAttribute("static_basis", basis.staticAttr());
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      DelinearizeIndexOp delin = TYPE.cast(op);
      p.print(" ");
      p.printOperand(delin.linearIndex());
      p.print(" into ");
      BasisList.print(p, delin.staticBasis(), delin.dynamicBasis());
      p.printOptionalAttrDict(op, List.of("static_basis"));
      p.print(" : ");
      p.printTypes(op.resultTypes());
    }
  }
}
