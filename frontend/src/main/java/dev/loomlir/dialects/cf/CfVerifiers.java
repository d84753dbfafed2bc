package dev.loomlir.dialects.cf;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** The cf ops' successor operands and extra rules, with upstream's messages. */
final class CfVerifiers {
  private CfVerifiers() {}

  /** ODS {@code AnyIntElementsAttr}. */
  static final AttrKind INT_ELEMENTS = Attrs.generic("integer elements attribute",
      a -> a instanceof DenseElementsAttr d && d.type().elementType() instanceof IntegerType);

  /** Successor 0 takes the default operands, successor i+1 the i-th case's slice of the case operands. */
  static List<Value> switchSuccessorOperands(Operation op, int successor) {
    if (successor == 0) return op.operandGroup("defaultOperands");
    List<Value> cases = op.operandGroup("caseOperands");
    // Malformed segments are reported by verifySwitch; never fail here with a Java exception.
    if (!(op.attr("case_operand_segments") instanceof DenseArrayAttr segAttr) || segAttr.ints() == null
        || successor - 1 >= segAttr.size()) {
      return List.of();
    }
    long[] segments = segAttr.ints();
    int start = 0;
    for (int i = 0; i < successor - 1; i++) start += (int) segments[i];
    int end = start + (int) segments[successor - 1];
    return start < 0 || end > cases.size() || end < start ? List.of() : cases.subList(start, end);
  }

  /**
   * WeightedBranchOpInterface: an empty list means no weights; otherwise one weight per successor,
   * not all zero. Upstream emits both messages without the "'cf.cond_br' op" prefix.
   */
  static void verifyBranchWeights(Operation op) {
    if (!(op.attr("branch_weights") instanceof DenseArrayAttr w) || w.size() == 0) return;
    if (w.size() != op.successors().size()) {
      throw new DiagnosticException(op.location(), "expects number of branch weights to match number of successors: "
          + w.size() + " vs " + op.successors().size());
    }
    if (java.util.Arrays.stream(w.ints()).allMatch(x -> x == 0)) {
      throw new DiagnosticException(op.location(), "branch weights cannot all be zero");
    }
  }

  static void verifySwitch(Operation op) {
    DenseElementsAttr values = op.attr("case_values") instanceof DenseElementsAttr d ? d : null;
    int caseDests = op.successors().size() - 1;
    if (values == null && caseDests == 0) return;
    Type flagType = op.operand(0).type();
    // Without values but with case destinations upstream compares against a null type.
    Type valueType = values == null ? null : values.type().elementType();
    if (!flagType.equals(valueType)) {
      throw DiagnosticException.opError(op, "'flag' type ('" + flagType + "') should match case value type ('"
          + (valueType == null ? "<<NULL TYPE>>" : valueType) + "')");
    }
    if (values.type().numElements() != caseDests) {
      throw DiagnosticException.opError(op, "number of case values (" + values.type().numElements()
          + ") should match number of case destinations (" + caseDests + ")");
    }
    long[] segments = ((DenseArrayAttr) op.attr("case_operand_segments")).ints();
    if (segments.length != caseDests) {
      throw DiagnosticException.opError(op, "number of case operand segments (" + segments.length
          + ") should match number of case destinations (" + caseDests + ")");
    }
  }
}
