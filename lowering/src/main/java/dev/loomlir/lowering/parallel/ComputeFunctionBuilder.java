package dev.loomlir.lowering.parallel;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.DivSIOp;
import dev.loomlir.dialects.arith.MinSIOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.RemSIOp;
import dev.loomlir.dialects.arith.SubIOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.OpCloner;
import dev.loomlir.lowering.builder.ScfBuilder;
import dev.loomlir.lowering.util.RegionUtils;
import dev.loomlir.lowering.util.SymbolNamer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Outlines the body of an {@code scf.parallel} into {@code @parallel_compute_fn}, which runs one
 * block of the flattened iteration space. Its arguments are the block index and size, the trip
 * counts, lower bounds, upper bounds and steps of every loop, then the values the body uses from
 * above. It delinearizes the block's first and last flat index into coordinates and iterates
 * between them with an {@code scf.for} nest, running the cloned body at each point. Bounds known
 * statically are materialized as constants inside the function; with block-aligned inner loops
 * (the block size is a multiple of their iteration count) those loops run their full range.
 */
final class ComputeFunctionBuilder {
  /** The outlined function: its name, and the values the caller passes after the loop bounds. */
  record ComputeFunction(String name, List<Value> captures) {}

  private final Operation parallel;
  private final StaticBounds bounds;
  private final int numBlockAlignedInnerLoops;
  private final int numLoops;
  private final ScfBuilder b;

  private List<Value> tripCounts;
  private List<Value> lowerBounds;
  private List<Value> steps;
  private List<Value> blockFirstCoord;
  private List<Value> blockLastCoord;
  private List<Value> blockEndCoord;
  private final Value[] inductionVars;
  private final Value[] isBlockFirstCoord;
  private final Value[] isBlockLastCoord;
  private Value c0;
  private Value c1;
  private List<Value> captureArgs;
  private List<Value> captures;

  ComputeFunctionBuilder(OpRegistry ops, Operation parallel, StaticBounds bounds, int numBlockAlignedInnerLoops) {
    this.parallel = parallel;
    this.bounds = bounds;
    this.numBlockAlignedInnerLoops = numBlockAlignedInnerLoops;
    this.numLoops = parallel.operandGroup("lowerBound").size();
    this.b = new ScfBuilder(ops, parallel.location());
    this.inductionVars = new Value[numLoops];
    this.isBlockFirstCoord = new Value[numLoops];
    this.isBlockLastCoord = new Value[numLoops];
  }

  /** Creates the function at the end of {@code module}. */
  ComputeFunction build(Operation module) {
    captures = RegionUtils.valuesDefinedAbove(parallel.region(0));
    List<Type> inputs = new ArrayList<>();
    for (int i = 0; i < 2 + 4 * numLoops; i++) inputs.add(IndexType.INSTANCE);
    for (Value capture : captures) inputs.add(capture.type());
    Operation func = b.privateFunc(
        numBlockAlignedInnerLoops > 0 ? "parallel_compute_fn_with_aligned_loops" : "parallel_compute_fn", inputs);
    String name = SymbolNamer.insert(module, func);
    Block entry = ScfBuilder.body(func);
    b.insideBlock(entry);
    buildBody(entry.arguments().stream().map(Value.class::cast).toList());
    return new ComputeFunction(name, captures);
  }

  private void buildBody(List<Value> args) {
    Value blockIndex = args.get(0);
    Value blockSize = args.get(1);
    c0 = b.index(0);
    c1 = b.index(1);
    tripCounts = materialize(args.subList(2, 2 + numLoops), bounds.tripCounts());
    lowerBounds = materialize(args.subList(2 + numLoops, 2 + 2 * numLoops), bounds.lowerBounds());
    steps = materialize(args.subList(2 + 3 * numLoops, 2 + 4 * numLoops), bounds.steps());
    captureArgs = args.subList(2 + 4 * numLoops, args.size());

    Value tripCount = tripCounts.get(0);
    for (int i = 1; i < numLoops; i++) tripCount = b.binary(MulIOp.TYPE, tripCount, tripCounts.get(i));

    // The block covers flat indices [blockFirstIndex, blockLastIndex].
    Value blockFirstIndex = b.binary(MulIOp.TYPE, blockIndex, blockSize);
    Value blockEnd = b.binary(AddIOp.TYPE, blockFirstIndex, blockSize);
    Value clampedEnd = b.binary(MinSIOp.TYPE, blockEnd, tripCount);
    Value blockLastIndex = b.binary(SubIOp.TYPE, clampedEnd, c1);
    blockFirstCoord = delinearize(blockFirstIndex);
    blockLastCoord = delinearize(blockLastIndex);
    blockEndCoord = new ArrayList<>();
    for (Value last : blockLastCoord) blockEndCoord.add(b.binary(AddIOp.TYPE, last, c1));

    Operation outer = b.forLoop(blockFirstCoord.get(0), blockEndCoord.get(0), c1);
    buildLoopBody(0, outer);
    b.insideBlock(outer.parentBlock());
    b.funcReturn();
  }

  /** Known values become constants in the function, so later folding sees them. */
  private List<Value> materialize(List<Value> args, Long[] known) {
    List<Value> values = new ArrayList<>();
    for (int i = 0; i < args.size(); i++) {
      values.add(known[i] != null ? b.constant(IntegerAttr.index(known[i])) : args.get(i));
    }
    return values;
  }

  /** Converts a flat index in [0, tripCount) to coordinates, innermost dimension fastest. */
  private List<Value> delinearize(Value index) {
    Value[] coords = new Value[numLoops];
    for (int i = numLoops - 1; i >= 0; i--) {
      coords[i] = b.binary(RemSIOp.TYPE, index, tripCounts.get(i));
      index = b.binary(DivSIOp.TYPE, index, tripCounts.get(i));
    }
    return Arrays.asList(coords);
  }

  /**
   * Fills the body of the loop over dimension {@code loop}. Nested loops start at the block's
   * first coordinate only while every outer loop is at its first coordinate, and stop at the
   * block's last coordinate only while every outer loop is at its last.
   */
  private void buildLoopBody(int loop, Operation forOp) {
    Block body = ScfBuilder.body(forOp);
    Value iv = body.argument(0);
    b.insideBlock(body);
    inductionVars[loop] = b.binary(AddIOp.TYPE, lowerBounds.get(loop), b.binary(MulIOp.TYPE, iv, steps.get(loop)));
    isBlockFirstCoord[loop] = b.cmpi(CmpIPredicate.EQ, iv, blockFirstCoord.get(loop));
    isBlockLastCoord[loop] = b.cmpi(CmpIPredicate.EQ, iv, blockLastCoord.get(loop));
    if (loop > 0) {
      isBlockFirstCoord[loop] = b.binary(AndIOp.TYPE, isBlockFirstCoord[loop], isBlockFirstCoord[loop - 1]);
      isBlockLastCoord[loop] = b.binary(AndIOp.TYPE, isBlockLastCoord[loop], isBlockLastCoord[loop - 1]);
    }
    if (loop < numLoops - 1) {
      Operation inner;
      if (loop + 1 >= numLoops - numBlockAlignedInnerLoops) {
        inner = b.forLoop(c0, tripCounts.get(loop + 1), c1);
      } else {
        Value lb = b.select(isBlockFirstCoord[loop], blockFirstCoord.get(loop + 1), c0);
        Value ub = b.select(isBlockLastCoord[loop], blockEndCoord.get(loop + 1), tripCounts.get(loop + 1));
        inner = b.forLoop(lb, ub, c1);
      }
      buildLoopBody(loop + 1, inner);
      b.insideBlock(body);
      b.yield(List.of());
      return;
    }
    OpCloner cloner = new OpCloner();
    Block parallelBody = ScfBuilder.body(parallel);
    cloner.map(parallelBody.arguments(), Arrays.asList(inductionVars));
    cloner.map(captures, captureArgs);
    for (Operation op : parallelBody) {
      if (op != parallelBody.last()) cloner.cloneInto(b, op);
    }
    b.yield(List.of());
  }
}
