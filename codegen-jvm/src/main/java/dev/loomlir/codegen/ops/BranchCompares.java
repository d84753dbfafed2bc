package dev.loomlir.codegen.ops;

import dev.loomlir.dialects.cf.CondBranchOp;
import static dev.loomlir.codegen.emit.TypeMapper.intWidth;

import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.OpEmitter;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.index.CmpOp;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import org.objectweb.asm.Label;

/**
 * An integer compare ({@code arith.cmpi}, {@code index.cmp}) whose only use is the condition of
 * the {@code cf.cond_br} right after it becomes a single compare-and-jump, as javac emits for
 * {@code if (i < n)}: loop headers then carry no 0/1 value for C2 to see through (measured:
 * the materialised flag made the sequential pfor-add benchmark ~18% slower).
 */
final class BranchCompares {
  private BranchCompares() {}

  /** {@code compare} unless the op is fused into the branch after it (which then emits it). */
  static OpEmitter unlessFused(OpEmitter compare) {
    return (op, ctx) -> {
      if (!fusesIntoBranch(op)) compare.emit(op, ctx);
    };
  }

  /** Whether {@code op} is a scalar integer compare feeding only the condition of the next op, a cond_br. */
  static boolean fusesIntoBranch(Operation op) {
    if (!(CmpIOp.is(op) || CmpOp.is(op))) return false;
    if (!(op.result(0).type() instanceof IntegerType)) return false;
    var uses = op.result(0).uses();
    if (uses.size() != 1) return false;
    OpOperand use = uses.get(0);
    return use.index() == 0 && use.owner() == op.next() && CondBranchOp.is(use.owner());
  }

  /** Emits the fused compare of {@code compare}, jumping to {@code target} when it is false. */
  static void jumpUnless(Operation compare, EmitContext ctx, Label target) {
    ctx.load(compare.operand(0));
    ctx.load(compare.operand(1));
    if (CmpOp.match(compare) instanceof CmpOp cmp) {
      IntEmit.compareAndJumpUnless(ctx.mv(), cmp.predicate(), 64, target);
    } else {
      CmpIOp cmpi = CmpIOp.TYPE.cast(compare);
      IntEmit.compareAndJumpUnless(ctx.mv(), cmpi.predicate(), intWidth(cmpi.lhs().type()), target);
    }
  }
}
