package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/** {@code scf.parallel}: a multi-dimensional loop whose iterations may run in any order, with reductions. */
public final class ParallelOp extends OpView {
  public static final OpType<ParallelOp> TYPE = OpType.of(OpDef.op("scf.parallel")
      .summary("parallel for operation")
      .variadicOperand("lowerBound", Types.INDEX)
      .variadicOperand("upperBound", Types.INDEX)
      .variadicOperand("step", Types.INDEX)
      .variadicOperand("initVals", Types.ANY)
      .variadicResult("results", Types.ANY)
      .region("region")
      .implicitTerminator("scf.reduce")
      .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.LOOP_LIKE,
          Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new ParallelSyntax())
      .verify(ScfVerifiers::verifyParallel), ParallelOp::new);

  private ParallelOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ParallelOp match(Operation op) { return TYPE.match(op); }

  /** Inserts an {@code scf.parallel} over the given bounds, without reductions; end its body with {@code scf.reduce}. */
  public static ParallelOp create(OpBuilder b, Location loc, List<Value> lbs, List<Value> ubs, List<Value> steps) {
    return create(b, loc, lbs, ubs, steps, List.of());
  }

  /**
   * Inserts an {@code scf.parallel} reducing values that start from {@code inits} (its results
   * have their types); end its body with an {@code scf.reduce} of one value per init.
   */
  public static ParallelOp create(OpBuilder b, Location loc, List<Value> lbs, List<Value> ubs, List<Value> steps,
                                  List<Value> inits) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(lbs);
    s.operands.addAll(ubs);
    s.operands.addAll(steps);
    s.operands.addAll(inits);
    for (Value v : inits) s.resultTypes.add(v.type());
    s.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(lbs.size(), ubs.size(), steps.size(), inits.size()));
    List<Type> ivTypes = new ArrayList<>();
    for (int i = 0; i < lbs.size(); i++) ivTypes.add(IndexType.INSTANCE);
    OpBuilder.createBlock(s.addRegion(), null, ivTypes, loc);
    return new ParallelOp(b.insert(s));
  }

  public List<Value> lowerBounds() { return op.operandGroup("lowerBound"); }

  public List<Value> upperBounds() { return op.operandGroup("upperBound"); }

  public List<Value> steps() { return op.operandGroup("step"); }

  /** The initial values of the reductions. */
  public List<Value> initVals() { return op.operandGroup("initVals"); }

  public int numLoops() { return body().numArguments(); }

  public Block body() { return op.region(0).entryBlock(); }

  public List<BlockArgument> inductionVars() { return body().arguments(); }
}
