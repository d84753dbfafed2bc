package dev.loomlir.dialects.async;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * The checks upstream makes on {@code async.execute} once its body is verified: the region-branch
 * edges (operands into the body's arguments, {@code async.yield} operands out to the value
 * results), comparing types after unwrapping {@code !async.value}, then the op's own rule that
 * the body's arguments are exactly the operands' payload types.
 */
final class ExecuteVerifier {
  private ExecuteVerifier() {}

  /** ODS {@code SizedRegion<1>}. */
  static void verifyBodyIsOneBlock(Operation op) {
    if (op.region(0).blocks().size() != 1) {
      throw DiagnosticException.opError(op, "region #0 ('bodyRegion') failed to verify constraint: region with 1 blocks");
    }
  }

  static void verifyRegions(Operation op) {
    Block body = op.region(0).entryBlock();
    if (body == null) return;
    verifyEndsWithYield(op, body);
    List<Value> bodyOperands = op.operandGroup("bodyOperands");
    List<Type> argumentTypes = new ArrayList<>();
    for (Value arg : body.arguments()) argumentTypes.add(arg.type());

    checkEdge(op, null, "parent to Region #0", types(bodyOperands), argumentTypes);

    Operation terminator = body.last();
    if (terminator != null && YieldOp.is(terminator)) {
      checkEdge(op, terminator, "Operation async.yield to parent",
          terminator.operandTypes(), types(op.resultGroup("bodyResults")));
    }

    List<Type> unwrapped = new ArrayList<>();
    for (Type t : types(bodyOperands)) unwrapped.add(ValueType.unwrap(t));
    if (!unwrapped.equals(argumentTypes)) {
      throw DiagnosticException.opError(op,
          "async body region argument types do not match the execute operation arguments types");
    }
  }

  /** Upstream's SingleBlockImplicitTerminator<"YieldOp"> check. */
  private static void verifyEndsWithYield(Operation op, Block body) {
    Operation last = body.last();
    if (last == null) throw DiagnosticException.opError(op, "expects a non-empty block");
    if (!YieldOp.is(last)) {
      throw DiagnosticException.opError(op, "expects regions to end with 'async.yield', found '" + last.name() + "'")
          .note(op.location(), "in custom textual format, the absence of terminator implies 'async.yield'");
    }
  }

  /** One control-flow edge; {@code branchPoint} (when an op) gets the note upstream attaches. */
  private static void checkEdge(Operation op, Operation branchPoint, String edge, List<Type> sources, List<Type> inputs) {
    String prefix = "along control flow edge from " + edge + ": ";
    if (sources.size() != inputs.size()) {
      throw withNote(DiagnosticException.opError(op, prefix + "region branch point has " + sources.size()
          + " operands, but region successor needs " + inputs.size() + " inputs"), op, branchPoint);
    }
    for (int i = 0; i < sources.size(); i++) {
      if (!ValueType.unwrap(sources.get(i)).equals(ValueType.unwrap(inputs.get(i)))) {
        throw withNote(DiagnosticException.opError(op, prefix + "successor operand type #" + i + " '"
            + sources.get(i) + "' should match successor input type #" + i + " '" + inputs.get(i) + "'"),
            op, branchPoint);
      }
    }
  }

  private static DiagnosticException withNote(DiagnosticException e, Operation op, Operation branchPoint) {
    return e.note((branchPoint != null ? branchPoint : op).location(), "region branch point");
  }

  private static List<Type> types(List<? extends Value> values) {
    List<Type> ts = new ArrayList<>(values.size());
    for (Value v : values) ts.add(v.type());
    return ts;
  }
}
