package dev.loomlir.runtime.async;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;

/**
 * The optional reference-count checker of one program ({@link ProgramRuntime}). Off (the
 * default), {@code add_ref}/{@code drop_ref} do nothing and objects carry no record: the garbage
 * collector frees them. On, objects the program creates from then on get a {@link RefCountRecord}
 * with upstream's counts (tokens and values start at 2, one reference being the producer's,
 * dropped when it completes them; groups at 1; a group holds an extra reference while a member is
 * pending) and every op checks it. Records and findings are the program's own: another program's
 * leaks never show in its report.
 */
final class RefCounts {
  static final String PROPERTY = "loomlir.checkRefcounts";

  private final Set<RefCountRecord> live = ConcurrentHashMap.newKeySet();
  private final Queue<RefCountProblem> problems = new ConcurrentLinkedQueue<>();

  /** A record for a new object (when its program checks; see {@link ProgramRuntime#checkRefCounts}). */
  RefCountRecord record(String kind, String location, long initialCount) {
    RefCountRecord r = new RefCountRecord(this, kind, location, initialCount);
    live.add(r);
    return r;
  }

  static void addRef(AsyncObject o, long count, String opName) {
    RefCountRecord r = o.refCounts;
    if (r == null) return;
    long before = r.count.getAndAdd(count);
    if (before <= 0) r.owner.usedAfterDrop(r, opName);
  }

  /** Small enough to inline everywhere (C1 too): unchecked objects return at once. */
  static void dropRef(AsyncObject o, long count, String opName) {
    RefCountRecord r = o.refCounts;
    if (r != null) r.owner.dropCounted(r, count, opName);
  }

  private void dropCounted(RefCountRecord r, long count, String opName) {
    long before = r.count.getAndAdd(-count);
    long after = before - count;
    if (before <= 0) {
      usedAfterDrop(r, opName);
    } else if (after == 0) {
      live.remove(r);
    }
    if (after < 0 && r.firstReport(RefCountProblem.Kind.DROPPED_BELOW_ZERO)) {
      problems.add(new RefCountProblem(RefCountProblem.Kind.DROPPED_BELOW_ZERO, r.kind, r.location,
          opName + " took it from " + before + " to " + after));
    }
    if (after < 0) live.remove(r);
  }

  /** The runtime's own drops (completion of a token/value, a group's member finishing). */
  static void internalDrop(AsyncObject o) {
    dropRef(o, 1, "completion");
  }

  /** The runtime's own add (a group kept alive for a pending member). */
  static void internalAdd(AsyncObject o) {
    addRef(o, 1, "async.runtime.add_to_group");
  }

  /** Any other op on the object: it must still be referenced. */
  static void use(AsyncObject o, String opName) {
    RefCountRecord r = o.refCounts;
    if (r != null && r.count.get() <= 0) r.owner.usedAfterDrop(r, opName);
  }

  private void usedAfterDrop(RefCountRecord r, String opName) {
    if (r.firstReport(RefCountProblem.Kind.USED_AFTER_LAST_DROP)) {
      problems.add(new RefCountProblem(RefCountProblem.Kind.USED_AFTER_LAST_DROP, r.kind,
          r.location, "by " + opName));
    }
  }

  /**
   * Problems so far, plus the objects still referenced (leaked, if the program is over), one
   * line per creation site and kind: a leak in a loop is one line, not a million.
   */
  RefCountReport report() {
    List<RefCountProblem> all = new ArrayList<>(problems);
    Map<List<String>, long[]> leaks = new TreeMap<>(
        Comparator.comparing((List<String> k) -> String.valueOf(k.get(0))).thenComparing(k -> k.get(1)));
    for (RefCountRecord r : live) {
      long c = r.count.get();
      if (c > 0) {
        long[] objectsAndRefs = leaks.computeIfAbsent(Arrays.asList(r.location, r.kind), k -> new long[2]);
        objectsAndRefs[0]++;
        objectsAndRefs[1] += c;
      }
    }
    leaks.forEach((site, n) -> all.add(new RefCountProblem(RefCountProblem.Kind.LEAKED, site.get(1),
        site.get(0), (n[0] == 1 ? "" : n[0] + " objects created here, ")
            + n[1] + (n[1] == 1 ? " reference" : " references") + " left at exit")));
    return new RefCountReport(all);
  }

  void reset() {
    live.clear();
    // Drained, not clear()ed: ConcurrentLinkedQueue.clear links a lambda, a cost at every start.
    while (problems.poll() != null) {
      // next
    }
  }
}
