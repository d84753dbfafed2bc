package dev.loomlir.syntax.print;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The SSA names in use, scoped by region: a name used in a region is visible in the regions
 * nested in it but not in sibling regions (MLIR's scoped hash table of used names).
 */
final class ScopedNameSet {
  private final Set<String> names = new HashSet<>();
  /** Names in insertion order, so that a scope can drop what it added. */
  private final List<String> log = new ArrayList<>();

  boolean contains(String name) { return names.contains(name); }

  /** Adds a name that is not yet in the set. */
  void add(String name) {
    names.add(name);
    log.add(name);
  }

  /** Marks the start of a scope; pass the result to {@link #closeScope}. */
  int openScope() { return log.size(); }

  void closeScope(int mark) {
    for (int i = log.size() - 1; i >= mark; i--) names.remove(log.remove(i));
  }
}
