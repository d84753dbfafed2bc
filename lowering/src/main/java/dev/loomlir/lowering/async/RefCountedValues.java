package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.AwaitAllOp;
import dev.loomlir.dialects.async.AwaitOp;
import dev.loomlir.dialects.async.ExecuteOp;
import dev.loomlir.dialects.async.RuntimeAddRefOp;
import dev.loomlir.dialects.async.RuntimeDropRefOp;
import dev.loomlir.dialects.async.YieldOp;
import dev.loomlir.dialects.func.CallOp;
import dev.loomlir.dialects.func.CallIndirectOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.dialects.scf.ConditionOp;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.dialects.scf.WhileOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/** What the reference counting passes share: which values they visit, in which order, and the ref ops. */
final class RefCountedValues {
  private RefCountedValues() {}

  /**
   * Visits every reference counted block argument, then every reference counted op result, in
   * MLIR's post-order walk (as upstream), after checking no high-level async op is left.
   */
  static void forEach(Operation root, Consumer<Value> visitor) {
    List<Operation> ops = new ArrayList<>();
    List<Block> blocks = new ArrayList<>();
    collectPostOrder(root, ops, blocks);
    for (Operation op : ops) {
      if (isHighLevel(op)) {
        throw new DiagnosticException(op.location(), "async operations must be lowered to async runtime operations");
      }
    }
    for (Block b : blocks) for (Value arg : b.arguments()) if (AsyncIr.isRefCounted(arg.type())) visitor.accept(arg);
    for (Operation op : ops) for (Value r : op.results()) if (AsyncIr.isRefCounted(r.type())) visitor.accept(r);
  }

  /** The ops the counting passes cannot handle: those {@code async-to-async-runtime} lowers. */
  private static boolean isHighLevel(Operation op) {
    return ExecuteOp.is(op) || AwaitOp.is(op) || AwaitAllOp.is(op) || YieldOp.is(op);
  }

  private static void collectPostOrder(Operation op, List<Operation> ops, List<Block> blocks) {
    for (Region r : op.regions()) {
      for (Block b : r.blocks()) {
        for (Operation nested : b) collectPostOrder(nested, ops, blocks);
        blocks.add(b);
      }
    }
    ops.add(op);
  }

  /** The op of {@code region}'s blocks that is {@code op} or contains it, or null. */
  static Operation ancestorInRegion(Operation op, Region region) {
    for (Operation o = op; o != null; o = o.parentOp()) if (o.parentRegion() == region) return o;
    return null;
  }

  static Region definingRegion(Value v) { return v.parentBlock().parentRegion(); }

  /** A value without uses: its reference is dropped right where it is defined. */
  static void dropRightAfterDefinition(Value v, OpBuilder b) {
    Operation def = v.definingOp();
    if (def != null) b.setInsertionPointAfter(def);
    else b.setInsertionPointToStart(v.parentBlock());
    RuntimeDropRefOp.create(b, location(v), v, 1);
  }

  /** {@code async.runtime.add_ref} ({@code delta > 0}) or {@code drop_ref} ({@code delta < 0}) of {@code |delta|}. */
  static void adjustRefs(OpBuilder b, Value v, long delta, Location loc) {
    if (delta > 0) RuntimeAddRefOp.create(b, loc, v, delta);
    else if (delta < 0) RuntimeDropRefOp.create(b, loc, v, -delta);
  }

  static Location location(Value v) {
    Operation def = v.definingOp();
    if (def != null) return def.location();
    return ((dev.loomlir.ir.BlockArgument) v).location();
  }

  /** Terminators that hand their operands to the parent op's results or region arguments. */
  static boolean isReturnLike(Operation op) {
    return ConditionOp.is(op) || op.def() != null && op.def().has(dev.loomlir.ir.Trait.RETURN_LIKE);
  }

  static boolean isTerminator(Operation op) {
    return op.def() != null && op.def().has(dev.loomlir.ir.Trait.TERMINATOR);
  }

  /**
   * Non-terminator uses that hand one reference to a new owner (a callee's argument, a loop's
   * region argument): the value must hold an extra reference for each of them.
   */
  static boolean transfersOwnership(Operation user, Value v) {
    if (CallOp.is(user) || CallIndirectOp.is(user)) return true;
    if (ForOp.match(user) instanceof ForOp forOp) return forOp.initArgs().contains(v);
    if (WhileOp.is(user)) return true;
    return false;
  }
}
