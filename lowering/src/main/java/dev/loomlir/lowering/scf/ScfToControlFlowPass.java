package dev.loomlir.lowering.scf;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.IndexCastOp;
import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.cf.CondBranchOp;
import dev.loomlir.dialects.cf.SwitchOp;
import dev.loomlir.dialects.scf.ConditionOp;
import dev.loomlir.dialects.scf.ExecuteRegionOp;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.dialects.scf.IfOp;
import dev.loomlir.dialects.scf.IndexSwitchOp;
import dev.loomlir.dialects.scf.ParallelOp;
import dev.loomlir.dialects.scf.WhileOp;
import dev.loomlir.dialects.scf.YieldOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.driver.DialectConversion;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.rewrite.OpBuilder;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code convert-scf-to-cf}: every structured control-flow op becomes blocks and
 * branches, laid out as upstream lays them out (each lowered op is a single-entry single-exit
 * subgraph whose entry and exit are the first and last of its blocks, and the ops after it move
 * to a continuation block). {@code scf.parallel} becomes a sequential {@code scf.for} nest first.
 * Ops are lowered outermost first, in the order a pre-order walk meets them, as the dialect
 * conversion driver does.
 */
public final class ScfToControlFlowPass implements Pass {
  private static final PassOption<Boolean> ALLOW_PATTERN_ROLLBACK = PassOption.bool("allow-pattern-rollback", true,
      "Let the conversion driver undo patterns that fail").noEffect(
      "loomlir's conversion driver defers replacements to the end instead of rolling patterns back");

  public static final PassDeclaration DECLARATION = PassDeclaration.of(ScfToControlFlowPass.class, "convert-scf-to-cf",
      "Convert SCF dialect to ControlFlow dialect, replacing structured control flow with a CFG")
      .options(ALLOW_PATTERN_ROLLBACK).factory(ScfToControlFlowPass::new);

  @Override public void run(Operation root, PassContext context) {
    DialectConversion.applyPartial(root, target(), patterns(), context.context());
  }

  /** Upstream's target: the structured ops that have a lowering are illegal, everything else stays. */
  public static ConversionTarget target() {
    return new ConversionTarget().addIllegalOp(ForOp.TYPE, IfOp.TYPE, WhileOp.TYPE, IndexSwitchOp.TYPE,
        ExecuteRegionOp.TYPE, ParallelOp.TYPE);
  }

  /** The lowering of every structured op (for conversions that lower some of them within their own). */
  public static List<RewritePattern> patterns() {
    return List.of(
        RewritePattern.of(ForOp.TYPE, ScfToControlFlowPass::lowerFor),
        RewritePattern.of(IfOp.TYPE, ScfToControlFlowPass::lowerIf),
        RewritePattern.of(WhileOp.TYPE, ScfToControlFlowPass::lowerWhile),
        RewritePattern.of(IndexSwitchOp.TYPE, ScfToControlFlowPass::lowerIndexSwitch),
        RewritePattern.of(ExecuteRegionOp.TYPE, ScfToControlFlowPass::lowerExecuteRegion),
        RewritePattern.of(ParallelOp.TYPE, (parallel, rewriter) -> {
          // The driver lowers the loops of the nest right after, as ops this pattern created.
          toForNest(rewriter, parallel);
          return true;
        }));
  }

  /**
   * {@code init: br cond(lb, inits)}; {@code cond(iv, iters): cond_br iv < ub, body, end};
   * the last body block steps the induction variable and branches back to {@code cond}.
   */
  private static boolean lowerFor(ForOp forOp, PatternRewriter rewriter) {
    Location loc = forOp.location();
    Block initBlock = forOp.operation().parentBlock();
    Block endBlock = rewriter.splitBlock(initBlock, forOp.operation());

    Region body = forOp.bodyRegion();
    Block conditionBlock = body.entryBlock();
    Block firstBodyBlock = rewriter.splitBlock(conditionBlock, conditionBlock.first());
    Block lastBodyBlock = body.blocks().get(body.blocks().size() - 1);
    rewriter.inlineRegionBefore(body, endBlock);
    Value iv = conditionBlock.argument(0);

    Operation yield = lastBodyBlock.last();
    rewriter.setInsertionPointToEnd(lastBodyBlock);
    Value stepped = AddIOp.create(rewriter, loc, iv, forOp.step()).result();
    List<Value> loopCarried = new ArrayList<>();
    loopCarried.add(stepped);
    loopCarried.addAll(yield.operands());
    BranchOp.create(rewriter, loc, conditionBlock, loopCarried);
    rewriter.eraseOp(yield);

    rewriter.setInsertionPointToEnd(initBlock);
    List<Value> initial = new ArrayList<>();
    initial.add(forOp.lowerBound());
    initial.addAll(forOp.initArgs());
    BranchOp.create(rewriter, loc, conditionBlock, initial);

    rewriter.setInsertionPointToEnd(conditionBlock);
    CmpIPredicate predicate = forOp.unsignedCmp() ? CmpIPredicate.ULT : CmpIPredicate.SLT;
    Value inRange = CmpIOp.create(rewriter, loc, predicate, iv, forOp.upperBound()).result();
    CondBranchOp.create(rewriter, loc, inRange, firstBodyBlock, List.of(), endBlock, List.of());
    rewriter.replaceOp(forOp.operation(), conditionBlock.arguments().subList(1, conditionBlock.numArguments()));
    return true;
  }

  /**
   * {@code cond_br %c, then, else}; each region's yield branches to a continuation block. With
   * results, the continuation is a new block taking them as arguments that branches on to the ops
   * after the {@code scf.if}; without an else region the false edge goes straight there.
   */
  private static boolean lowerIf(IfOp typed, PatternRewriter rewriter) {
    Operation ifOp = typed.operation();
    Location loc = ifOp.location();
    Block condBlock = ifOp.parentBlock();
    Block remainingOpsBlock = rewriter.splitBlock(condBlock, ifOp);
    Block continueBlock;
    if (ifOp.numResults() == 0) {
      continueBlock = remainingOpsBlock;
    } else {
      continueBlock = OpBuilder.createBlock(condBlock.parentRegion(), remainingOpsBlock, ifOp.resultTypes(), loc);
      rewriter.setInsertionPointToEnd(continueBlock);
      BranchOp.create(rewriter, loc, remainingOpsBlock, List.of());
    }

    Block thenBlock = branchRegionTo(rewriter, typed.thenRegion(), continueBlock, loc);
    Block elseBlock = continueBlock;
    if (!typed.elseRegion().isEmpty()) elseBlock = branchRegionTo(rewriter, typed.elseRegion(), continueBlock, loc);

    rewriter.setInsertionPointToEnd(condBlock);
    CondBranchOp.create(rewriter, loc, typed.condition(), thenBlock, List.of(), elseBlock, List.of());
    rewriter.replaceOp(ifOp, continueBlock.arguments());
    return true;
  }

  /** Replaces the yield ending {@code region}'s last block by a branch to {@code dest}, inlines the region before it. */
  private static Block branchRegionTo(Rewriter rewriter, Region region, Block dest, Location loc) {
    Block entry = region.entryBlock();
    Block last = region.blocks().get(region.blocks().size() - 1);
    replaceYieldWithBranch(rewriter, last.last(), dest, loc);
    rewriter.inlineRegionBefore(region, dest);
    return entry;
  }

  private static void replaceYieldWithBranch(Rewriter rewriter, Operation yield, Block dest, Location loc) {
    rewriter.setInsertionPointBefore(yield);
    BranchOp.create(rewriter, loc, dest, yield.operands());
    rewriter.eraseOp(yield);
  }

  /**
   * {@code br before(inits)}; the condition branches to {@code after} (or, for a do-while whose
   * after region only forwards its arguments, back to {@code before}) or to the continuation.
   */
  private static boolean lowerWhile(WhileOp whileOp, PatternRewriter rewriter) {
    Location loc = whileOp.location();
    Block currentBlock = whileOp.operation().parentBlock();
    Block continuation = rewriter.splitBlock(currentBlock, whileOp.operation());
    Region beforeRegion = whileOp.beforeRegion();
    Region afterRegion = whileOp.afterRegion();
    Block before = beforeRegion.entryBlock();
    Block beforeLast = beforeRegion.blocks().get(beforeRegion.blocks().size() - 1);
    boolean doWhile = isForwardingOnly(afterRegion);

    Block loopBack;
    if (doWhile) {
      loopBack = before;
      rewriter.inlineRegionBefore(beforeRegion, continuation);
    } else {
      Block after = afterRegion.entryBlock();
      Block afterLast = afterRegion.blocks().get(afterRegion.blocks().size() - 1);
      rewriter.inlineRegionBefore(afterRegion, continuation);
      rewriter.inlineRegionBefore(beforeRegion, after);
      replaceYieldWithBranch(rewriter, afterLast.last(), before, loc);
      loopBack = after;
    }

    rewriter.setInsertionPointToEnd(currentBlock);
    BranchOp.create(rewriter, loc, before, whileOp.inits());

    ConditionOp condition = ConditionOp.TYPE.cast(beforeLast.last());
    List<Value> forwarded = condition.args();
    rewriter.setInsertionPointBefore(condition.operation());
    CondBranchOp.create(rewriter, loc, condition.condition(), loopBack, forwarded, continuation, List.of());
    rewriter.replaceOp(whileOp.operation(), forwarded);
    rewriter.eraseOp(condition.operation());
    return true;
  }

  /** Upstream's do-while form: a single-block after region holding only {@code scf.yield} of its arguments. */
  private static boolean isForwardingOnly(Region after) {
    if (after.blocks().size() != 1) return false;
    Block block = after.entryBlock();
    if (block.size() != 1 || !YieldOp.is(block.first())) return false;
    return block.first().operands().equals(new ArrayList<Value>(block.arguments()));
  }

  /** {@code cf.switch} on the index cast to i32; every region's yield branches to the continuation's arguments. */
  private static boolean lowerIndexSwitch(IndexSwitchOp typed, PatternRewriter rewriter) {
    Operation switchOp = typed.operation();
    Location loc = switchOp.location();
    Block condBlock = switchOp.parentBlock();
    Block continueBlock = rewriter.splitBlock(condBlock, switchOp);
    List<Value> results = new ArrayList<>();
    for (Type t : switchOp.resultTypes()) results.add(continueBlock.addArgument(t, loc));

    long[] cases = typed.cases();
    List<Block> caseBlocks = new ArrayList<>();
    for (Region caseRegion : typed.caseRegions()) caseBlocks.add(branchEntryRegionTo(rewriter, caseRegion, continueBlock, loc));
    Block defaultBlock = branchEntryRegionTo(rewriter, typed.defaultRegion(), continueBlock, loc);

    rewriter.setInsertionPointToEnd(condBlock);
    Value flag = IndexCastOp.create(rewriter, loc, typed.arg(), IntegerType.I32).out();
    List<Long> caseValues = new ArrayList<>();
    List<List<Value>> caseArgs = new ArrayList<>();
    for (long c : cases) {
      caseValues.add(c);
      caseArgs.add(List.of());
    }
    SwitchOp.create(rewriter, loc, flag, defaultBlock, List.of(), caseValues, caseBlocks, caseArgs);
    rewriter.replaceOp(switchOp, results);
    return true;
  }

  /** As upstream, only the entry block's yield is rewritten (index_switch regions have one block). */
  private static Block branchEntryRegionTo(Rewriter rewriter, Region region, Block dest, Location loc) {
    Block entry = region.entryBlock();
    replaceYieldWithBranch(rewriter, entry.last(), dest, loc);
    rewriter.inlineRegionBefore(region, dest);
    return entry;
  }

  /** {@code br entry}; every {@code scf.yield} branches to the continuation, which takes the results as arguments. */
  private static boolean lowerExecuteRegion(ExecuteRegionOp typed, PatternRewriter rewriter) {
    Operation op = typed.operation();
    Location loc = op.location();
    Block condBlock = op.parentBlock();
    Block remainingOpsBlock = rewriter.splitBlock(condBlock, op);
    Region region = typed.region();
    rewriter.setInsertionPointToEnd(condBlock);
    BranchOp.create(rewriter, loc, region.entryBlock(), List.of());
    for (Block block : region.blocks()) {
      Operation terminator = block.last();
      if (YieldOp.is(terminator)) {
        replaceYieldWithBranch(rewriter, terminator, remainingOpsBlock, loc);
      }
    }
    rewriter.inlineRegionBefore(region, remainingOpsBlock);
    List<Value> results = new ArrayList<>();
    for (Type t : op.resultTypes()) results.add(remainingOpsBlock.addArgument(t, loc));
    rewriter.replaceOp(op, results);
    return true;
  }

  /**
   * Replaces {@code parallel} by a nest of {@code scf.for}, one per dimension, carrying the
   * reduction values down the nest; each {@code scf.reduce} region is inlined into the innermost
   * body with the carried value and the reduced operand as its arguments. Returns the new loops,
   * outermost first (also used by {@code scf-parallel-for-to-nested-fors}).
   */
  public static List<ForOp> toForNest(ParallelOp parallel, OpRegistry ops) { return toForNest(new Rewriter(ops), parallel); }

  private static List<ForOp> toForNest(Rewriter rewriter, ParallelOp typed) {
    Operation parallel = typed.operation();
    Location loc = parallel.location();
    List<Value> lowers = typed.lowerBounds();
    List<Value> uppers = typed.upperBounds();
    List<Value> steps = typed.steps();
    List<Value> iterArgs = new ArrayList<>(typed.initVals());
    List<Value> loopResults = new ArrayList<>(iterArgs);
    List<Value> ivs = new ArrayList<>();
    List<ForOp> loops = new ArrayList<>();
    rewriter.setInsertionPointBefore(parallel);
    for (int d = 0; d < lowers.size(); d++) {
      ForOp forOp = createFor(rewriter, loc, lowers.get(d), uppers.get(d), steps.get(d), iterArgs);
      loops.add(forOp);
      Block forBody = forOp.body();
      ivs.add(forOp.inductionVar());
      iterArgs = new ArrayList<>(forOp.regionIterArgs());
      List<OpResult> results = forOp.operation().results();
      if (d == 0) {
        loopResults = new ArrayList<>(results);
      } else if (!results.isEmpty()) {
        rewriter.setInsertionPointToEnd(rewriter.insertionBlock());
        YieldOp.create(rewriter, loc, results);
      }
      rewriter.setInsertionPointToStart(forBody);
    }

    Block parallelBody = typed.body();
    Operation reduce = parallelBody.last();
    List<Value> yieldOperands = new ArrayList<>();
    for (int i = 0; i < parallel.numResults(); i++) {
      Block reductionBody = reduce.region(i).entryBlock();
      Operation reduceReturn = reductionBody.last();
      List<Value> blockArgValues = List.of(iterArgs.get(i), reduce.operand(i));
      Value reduced = reduceReturn.operand(0);
      // The reduction may return one of its own arguments, which inlining replaces.
      if (reduced instanceof BlockArgument arg && arg.owner() == reductionBody) reduced = blockArgValues.get(arg.index());
      yieldOperands.add(reduced);
      rewriter.eraseOp(reduceReturn);
      rewriter.inlineBlockBefore(reductionBody, parallelBody, reduce, blockArgValues);
    }
    rewriter.eraseOp(reduce);

    Block newBody = rewriter.insertionBlock();
    if (newBody.isEmpty()) rewriter.mergeBlocks(parallelBody, newBody, ivs);
    else rewriter.inlineBlockBefore(parallelBody, newBody, newBody.last(), ivs);
    if (!yieldOperands.isEmpty()) {
      rewriter.setInsertionPointToEnd(newBody);
      YieldOp.create(rewriter, loc, yieldOperands);
    }
    rewriter.replaceOp(parallel, loopResults);
    return loops;
  }

  /** An {@code scf.for} as upstream's builder makes it: the body holds only a yield when there is nothing to carry. */
  private static ForOp createFor(Rewriter rewriter, Location loc, Value lower, Value upper, Value step,
                                 List<Value> inits) {
    ForOp forOp = ForOp.create(rewriter, loc, lower, upper, step, inits);
    if (inits.isEmpty()) YieldOp.create(new OpBuilder(rewriter.ops()).setInsertionPointToEnd(forOp.body()), loc, List.of());
    return forOp;
  }

}
