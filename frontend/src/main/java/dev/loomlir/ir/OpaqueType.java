package dev.loomlir.ir;

/**
 * A type of a dialect that is not registered (only with --allow-unregistered-dialect), kept
 * as its verbatim text: {@code dialect} and the rest of the spelling after the dot.
 */
public record OpaqueType(String dialect, String body) implements Type {
  /** {@code !ns.body}, or {@code !ns<...>} for the verbose form (a body starting with {@code <}). */
  @Override public String toString() { return "!" + dialect + (body.startsWith("<") ? "" : ".") + body; }
}
