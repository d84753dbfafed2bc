package dev.loomlir.lowering.pass;

import java.util.Optional;

/** A malformed textual pipeline, an unknown pass, or a bad pass option; perhaps with a note on what to do. */
public final class PassPipelineException extends Exception {
  private final String note;

  public PassPipelineException(String message) { this(message, null); }

  private PassPipelineException(String message, String note) {
    super(message, null, false, false);
    this.note = note;
  }

  /** The same error with {@code note} (if present) to print after it. */
  public PassPipelineException withNote(Optional<String> note) {
    return note.map(n -> new PassPipelineException(getMessage(), n)).orElse(this);
  }

  public Optional<String> note() { return Optional.ofNullable(note); }

  /** The error as a located diagnostic with no location, then its note: what the tools print. */
  public String render() {
    return "<unknown>:0: error: " + getMessage() + note().map(n -> "\n<unknown>:0: note: " + n).orElse("");
  }
}
