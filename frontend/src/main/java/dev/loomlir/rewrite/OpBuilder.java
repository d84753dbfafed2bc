package dev.loomlir.rewrite;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * Creates operations at an insertion point (before an op, or at the end of a block), as MLIR's
 * {@code OpBuilder}: fill an {@link OperationState} from {@link #state}, then {@link #insert} it.
 */
public class OpBuilder {
  private final OpRegistry ops;
  private Block block;
  /** The op new ops go before; null means the end of {@link #block}. */
  private Operation before;

  /** A builder of ops declared in {@code ops}, with no insertion point yet. */
  public OpBuilder(OpRegistry ops) { this.ops = ops; }

  /** The declarations ops are built from. */
  public OpRegistry ops() { return ops; }

  // ---- insertion point ----

  public OpBuilder setInsertionPointBefore(Operation op) {
    block = op.parentBlock();
    before = op;
    return this;
  }

  public OpBuilder setInsertionPointAfter(Operation op) {
    block = op.parentBlock();
    before = op.next();
    return this;
  }

  public OpBuilder setInsertionPointToStart(Block b) {
    block = b;
    before = b.first();
    return this;
  }

  public OpBuilder setInsertionPointToEnd(Block b) {
    block = b;
    before = null;
    return this;
  }

  public Block insertionBlock() { return block; }

  /** The op new ops are inserted before, or null at the end of the block. */
  public Operation insertionPoint() { return before; }

  /** Where ops go: before {@code before} in {@code block}, or at its end when null. */
  public record InsertionPoint(Block block, Operation before) {}

  /** The current insertion point, to come back to after building inside nested regions. */
  public InsertionPoint saveInsertionPoint() { return new InsertionPoint(block, before); }

  public OpBuilder restoreInsertionPoint(InsertionPoint point) {
    block = point.block();
    before = point.before();
    return this;
  }

  // ---- creating ops ----

  /** A fresh state for an op of a registered dialect; asking for an unknown op is a bug in the caller. */
  public OperationState state(String opName, Location loc) {
    OpDef def = ops.op(opName);
    if (def == null) throw new IllegalArgumentException("no registered op named " + opName);
    return new OperationState(opName, def, loc);
  }

  /** A fresh state for an op of {@code type}. */
  public OperationState state(OpType<?> type, Location loc) {
    return new OperationState(type.name(), type.def(), loc);
  }

  /** Builds {@code state} and inserts it at the insertion point. */
  public Operation insert(OperationState state) {
    materializeDefaults(state);
    Operation op = state.build();
    block.insertBefore(before, op);
    return op;
  }

  /** Fills in defaulted inherent attributes as the parser does, so built and parsed ops compare equal. */
  private static void materializeDefaults(OperationState state) {
    if (state.def == null) return;
    for (OpDef.AttrDef a : state.def.attrDefs().values()) {
      if (state.def.materializesDefault(a.name()) && state.attribute(a.name()) == null) {
        state.properties.put(a.name(), a.defaultValue());
      }
    }
  }

  /** Creates an op without regions or successors: {@code name(operands) : resultTypes}. */
  public Operation create(String opName, Location loc, List<? extends Value> operands, List<Type> resultTypes) {
    OperationState s = state(opName, loc);
    s.operands.addAll(operands);
    s.resultTypes.addAll(resultTypes);
    return insert(s);
  }

  /** Creates an op of {@code type} without regions or successors: {@code type(operands) : resultTypes}. */
  public Operation create(OpType<?> type, Location loc, List<? extends Value> operands, List<Type> resultTypes) {
    OperationState s = state(type, loc);
    s.operands.addAll(operands);
    s.resultTypes.addAll(resultTypes);
    return insert(s);
  }

  /** The {@code operandSegmentSizes} value for groups of the given sizes. */
  public static DenseArrayAttr segmentSizes(int... sizes) { return DenseArrayAttr.ofI32(sizes); }

  /** Creates a block with arguments of {@code types} in {@code region} before {@code beforeBlock} (null: at the end). */
  public static Block createBlock(Region region, Block beforeBlock, List<Type> types, Location loc) {
    Block b = new Block();
    for (Type t : types) b.addArgument(t, loc);
    int index = beforeBlock == null ? region.blocks().size() : region.indexOf(beforeBlock);
    region.insertBlock(index, b);
    return b;
  }
}
