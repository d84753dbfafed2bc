package dev.loomlir.coro;

import dev.loomlir.ir.Value;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The fields of a coroutine frame, and which field holds each value that crosses a suspension. */
public final class FrameLayout {
  private final List<FrameField> fields;
  private final Map<Value, FrameField> byValue = new HashMap<>(); // Value has identity equality

  FrameLayout(List<FrameField> fields) {
    this.fields = List.copyOf(fields);
    for (FrameField f : this.fields) for (Value v : f.values()) byValue.put(v, f);
  }

  public List<FrameField> fields() { return fields; }

  public int size() { return fields.size(); }

  /** The field that holds {@code v}, or null when {@code v} never crosses a suspension. */
  public FrameField fieldOf(Value v) { return byValue.get(v); }
}
