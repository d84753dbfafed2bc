package dev.loomlir.dialects.affine;

import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/** Upstream's canonicalization patterns of the affine ops. */
final class AffineCanonicalization {
  private AffineCanonicalization() {}

  static List<RewritePattern> applyPatterns() { return List.of(); }

  static List<RewritePattern> minPatterns() { return List.of(); }

  static List<RewritePattern> maxPatterns() { return List.of(); }

  static List<RewritePattern> forPatterns() { return List.of(); }

  static List<RewritePattern> ifPatterns() { return List.of(); }

  static List<RewritePattern> loadPatterns() { return List.of(); }

  static List<RewritePattern> storePatterns() { return List.of(); }

  static List<RewritePattern> prefetchPatterns() { return List.of(); }
}
