package dev.loomlir.dialects.affine;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.IntegerSet;
import dev.loomlir.ir.IntegerSetAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code affine.if #set(%d)[%s] { then } else { else }}: runs a region when the integer set holds for the operands. */
public final class IfOp extends OpView {
  /** ODS {@code IntegerSetAttr}. */
  static final dev.loomlir.ir.AttrKind INTEGER_SET = Attrs.generic("IntegerSet attribute", a -> a instanceof IntegerSetAttr);

  public static final OpType<IfOp> TYPE = OpType.of(OpDef.op("affine.if")
      .summary("if-then-else operation")
      .variadicOperand("operands", Types.ANY)
      .attr("condition", INTEGER_SET)
      .variadicResult("results", Types.ANY)
      .region("thenRegion")
      .region("elseRegion")
      .implicitTerminator("affine.yield")
      .traits(Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new Syntax())
      .verify(AffineVerifiers::verifyIf)
      .folder(AffineFolders::foldIf)
      .implement(Canonicalization.class, AffineCanonicalization::ifPatterns), IfOp::new);

  private IfOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IfOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code affine.if set(operands)} returning {@code resultTypes}, with an empty then block and, if asked, an empty else block. */
  public static IfOp create(OpBuilder b, Location loc, List<Type> resultTypes, IntegerSet set,
                            List<? extends Value> operands, boolean withElse) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(operands);
    s.resultTypes.addAll(resultTypes);
    s.addAttribute("condition", new IntegerSetAttr(set));
    OpBuilder.createBlock(s.addRegion(), null, List.of(), loc);
    Region elseRegion = s.addRegion();
    if (withElse) OpBuilder.createBlock(elseRegion, null, List.of(), loc);
    return new IfOp(b.insert(s));
  }

  public IntegerSet condition() { return ((IntegerSetAttr) op.attr("condition")).set(); }

  public void setConditional(IntegerSet set, List<Value> operands) {
    op.setAttr("condition", new IntegerSetAttr(set));
    op.setOperands(operands);
  }

  public List<Value> conditionOperands() { return op.operands(); }

  public Region thenRegion() { return op.region(0); }

  public Region elseRegion() { return op.region(1); }

  public Block thenBlock() { return op.region(0).entryBlock(); }

  /** The else block, or null when there is no else region. */
  public Block elseBlock() { return op.region(1).entryBlock(); }

  public boolean hasElse() { return !op.region(1).isEmpty(); }

  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      IntegerSetAttr condition = AffineSyntax.parseSetAttr(p);
      state.addAttribute("condition", condition);
      AffineSyntax.DimsAndSymbols operands = AffineSyntax.parseDimsAndSymbols(p);
      state.operands.addAll(operands.resolve(p));
      IntegerSet set = condition.set();
      if (set.numDims() != operands.dims().size()) {
        throw p.errorAtName(state, "dim operand count and integer set dim count must match");
      }
      if (set.numInputs() != state.operands.size()) {
        throw p.errorAtName(state, "symbol operand count and integer set symbol count must match");
      }
      state.resultTypes.addAll(p.parseOptionalArrowTypeList());
      Region thenRegion = state.addRegion();
      Region elseRegion = state.addRegion();
      p.parseRegion(thenRegion, List.of());
      p.ensureTerminator(thenRegion, "affine.yield", state.location);
      if (p.parseOptionalKeyword("else")) {
        p.parseRegion(elseRegion, List.of());
        p.ensureTerminator(elseRegion, "affine.yield", state.location);
      }
      p.parseOptionalAttrDict(state);
    }

    @Override public void print(Operation op, OpAsmPrinter p) {
      IntegerSetAttr condition = (IntegerSetAttr) op.attr("condition");
      p.print(" ");
      p.printAttribute(condition);
      AffineSyntax.printDimsAndSymbols(p, op.operands(), condition.set().numDims());
      p.printOptionalArrowTypeList(op.resultTypes());
      p.print(" ");
      boolean printTerminators = op.numResults() > 0;
      p.printRegion(op.region(0), false, printTerminators, false);
      if (!op.region(1).isEmpty()) {
        p.print(" else ");
        p.printRegion(op.region(1), false, printTerminators, false);
      }
      p.printOptionalAttrDict(op, List.of("condition"));
    }
  }
}
