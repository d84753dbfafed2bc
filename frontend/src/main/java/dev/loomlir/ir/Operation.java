package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.function.Consumer;

/**
 * The one operation class for every dialect. What an op means is in its {@link OpDef}
 * (null for an op of an unregistered dialect). Inherent attributes live in {@link #properties()},
 * discardable ones in {@link #attributes()}; both are kept sorted by name as MLIR prints them.
 */
public final class Operation {
  private final String name;
  private final OpDef def;
  private final List<OpOperand> operands;
  private final List<OpResult> results;
  private final TreeMap<String, Attribute> properties = new TreeMap<>();
  private final TreeMap<String, Attribute> attributes = new TreeMap<>();
  private final List<Region> regions;
  private final List<Block> successors = new ArrayList<>();
  private Location location;

  private Block block;
  private Operation prev;
  private Operation next;

  public Operation(String name, OpDef def, List<Value> operands, List<Type> resultTypes, int numRegions,
                   Location location) {
    this.name = name;
    this.def = def;
    this.location = location == null ? Location.UNKNOWN : location;
    this.operands = new ArrayList<>(operands.size());
    for (Value v : operands) this.operands.add(new OpOperand(this, this.operands.size(), v));
    OpResult[] rs = new OpResult[resultTypes.size()];
    for (int i = 0; i < rs.length; i++) rs[i] = new OpResult(this, i, resultTypes.get(i));
    this.results = compactList(rs);
    Region[] regs = new Region[numRegions];
    for (int i = 0; i < numRegions; i++) regs[i] = new Region(this);
    this.regions = compactList(regs);
  }

  /** A read-only list in as few objects as possible: large modules hold hundreds of thousands of ops. */
  private static <T> List<T> compactList(T[] items) {
    return switch (items.length) {
      case 0 -> Collections.emptyList();
      case 1 -> Collections.singletonList(items[0]);
      default -> Collections.unmodifiableList(java.util.Arrays.asList(items));
    };
  }

  public String name() { return name; }

  /** The dialect prefix of the name: {@code arith} for {@code arith.addi}. */
  public String dialectName() {
    int dot = name.indexOf('.');
    return dot < 0 ? "" : name.substring(0, dot);
  }

  public OpDef def() { return def; }

  public boolean isRegistered() { return def != null; }

  public boolean is(String opName) { return name.equals(opName); }

  public Location location() { return location; }

  public void setLocation(Location loc) { this.location = loc; }

  // ---- operands ----

  public int numOperands() { return operands.size(); }

  public Value operand(int i) { return operands.get(i).get(); }

  public List<Value> operands() {
    List<Value> vs = new ArrayList<>(operands.size());
    for (OpOperand o : operands) vs.add(o.get());
    return vs;
  }

  public List<OpOperand> operandUses() { return Collections.unmodifiableList(operands); }

  public void setOperand(int i, Value v) { operands.get(i).set(v); }

  public void addOperand(Value v) {
    IrEdits.record();
    operands.add(new OpOperand(this, operands.size(), v));
  }

  public void insertOperand(int index, Value v) {
    IrEdits.record();
    operands.add(index, new OpOperand(this, index, v));
    renumberOperands();
  }

  public void eraseOperand(int index) {
    operands.remove(index).drop();
    renumberOperands();
  }

  /** Replaces the whole operand list. */
  public void setOperands(List<Value> values) {
    for (OpOperand o : operands) o.drop();
    operands.clear();
    for (Value v : values) addOperand(v);
  }

  private void renumberOperands() {
    for (int i = 0; i < operands.size(); i++) operands.get(i).setIndex(i);
  }

  /**
   * The operands of the named operand group of this op's definition (handles variadic groups
   * and {@code operandSegmentSizes}).
   */
  public List<Value> operandGroup(String groupName) {
    int[] range = def.operandRange(this, groupName);
    List<Value> vs = new ArrayList<>(range[1] - range[0]);
    for (int i = range[0]; i < range[1]; i++) vs.add(operands.get(i).get());
    return vs;
  }

  /** The single operand of a non-variadic group, or null when an optional group is absent. */
  public Value operand(String groupName) {
    List<Value> g = operandGroup(groupName);
    return g.isEmpty() ? null : g.get(0);
  }

  // ---- results ----

  public int numResults() { return results.size(); }

  public OpResult result(int i) { return results.get(i); }

  public OpResult result() { return results.get(0); }

  public List<OpResult> results() { return results; }

  public List<Type> resultTypes() {
    List<Type> ts = new ArrayList<>(results.size());
    for (OpResult r : results) ts.add(r.type());
    return ts;
  }

  public List<Type> operandTypes() {
    List<Type> ts = new ArrayList<>(operands.size());
    for (OpOperand o : operands) ts.add(o.get().type());
    return ts;
  }

  public List<Value> resultGroup(String groupName) {
    int[] range = def.resultRange(this, groupName);
    List<Value> vs = new ArrayList<>(range[1] - range[0]);
    for (int i = range[0]; i < range[1]; i++) vs.add(results.get(i));
    return vs;
  }

  public boolean hasUses() {
    for (OpResult r : results) if (r.hasUses()) return true;
    return false;
  }

  public void replaceAllUsesWith(List<? extends Value> values) {
    for (int i = 0; i < results.size(); i++) results.get(i).replaceAllUsesWith(values.get(i));
  }

  // ---- attributes ----

  /** Inherent attributes (MLIR "properties"): printed in {@code <{...}>} in generic form. */
  public SortedMap<String, Attribute> properties() { return properties; }

  /** Discardable attributes: printed in the attribute dictionary. */
  public SortedMap<String, Attribute> attributes() { return attributes; }

  /** Looks a name up among properties, then discardable attributes. */
  public Attribute attr(String key) {
    Attribute a = properties.get(key);
    return a != null ? a : attributes.get(key);
  }

  /** Sets an attribute where it belongs: a property if the op declares it, else a discardable attribute. */
  public void setAttr(String key, Attribute value) {
    IrEdits.record();
    if (def != null && def.isInherentAttr(key)) properties.put(key, value);
    else attributes.put(key, value);
  }

  public void removeAttr(String key) {
    IrEdits.record();
    properties.remove(key);
    attributes.remove(key);
  }

  // ---- regions and successors ----

  public List<Region> regions() { return regions; }

  public Region region(int i) { return regions.get(i); }

  public int numRegions() { return regions.size(); }

  public List<Block> successors() { return successors; }

  public Block successor(int i) { return successors.get(i); }

  public void addSuccessor(Block b) {
    IrEdits.record();
    successors.add(b);
  }

  public void setSuccessor(int i, Block b) {
    IrEdits.record();
    successors.set(i, b);
  }

  // ---- position ----

  public Block parentBlock() { return block; }

  public Region parentRegion() { return block == null ? null : block.parentRegion(); }

  public Operation parentOp() { return block == null ? null : block.parentOp(); }

  public Operation prev() { return prev; }

  public Operation next() { return next; }

  void setPrev(Operation p) { prev = p; }

  void setNext(Operation n) { next = n; }

  void link(Block b, Operation p, Operation n) {
    block = b;
    prev = p;
    next = n;
  }

  /** Unlinks this op from its block, keeping its operands (to re-insert elsewhere). */
  public void remove() {
    if (block != null) block.unlink(this);
  }

  /** Removes this op and drops its uses of other values. Its results must be unused. */
  public void erase() {
    remove();
    dropAllReferences();
  }

  public void moveBefore(Operation anchor) { anchor.parentBlock().insertBefore(anchor, this); }

  /** Drops this op's operand uses, recursively for nested ops, and clears its successors. */
  public void dropAllReferences() {
    for (OpOperand o : operands) o.drop();
    operands.clear();
    for (Region r : regions) for (Block b : r.blocks()) b.dropAllReferences();
    if (!successors.isEmpty()) IrEdits.record();
    successors.clear();
  }

  /** True when {@code this} is {@code other} or (transitively) contains it. */
  public boolean isAncestorOf(Operation other) {
    for (Operation o = other; o != null; o = o.parentOp()) if (o == this) return true;
    return false;
  }

  /** The closest enclosing op (including this one) with the given name, or null. */
  public Operation ancestorNamed(String opName) {
    for (Operation o = this; o != null; o = o.parentOp()) if (o.name.equals(opName)) return o;
    return null;
  }

  // ---- walking ----

  /** Visits this op and every nested op, parents before children. Safe against erasing the visited op. */
  public void walk(Consumer<Operation> visitor) {
    visitor.accept(this);
    // Index loops and the raw block list: walks run over every op of large modules.
    for (int r = 0, nr = regions.size(); r < nr; r++) {
      List<Block> blocks = regions.get(r).blockList();
      for (int b = 0; b < blocks.size(); b++) {
        for (Operation op = blocks.get(b).first(); op != null; ) {
          Operation next = op.next();
          op.walk(visitor);
          op = next;
        }
      }
    }
  }

  /** Visits nested ops (not this one) children before parents: safe for erasing visited ops. */
  public void walkPostOrder(Consumer<Operation> visitor) {
    for (Region r : regions) {
      for (Block b : new ArrayList<>(r.blocks())) {
        for (Operation op : b) {
          op.walkPostOrder(visitor);
          visitor.accept(op);
        }
      }
    }
  }

  @Override public String toString() {
    return name + " at " + location;
  }
}
