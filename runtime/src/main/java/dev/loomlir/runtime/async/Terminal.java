package dev.loomlir.runtime.async;

/** The two terminal states, stored in place of the waiter stack once an object completes. */
final class Terminal extends Waiter {
  private static final long serialVersionUID = 1L;

  static final Terminal AVAILABLE = new Terminal("available");
  static final Terminal ERROR = new Terminal("error");

  private final String name;

  private Terminal(String name) { this.name = name; }

  @Override
  void onReady(AsyncObject source) { throw new AssertionError("terminal states never wait"); }

  @Override
  public String toString() { return name; }
}
