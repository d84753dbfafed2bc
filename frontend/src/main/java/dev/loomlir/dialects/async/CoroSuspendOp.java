package dev.loomlir.dialects.async;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/**
 * {@code async.coro.suspend}: suspends the coroutine in a saved state; the current invocation
 * goes on to the suspend block, a resumption to the resume block, a destruction to the cleanup block.
 */
public final class CoroSuspendOp extends OpView {
  /** Successor positions. */
  public static final int SUSPEND_DEST = 0;
  public static final int RESUME_DEST = 1;
  public static final int CLEANUP_DEST = 2;

  public static final OpType<CoroSuspendOp> TYPE = OpType.of(OpDef.op("async.coro.suspend")
      .summary("suspends the coroutine")
      .operand("state", AsyncTypes.CORO_STATE)
      .successor("suspendDest")
      .successor("resumeDest")
      .successor("cleanupDest")
      .traits(Trait.TERMINATOR, Trait.SIDE_EFFECTS)
      .format("$state `,` $suspendDest `,` $resumeDest  `,` $cleanupDest attr-dict"), CoroSuspendOp::new);

  private CoroSuspendOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CoroSuspendOp match(Operation op) { return TYPE.match(op); }

  public static CoroSuspendOp create(OpBuilder b, Location loc, Value state, Block suspendDest, Block resumeDest,
                                     Block cleanupDest) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(state);
    s.successors.add(suspendDest);
    s.successors.add(resumeDest);
    s.successors.add(cleanupDest);
    return new CoroSuspendOp(b.insert(s));
  }

  public Value state() { return op.operand(0); }

  public Block suspendDest() { return op.successor(SUSPEND_DEST); }

  public Block resumeDest() { return op.successor(RESUME_DEST); }

  public Block cleanupDest() { return op.successor(CLEANUP_DEST); }
}
