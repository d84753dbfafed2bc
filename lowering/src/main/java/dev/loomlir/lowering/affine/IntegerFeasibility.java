package dev.loomlir.lowering.affine;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Whether a system of linear equalities ({@code a.x + c == 0}) and inequalities
 * ({@code a.x + c >= 0}) has an integer solution, by the Omega test's method: equalities are
 * eliminated exactly (a variable with a unit coefficient is substituted; otherwise Pugh's
 * symmetric-modulo step makes one), then variables are eliminated from the inequalities by
 * Fourier-Motzkin, which is exact over the integers when every pair of bounds has a unit
 * coefficient. Where it is not, an empty real shadow proves there is no solution and a non-empty
 * dark shadow proves there is one; between the two (the Omega test's "splinters", not done) the
 * answer is {@link Result#UNKNOWN}. Upstream decides the same question exactly (Presburger
 * simplex with generalized basis reduction); the dependence analysis treats UNKNOWN as a
 * dependence, which is always safe. Rows are {@code long[numVars + 1]}, the constant last.
 */
final class IntegerFeasibility {
  enum Result { FEASIBLE, INFEASIBLE, UNKNOWN }

  /** Systems that grow past this many inequalities are not decided. */
  private static final int MAX_ROWS = 4000;

  private IntegerFeasibility() {}

  static Result check(List<long[]> equalities, List<long[]> inequalities) {
    try {
      List<long[]> eqs = new ArrayList<>();
      for (long[] r : equalities) eqs.add(r.clone());
      List<long[]> ineqs = new ArrayList<>();
      for (long[] r : inequalities) ineqs.add(r.clone());
      return solve(eqs, ineqs);
    } catch (ArithmeticException overflow) {
      return Result.UNKNOWN;
    }
  }

  private static Result solve(List<long[]> eqs, List<long[]> ineqs) {
    while (!eqs.isEmpty()) {
      long[] row = eqs.remove(eqs.size() - 1);
      int n = row.length - 1;
      long g = 0;
      for (int i = 0; i < n; i++) g = gcd(g, row[i]);
      if (g == 0) {
        if (row[n] != 0) return Result.INFEASIBLE;
        continue;
      }
      if (row[n] % g != 0) return Result.INFEASIBLE;
      for (int i = 0; i <= n; i++) row[i] /= g;
      int k = unitCoefficient(row);
      if (k >= 0) {
        substitute(row, k, eqs);
        substitute(row, k, ineqs);
        continue;
      }
      // Pugh's step: a new variable s with m*s = sum(mod^(a_i, m) x_i) + mod^(c, m), m = |a_k| + 1,
      // in which x_k has a unit coefficient; substituting it shrinks this row's coefficients.
      k = smallestCoefficient(row);
      long m = Math.abs(row[k]) + 1;
      eqs.add(row);
      widen(eqs);
      widen(ineqs);
      long[] step = new long[n + 2];
      for (int i = 0; i < n; i++) step[i] = modHat(row[i], m);
      step[n] = -m;
      step[n + 1] = modHat(row[n], m);
      substitute(step, k, eqs);
      substitute(step, k, ineqs);
    }
    return eliminate(ineqs);
  }

  /** Every row gets one more variable (coefficient 0), just before its constant. */
  private static void widen(List<long[]> rows) {
    for (int r = 0; r < rows.size(); r++) {
      long[] old = rows.get(r);
      long[] wide = Arrays.copyOf(old, old.length + 1);
      wide[old.length] = old[old.length - 1];
      wide[old.length - 1] = 0;
      rows.set(r, wide);
    }
  }

  /** {@code a mod^ m}: the residue of {@code a} in {@code (-m/2, m/2]}. */
  private static long modHat(long a, long m) {
    long r = Math.floorMod(a, m);
    return 2 * r > m ? r - m : r;
  }

  private static int unitCoefficient(long[] row) {
    for (int i = 0; i < row.length - 1; i++) if (Math.abs(row[i]) == 1) return i;
    return -1;
  }

  private static int smallestCoefficient(long[] row) {
    int best = -1;
    for (int i = 0; i < row.length - 1; i++) {
      if (row[i] != 0 && (best < 0 || Math.abs(row[i]) < Math.abs(row[best]))) best = i;
    }
    return best;
  }

  /** Eliminates variable {@code k} from {@code rows} with {@code def} (an equality where {@code k}'s coefficient is +-1). */
  private static void substitute(long[] def, int k, List<long[]> rows) {
    long unit = def[k];
    for (long[] r : rows) {
      if (r[k] == 0) continue;
      long factor = Math.multiplyExact(r[k], unit);
      for (int i = 0; i < r.length; i++) r[i] = Math.subtractExact(r[i], Math.multiplyExact(factor, def[i]));
    }
  }

  /** Fourier-Motzkin on inequalities only. */
  private static Result eliminate(List<long[]> input) {
    List<long[]> rows = normalized(input);
    if (rows == null) return Result.INFEASIBLE;
    if (rows.size() > MAX_ROWS) return Result.UNKNOWN;
    if (rows.isEmpty()) return Result.FEASIBLE;
    int n = rows.get(0).length - 1;
    int best = -1;
    boolean bestExact = false;
    long bestCost = Long.MAX_VALUE;
    for (int j = 0; j < n; j++) {
      int lower = 0, upper = 0;
      boolean lowerUnit = true, upperUnit = true;
      for (long[] r : rows) {
        if (r[j] > 0) {
          lower++;
          lowerUnit &= r[j] == 1;
        } else if (r[j] < 0) {
          upper++;
          upperUnit &= r[j] == -1;
        }
      }
      if (lower + upper == 0) continue;
      // Bounded on one side only: every constraint on it can be met, drop them all.
      if (lower == 0 || upper == 0) {
        List<long[]> rest = new ArrayList<>();
        for (long[] r : rows) if (r[j] == 0) rest.add(r);
        return eliminate(rest);
      }
      boolean exact = lowerUnit || upperUnit;
      long cost = (long) lower * upper;
      if (best < 0 || (exact && !bestExact) || (exact == bestExact && cost < bestCost)) {
        best = j;
        bestExact = exact;
        bestCost = cost;
      }
    }
    if (best < 0) return Result.FEASIBLE;
    if (bestExact) return eliminate(combine(rows, best, false));
    if (eliminate(combine(rows, best, false)) == Result.INFEASIBLE) return Result.INFEASIBLE;
    if (eliminate(combine(rows, best, true)) == Result.FEASIBLE) return Result.FEASIBLE;
    return Result.UNKNOWN;
  }

  /** The rows without variable {@code j}: its real shadow, or with {@code dark} its dark shadow. */
  private static List<long[]> combine(List<long[]> rows, int j, boolean dark) {
    List<long[]> out = new ArrayList<>();
    List<long[]> lowers = new ArrayList<>(), uppers = new ArrayList<>();
    for (long[] r : rows) {
      if (r[j] > 0) lowers.add(r);
      else if (r[j] < 0) uppers.add(r);
      else out.add(r);
    }
    for (long[] l : lowers) {
      for (long[] u : uppers) {
        long a = l[j], b = -u[j];
        long[] c = new long[l.length];
        for (int i = 0; i < c.length; i++) {
          c[i] = Math.addExact(Math.multiplyExact(b, l[i]), Math.multiplyExact(a, u[i]));
        }
        if (dark) c[c.length - 1] = Math.subtractExact(c[c.length - 1], Math.multiplyExact(a - 1, b - 1));
        out.add(c);
      }
    }
    return out;
  }

  /**
   * Each row divided by the gcd of its coefficients (the constant rounded down, which is exact for
   * integers), constant rows checked and dropped, duplicates removed; null when a row can never hold.
   */
  private static List<long[]> normalized(List<long[]> rows) {
    List<long[]> out = new ArrayList<>();
    Set<List<Long>> seen = new HashSet<>();
    for (long[] r : rows) {
      int n = r.length - 1;
      long g = 0;
      for (int i = 0; i < n; i++) g = gcd(g, r[i]);
      if (g == 0) {
        if (r[n] < 0) return null;
        continue;
      }
      long[] c = new long[r.length];
      for (int i = 0; i < n; i++) c[i] = r[i] / g;
      c[n] = Math.floorDiv(r[n], g);
      List<Long> key = new ArrayList<>(c.length);
      for (long v : c) key.add(v);
      if (seen.add(key)) out.add(c);
    }
    return out;
  }

  private static long gcd(long a, long b) {
    a = Math.abs(a);
    b = Math.abs(b);
    while (b != 0) {
      long t = a % b;
      a = b;
      b = t;
    }
    return a;
  }
}
