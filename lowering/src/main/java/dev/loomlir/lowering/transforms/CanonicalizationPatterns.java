package dev.loomlir.lowering.transforms;

import dev.loomlir.ir.OpDef;
import dev.loomlir.lowering.driver.PatternSource;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.RewritePattern;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * The canonicalization patterns of each op ({@link Canonicalization}), collected when the driver
 * first offers it an op of that kind. Upstream collects those of every op of the loaded dialects
 * up front; collecting them all here built the declarations of all ~300 registered ops (25 ms of
 * a canonicalize run, docs/performance-notes.md, "Start-up, lazily"). An op is offered the same
 * patterns either way, since each op's patterns have it as their root (checked here).
 */
final class CanonicalizationPatterns implements PatternSource {
  private final Map<OpDef, List<RewritePattern>> byRoot = new IdentityHashMap<>();

  /** {@code root} is null for an unregistered op, which has none. */
  @Override public List<RewritePattern> patterns(OpDef root) {
    if (root == null) return List.of();
    List<RewritePattern> patterns = byRoot.get(root);
    if (patterns == null) {
      patterns = Canonicalization.of(root);
      for (RewritePattern p : patterns) {
        if (p.root() != root) {
          throw new IllegalStateException("a canonicalization pattern of '" + root.name() + "' is rooted at '"
              + p.root().name() + "'");
        }
      }
      byRoot.put(root, patterns);
    }
    return patterns;
  }
}
