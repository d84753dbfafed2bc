package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.RankedTensorType;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code affine.parallel (%i, %j) = (lb...) to (ub...) step (...) reduce ("addf") -> (f32) { ... }}:
 * a multi-dimensional loop whose iterations may run in parallel. Its bounds are one flat map per
 * side over shared operands, whose results are grouped per dimension (a group of several results
 * is a {@code max} for lower bounds, a {@code min} for upper bounds); each result is a reduction
 * of the values the body yields.
 */
public final class ParallelOp extends OpView {
  /** ODS {@code I32ElementsAttr}. */
  static final AttrKind I32_ELEMENTS = Attrs.generic("32-bit signless integer elements attribute",
      a -> a instanceof DenseElementsAttr d && d.type().elementType().equals(IntegerType.I32));
  static final AttrKind REDUCTIONS = Attrs.arrayOf("Reduction ops", MemRefAttrs.ATOMIC_RMW_KIND::matches);
  static final AttrKind STEPS = Attrs.arrayOf("64-bit integer array attribute",
      a -> a instanceof IntegerAttr i && i.type().equals(IntegerType.I64));

  public static final OpType<ParallelOp> TYPE = OpType.of(OpDef.op("affine.parallel")
      .summary("multi-index parallel band operation")
      .attr("reductions", REDUCTIONS)
      .attr("lowerBoundsMap", Attrs.AFFINE_MAP)
      .attr("lowerBoundsGroups", I32_ELEMENTS)
      .attr("upperBoundsMap", Attrs.AFFINE_MAP)
      .attr("upperBoundsGroups", I32_ELEMENTS)
      .attr("steps", STEPS)
      .variadicOperand("mapOperands", Types.INDEX)
      .variadicResult("results", Types.ANY)
      .region("region")
      .implicitTerminator("affine.yield")
      .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.LOOP_LIKE, Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new ParallelSyntax())
      .verify(AffineVerifiers::verifyParallel)
      .folder(AffineFolders::foldParallel), ParallelOp::new);

  private ParallelOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ParallelOp match(Operation op) { return TYPE.match(op); }

  /**
   * Inserts an {@code affine.parallel} whose dimension i runs from the maximum of
   * {@code lbMaps.get(i)} to the minimum of {@code ubMaps.get(i)} by {@code steps.get(i)}; all lower
   * bound maps take {@code lbOperands}, all upper bound maps {@code ubOperands}. Each result is
   * reduced with its {@code reductions} kind ({@code addf}, ...). The body block takes the
   * induction variables; end it with an {@code affine.yield}.
   */
  public static ParallelOp create(OpBuilder b, Location loc, List<Type> resultTypes, List<String> reductions,
                                  List<AffineMap> lbMaps, List<? extends Value> lbOperands, List<AffineMap> ubMaps,
                                  List<? extends Value> ubOperands, List<Long> steps) {
    OperationState s = b.state(TYPE, loc);
    s.resultTypes.addAll(resultTypes);
    List<Attribute> kinds = new ArrayList<>();
    for (String r : reductions) kinds.add(MemRefAttrs.ATOMIC_RMW_KIND.of(r));
    s.addAttribute("reductions", new ArrayAttr(kinds));
    List<Integer> lbGroups = new ArrayList<>(), ubGroups = new ArrayList<>();
    s.addAttribute("lowerBoundsMap", new AffineMapAttr(concat(lbMaps, lbGroups)));
    s.addAttribute("lowerBoundsGroups", groups(lbGroups));
    s.addAttribute("upperBoundsMap", new AffineMapAttr(concat(ubMaps, ubGroups)));
    s.addAttribute("upperBoundsGroups", groups(ubGroups));
    s.addAttribute("steps", stepsAttr(steps));
    s.operands.addAll(lbOperands);
    s.operands.addAll(ubOperands);
    List<Type> ivTypes = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) ivTypes.add(IndexType.INSTANCE);
    OpBuilder.createBlock(s.addRegion(), null, ivTypes, loc);
    return new ParallelOp(b.insert(s));
  }

  /** Maps over the same inputs, concatenated; {@code groups} receives each one's number of results. */
  private static AffineMap concat(List<AffineMap> maps, List<Integer> groups) {
    if (maps.isEmpty()) return new AffineMap(0, 0, List.of());
    List<dev.loomlir.ir.AffineExpr> exprs = new ArrayList<>();
    for (AffineMap m : maps) {
      exprs.addAll(m.results());
      groups.add(m.numResults());
    }
    return new AffineMap(maps.get(0).numDims(), maps.get(0).numSymbols(), exprs);
  }

  /** {@code dense<[...]> : tensor<Nxi32>}. */
  static DenseElementsAttr groups(List<Integer> sizes) {
    List<Attribute> values = new ArrayList<>();
    for (int v : sizes) values.add(IntegerAttr.of(v, IntegerType.I32));
    return new DenseElementsAttr(new RankedTensorType(List.of((long) sizes.size()), IntegerType.I32, null), values);
  }

  static ArrayAttr stepsAttr(List<Long> steps) {
    List<Attribute> values = new ArrayList<>();
    for (long v : steps) values.add(IntegerAttr.of(v, IntegerType.I64));
    return new ArrayAttr(values);
  }

  /** The values of an i32 elements attribute. */
  static List<Integer> groupSizes(Attribute groups) {
    DenseElementsAttr d = (DenseElementsAttr) groups;
    long n = 1;
    for (long extent : d.type().shape()) n *= extent;
    List<Integer> sizes = new ArrayList<>();
    for (long i = 0; i < n; i++) sizes.add((int) ((IntegerAttr) d.element(i)).value());
    return sizes;
  }

  public AffineMap lowerBoundsMap() { return ((AffineMapAttr) op.attr("lowerBoundsMap")).map(); }

  public AffineMap upperBoundsMap() { return ((AffineMapAttr) op.attr("upperBoundsMap")).map(); }

  public List<Integer> lowerBoundsGroups() { return groupSizes(op.attr("lowerBoundsGroups")); }

  public List<Integer> upperBoundsGroups() { return groupSizes(op.attr("upperBoundsGroups")); }

  public List<Value> lowerBoundsOperands() { return op.operands().subList(0, lowerBoundsMap().numInputs()); }

  public List<Value> upperBoundsOperands() {
    return op.operands().subList(lowerBoundsMap().numInputs(), op.numOperands());
  }

  /** Dimension {@code pos}'s lower bound results (its group of the lower bounds map). */
  public AffineMap lowerBoundMap(int pos) { return groupMap(lowerBoundsMap(), lowerBoundsGroups(), pos); }

  /** Dimension {@code pos}'s upper bound results (its group of the upper bounds map). */
  public AffineMap upperBoundMap(int pos) { return groupMap(upperBoundsMap(), upperBoundsGroups(), pos); }

  private static AffineMap groupMap(AffineMap map, List<Integer> groups, int pos) {
    int start = 0;
    for (int i = 0; i < pos; i++) start += groups.get(i);
    return map.sliceMap(start, groups.get(pos));
  }

  public List<Long> steps() {
    List<Long> steps = new ArrayList<>();
    for (Attribute a : ((ArrayAttr) op.attr("steps")).elements()) steps.add(((IntegerAttr) a).value());
    return steps;
  }

  /** The reduction kinds, by keyword ({@code addf}, {@code maxs}, ...), one per result. */
  public List<String> reductions() {
    List<String> kinds = new ArrayList<>();
    for (Attribute a : ((ArrayAttr) op.attr("reductions")).elements()) kinds.add(MemRefAttrs.ATOMIC_RMW_KIND.keyword(a));
    return kinds;
  }

  /** Some dimension's bound is a max or min of several results. */
  public boolean hasMinMaxBounds() {
    return lowerBoundsMap().numResults() != numDims() || upperBoundsMap().numResults() != numDims();
  }

  public int numDims() { return ((ArrayAttr) op.attr("steps")).elements().size(); }

  public void setLowerBounds(List<Value> operands, AffineMap map) {
    List<Value> all = new ArrayList<>(operands);
    all.addAll(upperBoundsOperands());
    op.setOperands(all);
    op.setAttr("lowerBoundsMap", new AffineMapAttr(map));
  }

  public void setUpperBounds(List<Value> operands, AffineMap map) {
    List<Value> all = new ArrayList<>(lowerBoundsOperands());
    all.addAll(operands);
    op.setOperands(all);
    op.setAttr("upperBoundsMap", new AffineMapAttr(map));
  }

  public Region bodyRegion() { return op.region(0); }

  public Block body() { return op.region(0).entryBlock(); }

  public List<BlockArgument> inductionVars() { return body().arguments(); }

  public YieldOp yieldOp() { return YieldOp.TYPE.cast(body().last()); }
}
