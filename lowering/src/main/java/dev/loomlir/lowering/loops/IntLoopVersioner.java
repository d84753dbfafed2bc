package dev.loomlir.lowering.loops;

import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.IndexCastOp;
import dev.loomlir.dialects.arith.NonNegativeIndex;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.OpCloner;
import dev.loomlir.lowering.builder.ScfBuilder;

/**
 * Versions one candidate loop (see {@link IntLoopCandidate}):
 * <pre>
 * %fits = lb <=u INT_MAX - step && ub <=u INT_MAX - step
 * %r = scf.if %fits { i32 copy of the loop; yield its results } else { the loop; yield its results }
 * </pre>
 * The guard makes the i32 loop exact: both bounds are in {@code [0, INT_MAX - step]} (an
 * unsigned compare reads a negative bound as huge), so the casts keep their values (an
 * {@code lb} past the int range would wrap and start a loop that must not run), every induction
 * value is in {@code [0, ub)}, and the last increment stays at most {@code INT_MAX}.
 * The copy's body sees the induction variable as {@code arith.index_cast %j32 : i32 to index}
 * marked {@link NonNegativeIndex}. Constant bounds decide the guard here, keeping one version.
 *
 * <p>With {@code same-layout}, a loop whose memrefs may share one layout
 * ({@link SameLayoutVersioner}) gets a third version first:
 * <pre>
 * %r = scf.if %fits && %same { i32 copy over views sharing one offset and stride values }
 *      else { scf.if %fits { i32 copy } else { the loop } }
 * </pre>
 * The plain i32 copy stays: without it, memrefs whose layouts differ at run time would run the
 * long loop (measured 2x slower). With constant bounds the i32 loop is versioned on
 * {@code %same} alone.
 */
final class IntLoopVersioner {
  private IntLoopVersioner() {}

  static void version(OpRegistry ops, Operation loop, long step, boolean sameLayout) {
    ScfBuilder b = new ScfBuilder(ops, loop.location());
    b.setInsertionPointBefore(loop);
    Value lb = loop.operand("lowerBound"), ub = loop.operand("upperBound");
    long maxUb = Integer.MAX_VALUE - step;
    Long lbConst = IntLoopCandidate.constant(lb), ubConst = IntLoopCandidate.constant(ub);
    // Constant bounds are decided here: a guard that is always false keeps the loop as it is,
    // one that is always true keeps only the i32 loop.
    if (lbConst != null && Long.compareUnsigned(lbConst, maxUb) > 0
        || ubConst != null && Long.compareUnsigned(ubConst, maxUb) > 0) return;
    if (lbConst != null && ubConst != null) {
      Operation intLoop = buildIntLoop(b, loop, step, new OpCloner());
      b.replaceOp(loop, sameLayout ? SameLayoutVersioner.version(b.ops(), intLoop) : intLoop.results());
      return;
    }
    Block original = loop.region(0).entryBlock();
    SameLayoutVersioner.Plan plan = sameLayout ? SameLayoutVersioner.plan(original, original.argument(0)) : null;
    SameLayoutVersioner.Guard guard = plan == null ? null : SameLayoutVersioner.guard(b, plan);
    Value max = b.index(maxUb);
    Value lbOk = lbConst == null ? b.cmpi(CmpIPredicate.ULE, lb, max) : null;
    Value ubOk = ubConst == null ? b.cmpi(CmpIPredicate.ULE, ub, max) : null;
    Value fits = lbOk == null ? ubOk : ubOk == null ? lbOk : b.binary(AndIOp.TYPE, lbOk, ubOk);
    Operation outer;
    Operation onFits;
    if (guard == null) {
      outer = onFits = b.ifElse(fits, loop.resultTypes());
    } else {
      outer = b.ifElse(b.binary(AndIOp.TYPE, fits, guard.same()), loop.resultTypes());
      b.setInsertionPointToEnd(outer.region(0).entryBlock());
      OpCloner views = new OpCloner();
      SameLayoutVersioner.mapViews(b, plan, guard, views);
      b.yield(buildIntLoop(b, loop, step, views).results());
      b.setInsertionPointToEnd(outer.region(1).entryBlock());
      onFits = b.ifElse(fits, loop.resultTypes());
      b.yield(onFits.results());
    }
    loop.replaceAllUsesWith(outer.results());

    b.setInsertionPointToEnd(onFits.region(0).entryBlock());
    b.yield(buildIntLoop(b, loop, step, new OpCloner()).results());

    b.moveAndYield(loop, onFits.region(1).entryBlock());
  }

  /**
   * The i32 copy of {@code loop} at {@code b}'s insertion point; {@code cloner} may already map
   * the loop's memrefs to views.
   */
  private static Operation buildIntLoop(ScfBuilder b, Operation loop, long step, OpCloner cloner) {
    Value lb = toI32(b, loop.operand("lowerBound"));
    Value ub = toI32(b, loop.operand("upperBound"));
    Operation intLoop = b.forLoop(lb, ub, b.constant(IntegerAttr.of(step, IntegerType.I32)), loop.operandGroup("initArgs"));
    Block body = ScfBuilder.body(intLoop);

    Block original = loop.region(0).entryBlock();
    ScfBuilder inside = new ScfBuilder(b.ops(), loop.location());
    inside.setInsertionPointToEnd(body);
    Value iv = inside.cast(IndexCastOp.TYPE, body.argument(0), original.argument(0).type());
    NonNegativeIndex.mark(iv.definingOp());
    cloner.map(original.argument(0), iv);
    cloner.map(original.arguments().subList(1, original.numArguments()), body.arguments().subList(1, body.numArguments()));
    for (Operation op : original) cloner.cloneInto(inside, op);
    return intLoop;
  }

  /** A bound as i32 (exact under the guard): a constant stays a constant. */
  private static Value toI32(ScfBuilder b, Value bound) {
    Long c = IntLoopCandidate.constant(bound);
    return c != null ? b.constant(IntegerAttr.of(c, IntegerType.I32)) : b.cast(IndexCastOp.TYPE, bound, IntegerType.I32);
  }
}
