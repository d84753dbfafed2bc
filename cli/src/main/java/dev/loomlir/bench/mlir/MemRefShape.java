package dev.loomlir.bench.mlir;

import java.util.ArrayList;
import java.util.List;

/**
 * A ranked memref type with the identity layout, {@code memref<4x?xf32>}: its dimensions
 * ({@link #DYNAMIC} for {@code ?}) and its element type. Argument specs and parameter types are
 * both read with it; layouts and memory spaces are not supported for arguments.
 */
public record MemRefShape(List<Long> dims, String elementType) {
  public static final long DYNAMIC = -1;

  public MemRefShape {
    dims = List.copyOf(dims);
  }

  /** Reads {@code memref<...>}; null when {@code text} is not a ranked memref with the identity layout. */
  public static MemRefShape parse(String text) {
    String t = text.strip();
    if (!t.startsWith("memref<") || !t.endsWith(">")) return null;
    String body = t.substring("memref<".length(), t.length() - 1).strip();
    if (body.isEmpty() || body.contains(",") || body.contains("<") || body.startsWith("*")) return null;
    String[] parts = body.split("x", -1);
    List<Long> dims = new ArrayList<>();
    for (int i = 0; i < parts.length - 1; i++) {
      String d = parts[i].strip();
      if (d.equals("?")) {
        dims.add(DYNAMIC);
        continue;
      }
      try {
        long size = Long.parseLong(d);
        if (size < 0) return null;
        dims.add(size);
      } catch (NumberFormatException e) {
        return null;
      }
    }
    String element = parts[parts.length - 1].strip();
    return element.isEmpty() ? null : new MemRefShape(dims, element);
  }

  public int rank() { return dims.size(); }

  public boolean isStatic() { return !dims.contains(DYNAMIC); }

  /** Whether a memref of this (static) shape can be passed for a parameter of type {@code parameter}. */
  public boolean fits(MemRefShape parameter) {
    if (!elementType.equals(parameter.elementType) || rank() != parameter.rank()) return false;
    for (int d = 0; d < rank(); d++) {
      long want = parameter.dims.get(d);
      if (want != DYNAMIC && want != dims.get(d)) return false;
    }
    return true;
  }

  public long[] sizes() { return dims.stream().mapToLong(Long::longValue).toArray(); }

  @Override public String toString() {
    StringBuilder b = new StringBuilder("memref<");
    for (long d : dims) b.append(d == DYNAMIC ? "?" : Long.toString(d)).append('x');
    return b.append(elementType).append('>').toString();
  }
}
