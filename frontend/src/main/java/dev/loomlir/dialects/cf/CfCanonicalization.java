package dev.loomlir.dialects.cf;

import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.SelectOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Matchers;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's canonicalization patterns of {@code cf.assert}, {@code cf.br}, {@code cf.cond_br} and
 * {@code cf.switch}, in upstream's order.
 */
final class CfCanonicalization {
  private CfCanonicalization() {}

  static List<RewritePattern> assertPatterns() {
    return List.of(RewritePattern.of(AssertOp.TYPE, (a, r) -> eraseAssertOfTrue(a.operation(), r)));
  }

  static List<RewritePattern> branchPatterns() {
    return List.of(
        RewritePattern.of(BranchOp.TYPE, (br, r) -> mergeIntoSinglePredecessor(br.operation(), r)),
        RewritePattern.of(BranchOp.TYPE, (br, r) -> passThroughBranch(br.operation(), r)));
  }

  static List<RewritePattern> condBranchPatterns() {
    return List.of(
        RewritePattern.of(CondBranchOp.TYPE, (br, r) -> constantCondition(br.operation(), r)),
        RewritePattern.of(CondBranchOp.TYPE, (br, r) -> passThroughCondBranch(br.operation(), r)),
        RewritePattern.of(CondBranchOp.TYPE, (br, r) -> identicalSuccessors(br.operation(), r)),
        RewritePattern.of(CondBranchOp.TYPE, (br, r) -> sameConditionAsPredecessor(br.operation(), r)),
        RewritePattern.of(CondBranchOp.TYPE, (br, r) -> truthPropagation(br.operation(), r)));
  }

  static List<RewritePattern> switchPatterns() {
    return List.of(
        RewritePattern.of(SwitchOp.TYPE, (sw, r) -> switchWithOnlyDefault(sw.operation(), r)),
        RewritePattern.of(SwitchOp.TYPE, (sw, r) -> dropCasesMatchingDefault(sw.operation(), r)),
        RewritePattern.of(SwitchOp.TYPE, (sw, r) -> constantSwitchValue(sw.operation(), r)),
        RewritePattern.of(SwitchOp.TYPE, (sw, r) -> passThroughSwitch(sw.operation(), r)),
        RewritePattern.of(SwitchOp.TYPE, (sw, r) -> caseOfSwitchOnSameFlag(sw.operation(), r)),
        RewritePattern.of(SwitchOp.TYPE, (sw, r) -> defaultOfSwitchOnSameFlag(sw.operation(), r)));
  }

  // ---- cf.assert ----

  /** An assert of a constant true can never fail. */
  private static boolean eraseAssertOfTrue(Operation assertOp, PatternRewriter rewriter) {
    if (!(Matchers.constantValue(assertOp.operand(0)) instanceof IntegerAttr c) || !c.boolValue()) return false;
    rewriter.eraseOp(assertOp);
    return true;
  }

  private static Block singlePredecessor(Block block) {
    List<Block> preds = block.predecessors();
    return preds.size() == 1 ? preds.get(0) : null;
  }

  private static void replaceWithBranch(Operation op, Block dest, List<Value> args, PatternRewriter rewriter) {
    rewriter.setInsertionPointBefore(op);
    BranchOp.create(rewriter, op.location(), dest, args);
    rewriter.eraseOp(op);
  }

  // ---- cf.br ----

  /** {@code br ^succ(args)} where {@code ^succ} has no other predecessor: splice its ops in. */
  private static boolean mergeIntoSinglePredecessor(Operation br, PatternRewriter rewriter) {
    Block dest = br.successor(0);
    Block block = br.parentBlock();
    if (dest == block || singlePredecessor(dest) != block) return false;
    rewriter.mergeBlocks(dest, block, br.operands());
    rewriter.eraseOp(br);
    return true;
  }

  /** The successor and operands a branch to {@code dest} may use instead, when {@code dest} only branches on. */
  private record Collapsed(Block dest, List<Value> operands) {}

  private static Collapsed collapseBranch(Block successor, List<Value> operands) {
    if (successor.size() != 1 || !BranchOp.is(successor.first())) return null;
    Operation successorBranch = successor.first();
    for (BlockArgument arg : successor.arguments()) {
      for (OpOperand use : arg.uses()) if (use.owner() != successorBranch) return null;
    }
    Block successorDest = successorBranch.successor(0);
    if (successorDest == successor) return null;
    List<Value> forwarded = new ArrayList<>();
    for (Value v : successorBranch.operands()) {
      forwarded.add(v instanceof BlockArgument a && a.owner() == successor ? operands.get(a.index()) : v);
    }
    return new Collapsed(successorDest, forwarded);
  }

  private static boolean passThroughBranch(Operation br, PatternRewriter rewriter) {
    Collapsed c = collapseBranch(br.successor(0), br.operands());
    if (c == null) return false;
    replaceWithBranch(br, c.dest(), c.operands(), rewriter);
    return true;
  }

  // ---- cf.cond_br ----

  private static boolean constantCondition(Operation condBr, PatternRewriter rewriter) {
    if (!(Matchers.constantValue(condBr.operand(0)) instanceof IntegerAttr c)) return false;
    int taken = c.boolValue() ? 0 : 1;
    replaceWithBranch(condBr, condBr.successor(taken), BranchEdits.forwardedValues(condBr, taken), rewriter);
    return true;
  }

  private static boolean passThroughCondBranch(Operation condBr, PatternRewriter rewriter) {
    Collapsed t = collapseBranch(condBr.successor(0), BranchEdits.forwardedValues(condBr, 0));
    Collapsed f = collapseBranch(condBr.successor(1), BranchEdits.forwardedValues(condBr, 1));
    if (t == null && f == null) return false;
    if (t == null) t = new Collapsed(condBr.successor(0), BranchEdits.forwardedValues(condBr, 0));
    if (f == null) f = new Collapsed(condBr.successor(1), BranchEdits.forwardedValues(condBr, 1));
    rewriter.setInsertionPointBefore(condBr);
    CondBranchOp.create(rewriter, condBr.location(), condBr.operand(0), t.dest(), t.operands(), f.dest(), f.operands());
    rewriter.eraseOp(condBr);
    return true;
  }

  /**
   * Both edges reach the same block: a plain branch when they pass the same values; when this
   * block is its only predecessor, an {@code arith.select} picks each differing value.
   */
  private static boolean identicalSuccessors(Operation condBr, PatternRewriter rewriter) {
    Block dest = condBr.successor(0);
    if (dest != condBr.successor(1)) return false;
    List<Value> trueOps = BranchEdits.forwardedValues(condBr, 0);
    List<Value> falseOps = BranchEdits.forwardedValues(condBr, 1);
    if (trueOps.equals(falseOps)) {
      replaceWithBranch(condBr, dest, trueOps, rewriter);
      return true;
    }
    if (singlePredecessor(dest) != condBr.parentBlock()) return false;
    rewriter.setInsertionPointBefore(condBr);
    List<Value> merged = new ArrayList<>();
    for (int i = 0; i < trueOps.size(); i++) {
      Value t = trueOps.get(i), f = falseOps.get(i);
      merged.add(t == f ? t : SelectOp.create(rewriter, condBr.location(), condBr.operand(0), t, f).result());
    }
    replaceWithBranch(condBr, dest, merged, rewriter);
    return true;
  }

  /** A block reached only from a cond_br on the same condition knows which way this one goes. */
  private static boolean sameConditionAsPredecessor(Operation condBr, PatternRewriter rewriter) {
    Block block = condBr.parentBlock();
    Block pred = singlePredecessor(block);
    if (pred == null || pred.last() == null || !CondBranchOp.is(pred.last())) return false;
    Operation predBr = pred.last();
    if (predBr.operand(0) != condBr.operand(0) || predBr.successor(0) == predBr.successor(1)) return false;
    int taken = predBr.successor(0) == block ? 0 : 1;
    replaceWithBranch(condBr, condBr.successor(taken), BranchEdits.forwardedValues(condBr, taken), rewriter);
    return true;
  }

  /** In a successor reached only through this branch, the condition is a known constant. */
  private static boolean truthPropagation(Operation condBr, PatternRewriter rewriter) {
    Value condition = condBr.operand(0);
    boolean replaced = false;
    for (int s = 0; s < 2; s++) {
      Block dest = condBr.successor(s);
      if (singlePredecessor(dest) == null) continue;
      Value constant = null;
      for (OpOperand use : new ArrayList<>(condition.uses())) {
        if (use.owner().parentBlock() != dest) continue;
        if (constant == null) {
          rewriter.setInsertionPointBefore(condBr);
          constant = ConstantOp.create(rewriter, condBr.location(), IntegerAttr.bool(s == 0), IntegerType.I1).result();
        }
        use.set(constant);
        rewriter.modified(use.owner());
        replaced = true;
      }
    }
    return replaced;
  }

  // ---- cf.switch ----

  private static boolean switchWithOnlyDefault(Operation sw, PatternRewriter rewriter) {
    if (sw.successors().size() != 1) return false;
    replaceWithBranch(sw, sw.successor(0), BranchEdits.forwardedValues(sw, 0), rewriter);
    return true;
  }

  private static List<Long> caseValues(Operation sw) {
    List<Long> values = new ArrayList<>();
    if (sw.attr("case_values") instanceof DenseElementsAttr d) {
      for (int i = 0; i < (int) d.type().numElements(); i++) values.add(((IntegerAttr) d.element(i)).value());
    }
    return values;
  }

  /** Replaces {@code sw} by a switch on the same flag with the given default and cases. */
  private static void rebuildSwitch(Operation sw, Collapsed defaultTarget, List<Long> values, List<Collapsed> cases,
                                    PatternRewriter rewriter) {
    List<Block> dests = new ArrayList<>();
    List<List<Value>> args = new ArrayList<>();
    for (Collapsed c : cases) {
      dests.add(c.dest());
      args.add(c.operands());
    }
    rewriter.setInsertionPointBefore(sw);
    SwitchOp.create(rewriter, sw.location(), sw.operand(0), defaultTarget.dest(), defaultTarget.operands(), values, dests, args);
    rewriter.eraseOp(sw);
  }

  private static Collapsed target(Operation sw, int successor) {
    return new Collapsed(sw.successor(successor), BranchEdits.forwardedValues(sw, successor));
  }

  /** Cases that go where the default goes, with the same operands, are dropped. */
  private static boolean dropCasesMatchingDefault(Operation sw, PatternRewriter rewriter) {
    Collapsed dflt = target(sw, 0);
    List<Long> values = caseValues(sw);
    List<Long> keptValues = new ArrayList<>();
    List<Collapsed> kept = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      Collapsed c = target(sw, i + 1);
      if (c.dest() == dflt.dest() && c.operands().equals(dflt.operands())) continue;
      keptValues.add(values.get(i));
      kept.add(c);
    }
    if (kept.size() == values.size()) return false;
    rewriter.setInsertionPointBefore(sw);
    rebuildSwitch(sw, dflt, keptValues, kept, rewriter);
    return true;
  }

  /** Successors that only branch on are skipped, as for {@code cf.br}. */
  private static boolean passThroughSwitch(Operation sw, PatternRewriter rewriter) {
    boolean changed = false;
    List<Collapsed> targets = new ArrayList<>();
    for (int s = 0; s < sw.successors().size(); s++) {
      Collapsed c = collapseBranch(sw.successor(s), BranchEdits.forwardedValues(sw, s));
      changed |= c != null;
      targets.add(c != null ? c : target(sw, s));
    }
    if (!changed) return false;
    rebuildSwitch(sw, targets.get(0), caseValues(sw), targets.subList(1, targets.size()), rewriter);
    return true;
  }

  private static boolean constantSwitchValue(Operation sw, PatternRewriter rewriter) {
    if (!(Matchers.constantValue(sw.operand(0)) instanceof IntegerAttr flag)) return false;
    foldSwitch(sw, flag.value(), rewriter);
    return true;
  }

  /** Replaces {@code sw} by a branch to where it goes when its flag is {@code value}. */
  private static void foldSwitch(Operation sw, long value, PatternRewriter rewriter) {
    int taken = caseValues(sw).indexOf(value) + 1;
    replaceWithBranch(sw, sw.successor(taken), BranchEdits.forwardedValues(sw, taken), rewriter);
  }

  /** The switch ending {@code sw}'s single predecessor when it switches on the same flag, else null. */
  private static Operation predecessorSwitchOnSameFlag(Operation sw) {
    Block pred = singlePredecessor(sw.parentBlock());
    if (pred == null || pred.last() == null || !SwitchOp.is(pred.last())) return null;
    return pred.last().operand(0) == sw.operand(0) ? pred.last() : null;
  }

  /** Reached through a case of a switch on the same flag: the flag is that case's value. */
  private static boolean caseOfSwitchOnSameFlag(Operation sw, PatternRewriter rewriter) {
    Operation pred = predecessorSwitchOnSameFlag(sw);
    Block block = sw.parentBlock();
    if (pred == null || pred.successor(0) == block) return false;
    for (int s = 1; s < pred.successors().size(); s++) {
      if (pred.successor(s) == block) {
        foldSwitch(sw, caseValues(pred).get(s - 1), rewriter);
        return true;
      }
    }
    return false;
  }

  /**
   * Reached as the default of a switch on the same flag: the flag is none of that switch's case
   * values that lead elsewhere, so those cases are dropped here.
   */
  private static boolean defaultOfSwitchOnSameFlag(Operation sw, PatternRewriter rewriter) {
    Operation pred = predecessorSwitchOnSameFlag(sw);
    Block block = sw.parentBlock();
    if (pred == null || pred.successor(0) != block) return false;
    List<Long> impossible = new ArrayList<>();
    List<Long> predValues = caseValues(pred);
    for (int i = 0; i < predValues.size(); i++) if (pred.successor(i + 1) != block) impossible.add(predValues.get(i));
    List<Long> values = caseValues(sw);
    List<Long> keptValues = new ArrayList<>();
    List<Collapsed> kept = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      if (impossible.contains(values.get(i))) continue;
      keptValues.add(values.get(i));
      kept.add(target(sw, i + 1));
    }
    if (kept.size() == values.size()) return false;
    rebuildSwitch(sw, target(sw, 0), keptValues, kept, rewriter);
    return true;
  }
}
