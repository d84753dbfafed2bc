package dev.loomlir.ir;

/**
 * An attribute of an unregistered dialect, kept verbatim: {@code #dialect.body}. Also used for
 * dialect attributes loomlir parses but gives no structure to.
 */
public record OpaqueAttr(String dialect, String body) implements Attribute {
  /** {@code #ns.body}, or {@code #ns<...>} for the verbose form (a body starting with {@code <}). */
  @Override public String toString() { return "#" + dialect + (body.startsWith("<") ? "" : ".") + body; }
}
