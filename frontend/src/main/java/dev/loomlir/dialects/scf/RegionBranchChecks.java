package dev.loomlir.dialects.scf;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import java.util.List;

/**
 * The checks of upstream's {@code RegionBranchOpInterface} verifier: values passed along a
 * control-flow edge between an op and its regions must match the successor's inputs in number
 * and type. Errors name the edge ({@code from Operation scf.yield to parent}) and carry a
 * {@code region branch point} note at the op that passes the values.
 */
final class RegionBranchChecks {
  private RegionBranchChecks() {}

  /** Names for edge ends: the parent op, or one of its regions. */
  static String region(int index) { return "Region #" + index; }

  static final String PARENT = "parent";

  /** An edge from the op itself (its operands) into one of its regions. */
  static void checkEntry(Operation op, String to, List<Type> operands, List<Type> inputs) {
    check(op, "parent", to, operands, inputs, op.location());
  }

  /** An edge from a region's terminator to a region or back to the parent. */
  static void checkFromTerminator(Operation op, Operation terminator, String to, List<Type> inputs) {
    check(op, "Operation " + terminator.name(), to, forwarded(terminator), inputs, terminator.location());
  }

  /** The values a terminator forwards: all operands except scf.condition's condition. */
  private static List<Type> forwarded(Operation terminator) {
    List<Type> types = terminator.operandTypes();
    return terminator.is("scf.condition") ? types.subList(1, types.size()) : types;
  }

  private static void check(Operation op, String from, String to, List<Type> operands, List<Type> inputs, Location point) {
    String edge = "along control flow edge from " + from + " to " + to + ": ";
    if (operands.size() != inputs.size()) {
      throw DiagnosticException.opError(op, edge + "region branch point has " + operands.size()
          + " operands, but region successor needs " + inputs.size() + " inputs").note(point, "region branch point");
    }
    for (int i = 0; i < operands.size(); i++) {
      if (!operands.get(i).equals(inputs.get(i))) {
        throw DiagnosticException.opError(op, edge + "successor operand type #" + i + " '" + operands.get(i)
            + "' should match successor input type #" + i + " '" + inputs.get(i) + "'").note(point, "region branch point");
      }
    }
  }
}
