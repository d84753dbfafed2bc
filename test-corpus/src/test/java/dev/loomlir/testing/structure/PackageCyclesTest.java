package dev.loomlir.testing.structure;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.testing.LitCorpus;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.URL;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.spi.ToolProvider;
import org.junit.jupiter.api.Test;

/**
 * The packages of every module's main classes are layered: no package depends, directly or through
 * others, on a package that depends on it. The dependencies are jdeps's, as
 * {@code jdeps -verbose:class target/classes} shows them; a failure names one cycle per set of
 * mutually dependent packages, with a class dependency for each step.
 */
class PackageCyclesTest {
  /** A class dependency line of {@code jdeps -verbose:class}: {@code   a.B   -> c.D   classes}. */
  private static final Pattern DEPENDENCY =
      Pattern.compile("^\\s+(dev\\.loomlir\\.\\S+)\\s+->\\s+(dev\\.loomlir\\.\\S+)\\s");

  @Test
  void mainClassesHaveNoPackageCycles() throws IOException {
    PackageGraph graph = new PackageGraph();
    for (String line : jdeps(mainClassRoots()).split("\n")) {
      Matcher m = DEPENDENCY.matcher(line);
      if (m.find()) graph.addClassDependency(m.group(1), m.group(2));
    }
    assertEquals(List.of(), graph.cycles(), "package cycles in main classes");
  }

  /** So that a module added later is not silently left out (test-corpus must depend on it). */
  @Test
  void everyModuleOfTheReactorIsChecked() throws IOException {
    Path pom = LitCorpus.root().getParent().getParent().resolve("pom.xml");
    Matcher m = Pattern.compile("<module>([^<]+)</module>").matcher(Files.readString(pom));
    List<String> modules = new ArrayList<>();
    while (m.find()) modules.add(m.group(1));
    List<String> checked = mainClassRoots().stream().map(PackageCyclesTest::moduleOf).toList();
    assertTrue(modules.size() > 1, "no modules in " + pom);
    assertEquals(new TreeSet<>(modules), new TreeSet<>(checked));
  }

  @Test
  void aCycleIsNamedWithTheClassesThatMakeIt() {
    PackageGraph graph = new PackageGraph();
    graph.addClassDependency("p.ir.Operation", "p.def.OpDef");
    graph.addClassDependency("p.def.OpDef", "p.syntax.Format");
    graph.addClassDependency("p.syntax.Format", "p.ir.Operation");
    graph.addClassDependency("p.syntax.Format", "p.syntax.Lexer");
    graph.addClassDependency("p.top.Main", "p.ir.Operation");
    assertEquals(List.of("p.def -> p.syntax (OpDef -> Format) -> p.ir (Format -> Operation)"
        + " -> p.def (Operation -> OpDef)"), graph.cycles());
  }

  @Test
  void layeredPackagesHaveNoCycle() {
    PackageGraph graph = new PackageGraph();
    graph.addClassDependency("p.top.Main", "p.ir.Operation");
    graph.addClassDependency("p.top.Main", "p.syntax.Format");
    graph.addClassDependency("p.syntax.Format", "p.ir.Operation");
    graph.addClassDependency("p.ir.Operation", "p.ir.Block");
    graph.addClassDependency("p.ir.Block", "p.ir.Operation");
    assertEquals(List.of(), graph.cycles());
  }

  private static String jdeps(List<Path> roots) {
    ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("no jdeps in this JDK"));
    List<String> args = new ArrayList<>(List.of("-verbose:class", "-filter:none"));
    for (Path root : roots) args.add(root.toString());
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code = jdeps.run(new PrintWriter(out, true), new PrintWriter(err, true), args.toArray(String[]::new));
    assertEquals(0, code, "jdeps " + args + " failed:\n" + err);
    return out.toString();
  }

  /** The main class directories (or jars) of loomlir's modules: every class path root holding dev/loomlir but test classes. */
  private static List<Path> mainClassRoots() throws IOException {
    List<Path> roots = new ArrayList<>();
    for (URL url : Collections.list(PackageCyclesTest.class.getClassLoader().getResources("dev/loomlir"))) {
      Path root = switch (url.getProtocol()) {
        case "file" -> path(url).getParent().getParent();
        case "jar" -> Path.of(URI.create(url.getPath().substring(0, url.getPath().indexOf("!/"))));
        default -> throw new AssertionError("unexpected class path entry " + url);
      };
      if (!root.getFileName().toString().equals("test-classes")) roots.add(root);
    }
    return roots;
  }

  private static Path path(URL url) {
    try {
      return Path.of(url.toURI());
    } catch (URISyntaxException e) {
      throw new AssertionError(e);
    }
  }

  /** The module of a class root: {@code MODULE/target/classes}, or a jar {@code loomlir-MODULE-VERSION.jar}. */
  private static String moduleOf(Path root) {
    String name = root.getFileName().toString();
    if (!name.endsWith(".jar")) return root.getParent().getParent().getFileName().toString();
    return name.replaceFirst("^loomlir-", "").replaceFirst("-\\d.*\\.jar$", "");
  }
}
