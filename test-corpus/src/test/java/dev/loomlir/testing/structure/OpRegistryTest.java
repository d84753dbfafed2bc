package dev.loomlir.testing.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.ModuleCompiler;
import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.RewritePattern;
import java.io.IOException;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Op facts are keyed by op declarations, so each must refer to an op a context registers: the
 * declaration every op class holds, the folders and canonicalization patterns attached to
 * declarations, the ops code generation has emitters for. (The drivers check the roots of a pass's
 * own patterns against the context it runs in: {@code PatternsByRoot}.) A declaration that is not registered would parse as nothing and
 * match nothing.
 */
class OpRegistryTest {
  private static final Context CONTEXT = Dialects.newContext();

  private static Set<OpDef> registered() {
    Set<OpDef> defs = Collections.newSetFromMap(new IdentityHashMap<>());
    defs.addAll(CONTEXT.ops());
    return defs;
  }

  @Test
  void everyOpClassIsRegisteredByItsDialect() throws Exception {
    Set<OpDef> registered = registered();
    List<String> missing = new ArrayList<>();
    List<Class<?>> opClasses = opClasses();
    for (Class<?> c : opClasses) {
      OpType<?> type = (OpType<?>) c.getField("TYPE").get(null);
      if (!registered.contains(type.def())) missing.add(c.getName() + " (" + type.name() + ")");
      assertSame(type.def(), CONTEXT.op(type.name()), "the context's " + type.name() + " is the op class's");
    }
    assertEquals(List.of(), missing, "op classes whose dialect does not register them");
    assertTrue(opClasses.size() >= 20, "found the op classes: " + opClasses.size());
  }

  @Test
  void canonicalizationPatternsAreRootedAtTheirOp() {
    for (OpDef def : CONTEXT.ops()) {
      for (RewritePattern p : Canonicalization.of(def)) {
        assertSame(def, p.root(), "a canonicalization pattern of " + def.name() + " rewrites " + p.root());
      }
    }
  }

  @Test
  void everyEmitterIsForARegisteredOp() {
    Set<OpDef> registered = registered();
    List<String> strays = new ArrayList<>();
    for (OpDef def : ModuleCompiler.standardRegistry().emittedOps()) if (!registered.contains(def)) strays.add(def.name());
    assertEquals(List.of(), strays, "emitters for ops no context registers");
  }

  /**
   * A folder is attached to a declaration ({@code OpDef.folder}); one on a declaration no context
   * registers would never run. Looks at every declaration held in a static field of the dialect
   * classes (op classes, shared declarations, helpers) with a folder or canonicalization patterns.
   */
  @Test
  void everyFolderAndCanonicalizationIsOnARegisteredOp() throws Exception {
    Set<OpDef> registered = registered();
    List<String> strays = new ArrayList<>();
    int withFolder = 0;
    for (OpDef def : declaredInStaticFields()) {
      boolean hasFacts = def.folder() != null || !Canonicalization.of(def).isEmpty();
      if (def.folder() != null) withFolder++;
      if (hasFacts && !registered.contains(def)) strays.add(def.name());
    }
    assertEquals(List.of(), strays, "folders or canonicalization patterns on declarations no context registers");
    assertTrue(withFolder >= 20, "found the folders: " + withFolder);
  }

  /** The declarations in static OpDef and OpType fields of the classes under dev/loomlir/dialects. */
  private static Set<OpDef> declaredInStaticFields() throws Exception {
    Set<OpDef> defs = Collections.newSetFromMap(new IdentityHashMap<>());
    for (Class<?> c : dialectClasses()) {
      for (Field f : c.getDeclaredFields()) {
        if (!Modifier.isStatic(f.getModifiers())) continue;
        if (f.getType() != OpDef.class && f.getType() != OpType.class) continue;
        f.setAccessible(true);
        Object value = f.get(null);
        if (value instanceof OpDef def) defs.add(def);
        else if (value instanceof OpType<?> type) defs.add(type.def());
      }
    }
    return defs;
  }

  /** Every class under dev/loomlir/dialects with a public static final OpType field named TYPE. */
  private static List<Class<?>> opClasses() throws IOException, URISyntaxException, ClassNotFoundException {
    List<Class<?>> found = new ArrayList<>();
    for (Class<?> c : dialectClasses()) if (hasTypeField(c)) found.add(c);
    return found;
  }

  /** Every class under dev/loomlir/dialects (loaded without initializing it). */
  private static List<Class<?>> dialectClasses() throws IOException, URISyntaxException, ClassNotFoundException {
    URL url = OpRegistryTest.class.getClassLoader().getResource("dev/loomlir/dialects/Dialects.class");
    Path dialects = Path.of(url.toURI()).getParent();
    Path classesRoot = dialects.getParent().getParent().getParent();
    List<Class<?>> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(dialects)) {
      for (Path f : files.filter(p -> p.toString().endsWith(".class")).toList()) {
        String name = classesRoot.relativize(f).toString().replace('/', '.').replaceAll("\\.class$", "");
        found.add(Class.forName(name, false, OpRegistryTest.class.getClassLoader()));
      }
    }
    return found;
  }

  private static boolean hasTypeField(Class<?> c) {
    try {
      Field f = c.getField("TYPE");
      return Modifier.isStatic(f.getModifiers()) && f.getType() == OpType.class;
    } catch (NoSuchFieldException e) {
      return false;
    }
  }
}
