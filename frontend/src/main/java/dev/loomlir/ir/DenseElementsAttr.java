package dev.loomlir.ir;

import java.util.List;
import java.util.Objects;

/**
 * {@code dense<...> : tensor<2x2xi32>} (or a vector/memref-shaped type for globals).
 * {@code values} holds the elements in row-major order: a single element for a splat.
 * Each element is an {@link IntegerAttr} or {@link FloatAttr} (or a {@link ArrayAttr} pair for complex).
 */
public record DenseElementsAttr(ShapedType type, List<Attribute> values) implements Attribute {
  public DenseElementsAttr { values = List.copyOf(values); }

  /** True when every element is the same (MLIR stores and prints such attributes as a splat). */
  public boolean isSplat() {
    for (Attribute v : values) if (!v.equals(values.get(0))) return false;
    return !values.isEmpty();
  }

  /** Element {@code i} in row-major order, expanding a splat. */
  public Attribute element(long i) { return values.size() == 1 ? values.get(0) : values.get((int) i); }

  @Override public String toString() {
    StringBuilder sb = new StringBuilder("dense<");
    // No elements print as nothing at all: dense<> : tensor<0xi32>.
    if (values.isEmpty()) return sb.append("> : ").append(type).toString();
    if (isSplat() || type.rank() == 0) sb.append(elementString(values.get(0)));
    else appendNested(sb, 0, 0);
    return sb.append("> : ").append(type).toString();
  }

  private int appendNested(StringBuilder sb, int dim, int index) {
    sb.append('[');
    long extent = type.shape().get(dim);
    for (long i = 0; i < extent; i++) {
      if (i > 0) sb.append(", ");
      if (dim + 1 == type.rank()) sb.append(elementString(values.get(index++)));
      else index = appendNested(sb, dim + 1, index);
    }
    sb.append(']');
    return index;
  }

  private static String elementString(Attribute a) {
    if (a instanceof IntegerAttr i) return i.valueString();
    if (a instanceof FloatAttr f) return f.valueString();
    if (a instanceof ArrayAttr pair && pair.elements().size() == 2) {
      return "(" + elementString(pair.elements().get(0)) + "," + elementString(pair.elements().get(1)) + ")";
    }
    return a.toString();
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof DenseElementsAttr that
        && Objects.equals(type, that.type)
        && Objects.equals(values, that.values);
  }

  @Override
  public int hashCode() {
    return 31 * Objects.hashCode(type) + Objects.hashCode(values);
  }
}
