package dev.loomlir.lowering.driver;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.driver.ConversionTarget.Legality;
import dev.loomlir.lowering.fold.Folding;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The one dialect-conversion driver (upstream's {@code applyPartialConversion} and
 * {@code applyFullConversion}, for patterns that need no type conversion): every op to legalize,
 * in pre-order, is folded if it folds, else rewritten by the first of its patterns that applies;
 * the ops a pattern creates are legalized the same way, right after it. A partial conversion
 * legalizes the ops its target marks illegal; a full one every op the target does not mark legal.
 * As in upstream, replacements take effect only at the end ({@link ConversionRewriter}), so a fold
 * never sees through an op that was already converted, and an op that cannot be legalized fails
 * the whole conversion with upstream's error instead of surviving silently.
 */
public final class DialectConversion {
  private final ConversionTarget target;
  private final OpRegistry ops;
  private final boolean full;
  private final Map<OpDef, List<RewritePattern>> patterns;

  private DialectConversion(ConversionTarget target, List<RewritePattern> patternList, OpRegistry ops, boolean full) {
    this.target = target;
    this.ops = ops;
    this.full = full;
    this.patterns = PatternsByRoot.group(patternList, ops);
  }

  /**
   * Converts the illegal ops nested in {@code root}, building ops declared in {@code ops} (the
   * registry of the context the pass runs in); throws a DiagnosticException at the first op that
   * stays illegal.
   */
  public static void applyPartial(Operation root, ConversionTarget target, List<RewritePattern> patterns, OpRegistry ops) {
    new DialectConversion(target, patterns, ops, false).apply(root);
  }

  /** Converts every op nested in {@code root} that {@code target} does not mark legal, or fails at the first that stays. */
  public static void applyFull(Operation root, ConversionTarget target, List<RewritePattern> patterns, OpRegistry ops) {
    new DialectConversion(target, patterns, ops, true).apply(root);
  }

  private void apply(Operation root) {
    List<Operation> nested = new ArrayList<>();
    root.walk(op -> {
      if (op != root) nested.add(op);
    });
    ConversionRewriter rewriter = new ConversionRewriter(ops);
    for (Operation op : nested) {
      if (!rewriter.isErased(op) && needsLegalizing(op) && !legalize(op, rewriter)) {
        throw new DiagnosticException(op.location(), "failed to legalize operation '" + op.name() + "'"
            + (target.legality(op) == Legality.ILLEGAL ? " that was explicitly marked illegal" : ""));
      }
    }
    rewriter.commit();
  }

  private boolean needsLegalizing(Operation op) {
    Legality legality = target.legality(op);
    return full ? legality != Legality.LEGAL : legality == Legality.ILLEGAL;
  }

  private boolean legalize(Operation op, ConversionRewriter rewriter) {
    while (true) {
      rewriter.setInsertionPointBefore(op);
      Folding.Outcome folded = Folding.tryFold(rewriter, op);
      if (folded instanceof Folding.Outcome.Replaced replaced) {
        rewriter.replaceOp(op, replaced.values());
        return true;
      }
      // A fold that changed the op in place: legalize what it became.
      if (!(folded instanceof Folding.Outcome.InPlace)) break;
      if (!needsLegalizing(op)) return true;
    }
    for (RewritePattern pattern : patterns.getOrDefault(op.def(), List.of())) {
      int mark = rewriter.createdCount();
      rewriter.setInsertionPointBefore(op);
      if (!pattern.matchAndRewrite(op, rewriter)) continue;
      for (Operation created : rewriter.createdSince(mark)) {
        // The conversion fails as a whole, so the pattern's ops need not be rolled back.
        if (needsLegalizing(created) && !legalize(created, rewriter)) return false;
      }
      return true;
    }
    return false;
  }
}
