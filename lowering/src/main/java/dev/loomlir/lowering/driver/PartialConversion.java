package dev.loomlir.lowering.driver;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.fold.Folding;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * Upstream's {@code applyPartialConversion} for passes whose patterns stay within dialects that
 * are otherwise legal (no type conversion, no block signatures): every op the target marks
 * illegal, in pre-order, is folded if it folds, else rewritten by the first of its patterns that
 * applies; the ops a pattern creates are legalized the same way, right after it. As in upstream,
 * replacements take effect only at the end ({@link ConversionRewriter}), so a fold never sees
 * through an op that was already converted, and an op that cannot be legalized fails the whole
 * conversion with upstream's error.
 */
public final class PartialConversion {
  private final Predicate<Operation> illegal;
  private final Map<String, List<RewritePattern>> patterns = new HashMap<>();

  /** {@code illegal}: the ops that must not survive; ops it rejects are left as they are. */
  public PartialConversion(Predicate<Operation> illegal, List<RewritePattern> patternList) {
    this.illegal = illegal;
    for (RewritePattern p : patternList) patterns.computeIfAbsent(p.rootName(), k -> new ArrayList<>()).add(p);
  }

  /** Converts everything nested in {@code root}; throws a DiagnosticException at the first op that stays illegal. */
  public void apply(Operation root) {
    List<Operation> ops = new ArrayList<>();
    root.walk(op -> {
      if (op != root) ops.add(op);
    });
    ConversionRewriter rewriter = new ConversionRewriter();
    for (Operation op : ops) {
      if (illegal.test(op) && !legalize(op, rewriter)) {
        throw new DiagnosticException(op.location(),
            "failed to legalize operation '" + op.name() + "' that was explicitly marked illegal");
      }
    }
    rewriter.commit();
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
      if (!illegal.test(op)) return true;
    }
    for (RewritePattern pattern : patterns.getOrDefault(op.name(), List.of())) {
      int mark = rewriter.createdCount();
      rewriter.setInsertionPointBefore(op);
      if (!pattern.matchAndRewrite(op, rewriter)) continue;
      for (Operation created : rewriter.createdSince(mark)) {
        // The conversion fails as a whole, so the pattern's ops need not be rolled back.
        if (illegal.test(created) && !legalize(created, rewriter)) return false;
      }
      return true;
    }
    return false;
  }
}
