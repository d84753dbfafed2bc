package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code affine.for %i = lb to ub step c}: a loop whose bounds are affine maps of dimensions and
 * symbols (the lower bound the maximum of its map's results, the upper bound the minimum) and whose
 * step is a positive constant, carrying values ({@code iter_args}).
 */
public final class ForOp extends OpView {
  public static final OpType<ForOp> TYPE = OpType.of(OpDef.op("affine.for")
      .summary("for operation")
      .variadicOperand("lowerBoundOperands", Types.INDEX)
      .variadicOperand("upperBoundOperands", Types.INDEX)
      .variadicOperand("inits", Types.ANY)
      .attr("lowerBoundMap", Attrs.AFFINE_MAP)
      .attr("upperBoundMap", Attrs.AFFINE_MAP)
      .attr("step", Attrs.INDEX)
      .variadicResult("results", Types.ANY)
      .region("region")
      .implicitTerminator("affine.yield")
      .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.LOOP_LIKE,
          Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new ForSyntax())
      .verify(AffineVerifiers::verifyForLoopLike)
      .verifyRegions(AffineVerifiers::verifyForRegions)
      .folder(AffineFolders::foldFor)
      .implement(Canonicalization.class, AffineCanonicalization::forPatterns), ForOp::new);

  private ForOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ForOp match(Operation op) { return TYPE.match(op); }

  /**
   * Inserts {@code affine.for %iv = max lbMap(lbOperands) to min ubMap(ubOperands) step step}
   * carrying {@code inits}, with an empty body block taking the induction variable and the carried
   * values. Fill the body and end it with an {@code affine.yield}.
   */
  public static ForOp create(OpBuilder b, Location loc, List<? extends Value> lbOperands, AffineMap lbMap,
                             List<? extends Value> ubOperands, AffineMap ubMap, long step, List<? extends Value> inits) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(lbOperands);
    s.operands.addAll(ubOperands);
    s.operands.addAll(inits);
    s.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(lbOperands.size(), ubOperands.size(), inits.size()));
    s.addAttribute("lowerBoundMap", new AffineMapAttr(lbMap));
    s.addAttribute("upperBoundMap", new AffineMapAttr(ubMap));
    s.addAttribute("step", IntegerAttr.of(step, IndexType.INSTANCE));
    List<Type> blockTypes = new ArrayList<>();
    blockTypes.add(IndexType.INSTANCE);
    for (Value v : inits) {
      blockTypes.add(v.type());
      s.resultTypes.add(v.type());
    }
    OpBuilder.createBlock(s.addRegion(), null, blockTypes, loc);
    return new ForOp(b.insert(s));
  }

  public AffineMap lowerBoundMap() { return ((AffineMapAttr) op.attr("lowerBoundMap")).map(); }

  public AffineMap upperBoundMap() { return ((AffineMapAttr) op.attr("upperBoundMap")).map(); }

  public List<Value> lowerBoundOperands() { return op.operandGroup("lowerBoundOperands"); }

  public List<Value> upperBoundOperands() { return op.operandGroup("upperBoundOperands"); }

  public List<Value> inits() { return op.operandGroup("inits"); }

  public long step() { return ((IntegerAttr) op.attr("step")).value(); }

  public boolean hasConstantLowerBound() { return lowerBoundMap().isSingleConstant(); }

  public boolean hasConstantUpperBound() { return upperBoundMap().isSingleConstant(); }

  public long constantLowerBound() { return lowerBoundMap().singleConstantResult(); }

  public long constantUpperBound() { return upperBoundMap().singleConstantResult(); }

  /** Both bounds are constants. */
  public boolean hasConstantBounds() { return hasConstantLowerBound() && hasConstantUpperBound(); }

  /** Replaces the lower bound by {@code map(operands)}. */
  public void setLowerBound(List<? extends Value> operands, AffineMap map) {
    setBound(operands, upperBoundOperands(), map, "lowerBoundMap");
  }

  /** Replaces the upper bound by {@code map(operands)}. */
  public void setUpperBound(List<? extends Value> operands, AffineMap map) {
    setBound(lowerBoundOperands(), operands, map, "upperBoundMap");
  }

  private void setBound(List<? extends Value> lb, List<? extends Value> ub, AffineMap map, String attr) {
    List<Value> inits = new ArrayList<>(inits());
    List<Value> all = new ArrayList<>(lb);
    all.addAll(ub);
    all.addAll(inits);
    op.setOperands(all);
    op.setAttr("operandSegmentSizes", OpBuilder.segmentSizes(lb.size(), ub.size(), inits.size()));
    op.setAttr(attr, new AffineMapAttr(map));
  }

  /** The number of iterations when both bounds are constants and the step positive (upstream's trivial trip count), else null. */
  public Long constantTripCount() {
    if (!hasConstantBounds() || step() <= 0) return null;
    long lb = constantLowerBound(), ub = constantUpperBound();
    return ub - lb <= 0 ? 0L : (ub - lb + step() - 1) / step();
  }

  public Region bodyRegion() { return op.region(0); }

  public Block body() { return op.region(0).entryBlock(); }

  public BlockArgument inductionVar() { return body().argument(0); }

  /** The body's arguments that carry {@link #inits()} from one iteration to the next. */
  public List<BlockArgument> regionIterArgs() {
    List<BlockArgument> args = body().arguments();
    return args.subList(1, args.size());
  }

  public YieldOp yieldOp() { return YieldOp.TYPE.cast(body().last()); }

  /** The {@code affine.for} whose induction variable {@code v} is, or null. */
  public static ForOp ofInductionVar(Value v) {
    if (!(v instanceof BlockArgument arg) || arg.index() != 0 || arg.owner().parentOp() == null) return null;
    return match(arg.owner().parentOp());
  }
}
