package dev.loomlir.lowering.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.ir.OpDef;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The drivers accept only patterns rooted at the declarations their context registers. */
class PatternsByRootTest {
  private static final Context CONTEXT = Dialects.newContext();

  @Test
  void patternsAreGroupedByTheirRegisteredRoot() {
    RewritePattern a = RewritePattern.of(ForOp.TYPE, (op, r) -> false);
    RewritePattern b = RewritePattern.of(ForOp.TYPE.def(), (op, r) -> false);
    assertEquals(List.of(a, b), PatternsByRoot.group(List.of(a, b), CONTEXT).get(CONTEXT.op("scf.for")));
  }

  @Test
  void aRootThatIsNotTheRegisteredDeclarationIsRejected() {
    RewritePattern stray = RewritePattern.of(OpDef.op("scf.for"), (op, r) -> false);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> new GreedyRewriteDriver(CONTEXT, List.of(stray), GreedyRewriteDriver.Config.DEFAULT));
    assertEquals("a pattern of 'scf.for' is rooted at a declaration the context does not register (it would never apply)",
        e.getMessage());
  }
}
