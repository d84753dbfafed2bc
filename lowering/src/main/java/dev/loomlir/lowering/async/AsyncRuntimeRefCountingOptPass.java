package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.RuntimeAddRefOp;
import dev.loomlir.dialects.async.RuntimeDropRefOp;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.pass.Pass;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Upstream's {@code async-runtime-ref-counting-opt}: in each block, an {@code add_ref} followed
 * by a {@code drop_ref} of the same value and count cancel out, unless a use that gives a
 * reference away (a call; here also a loop init argument) comes before another use between
 * them, since the new owner could free the value before that use.
 */
public final class AsyncRuntimeRefCountingOptPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(AsyncRuntimeRefCountingOptPass.class,
      "async-runtime-ref-counting-opt", "Optimize automatic reference counting operations for the"
          + "Async runtime by removing redundant operations")
      .factory(AsyncRuntimeRefCountingOptPass::new);

  @Override public void run(Operation root, PassContext context) {
    Map<Operation, Operation> cancelled = new LinkedHashMap<>(); // drop_ref -> add_ref
    List<Block> blocks = new ArrayList<>();
    List<Operation> ops = new ArrayList<>();
    root.walk(op -> {
      ops.add(op);
      for (Region r : op.regions()) blocks.addAll(r.blocks());
    });
    for (Block b : blocks) for (Value arg : b.arguments()) if (AsyncIr.isRefCounted(arg.type())) optimize(arg, cancelled);
    for (Operation op : ops) for (Value r : op.results()) if (AsyncIr.isRefCounted(r.type())) optimize(r, cancelled);
    for (Map.Entry<Operation, Operation> pair : cancelled.entrySet()) {
      pair.getKey().erase();
      pair.getValue().erase();
    }
  }

  private static void optimize(Value value, Map<Operation, Operation> cancelled) {
    Region region = RefCountedValues.definingRegion(value);
    // Users per block, including the ops that hold a use in a nested region.
    Map<Block, List<Operation>> users = new LinkedHashMap<>();
    for (OpOperand use : value.uses()) {
      Operation user = use.owner();
      while (true) {
        List<Operation> list = users.computeIfAbsent(user.parentBlock(), b -> new ArrayList<>());
        if (!containsOp(list, user)) list.add(user);
        if (user.parentRegion() == region || user.parentOp() == null) break;
        user = user.parentOp();
      }
    }
    for (Map.Entry<Block, List<Operation>> entry : users.entrySet()) {
      List<Operation> inOrder = blockOrder(entry.getKey(), entry.getValue());
      for (Operation addRef : inOrder) {
        if (!RuntimeAddRefOp.is(addRef)) continue;
        for (Operation dropRef : inOrder) {
          if (!RuntimeDropRefOp.is(dropRef) || !sameCount(addRef, dropRef)
              || position(inOrder, dropRef) < position(inOrder, addRef)) {
            continue;
          }
          if (givenAwayBeforeLaterUse(inOrder, addRef, dropRef, value)) continue;
          if (cancelled.containsKey(dropRef)) continue;
          cancelled.put(dropRef, addRef);
          break;
        }
      }
    }
  }

  /** A call-like user between the pair followed, still between them, by another user. */
  private static boolean givenAwayBeforeLaterUse(List<Operation> inOrder, Operation addRef, Operation dropRef, Value v) {
    boolean givenAway = false;
    for (int i = position(inOrder, addRef) + 1; i < position(inOrder, dropRef); i++) {
      Operation user = inOrder.get(i);
      boolean transfer = RefCountedValues.transfersOwnership(user, v);
      if (transfer) givenAway = true;
      else if (givenAway) return true;
    }
    return false;
  }

  private static boolean sameCount(Operation a, Operation b) {
    return RuntimeAddRefOp.TYPE.cast(a).count() == RuntimeDropRefOp.TYPE.cast(b).count();
  }

  /** {@code ops} sorted by position in {@code block}. */
  private static List<Operation> blockOrder(Block block, List<Operation> ops) {
    Map<Operation, Boolean> wanted = new IdentityHashMap<>();
    for (Operation op : ops) wanted.put(op, true);
    List<Operation> sorted = new ArrayList<>();
    for (Operation op : block) if (wanted.containsKey(op)) sorted.add(op);
    return sorted;
  }

  private static int position(List<Operation> ops, Operation op) {
    for (int i = 0; i < ops.size(); i++) if (ops.get(i) == op) return i;
    return -1;
  }

  private static boolean containsOp(List<Operation> ops, Operation op) { return position(ops, op) >= 0; }
}
