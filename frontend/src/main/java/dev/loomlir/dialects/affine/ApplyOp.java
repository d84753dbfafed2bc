package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.IndexType;
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
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code affine.apply #map(%d)[%s]}: the one result of an affine map applied to index values. */
public final class ApplyOp extends OpView {
  public static final OpType<ApplyOp> TYPE = OpType.of(OpDef.op("affine.apply")
      .summary("affine apply operation")
      .variadicOperand("mapOperands", Types.INDEX)
      .attr("map", Attrs.AFFINE_MAP)
      .result("result", Types.INDEX)
      .traits(Trait.PURE)
      .syntax(new Syntax())
      .verify(AffineVerifiers::verifyApply)
      .folder(AffineFolders::foldApply)
      .implement(Canonicalization.class, AffineCanonicalization::applyPatterns), ApplyOp::new);

  private ApplyOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ApplyOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.apply map(operands)}; {@code map} has one result. */
  public static ApplyOp create(OpBuilder b, Location loc, AffineMap map, List<? extends Value> operands) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(operands);
    s.addAttribute("map", new AffineMapAttr(map));
    s.resultTypes.add(IndexType.INSTANCE);
    return new ApplyOp(b.insert(s));
  }

  public AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  public List<Value> mapOperands() { return op.operands(); }

  public Value result() { return op.result(); }

  /** {@code #map(%d)[%s]}; the map decides how many results there are. */
  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      AffineMapAttr map = AffineSyntax.parseMapAttr(p);
      state.addAttribute("map", map);
      AffineSyntax.DimsAndSymbols operands = AffineSyntax.parseDimsAndSymbols(p);
      state.operands.addAll(operands.resolve(p));
      p.parseOptionalAttrDict(state);
      if (map.map().numDims() != operands.dims().size() || map.map().numInputs() != state.operands.size()) {
        throw p.errorAtName(state, "dimension or symbol index mismatch");
      }
      for (int i = 0; i < map.map().numResults(); i++) state.resultTypes.add(IndexType.INSTANCE);
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      AffineMapAttr map = (AffineMapAttr) op.attr("map");
      p.print(" ");
      p.printAttribute(map);
      AffineSyntax.printDimsAndSymbols(p, op.operands(), map.map().numDims());
      p.printOptionalAttrDict(op, List.of("map"));
    }
  }
}
