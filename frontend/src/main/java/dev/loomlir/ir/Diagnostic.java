package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;

/** One diagnostic: severity, location, message, and attached notes. */
public final class Diagnostic {
  private final Severity severity;
  private final Location location;
  private final String message;
  private final List<Diagnostic> notes = new ArrayList<>();
  private final List<Diagnostic> followUps = new ArrayList<>();

  public Diagnostic(Severity severity, Location location, String message) {
    this.severity = severity;
    this.location = location == null ? Location.UNKNOWN : location;
    this.message = message;
  }

  public Severity severity() { return severity; }

  public Location location() { return location; }

  public String message() { return message; }

  public List<Diagnostic> notes() { return notes; }

  public Diagnostic attachNote(Location loc, String msg) {
    notes.add(new Diagnostic(Severity.NOTE, loc, msg));
    return this;
  }

  /**
   * Diagnostics MLIR reports right after this one for the same failure (an op that fails to
   * infer its result types reports the mismatch, then "failed to infer returned types").
   */
  public List<Diagnostic> followUps() { return followUps; }

  public Diagnostic followedBy(Diagnostic next) {
    followUps.add(next);
    return this;
  }

  @Override public String toString() { return location + ": " + severity.spelling + ": " + message; }
}
