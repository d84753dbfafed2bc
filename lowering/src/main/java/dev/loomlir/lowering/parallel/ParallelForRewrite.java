package dev.loomlir.lowering.parallel;

import dev.loomlir.dialects.arith.CeilDivSIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.FPToSIOp;
import dev.loomlir.dialects.arith.IndexCastOp;
import dev.loomlir.dialects.arith.MaxSIOp;
import dev.loomlir.dialects.arith.MinSIOp;
import dev.loomlir.dialects.arith.MulFOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.SIToFPOp;
import dev.loomlir.dialects.arith.SubIOp;
import dev.loomlir.dialects.async.RuntimeNumWorkerThreadsOp;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.ScfBuilder;
import dev.loomlir.lowering.parallel.ComputeFunctionBuilder.ComputeFunction;
import dev.loomlir.lowering.util.RegionUtils;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Replaces one {@code scf.parallel} without reductions by block-sized calls of an outlined compute
 * function, as upstream's {@code AsyncParallelForRewrite}:
 * <pre>
 *   tripCount = product of ceildiv(ub - lb, step)
 *   if tripCount == 0 {} else {
 *     blockSize = min(tripCount, max(ceildiv(tripCount, maxComputeBlocks), minTaskSize))
 *     blockCount = ceildiv(tripCount, blockSize)
 *     dispatch blocks of @parallel_compute_fn (or, when the inner loops have static trip counts
 *     whose product is at most 512 and fits in a block, of @parallel_compute_fn_with_aligned_loops
 *     with the block size rounded up to a multiple of that product)
 *   }
 * </pre>
 * {@code maxComputeBlocks} scales the number of workers by upstream's oversharding factor (8 for up
 * to 4 workers, 4 up to 8, 2 up to 16, 1 up to 32, 0.8 up to 64, 0.6 above).
 */
final class ParallelForRewrite {
  /** Inner loops with at most this many static iterations are block aligned (upstream's constant). */
  private static final long MAX_UNROLLABLE_ITERATIONS = 512;
  private static final double INITIAL_OVERSHARDING_FACTOR = 8.0;
  /** Worker counts above each threshold use the factor next to it. */
  private static final long[] BRACKET_THRESHOLDS = {4, 8, 16, 32, 64};
  private static final double[] BRACKET_FACTORS = {4.0, 2.0, 1.0, 0.8, 0.6};

  private final AsyncParallelForOptions options;
  private final Operation module;
  private final OpRegistry ops;

  ParallelForRewrite(AsyncParallelForOptions options, Operation module, OpRegistry ops) {
    this.options = options;
    this.module = module;
    this.ops = ops;
  }

  /** Replaces {@code op}, adding its compute and dispatch functions to the module. */
  void rewrite(Operation op) {
    ScfBuilder b = new ScfBuilder(ops, op.location());
    b.setInsertionPointBefore(op);
    Value minTaskSize = b.index(options.minTaskSize());
    RegionUtils.cloneConstantsIntoRegion(op.region(0), ops);

    List<Value> lbs = op.operandGroup("lowerBound");
    List<Value> ubs = op.operandGroup("upperBound");
    List<Value> steps = op.operandGroup("step");
    int numLoops = lbs.size();
    List<Value> tripCounts = new ArrayList<>();
    for (int i = 0; i < numLoops; i++) {
      Value range = b.binaryOrFold(SubIOp.TYPE, ubs.get(i), lbs.get(i));
      tripCounts.add(b.binaryOrFold(CeilDivSIOp.TYPE, range, steps.get(i)));
    }
    Value tripCount = tripCounts.get(0);
    for (int i = 1; i < numLoops; i++) tripCount = b.binary(MulIOp.TYPE, tripCount, tripCounts.get(i));

    // Nothing to do for an empty iteration space (e.g. a memref with a zero dynamic dimension).
    Value c0 = b.index(0);
    Operation ifEmpty = b.ifElse(b.cmpi(CmpIPredicate.EQ, tripCount, c0));
    b.insideBlock(ifEmpty.region(0).entryBlock());
    b.yield(List.of());
    b.insideBlock(ifEmpty.region(1).entryBlock());

    new Dispatch(b, op, tripCounts, tripCount, minTaskSize).emit();
    b.eraseOp(op);
  }

  /** The body of the non-empty branch: block size and count, then one or two dispatches. */
  private final class Dispatch {
    private final ScfBuilder b;
    private final Operation op;
    private final List<Value> tripCounts;
    private final Value tripCount;
    private final Value minTaskSize;
    private final StaticBounds staticBounds;

    Dispatch(ScfBuilder b, Operation op, List<Value> tripCounts, Value tripCount, Value minTaskSize) {
      this.b = b;
      this.op = op;
      this.tripCounts = tripCounts;
      this.tripCount = tripCount;
      this.minTaskSize = minTaskSize;
      this.staticBounds = StaticBounds.of(tripCounts, op.operandGroup("lowerBound"), op.operandGroup("upperBound"),
          op.operandGroup("step"));
    }

    void emit() {
      int numLoops = tripCounts.size();
      // numIterations[i]: the static iteration count of loops i.. (0 when any is dynamic).
      long[] numIterations = new long[numLoops];
      numIterations[numLoops - 1] = known(staticBounds.tripCounts()[numLoops - 1]);
      int numUnrollableLoops = 0;
      for (int i = numLoops - 2; i >= 0; i--) {
        long inner = numIterations[i + 1];
        numIterations[i] = known(staticBounds.tripCounts()[i]) * inner;
        if (inner > 0 && inner <= MAX_UNROLLABLE_ITERATIONS) numUnrollableLoops++;
      }

      Value blockSize = blockSize();
      Value blockCount = b.binary(CeilDivSIOp.TYPE, tripCount, blockSize);
      if (numUnrollableLoops == 0) {
        dispatchDefault(blockSize, blockCount);
        return;
      }
      long alignment = numIterations[numLoops - numUnrollableLoops];
      Value numIters = b.index(alignment);
      Operation ifAligned = b.ifElse(b.cmpi(CmpIPredicate.SGE, blockSize, numIters));
      OpBuilder.InsertionPoint after = b.saveInsertionPoint();
      b.insideBlock(ifAligned.region(0).entryBlock());
      dispatchBlockAligned(numUnrollableLoops, alignment, blockSize, blockCount);
      b.insideBlock(ifAligned.region(1).entryBlock());
      dispatchDefault(blockSize, blockCount);
      b.restoreInsertionPoint(after);
      b.yield(List.of());
    }

    private long known(Long value) { return value == null ? 0 : value; }

    /** {@code min(tripCount, max(ceildiv(tripCount, maxComputeBlocks), minTaskSize))}. */
    private Value blockSize() {
      Value numWorkers = options.numWorkers() >= 0 ? b.index(options.numWorkers())
          : RuntimeNumWorkerThreadsOp.create(b, b.location()).result();
      Value factor = b.f32(INITIAL_OVERSHARDING_FACTOR);
      for (int i = 0; i < BRACKET_THRESHOLDS.length; i++) {
        Value threshold = b.index(BRACKET_THRESHOLDS[i]);
        Value inBracket = b.cmpi(CmpIPredicate.SGT, numWorkers, threshold);
        Value bracketFactor = b.f32(BRACKET_FACTORS[i]);
        factor = b.select(inBracket, bracketFactor, factor);
      }
      Value workersI32 = b.cast(IndexCastOp.TYPE, numWorkers, IntegerType.I32);
      Value workersF32 = b.cast(SIToFPOp.TYPE, workersI32, FloatType.F32);
      Value scaled = b.binary(MulFOp.TYPE, factor, workersF32);
      Value scaledI32 = b.cast(FPToSIOp.TYPE, scaled, IntegerType.I32);
      Value scaledWorkers = b.cast(IndexCastOp.TYPE, scaledI32, IndexType.INSTANCE);
      Value maxComputeBlocks = b.binary(MaxSIOp.TYPE, b.index(1), scaledWorkers);
      Value perBlock = b.binary(CeilDivSIOp.TYPE, tripCount, maxComputeBlocks);
      Value atLeastMin = b.binary(MaxSIOp.TYPE, perBlock, minTaskSize);
      return b.binary(MinSIOp.TYPE, tripCount, atLeastMin);
    }

    private void dispatchDefault(Value blockSize, Value blockCount) {
      ComputeFunction compute = new ComputeFunctionBuilder(ops, op, staticBounds, 0).build(module);
      new Dispatcher(b, module, op, tripCounts).dispatch(options.asyncDispatch(), compute, blockSize, blockCount);
      b.yield(List.of());
    }

    /** The block count stays the unaligned one, as upstream computes it. */
    private void dispatchBlockAligned(int numUnrollableLoops, long alignment, Value blockSize, Value blockCount) {
      ComputeFunction compute = new ComputeFunctionBuilder(ops, op, staticBounds, numUnrollableLoops).build(module);
      Value numIters = b.index(alignment);
      Value alignedBlockSize = b.binary(MulIOp.TYPE, b.binary(CeilDivSIOp.TYPE, blockSize, numIters), numIters);
      new Dispatcher(b, module, op, tripCounts).dispatch(options.asyncDispatch(), compute, alignedBlockSize, blockCount);
      b.yield(List.of());
    }
  }
}
