package dev.loomlir.lowering.driver;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.analysis.SideEffects;
import dev.loomlir.lowering.fold.Folders;
import dev.loomlir.lowering.fold.Folding;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Applies folds and patterns to every op nested in a root op until nothing changes, as MLIR's
 * {@code applyPatternsGreedily} (top-down traversal, constant CSE, normal region
 * simplification). Each round walks the IR in pre-order, uniquing and hoisting constants, then
 * works through a LIFO worklist: erase trivially dead ops, fold, else try the op's patterns. Ops
 * touched by a change go back on the worklist.
 */
public final class GreedyRewriteDriver implements PatternRewriter.Listener {
  /** Upstream's {@code applyPatternsGreedily} default iteration limit. */
  public static final int DEFAULT_MAX_ITERATIONS = 10;

  /** Upstream's {@code GreedyRewriteConfig::kNoLimit}: as the iteration limit, no limit (other negatives run nothing). */
  public static final long NO_LIMIT = -1;

  /**
   * How the driver runs (upstream's {@code GreedyRewriteConfig}): the iteration limit, the limit of
   * pattern rewrites per iteration ({@link #NO_LIMIT}: none), the worklist's initial order, and
   * whether regions are simplified between iterations.
   */
  public record Config(long maxIterations, long maxNumRewrites, boolean topDown, boolean simplifyRegions) {
    public static final Config DEFAULT = new Config(DEFAULT_MAX_ITERATIONS, NO_LIMIT, true, true);

    public Config withMaxIterations(long n) { return new Config(n, maxNumRewrites, topDown, simplifyRegions); }
  }

  private final PatternSource patterns;
  private final Config config;
  private long rewritesThisIteration;
  private final PatternRewriter rewriter;
  private final RegionSimplifier regionSimplifier;

  /** The worklist: a stack without duplicates; erased entries become null. */
  private final List<Operation> worklist = new ArrayList<>();
  private final Map<Operation, Integer> worklistIndex = new IdentityHashMap<>();
  private ConstantUniquer constants;
  private Operation root;

  /** A driver building ops declared in {@code ops} (the registry of the context the pass runs in). */
  public GreedyRewriteDriver(OpRegistry ops, List<RewritePattern> patternList, Config config) {
    this(ops, PatternsByRoot.of(patternList, ops), config);
  }

  /** A driver offering each op the patterns {@code patterns} gives for its declaration. */
  public GreedyRewriteDriver(OpRegistry ops, PatternSource patterns, Config config) {
    rewriter = new PatternRewriter(ops, this);
    regionSimplifier = new RegionSimplifier(rewriter);
    this.patterns = patterns;
    this.config = config;
  }

  /**
   * Folds, erases dead ops, uniques constants and simplifies regions in {@code root} without any
   * pattern: what upstream's greedy driver does to the IR a pass built with its own patterns
   * (async-parallel-for, linalg-to-loops), which loomlir applies beforehand.
   */
  public static boolean foldGreedily(Operation root, OpRegistry ops) {
    return new GreedyRewriteDriver(ops, List.of(), Config.DEFAULT).run(root);
  }

  /** Simplifies everything nested in {@code root}; returns true when it converged within the iteration limit. */
  public boolean run(Operation root) {
    this.root = root;
    long maxIterations = config.maxIterations();
    for (long iteration = 1; maxIterations == NO_LIMIT || iteration <= maxIterations; iteration++) {
      clearWorklist();
      constants = new ConstantUniquer(rewriter);
      rewritesThisIteration = 0;
      List<Operation> initial = new ArrayList<>();
      if (config.topDown()) {
        // Pre-order, reversed so that the stack pops ops in order; known constants are uniqued first.
        for (Region r : root.regions()) collectPreOrder(r, initial);
        for (int i = initial.size() - 1; i >= 0; i--) push(initial.get(i));
      } else {
        // Upstream's bottom-up seeding: every nested op in post-order, popped last first.
        root.walkPostOrder(initial::add);
        for (Operation op : initial) push(op);
      }
      boolean changed = processWorklist();
      if (config.simplifyRegions()) changed |= regionSimplifier.simplify(root.regions());
      if (!changed) return true;
    }
    return false;
  }

  private void collectPreOrder(Region region, List<Operation> out) {
    for (Block block : new ArrayList<>(region.blocks())) {
      for (Operation op : block.operations()) {
        Attribute value = Folders.constantValue(op);
        if (value != null && !constants.insertKnownConstant(op, value)) continue;
        out.add(op);
        for (Region nested : op.regions()) collectPreOrder(nested, out);
      }
    }
  }

  private boolean processWorklist() {
    boolean changed = false;
    Operation op;
    while ((op = pop()) != null) {
      if (SideEffects.isTriviallyDead(op)) {
        rewriter.eraseOp(op);
        changed = true;
        continue;
      }
      if (!(op.isRegistered() && op.def().has(Trait.CONSTANT_LIKE)) && tryFold(op)) {
        changed = true;
        continue;
      }
      if (applyPatterns(op)) changed = true;
    }
    return changed;
  }

  private boolean tryFold(Operation op) {
    rewriter.setInsertionPointBefore(op);
    // instanceof, not a pattern switch: that is an invokedynamic every opt run with a rewrite
    // pass links anew (docs/performance-notes.md, issue 18).
    Folding.Outcome outcome = Folding.tryFold(rewriter, op);
    if (outcome instanceof Folding.Outcome.Unchanged) return false;
    if (outcome instanceof Folding.Outcome.InPlace) {
      modified(op);
      return true;
    }
    if (outcome instanceof Folding.Outcome.Replaced r) {
      rewriter.replaceOp(op, r.values());
      return true;
    }
    throw new AssertionError("unknown fold outcome " + outcome);
  }

  private boolean applyPatterns(Operation op) {
    if (config.maxNumRewrites() != NO_LIMIT && rewritesThisIteration >= config.maxNumRewrites()) return false;
    for (RewritePattern p : patterns.patterns(op.def())) {
      rewriter.setInsertionPointBefore(op);
      if (p.matchAndRewrite(op, rewriter)) {
        rewritesThisIteration++;
        return true;
      }
    }
    return false;
  }

  // ---- worklist ----

  private void clearWorklist() {
    worklist.clear();
    worklistIndex.clear();
  }

  private void push(Operation op) {
    if (worklistIndex.containsKey(op)) return;
    worklistIndex.put(op, worklist.size());
    worklist.add(op);
  }

  private Operation pop() {
    while (!worklist.isEmpty()) {
      Operation op = worklist.remove(worklist.size() - 1);
      if (op != null) {
        worklistIndex.remove(op);
        return op;
      }
    }
    return null;
  }

  private void remove(Operation op) {
    Integer i = worklistIndex.remove(op);
    if (i != null) worklist.set(i, null);
  }

  /** Upstream's addToWorklist: the op and its ancestors below the root. */
  private void addToWorklist(Operation op) {
    List<Operation> chain = new ArrayList<>();
    for (Operation o = op; o != null && o != root; o = o.parentOp()) {
      chain.add(o);
      if (o.parentOp() == root) {
        chain.forEach(this::push);
        return;
      }
    }
  }

  // ---- listener ----

  @Override public void inserted(Operation op) { addToWorklist(op); }

  @Override public void modified(Operation op) { addToWorklist(op); }

  @Override public void erased(Operation op) {
    addOperandDefsToWorklist(op);
    remove(op);
    if (constants != null) constants.notifyRemoval(op);
  }

  /** A def whose uses drop to one or none may now fold or die. */
  private void addOperandDefsToWorklist(Operation op) {
    for (Value operand : op.operands()) {
      Operation def = operand.definingOp();
      if (def == null) continue;
      Operation otherUser = null;
      boolean moreThanTwo = false;
      for (var use : operand.uses()) {
        Operation user = use.owner();
        if (user == op || user == otherUser) continue;
        if (otherUser == null) {
          otherUser = user;
          continue;
        }
        moreThanTwo = true;
        break;
      }
      if (!moreThanTwo) addToWorklist(def);
    }
  }
}
