package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.cf.BranchEdits;
import dev.loomlir.dialects.vector.FromElementsOp;
import dev.loomlir.dialects.vector.ToElementsOp;
import dev.loomlir.dialects.vector.VectorTypes;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * Replaces the fixed-size vector values of one function by their lanes. Blocks are visited in
 * reverse post-order, so every value's lanes are known before its uses: a block's vector
 * arguments become one argument per lane (the branches to it forward lanes), ops with a
 * {@link LaneRule} become scalar ops, and any other op keeps its vectors, which the code generator
 * holds as arrays: {@code vector.from_elements} builds the array it takes from lanes and
 * {@code vector.to_elements} reads the lanes of one it makes (function arguments, calls, memory
 * ops, {@code vector.print}, async values).
 */
final class FunctionScalarizer implements Lanes {
  private final Operation function;
  private final OpRegistry ops;
  private final OpBuilder builder;
  private final Map<Value, List<Value>> lanes = new HashMap<>();
  /** Vector values whose definition goes: a use that needs the vector gets one built from lanes. */
  private final Set<Value> replaced = new HashSet<>();
  private final List<Operation> dead = new ArrayList<>();
  /** Per block: its vector arguments, in order, which give way to the lanes appended after the others. */
  private final Map<Block, List<BlockArgument>> expanded = new LinkedHashMap<>();
  private Operation current;
  /** Constants the rules asked for, made once at the function's start (by value and type). */
  private final Map<List<Object>, Value> constants = new HashMap<>();

  FunctionScalarizer(Operation function, OpRegistry ops) {
    this.function = function;
    this.ops = ops;
    this.builder = new OpBuilder(ops);
  }

  void run() {
    if (function.region(0).isEmpty()) return;
    processRegion(function.region(0));
    for (int i = dead.size() - 1; i >= 0; i--) dead.get(i).erase();
    for (Map.Entry<Block, List<BlockArgument>> e : expanded.entrySet()) {
      List<BlockArgument> args = e.getValue();
      for (int i = args.size() - 1; i >= 0; i--) e.getKey().eraseArgument(args.get(i).index());
    }
  }

  // ---- Lanes ----

  @Override public List<Value> of(Value v) {
    if (!(v.type() instanceof VectorType)) return List.of(v);
    List<Value> known = lanes.get(v);
    if (known != null) return known;
    // A vector the code generator holds as an array: read its lanes once, right where it is defined.
    OpBuilder at = new OpBuilder(ops);
    if (v instanceof OpResult r) at.setInsertionPointAfter(r.owner());
    else at.setInsertionPointToStart(((BlockArgument) v).owner());
    Location loc = v instanceof OpResult r ? r.owner().location() : ((BlockArgument) v).location();
    List<Value> read = ToElementsOp.create(at, loc, v).elements();
    lanes.put(v, read);
    return read;
  }

  @Override public OpBuilder builder() { return builder; }

  @Override public Value constant(Attribute value, Type type) {
    return constants.computeIfAbsent(List.of(value, type), k -> {
      OpBuilder atStart = new OpBuilder(ops).setInsertionPointToStart(function.region(0).entryBlock());
      return ConstantOp.create(atStart, function.location(), value, type).result();
    });
  }

  @Override public Location location() { return current.location(); }

  // ---- the walk ----

  private void processRegion(Region region) {
    List<Block> order = reversePostOrder(region);
    for (Block b : order) if (b != region.entryBlock()) expandArguments(b);
    for (Block b : order) {
      List<Operation> ops = new ArrayList<>(b.operations());
      for (Operation op : ops) process(op);
    }
  }

  private void expandArguments(Block block) {
    List<BlockArgument> vectors = new ArrayList<>();
    for (BlockArgument a : new ArrayList<>(block.arguments())) {
      if (!isScalarizable(a)) continue;
      VectorType t = (VectorType) a.type();
      List<Value> laneArgs = new ArrayList<>();
      for (long i = 0; i < t.numElements(); i++) laneArgs.add(block.addArgument(t.elementType(), a.location()));
      lanes.put(a, laneArgs);
      replaced.add(a);
      vectors.add(a);
    }
    if (!vectors.isEmpty()) expanded.put(block, vectors);
  }

  private void process(Operation op) {
    current = op;
    if (BranchEdits.isUnderstood(op)) {
      forwardLanes(op);
      return;
    }
    LaneRule rule = needsLanes(op) ? LaneRules.STANDARD.ruleFor(op) : null;
    if (rule != null) {
      builder.setInsertionPointBefore(op);
      List<List<Value>> results = rule.apply(op, this);
      for (int i = 0; i < op.numResults(); i++) {
        Value r = op.result(i);
        if (r.type() instanceof VectorType) {
          lanes.put(r, results.get(i));
          replaced.add(r);
        } else {
          r.replaceAllUsesWith(results.get(i).get(0));
        }
      }
      dead.add(op);
      return;
    }
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      if (replaced.contains(v)) op.setOperand(i, rebuild(op, v));
    }
    for (Region r : op.regions()) processRegion(r);
  }

  /** The vector {@code v} again, made from its lanes right before {@code user}. */
  private Value rebuild(Operation user, Value v) {
    OpBuilder at = new OpBuilder(ops).setInsertionPointBefore(user);
    return FromElementsOp.create(at, user.location(), (VectorType) v.type(), lanes.get(v)).operation().result(0);
  }

  /** A branch forwards lanes to the arguments that replaced a successor's vector arguments. */
  private void forwardLanes(Operation branch) {
    for (int s = 0; s < branch.successors().size(); s++) {
      List<BlockArgument> vectors = expanded.get(branch.successor(s));
      if (vectors == null) continue;
      List<Value> old = BranchEdits.forwardedValues(branch, s);
      Set<Integer> vectorPositions = new LinkedHashSet<>();
      for (BlockArgument a : vectors) vectorPositions.add(a.index());
      List<Value> forwarded = new ArrayList<>();
      for (int k = 0; k < old.size(); k++) if (!vectorPositions.contains(k)) forwarded.add(old.get(k));
      for (int k : vectorPositions) forwarded.addAll(of(old.get(k)));
      BranchEdits.setForwardedOperands(branch, s, forwarded);
    }
  }

  private static boolean needsLanes(Operation op) {
    for (Value v : op.operands()) if (isScalarizable(v)) return true;
    for (Value v : op.results()) if (isScalarizable(v)) return true;
    return false;
  }

  /** Fixed-size vectors are scalarized; scalable ones are left for the code generator to reject. */
  static boolean isScalarizable(Value v) { return v.type() instanceof VectorType t && !VectorTypes.isScalable(t); }

  /** Blocks in reverse post-order from the entry, then any unreachable ones in their order. */
  private static List<Block> reversePostOrder(Region region) {
    List<Block> post = new ArrayList<>();
    Set<Block> seen = new HashSet<>();
    Deque<Block> stack = new ArrayDeque<>();
    Deque<Integer> next = new ArrayDeque<>();
    Block entry = region.entryBlock();
    stack.push(entry);
    next.push(0);
    seen.add(entry);
    while (!stack.isEmpty()) {
      Block b = stack.peek();
      int i = next.pop();
      List<Block> succs = b.successors();
      if (i < succs.size()) {
        next.push(i + 1);
        Block s = succs.get(i);
        if (seen.add(s)) {
          stack.push(s);
          next.push(0);
        }
      } else {
        stack.pop();
        post.add(b);
      }
    }
    List<Block> order = new ArrayList<>();
    for (int i = post.size() - 1; i >= 0; i--) order.add(post.get(i));
    for (Block b : region.blocks()) if (!seen.contains(b)) order.add(b);
    return order;
  }
}
