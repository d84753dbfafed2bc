package dev.loomlir.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
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
  void eachDialectLooksUpExactlyTheOpsItDeclares() throws Exception {
    // Dialect.op names each op a second time (a switch, so that a lookup initializes one op class):
    // it must answer for every op of ops(), with the same declaration, and ops() must list every
    // op class of the dialect's package (each has a static OpType TYPE).
    for (Dialect d : Dialects.newContext().dialects()) {
      Set<String> listed = new TreeSet<>();
      for (OpDef op : d.ops()) {
        listed.add(op.name());
        assertSame(op, d.op(op.name()), op.name());
      }
      assertEquals(listed.size(), d.ops().size(), d.namespace() + " lists an op twice");
      assertNull(d.op(d.namespace() + ".no_such_op"));
      assertNull(d.op(""));
      assertEquals(listed, declaredOps(d), "op classes of " + d.getClass().getPackageName());
    }
  }

  /** The names of the ops whose classes sit in {@code d}'s package, read from their TYPE fields. */
  private static Set<String> declaredOps(Dialect d) throws IOException, ReflectiveOperationException, URISyntaxException {
    Path classes = Path.of(d.getClass().getProtectionDomain().getCodeSource().getLocation().toURI());
    String pkg = d.getClass().getPackageName();
    Set<String> names = new TreeSet<>();
    try (Stream<Path> files = Files.list(classes.resolve(pkg.replace('.', '/')))) {
      for (Path f : files.filter(f -> f.toString().endsWith(".class")).toList()) {
        String simple = f.getFileName().toString().replace(".class", "");
        Class<?> c = Class.forName(pkg + "." + simple, false, d.getClass().getClassLoader());
        Field type;
        try {
          type = c.getDeclaredField("TYPE");
        } catch (NoSuchFieldException e) {
          continue;
        }
        if (!Modifier.isStatic(type.getModifiers()) || type.getType() != OpType.class) continue;
        type.setAccessible(true);
        names.add(((OpType<?>) type.get(null)).def().name());
      }
    }
    return names;
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
