package dev.loomlir.lowering.transforms;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link CanonicalizationPatterns} offers an op exactly what collecting every registered op's
 * patterns and grouping them by root did: each op's own patterns, in their order.
 */
class CanonicalizationPatternsTest {
  @Test void everyOpIsOfferedItsOwnPatternsWhichAreRootedAtIt() {
    CanonicalizationPatterns lazy = new CanonicalizationPatterns();
    int withPatterns = 0;
    for (OpDef def : Dialects.newContext().ops()) {
      List<RewritePattern> own = Canonicalization.of(def);
      for (RewritePattern p : own) assertSame(def, p.root(), def.name());
      List<RewritePattern> offered = lazy.patterns(def);
      assertEquals(own.size(), offered.size(), def.name());
      for (int i = 0; i < own.size(); i++) assertSame(own.get(i).root(), offered.get(i).root(), def.name());
      assertSame(offered, lazy.patterns(def), "collected once: " + def.name());
      if (!own.isEmpty()) withPatterns++;
    }
    assertTrue(withPatterns > 10, withPatterns + " ops with canonicalization patterns");
    assertEquals(List.of(), lazy.patterns(null), "an unregistered op");
  }

  @Test void aPatternRootedElsewhereIsABug() {
    OpDef a = OpDef.op("test.a");
    OpDef b = OpDef.op("test.b");
    a.implement(Canonicalization.class, () -> List.of(RewritePattern.of(b, (op, r) -> false)));
    IllegalStateException e = assertThrows(IllegalStateException.class, () -> new CanonicalizationPatterns().patterns(a));
    assertEquals("a canonicalization pattern of 'test.a' is rooted at 'test.b'", e.getMessage());
  }
}
