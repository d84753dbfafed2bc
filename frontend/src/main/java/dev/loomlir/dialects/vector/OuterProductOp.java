package dev.loomlir.dialects.vector;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.List;

/**
 * {@code vector.outerproduct %a, %b [, %acc]}: the 2-D outer product {@code a[i] * b[j]} (or, with
 * a scalar {@code b}, the 1-D {@code a[i] * b}), combined into {@code acc} by {@code kind}
 * (floating-point {@code add} is a fused multiply-add).
 */
public final class OuterProductOp extends OpView {
  public static final OpType<OuterProductOp> TYPE = OpType.of(OpDef.op("vector.outerproduct")
      .summary("vector outerproduct with optional fused add")
      .operand("lhs", VectorTypes.NON_ZERO_RANK)
      .operand("rhs", Types.ANY)
      .optionalOperand("acc", VectorTypes.NON_ZERO_RANK)
      .defaultAttr("kind", VectorAttrs.COMBINING_KIND, CombiningKindAttr.ADD)
      .result("result", VectorTypes.NON_ZERO_RANK)
      .traits(Trait.PURE)
      .syntax(new Syntax())
      .verify(VectorChecks.sameElementType(0, 0, "lhs operand and result have same element type"))
      .verify(VectorChecks.sameElementType(0, 1, "rhs operand and result have same element type"))
      .verify(OuterProductOp::verify)
      .implement(Maskable.class, op -> Maskable.maskOf((VectorType) op.result(0).type())), OuterProductOp::new);

  private OuterProductOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static OuterProductOp match(Operation op) { return TYPE.match(op); }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  /** The accumulator, or null. */
  public Value acc() { return op.numOperands() > 2 ? op.operand(2) : null; }

  public CombiningKind kind() { return op.attr("kind") instanceof CombiningKindAttr k ? k.kind() : CombiningKind.ADD; }

  public VectorType resultType() { return (VectorType) op.result(0).type(); }

  private static void verify(Operation op) {
    VectorType lhs = (VectorType) op.operand(0).type(), res = (VectorType) op.result(0).type();
    if (lhs.rank() != 1) throw VectorChecks.fail(op, "expected 1-d vector for operand #1");
    if (op.operand(1).type() instanceof VectorType rhs) {
      if (rhs.rank() != 1) throw VectorChecks.fail(op, "expected 1-d vector for operand #2");
      if (res.rank() != 2) throw VectorChecks.fail(op, "expected 2-d vector result");
      if (!lhs.shape().get(0).equals(res.shape().get(0))) throw VectorChecks.fail(op, "expected #1 operand dim to match result dim #1");
      if (!rhs.shape().get(0).equals(res.shape().get(1))) throw VectorChecks.fail(op, "expected #2 operand dim to match result dim #2");
      if (VectorTypes.isScalable(lhs) && !VectorTypes.isScalable(rhs)) {
        throw VectorChecks.fail(op, "expected either both or only #2 operand dim to be scalable");
      }
    } else {
      if (res.rank() != 1) throw VectorChecks.fail(op, "expected 1-d vector result");
      if (!lhs.shape().get(0).equals(res.shape().get(0))) throw VectorChecks.fail(op, "expected #1 operand dim to match result dim #1");
    }
    if (op.numOperands() > 2 && !op.operand(2).type().equals(res)) {
      throw VectorChecks.fail(op, "expected operand #3 of same type as result type");
    }
    CombiningKind kind = ((CombiningKindAttr) op.attr("kind")).kind();
    if (!kind.supports(res.elementType())) throw VectorChecks.fail(op, "unsupported outerproduct type");
  }

  /**
   * {@code %a, %b [, %acc] attr-dict : lhs-type, rhs-type}; the result type follows from the
   * operand types (upstream also reads, and ignores, a fourth operand).
   */
  private static final class Syntax implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) {
      List<UnresolvedOperand> operands = p.parseOperandList(Delimiter.NONE);
      p.parseOptionalAttrDict(state);
      Type lhsType = p.parseColonType();
      p.parse(",");
      Type rhsType = p.parseType();
      if (operands.size() < 2) throw p.errorAtName(state, "expected at least 2 operands");
      if (!(lhsType instanceof VectorType lhs)) throw p.errorAtName(state, "expected vector type for operand #1");
      VectorType result = rhsType instanceof VectorType rhs
          ? new VectorType(List.of(dim0(lhs), dim0(rhs)), lhs.elementType(), List.of(scalable0(lhs), scalable0(rhs)))
          : new VectorType(List.of(dim0(lhs)), lhs.elementType(), List.of(scalable0(lhs)));
      if (state.attribute("kind") == null) state.addAttribute("kind", CombiningKindAttr.ADD);
      state.operands.add(p.resolveOperand(operands.get(0), lhsType));
      state.operands.add(p.resolveOperand(operands.get(1), rhsType));
      if (operands.size() > 2) state.operands.add(p.resolveOperand(operands.get(2), result));
      state.resultTypes.add(result);
    }

    private static long dim0(VectorType v) { return v.rank() == 0 ? 1 : v.shape().get(0); }

    private static boolean scalable0(VectorType v) { return v.rank() > 0 && v.scalable().get(0); }

    @Override public void print(Operation op, OpAsmPrinter p) {
      p.print(" ");
      p.printOperands(op.operands());
      // Upstream prints the attributes (the kind among them) only after an accumulator.
      if (op.numOperands() > 2) p.printOptionalAttrDict(op, List.of());
      p.print(" : ");
      p.printType(op.operand(0).type());
      p.print(", ");
      p.printType(op.operand(1).type());
    }
  }
}
