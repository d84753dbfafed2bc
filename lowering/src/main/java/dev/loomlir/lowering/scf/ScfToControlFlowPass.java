package dev.loomlir.lowering.scf;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.OpDefs;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.rewrite.OpBuilder;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

/**
 * Upstream's {@code convert-scf-to-cf}: every structured control-flow op becomes blocks and
 * branches, laid out as upstream lays them out (each lowered op is a single-entry single-exit
 * subgraph whose entry and exit are the first and last of its blocks, and the ops after it move
 * to a continuation block). {@code scf.parallel} becomes a sequential {@code scf.for} nest first.
 * Ops are lowered outermost first, in the order a pre-order walk meets them, as the dialect
 * conversion driver does.
 */
public final class ScfToControlFlowPass implements Pass {
  private static final Set<String> LOWERED = Set.of(
      "scf.for", "scf.if", "scf.while", "scf.index_switch", "scf.execute_region", "scf.parallel");

  @Override public void run(Operation root) {
    List<Operation> worklist = new ArrayList<>();
    root.walk(op -> {
      if (op != root && LOWERED.contains(op.name())) worklist.add(op);
    });
    for (Operation op : worklist) lower(op);
  }

  /**
   * Lowers one structured op wherever it is (used by passes that lower only some scf ops). Static,
   * as the lowering keeps no state between ops: each gets a fresh {@link Rewriter}.
   */
  public static void lower(Operation op) {
    Rewriter rewriter = new Rewriter(OpDefs.SHARED);
    switch (op.name()) {
      case "scf.for" -> lowerFor(rewriter, op);
      case "scf.if" -> lowerIf(rewriter, op);
      case "scf.while" -> lowerWhile(rewriter, op);
      case "scf.index_switch" -> lowerIndexSwitch(rewriter, op);
      case "scf.execute_region" -> lowerExecuteRegion(rewriter, op);
      case "scf.parallel" -> lowerParallel(rewriter, op);
      default -> throw new IllegalStateException(op.name());
    }
  }

  /**
   * {@code init: br cond(lb, inits)}; {@code cond(iv, iters): cond_br iv < ub, body, end};
   * the last body block steps the induction variable and branches back to {@code cond}.
   */
  private static void lowerFor(Rewriter rewriter, Operation forOp) {
    Location loc = forOp.location();
    Block initBlock = forOp.parentBlock();
    Block endBlock = rewriter.splitBlock(initBlock, forOp);

    Region body = forOp.region(0);
    Block conditionBlock = body.entryBlock();
    Block firstBodyBlock = rewriter.splitBlock(conditionBlock, conditionBlock.first());
    Block lastBodyBlock = body.blocks().get(body.blocks().size() - 1);
    rewriter.inlineRegionBefore(body, endBlock);
    Value iv = conditionBlock.argument(0);

    Operation yield = lastBodyBlock.last();
    rewriter.setInsertionPointToEnd(lastBodyBlock);
    Value stepped = rewriter.createSameType("arith.addi", loc, iv, forOp.operand("step"));
    List<Value> loopCarried = new ArrayList<>();
    loopCarried.add(stepped);
    loopCarried.addAll(yield.operands());
    rewriter.br(loc, conditionBlock, loopCarried);
    rewriter.eraseOp(yield);

    rewriter.setInsertionPointToEnd(initBlock);
    List<Value> initial = new ArrayList<>();
    initial.add(forOp.operand("lowerBound"));
    initial.addAll(forOp.operandGroup("initArgs"));
    rewriter.br(loc, conditionBlock, initial);

    rewriter.setInsertionPointToEnd(conditionBlock);
    long predicate = forOp.attr("unsignedCmp") != null ? OpBuilder.ULT : OpBuilder.SLT;
    Value inRange = rewriter.cmpi(loc, predicate, iv, forOp.operand("upperBound"));
    rewriter.condBr(loc, inRange, firstBodyBlock, List.of(), endBlock, List.of());
    rewriter.replaceOp(forOp, conditionBlock.arguments().subList(1, conditionBlock.numArguments()));
  }

  /**
   * {@code cond_br %c, then, else}; each region's yield branches to a continuation block. With
   * results, the continuation is a new block taking them as arguments that branches on to the ops
   * after the {@code scf.if}; without an else region the false edge goes straight there.
   */
  private static void lowerIf(Rewriter rewriter, Operation ifOp) {
    Location loc = ifOp.location();
    Block condBlock = ifOp.parentBlock();
    Block remainingOpsBlock = rewriter.splitBlock(condBlock, ifOp);
    Block continueBlock;
    if (ifOp.numResults() == 0) {
      continueBlock = remainingOpsBlock;
    } else {
      continueBlock = OpBuilder.createBlock(condBlock.parentRegion(), remainingOpsBlock, ifOp.resultTypes(), loc);
      rewriter.setInsertionPointToEnd(continueBlock);
      rewriter.br(loc, remainingOpsBlock, List.of());
    }

    Block thenBlock = branchRegionTo(rewriter, ifOp.region(0), continueBlock, loc);
    Block elseBlock = continueBlock;
    if (!ifOp.region(1).isEmpty()) elseBlock = branchRegionTo(rewriter, ifOp.region(1), continueBlock, loc);

    rewriter.setInsertionPointToEnd(condBlock);
    rewriter.condBr(loc, ifOp.operand(0), thenBlock, List.of(), elseBlock, List.of());
    rewriter.replaceOp(ifOp, continueBlock.arguments());
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
    rewriter.br(loc, dest, yield.operands());
    rewriter.eraseOp(yield);
  }

  /**
   * {@code br before(inits)}; the condition branches to {@code after} (or, for a do-while whose
   * after region only forwards its arguments, back to {@code before}) or to the continuation.
   */
  private static void lowerWhile(Rewriter rewriter, Operation whileOp) {
    Location loc = whileOp.location();
    Block currentBlock = whileOp.parentBlock();
    Block continuation = rewriter.splitBlock(currentBlock, whileOp);
    Region beforeRegion = whileOp.region(0);
    Region afterRegion = whileOp.region(1);
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
    rewriter.br(loc, before, whileOp.operandGroup("inits"));

    Operation condition = beforeLast.last();
    List<Value> forwarded = condition.operandGroup("args");
    rewriter.setInsertionPointBefore(condition);
    rewriter.condBr(loc, condition.operand(0), loopBack, forwarded, continuation, List.of());
    rewriter.replaceOp(whileOp, forwarded);
    rewriter.eraseOp(condition);
  }

  /** Upstream's do-while form: a single-block after region holding only {@code scf.yield} of its arguments. */
  private static boolean isForwardingOnly(Region after) {
    if (after.blocks().size() != 1) return false;
    Block block = after.entryBlock();
    if (block.size() != 1 || !block.first().is("scf.yield")) return false;
    return block.first().operands().equals(new ArrayList<Value>(block.arguments()));
  }

  /** {@code cf.switch} on the index cast to i32; every region's yield branches to the continuation's arguments. */
  private static void lowerIndexSwitch(Rewriter rewriter, Operation switchOp) {
    Location loc = switchOp.location();
    Block condBlock = switchOp.parentBlock();
    Block continueBlock = rewriter.splitBlock(condBlock, switchOp);
    List<Value> results = new ArrayList<>();
    for (Type t : switchOp.resultTypes()) results.add(continueBlock.addArgument(t, loc));

    long[] cases = ((DenseArrayAttr) switchOp.attr("cases")).ints();
    List<Block> caseBlocks = new ArrayList<>();
    for (int i = 0; i < cases.length; i++) {
      caseBlocks.add(branchEntryRegionTo(rewriter, switchOp.region(i + 1), continueBlock, loc));
    }
    Block defaultBlock = branchEntryRegionTo(rewriter, switchOp.region(0), continueBlock, loc);

    rewriter.setInsertionPointToEnd(condBlock);
    Value flag = rewriter.create("arith.index_cast", loc, List.of(switchOp.operand(0)), List.of(IntegerType.I32)).result();
    List<Long> caseValues = new ArrayList<>();
    List<List<Value>> caseArgs = new ArrayList<>();
    for (long c : cases) {
      caseValues.add(c);
      caseArgs.add(List.of());
    }
    rewriter.switchOp(loc, flag, defaultBlock, List.of(), caseValues, caseBlocks, caseArgs);
    rewriter.replaceOp(switchOp, results);
  }

  /** As upstream, only the entry block's yield is rewritten (index_switch regions have one block). */
  private static Block branchEntryRegionTo(Rewriter rewriter, Region region, Block dest, Location loc) {
    Block entry = region.entryBlock();
    replaceYieldWithBranch(rewriter, entry.last(), dest, loc);
    rewriter.inlineRegionBefore(region, dest);
    return entry;
  }

  /** {@code br entry}; every {@code scf.yield} branches to the continuation, which takes the results as arguments. */
  private static void lowerExecuteRegion(Rewriter rewriter, Operation op) {
    Location loc = op.location();
    Block condBlock = op.parentBlock();
    Block remainingOpsBlock = rewriter.splitBlock(condBlock, op);
    Region region = op.region(0);
    rewriter.setInsertionPointToEnd(condBlock);
    rewriter.br(loc, region.entryBlock(), List.of());
    for (Block block : region.blocks()) {
      Operation terminator = block.last();
      if (terminator != null && terminator.is("scf.yield")) {
        replaceYieldWithBranch(rewriter, terminator, remainingOpsBlock, loc);
      }
    }
    rewriter.inlineRegionBefore(region, remainingOpsBlock);
    List<Value> results = new ArrayList<>();
    for (Type t : op.resultTypes()) results.add(remainingOpsBlock.addArgument(t, loc));
    rewriter.replaceOp(op, results);
  }

  /** {@code scf.parallel} as its {@link #toForNest} nest, whose loops are lowered at once. */
  private static void lowerParallel(Rewriter rewriter, Operation parallel) {
    for (Operation loop : toForNest(rewriter, parallel)) lowerFor(rewriter, loop);
  }

  /**
   * Replaces {@code parallel} by a nest of {@code scf.for}, one per dimension, carrying the
   * reduction values down the nest; each {@code scf.reduce} region is inlined into the innermost
   * body with the carried value and the reduced operand as its arguments. Returns the new loops,
   * outermost first (also used by {@code scf-parallel-for-to-nested-fors}).
   */
  public static List<Operation> toForNest(Operation parallel) { return toForNest(new Rewriter(OpDefs.SHARED), parallel); }

  private static List<Operation> toForNest(Rewriter rewriter, Operation parallel) {
    Location loc = parallel.location();
    List<Value> lowers = parallel.operandGroup("lowerBound");
    List<Value> uppers = parallel.operandGroup("upperBound");
    List<Value> steps = parallel.operandGroup("step");
    List<Value> iterArgs = new ArrayList<>(parallel.operandGroup("initVals"));
    List<Value> loopResults = new ArrayList<>(iterArgs);
    List<Value> ivs = new ArrayList<>();
    List<Operation> loops = new ArrayList<>();
    rewriter.setInsertionPointBefore(parallel);
    for (int d = 0; d < lowers.size(); d++) {
      Operation forOp = createFor(rewriter, loc, lowers.get(d), uppers.get(d), steps.get(d), iterArgs);
      loops.add(forOp);
      Block forBody = forOp.region(0).entryBlock();
      ivs.add(forBody.argument(0));
      iterArgs = new ArrayList<>(forBody.arguments().subList(1, forBody.numArguments()));
      if (d == 0) {
        loopResults = new ArrayList<>(forOp.results());
      } else if (forOp.numResults() > 0) {
        rewriter.setInsertionPointToEnd(rewriter.insertionBlock());
        rewriter.create("scf.yield", loc, forOp.results(), List.of());
      }
      rewriter.setInsertionPointToStart(forBody);
    }

    Block parallelBody = parallel.region(0).entryBlock();
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
      rewriter.create("scf.yield", loc, yieldOperands, List.of());
    }
    rewriter.replaceOp(parallel, loopResults);
    return loops;
  }

  /** An {@code scf.for} as upstream's builder makes it: the body holds only a yield when there is nothing to carry. */
  private static Operation createFor(Rewriter rewriter, Location loc, Value lower, Value upper, Value step,
                                     List<Value> inits) {
    Operation forOp = rewriter.forLoop(loc, lower, upper, step, inits);
    if (inits.isEmpty()) {
      new OpBuilder(OpDefs.SHARED).setInsertionPointToEnd(forOp.region(0).entryBlock()).create("scf.yield", loc, List.of(), List.of());
    }
    return forOp;
  }

}
