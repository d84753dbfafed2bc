package dev.loomlir.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The Context finds an op through its namespace's dialect, which it loads on first use. */
class ContextTest {
  @Test
  void everyOpOfADialectHasItsNamespacePrefix() {
    // Context.op looks a name up only in the dialect its prefix names: an op declared in another
    // dialect's list would never be found.
    for (Dialect d : Dialects.newContext().dialects()) {
      for (OpDef op : d.ops()) {
        assertTrue(op.name().startsWith(d.namespace() + "."), op.name() + " in dialect " + d.namespace());
      }
    }
  }

  @Test
  void findsOpsOfEveryDialectWhateverTheOrderOfLookups() {
    Context all = Dialects.newContext();
    Set<String> names = new HashSet<>();
    for (OpDef op : all.ops()) names.add(op.name());
    Context lazy = Dialects.newContext();
    for (String name : names) {
      OpDef def = lazy.op(name);
      assertNotNull(def, name);
      assertEquals(name, def.name());
      assertSame(def, lazy.op(name));
    }
    assertEquals(names.size(), lazy.ops().size());
  }

  @Test
  void unknownNamesAreNotFound() {
    Context c = Dialects.newContext();
    for (String name : List.of("return", "module", "arith.nosuchop", "nosuchdialect.op", "", ".")) {
      assertNull(c.op(name), name);
    }
    assertNotNull(c.op("func.return"));
    assertNotNull(c.op("builtin.module"));
  }
}
