package dev.loomlir.syntax.format;

/**
 * Builds the exceptions for malformed formats: a format is part of an op's declaration, so a bad
 * one is a programming error reported with the op's name and the position in the format.
 */
final class FormatErrors {
  private final String opName;
  private final String format;

  FormatErrors(String opName, String format) {
    this.opName = opName;
    this.format = format;
  }

  IllegalArgumentException at(int offset, String message) {
    return new IllegalArgumentException("invalid assembly format of '" + opName + "': " + message
        + " (at offset " + offset + " of \"" + format + "\")");
  }

  IllegalArgumentException of(String message) {
    return new IllegalArgumentException("invalid assembly format of '" + opName + "': " + message
        + " (in \"" + format + "\")");
  }
}
