package dev.loomlir.runtime.async;

import java.util.List;

/** What the reference-count checker found; empty when every count was balanced. */
public record RefCountReport(List<RefCountProblem> problems) {
  public RefCountReport {
    problems = List.copyOf(problems);
  }

  public boolean isClean() { return problems.isEmpty(); }

  /** One diagnostic per line, or the empty string. */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    for (RefCountProblem p : problems) sb.append(p).append('\n');
    return sb.toString();
  }
}
