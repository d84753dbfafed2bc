package dev.loomlir.lowering.builder;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Deep copies of operations, as MLIR's {@code OpBuilder::clone} with an {@code IRMapping}: operands
 * found in the mapping are remapped, the others (values defined above) are kept; nested blocks,
 * block arguments and results are recorded in the mapping as they are copied.
 */
public final class OpCloner {
  private final Map<Value, Value> values = new HashMap<>();
  private final Map<Block, Block> blocks = new HashMap<>();

  public OpCloner map(Value from, Value to) {
    values.put(from, to);
    return this;
  }

  public OpCloner map(List<? extends Value> from, List<? extends Value> to) {
    for (int i = 0; i < from.size(); i++) map(from.get(i), to.get(i));
    return this;
  }

  /** The value {@code v} maps to, or {@code v} itself. */
  public Value lookup(Value v) { return values.getOrDefault(v, v); }

  /** Copies {@code op} (with its regions) and inserts the copy at {@code builder}'s insertion point. */
  public Operation cloneInto(OpBuilder builder, Operation op) {
    Operation copy = copy(op);
    builder.insertionBlock().insertBefore(builder.insertionPoint(), copy);
    return copy;
  }

  /** A detached copy of {@code op}; its results are mapped to the copy's. */
  public Operation copy(Operation op) {
    List<Value> operands = new ArrayList<>(op.numOperands());
    for (Value v : op.operands()) operands.add(lookup(v));
    Operation copy = new Operation(op.name(), op.def(), operands, op.resultTypes(), op.numRegions(), op.location());
    copy.properties().putAll(op.properties());
    copy.attributes().putAll(op.attributes());
    for (int i = 0; i < op.numResults(); i++) map(op.result(i), copy.result(i));
    for (int i = 0; i < op.numRegions(); i++) cloneRegion(op.region(i), copy.region(i));
    // Successors are looked up after regions so branches inside a cloned region find their copies.
    for (Block succ : op.successors()) copy.addSuccessor(blocks.getOrDefault(succ, succ));
    return copy;
  }

  /** Copies every block of {@code from} to the end of {@code into}. */
  public void cloneRegion(Region from, Region into) {
    List<Block> copies = new ArrayList<>();
    for (Block b : from.blocks()) {
      Block nb = new Block();
      for (BlockArgument a : b.arguments()) map(a, nb.addArgument(a.type(), a.location()));
      blocks.put(b, nb);
      copies.add(nb);
    }
    // Blocks first, then ops: operands may refer to values of later blocks (dominance is by CFG).
    List<Operation> copied = new ArrayList<>();
    List<Block> sources = from.blocks();
    for (int i = 0; i < sources.size(); i++) {
      Block nb = copies.get(i);
      into.appendBlock(nb);
      for (Operation op : sources.get(i)) {
        Operation c = copy(op);
        nb.append(c);
        copied.add(c);
      }
    }
    remapForwardReferences(copied);
  }

  /** Operands that referred to values defined later in the region get their copies now. */
  private void remapForwardReferences(List<Operation> copied) {
    for (Operation c : copied) {
      for (int i = 0; i < c.numOperands(); i++) {
        Value mapped = values.get(c.operand(i));
        if (mapped != null) c.setOperand(i, mapped);
      }
    }
  }
}
