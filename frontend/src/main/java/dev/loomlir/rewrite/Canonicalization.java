package dev.loomlir.rewrite;

import dev.loomlir.ir.OpDef;
import java.util.List;

/**
 * An op's canonicalization patterns (upstream's {@code getCanonicalizationPatterns}), attached to
 * its declaration with {@code OpDef.implement(Canonicalization.class, ...)}; {@code canonicalize}
 * collects them from every registered op.
 */
@FunctionalInterface
public interface Canonicalization {
  /** The patterns, in the order upstream adds them; each has this op as its root. */
  List<RewritePattern> patterns();

  /** The patterns {@code def} declares (none when it declares no canonicalization). */
  static List<RewritePattern> of(OpDef def) {
    Canonicalization c = def.iface(Canonicalization.class);
    return c == null ? List.of() : c.patterns();
  }
}
