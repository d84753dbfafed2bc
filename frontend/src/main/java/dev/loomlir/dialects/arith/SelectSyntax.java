package dev.loomlir.dialects.arith;

import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpVerifier;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.RankedTensorType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnrankedTensorType;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.VectorType;
import java.util.List;
import java.util.Objects;

/**
 * {@code arith.select %c, %t, %f : i32}, or {@code : vector<4xi1>, vector<4xi32>} when the
 * condition is a mask: hand-written upstream, as here.
 */
final class SelectSyntax implements CustomSyntax {
  @Override public void parse(OpAsmParser p, OperationState state) {
    SourcePos pos = p.currentPos();
    List<UnresolvedOperand> operands = p.parseOperandList(Delimiter.NONE);
    if (operands.size() != 3) throw p.errorAt(pos, "expected 3 operands");
    p.parseOptionalAttrDict(state);
    Type resultType = p.parseColonType();
    Type conditionType = IntegerType.I1;
    if (p.parseOptional(",")) {
      conditionType = resultType;
      resultType = p.parseType();
    }
    state.resultTypes.add(resultType);
    state.operands.addAll(p.resolveOperands(operands, List.of(conditionType, resultType, resultType), pos));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    p.printOperands(op.operands());
    p.printOptionalAttrDict(op, List.of());
    p.print(" : ");
    if (op.operand(0).type() instanceof ShapedType condition) {
      p.printType(condition);
      p.print(", ");
    }
    p.printType(op.result(0).type());
  }

  /** ODS {@code BooleanConditionOrMatchingShape}: an i1 condition, or a mask shaped like the result. */
  static final OpVerifier CONDITION_SHAPE = op -> {
    Type condition = op.operand(0).type();
    Type result = op.result(0).type();
    if (condition.equals(IntegerType.I1)) return;
    List<Long> conditionShape = shapeOf(condition);
    if (conditionShape == null || !Objects.equals(conditionShape, shapeOf(result))) {
      throw DiagnosticException.opError(op, "failed to verify that condition is signless i1 or has matching shape");
    }
  };

  /**
   * Upstream's SelectOp::verify, after the condition-shape constraint: a shaped condition is the
   * result type with i1 elements, encoding included.
   */
  static final OpVerifier CONDITION_TYPE = op -> {
    Type condition = op.operand(0).type();
    if (condition.equals(IntegerType.I1)) return;
    Type expected = ArithOpDecls.i1SameShape(op.result(0).type());
    if (!condition.equals(expected)) {
      throw DiagnosticException.opError(op, "expected condition type to have the same shape as the result type, expected '"
          + expected + "', but got '" + condition + "'");
    }
  };

  /** The shape of a vector or tensor (empty for unranked), or null for other types. */
  private static List<Long> shapeOf(Type t) {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (t instanceof VectorType v) return v.shape();
    if (t instanceof RankedTensorType r) return r.shape();
    if (t instanceof UnrankedTensorType) return List.of();
    return null;
  }
}
