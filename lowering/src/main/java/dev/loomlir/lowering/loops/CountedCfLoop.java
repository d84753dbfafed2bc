package dev.loomlir.lowering.loops;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.cf.CondBranchOp;
import dev.loomlir.dialects.memref.AllocaOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * A natural loop of a {@code cf} graph in the shape {@code convert-scf-to-cf} gives an
 * {@code scf.for}, which {@link CfLoopLifter} turns back into one:
 * <pre>
 * entry:                 cf.br ^header(%lb, %inits...)
 * ^header(%iv, %iters...): %c = arith.cmpi slt, %iv, %ub      (the only op besides the branch)
 *                        cf.cond_br %c, ^body(...), ^exit(...)
 * ^body ... ^latch:      straight-line blocks, each the only successor of the one before;
 *                        the last ends with cf.br ^header(%iv + step, %yields...)
 * </pre>
 * Also recognized: {@code ult} (an {@code unsigned} loop), the compare written the other way
 * round ({@code sgt %ub, %iv}) and the negated compare with the successors swapped
 * ({@code sge} continuing on false); the induction variable at any position of the header's
 * arguments. The step is a constant in {@code (0, 2^(w-1))} added by {@code arith.addi}, the
 * bound is defined outside the loop, the type is {@code index} or a signless integer.
 *
 * <p>Left alone, since {@code scf.for} cannot say what they do: loops with another exit than
 * the header's (a {@code break}), another back edge or entry, a body that branches (an
 * {@code if} lowered to blocks, an inner loop not lifted), steps that are not positive
 * constants (count-down loops through {@code arith.subi}), bounds computed inside the loop,
 * headers that compute more than the compare, loops whose induction variable or compare is
 * used after the loop (scf.for gives no final induction value), bottom-tested loops (the header
 * is its own latch) and bodies with {@code memref.alloca} ({@code scf.for} is an allocation
 * scope: the allocation would end with each iteration).
 *
 * @param ivIndex the position of the induction variable among the header's arguments
 * @param outsideStep the step's value when it is defined before the loop (else null)
 * @param body the body blocks from the header's successor to the latch, in execution order
 * @param bodyArgs what the header passes the first body block
 * @param exitArgs what the header passes the exit block
 */
record CountedCfLoop(Block entry, Block header, int ivIndex, Value upperBound, long step, Value outsideStep, boolean unsigned,
                     List<Block> body, List<Value> bodyArgs, Block exit, List<Value> exitArgs, Operation compare) {

  BlockArgument inductionVariable() { return header.argument(ivIndex); }

  Block latch() { return body.get(body.size() - 1); }

  /** The loop in counted form, or null when it is not one (see the class comment). */
  static CountedCfLoop recognize(NaturalLoop loop) {
    Block header = loop.header();
    List<Block> entries = loop.entries();
    if (loop.latches().size() != 1 || loop.latches().get(0) == header || entries.size() != 1) return null;
    Block entry = entries.get(0);
    if (!(BranchOp.match(entry.last()) instanceof BranchOp) || header.size() != 2) return null;
    if (!(CmpIOp.match(header.first()) instanceof CmpIOp cmp)
        || !(CondBranchOp.match(header.last()) instanceof CondBranchOp branch)
        || branch.condition() != cmp.result() || cmp.result().uses().size() != 1) return null;
    boolean continuesOnTrue = loop.contains(branch.trueDest());
    if (continuesOnTrue == loop.contains(branch.falseDest())) return null;

    CmpIPredicate continues = continuesOnTrue ? cmp.predicate() : cmp.predicate().negated();
    Value iv = cmp.lhs(), ub = cmp.rhs();
    if (!isArgumentOf(iv, header)) {
      iv = cmp.rhs();
      ub = cmp.lhs();
      continues = continues.swapped();
    }
    if (!isArgumentOf(iv, header) || continues != CmpIPredicate.SLT && continues != CmpIPredicate.ULT) return null;
    if (!(iv.type() instanceof IndexType || iv.type() instanceof IntegerType t && t.isSignless())) return null;
    if (definedIn(ub, loop)) return null;
    int ivIndex = ((BlockArgument) iv).index();

    List<Block> body = straightLineBody(loop, continuesOnTrue ? branch.trueDest() : branch.falseDest());
    if (body == null) return null;
    Value next = BranchOp.match(body.get(body.size() - 1).last()).destOperands().get(ivIndex);
    Value stepValue = stepOperand(next, iv);
    Long step = stepValue == null ? null : IntLoopCandidate.constant(stepValue);
    List<Value> exitArgs = continuesOnTrue ? branch.falseDestOperands() : branch.trueDestOperands();
    if (step == null || step <= 0 || exitArgs.contains(iv) || usedOutside(iv, loop) || !staysInside(body, loop)) return null;
    return new CountedCfLoop(entry, header, ivIndex, ub, step, definedIn(stepValue, loop) ? null : stepValue, continues == CmpIPredicate.ULT, body,
        List.copyOf(continuesOnTrue ? branch.trueDestOperands() : branch.falseDestOperands()),
        continuesOnTrue ? branch.falseDest() : branch.trueDest(), List.copyOf(exitArgs), cmp.operation());
  }

  /**
   * The loop's blocks other than the header as a chain from {@code first} to the latch, each
   * reached only from the one before through a {@code cf.br}; null when the loop branches inside.
   */
  private static List<Block> straightLineBody(NaturalLoop loop, Block first) {
    List<Block> chain = new ArrayList<>();
    for (Block b = first; ; ) {
      if (b.predecessors().size() != 1 || chain.contains(b)) return null;
      chain.add(b);
      if (!(BranchOp.match(b.last()) instanceof BranchOp next)) return null;
      if (next.dest() == loop.header()) break;
      if (!loop.contains(next.dest())) return null;
      b = next.dest();
    }
    return chain.size() + 1 == loop.blocks().size() ? chain : null;
  }

  /** The operand added to {@code iv} when {@code next} is an {@code arith.addi} of it, else null. */
  private static Value stepOperand(Value next, Value iv) {
    if (!(AddIOp.TYPE.matchDefining(next) instanceof AddIOp add)) return null;
    return add.lhs() == iv ? add.rhs() : add.rhs() == iv ? add.lhs() : null;
  }

  private static boolean isArgumentOf(Value v, Block block) { return v instanceof BlockArgument a && a.owner() == block; }

  private static boolean definedIn(Value v, NaturalLoop loop) {
    Block home = v.parentBlock();
    return home != null && loop.contains(home);
  }

  /** Whether a use of {@code v} lies outside the loop's blocks (ops nested in them count as inside). */
  private static boolean usedOutside(Value v, NaturalLoop loop) {
    Region region = loop.header().parentRegion();
    for (OpOperand use : v.uses()) {
      Block at = blockIn(region, use.owner());
      if (at == null || !loop.contains(at)) return true;
    }
    return false;
  }

  /**
   * Whether the body's values are used only inside the loop (the dominance rules guarantee it
   * for reachable uses; an unreachable block may use anything) and it allocates no stack memory.
   */
  private static boolean staysInside(List<Block> body, NaturalLoop loop) {
    for (Block b : body) {
      for (BlockArgument a : b.arguments()) if (usedOutside(a, loop)) return false;
      for (Operation top : b) {
        for (Value r : top.results()) if (usedOutside(r, loop)) return false;
        boolean[] allocates = {false};
        top.walk(op -> allocates[0] |= AllocaOp.is(op));
        if (allocates[0]) return false;
      }
    }
    return true;
  }

  /** The block of {@code region} holding {@code op} or the op it is nested in; null when none does. */
  private static Block blockIn(Region region, Operation op) {
    for (Operation o = op; o != null; o = o.parentOp()) {
      if (o.parentRegion() == region) return o.parentBlock();
    }
    return null;
  }
}
