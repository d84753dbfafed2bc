package dev.loomlir.lowering.driver;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * Patterns grouped by the declaration of their root op, as the drivers offer them to ops. Ops
 * are matched by declaration identity, so a pattern rooted at a declaration other than the one
 * the pass's context registers under that name would never apply: that is a bug, reported here.
 */
final class PatternsByRoot implements PatternSource {
  private final Map<OpDef, List<RewritePattern>> byRoot;

  private PatternsByRoot(Map<OpDef, List<RewritePattern>> byRoot) {
    this.byRoot = byRoot;
  }

  @Override public List<RewritePattern> patterns(OpDef root) {
    return byRoot.getOrDefault(root, List.of());
  }

  static Map<OpDef, List<RewritePattern>> group(List<RewritePattern> patterns, OpRegistry ops) {
    Map<OpDef, List<RewritePattern>> byRoot = new IdentityHashMap<>();
    for (RewritePattern p : patterns) {
      OpDef root = p.root();
      OpDef registered = ops.op(root.name());
      if (registered != null && registered != root) {
        throw new IllegalArgumentException("a pattern of '" + root.name()
            + "' is rooted at a declaration the context does not register (it would never apply)");
      }
      byRoot.computeIfAbsent(root, k -> new ArrayList<>()).add(p);
    }
    return byRoot;
  }

  /** {@link #group}'s map as a source. */
  static PatternSource of(List<RewritePattern> patterns, OpRegistry ops) {
    return new PatternsByRoot(group(patterns, ops));
  }
}
