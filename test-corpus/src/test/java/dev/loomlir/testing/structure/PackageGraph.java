package dev.loomlir.testing.structure;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;

/** The dependencies among packages that class dependencies make, and the cycles among them. */
final class PackageGraph {
  /** From package, to package, and the first class dependency (by name) that makes the edge. */
  private final Map<String, TreeMap<String, String>> edges = new TreeMap<>();

  /** Records that class {@code from} uses class {@code to} (binary names, {@code a.b.C$D}). */
  void addClassDependency(String from, String to) {
    String fromPackage = packageOf(from);
    String toPackage = packageOf(to);
    edges.computeIfAbsent(toPackage, p -> new TreeMap<>());
    if (fromPackage.equals(toPackage)) return;
    String example = simpleName(from) + " -> " + simpleName(to);
    edges.computeIfAbsent(fromPackage, p -> new TreeMap<>()).merge(toPackage, example,
        (a, b) -> a.compareTo(b) <= 0 ? a : b);
  }

  /**
   * One cycle through each set of mutually dependent packages (strongly connected component), as
   * {@code p -> q (A -> B) -> p (B -> A)}: the shortest path from the component's first package
   * back to it, each edge with a class dependency that makes it. Empty when the packages are layered.
   */
  List<String> cycles() {
    List<String> cycles = new ArrayList<>();
    for (Set<String> component : components()) {
      if (component.size() > 1) cycles.add(shortestCycle(component));
    }
    return cycles;
  }

  private String shortestCycle(Set<String> component) {
    String start = component.iterator().next();
    Map<String, String> cameFrom = new HashMap<>();
    Deque<String> queue = new ArrayDeque<>(List.of(start));
    String last = null;
    while (last == null) {
      String p = queue.removeFirst();
      for (String q : edges.get(p).keySet()) {
        if (!component.contains(q)) continue;
        if (q.equals(start)) {
          last = p;
          break;
        }
        if (cameFrom.putIfAbsent(q, p) == null) queue.addLast(q);
      }
    }
    List<String> path = new ArrayList<>(List.of(start));
    for (String p = last; !p.equals(start); p = cameFrom.get(p)) path.add(1, p);
    path.add(start);
    StringBuilder text = new StringBuilder(start);
    for (int i = 1; i < path.size(); i++) {
      text.append(" -> ").append(path.get(i)).append(" (").append(edges.get(path.get(i - 1)).get(path.get(i))).append(')');
    }
    return text.toString();
  }

  /** Tarjan's strongly connected components, each sorted, in a stable order. */
  private List<Set<String>> components() {
    Map<String, Integer> index = new HashMap<>();
    Map<String, Integer> low = new HashMap<>();
    Deque<String> stack = new ArrayDeque<>();
    List<Set<String>> components = new ArrayList<>();
    for (String p : edges.keySet()) {
      if (!index.containsKey(p)) connect(p, index, low, stack, components);
    }
    return components;
  }

  private void connect(String p, Map<String, Integer> index, Map<String, Integer> low, Deque<String> stack,
                       List<Set<String>> components) {
    index.put(p, index.size());
    low.put(p, index.get(p));
    stack.push(p);
    for (String q : edges.get(p).keySet()) {
      if (!index.containsKey(q)) {
        connect(q, index, low, stack, components);
        low.put(p, Math.min(low.get(p), low.get(q)));
      } else if (stack.contains(q)) {
        low.put(p, Math.min(low.get(p), index.get(q)));
      }
    }
    if (low.get(p).equals(index.get(p))) {
      Set<String> component = new TreeSet<>();
      String q;
      do {
        q = stack.pop();
        component.add(q);
      } while (!q.equals(p));
      components.add(component);
    }
  }

  private static String packageOf(String className) {
    int dot = className.lastIndexOf('.');
    return dot < 0 ? "" : className.substring(0, dot);
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }
}
