package dev.loomlir.lowering;

/** A malformed textual pipeline, an unknown pass, or a bad pass option. */
public final class PassPipelineException extends Exception {
  public PassPipelineException(String message) {
    super(message, null, false, false);
  }
}
