package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.List;

/** One diagnostic: severity, location, message, and attached notes. */
public final class Diagnostic {
  private final Severity severity;
  private final Location location;
  private final String message;
  private final List<Diagnostic> notes = new ArrayList<>();

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
   * A further error reported right after this one, as upstream's parsers report two for some
   * mistakes (an empty {@code ()} under a minus: the parentheses, then the negation's operand).
   */
  public Diagnostic attachError(Location loc, String msg) {
    notes.add(new Diagnostic(Severity.ERROR, loc, msg));
    return this;
  }

  @Override public String toString() { return location + ": " + severity.spelling + ": " + message; }
}
