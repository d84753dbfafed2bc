package dev.loomlir.diag;

import java.util.HashMap;
import java.util.Map;

/** Knows the text of each source buffer by name, so diagnostics can quote the offending line. */
public final class SourceManager {
  private final Map<String, SourceBuffer> buffers = new HashMap<>();

  public SourceBuffer add(String name, String text) {
    SourceBuffer b = new SourceBuffer(name, text);
    buffers.put(name, b);
    return b;
  }

  public void add(SourceBuffer b) { buffers.put(b.name(), b); }

  public SourceBuffer get(String name) { return buffers.get(name); }
}
