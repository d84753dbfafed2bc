package dev.loomlir.dialects.scf;

import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.LoopLikeVerifier;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** The scf ops' extra rules, with upstream's messages. */
final class ScfVerifiers {
  private ScfVerifiers() {}

  private static List<Type> types(List<? extends Value> values) {
    return values.stream().map(Value::type).toList();
  }

  private static String q(Type t) { return "'" + t + "'"; }

  /** The last op of a region's entry block, or null. */
  private static Operation terminatorOf(Region r) {
    Block b = r.entryBlock();
    return b == null ? null : b.last();
  }

  /** Upstream's verifyAndGetTerminator: the entry block must end with {@code name}. */
  private static Operation expectTerminator(Operation op, Region r, String name, String message) {
    Operation last = terminatorOf(r);
    if (last != null && last.is(name)) return last;
    DiagnosticException e = DiagnosticException.opError(op, message);
    if (last != null) e.note(last.location(), "terminator here");
    throw e;
  }

  // ---- scf.for ----

  static void verifyForBoundTypes(Operation op) {
    Type lb = op.operand(0).type();
    if (!op.operand(1).type().equals(lb) || !op.operand(2).type().equals(lb)) {
      throw DiagnosticException.opError(op, "failed to verify that all of {lowerBound, upperBound, step} have same type");
    }
  }

  static void verifyFor(Operation op) {
    if (op.numOperands() - 3 != op.numResults()) {
      throw DiagnosticException.opError(op, "mismatch in number of loop-carried values and defined values");
    }
  }

  static void verifyForRegions(Operation op) {
    Block body = op.region(0).entryBlock();
    if (body == null || body.numArguments() == 0 || !body.argument(0).type().equals(op.operand(0).type())) {
      throw DiagnosticException.opError(op, "expected induction variable to be same type as bounds and step");
    }
    List<Value> inits = op.operands().subList(3, op.numOperands());
    List<BlockArgument> iterArgs = body.arguments().subList(1, body.numArguments());
    Operation yield = body.last();
    List<Value> yielded = yield != null && yield.is("scf.yield") ? yield.operands() : List.of();
    LoopLikeVerifier.verify(op, inits, iterArgs, yielded);
    if (yield != null && yield.is("scf.yield")) {
      RegionBranchChecks.checkFromTerminator(op, yield, RegionBranchChecks.region(0), types(iterArgs));
      RegionBranchChecks.checkFromTerminator(op, yield, RegionBranchChecks.PARENT, op.resultTypes());
    }
  }

  // ---- scf.if ----

  static void verifyIf(Operation op) {
    if (op.numResults() != 0 && op.region(1).isEmpty()) {
      throw DiagnosticException.opError(op, "must have an else block if defining values");
    }
  }

  static void verifyIfRegions(Operation op) {
    for (Region r : op.regions()) {
      Operation t = terminatorOf(r);
      if (t != null && t.is("scf.yield")) RegionBranchChecks.checkFromTerminator(op, t, RegionBranchChecks.PARENT, op.resultTypes());
    }
  }

  // ---- scf.while ----

  static void verifyWhile(Operation op) {
    expectTerminator(op, op.region(0), "scf.condition", "expects the 'before' region to terminate with 'scf.condition'");
    expectTerminator(op, op.region(1), "scf.yield", "expects the 'after' region to terminate with 'scf.yield'");
  }

  static void verifyWhileRegions(Operation op) {
    Block before = op.region(0).entryBlock();
    Block after = op.region(1).entryBlock();
    RegionBranchChecks.checkEntry(op, RegionBranchChecks.region(0), op.operandTypes(), types(before.arguments()));
    Operation condition = before.last();
    RegionBranchChecks.checkFromTerminator(op, condition, RegionBranchChecks.PARENT, op.resultTypes());
    RegionBranchChecks.checkFromTerminator(op, condition, RegionBranchChecks.region(1), types(after.arguments()));
    RegionBranchChecks.checkFromTerminator(op, after.last(), RegionBranchChecks.region(0), types(before.arguments()));
  }

  // ---- scf.execute_region ----

  static void verifyExecuteRegion(Operation op) {
    Region r = op.region(0);
    if (r.isEmpty()) throw DiagnosticException.opError(op, "region needs to have at least one block");
    if (r.entryBlock().numArguments() > 0) throw DiagnosticException.opError(op, "region cannot have any arguments");
  }

  static void verifyExecuteRegionRegions(Operation op) {
    for (Block b : op.region(0).blocks()) {
      Operation t = b.last();
      if (t != null && t.is("scf.yield")) RegionBranchChecks.checkFromTerminator(op, t, RegionBranchChecks.PARENT, op.resultTypes());
    }
  }

  // ---- scf.index_switch ----

  static void verifyIndexSwitch(Operation op) {
    long[] cases = ((DenseArrayAttr) op.attr("cases")).ints();
    int caseRegions = op.numRegions() - 1;
    if (cases.length != caseRegions) {
      throw DiagnosticException.opError(op, "has " + caseRegions + " case regions but " + cases.length + " case values");
    }
    Set<Long> seen = new HashSet<>();
    for (long c : cases) {
      if (!seen.add(c)) throw DiagnosticException.opError(op, "has duplicate case value: " + c);
    }
    for (int r = 0; r < op.numRegions(); r++) {
      String name = r == 0 ? "default region" : "case region #" + (r - 1);
      Operation yield = terminatorOf(op.region(r));
      if (yield == null) continue; // the region's block count is reported elsewhere
      if (!yield.is("scf.yield")) {
        throw DiagnosticException.opError(op, "expected region to end with scf.yield, but got " + yield.name());
      }
      if (yield.numOperands() != op.numResults()) {
        throw DiagnosticException.opError(op, "expected each region to return " + op.numResults()
            + " values, but " + name + " returns " + yield.numOperands()).note(yield.location(), "see yield operation here");
      }
      for (int i = 0; i < op.numResults(); i++) {
        Type t = yield.operand(i).type();
        if (!t.equals(op.result(i).type())) {
          throw DiagnosticException.opError(op, "expected result #" + i + " of each region to be " + q(op.result(i).type()))
              .note(yield.location(), name + " returns " + q(t) + " here");
        }
      }
    }
  }

  // ---- scf.parallel, scf.reduce, scf.reduce.return ----

  static void verifyParallel(Operation op) {
    List<Value> steps = op.operandGroup("step");
    if (steps.isEmpty()) {
      throw DiagnosticException.opError(op, "needs at least one tuple element for lowerBound, upperBound and step");
    }
    for (Value s : steps) {
      Long c = constantInt(s);
      if (c != null && c <= 0) throw DiagnosticException.opError(op, "constant step operand must be positive");
    }
    Block body = op.region(0).entryBlock();
    int numArgs = body == null ? 0 : body.numArguments();
    if (numArgs != steps.size()) {
      throw DiagnosticException.opError(op, "expects the same number of induction variables: " + numArgs
          + " as bound and step values: " + steps.size());
    }
    for (BlockArgument a : body.arguments()) {
      if (!a.type().isIndex()) {
        throw DiagnosticException.opError(op, "expects arguments for the induction variable to be of index type");
      }
    }
    Operation reduce = expectTerminator(op, op.region(0), "scf.reduce", "expects body to terminate with 'scf.reduce'");
    int results = op.numResults(), reductions = reduce.numRegions(), inits = op.operandGroup("initVals").size();
    if (results != reductions) {
      throw DiagnosticException.opError(op, "expects number of results: " + results
          + " to be the same as number of reductions: " + reductions);
    }
    if (results != inits) {
      throw DiagnosticException.opError(op, "expects number of results: " + results
          + " to be the same as number of initial values: " + inits);
    }
    for (int i = 0; i < reductions && i < reduce.numOperands(); i++) {
      Type operand = reduce.operand(i).type(), result = op.result(i).type();
      if (!operand.equals(result)) {
        throw DiagnosticException.opError(reduce, "expects type of " + i + "-th reduction operand: " + q(operand)
            + " to be the same as the " + i + "-th result type: " + q(result));
      }
    }
  }

  /** The value of an {@code arith.constant} integer or index, or null. */
  private static Long constantInt(Value v) {
    Operation def = v.definingOp();
    if (ConstantOp.is(def) && def.attr("value") instanceof IntegerAttr i) return i.value();
    return null;
  }

  static void verifyReduceRegions(Operation op) {
    for (int i = 0; i < op.numRegions(); i++) {
      Type type = i < op.numOperands() ? op.operand(i).type() : null;
      Block block = op.region(i).entryBlock();
      if (block == null || block.isEmpty()) throw DiagnosticException.opError(op, i + "-th reduction has an empty body");
      if (block.numArguments() != 2 || block.arguments().stream().anyMatch(a -> !a.type().equals(type))) {
        throw DiagnosticException.opError(op, "expected two block arguments with type " + (type == null ? "'<<NULL TYPE>>'" : q(type))
            + " in the " + i + "-th reduction region");
      }
      if (!block.last().is("scf.reduce.return")) {
        throw DiagnosticException.opError(op, "reduction bodies must be terminated with an 'scf.reduce.return' op");
      }
    }
  }

  static void verifyReduceReturn(Operation op) {
    Block block = op.parentBlock();
    if (block == null || block.numArguments() == 0) return;
    Type expected = block.argument(0).type();
    if (!expected.equals(op.operand(0).type())) {
      throw DiagnosticException.opError(op, "must have type " + q(expected) + " (the type of the reduction inputs)");
    }
  }
}
