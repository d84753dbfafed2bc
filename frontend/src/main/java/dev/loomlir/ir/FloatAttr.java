package dev.loomlir.ir;

/** A floating-point constant with its type; the value is kept as a double (exact for f16/bf16/f32/f64). */
public record FloatAttr(double value, FloatType type) implements Attribute {
  public String valueString() { return FloatFormat.attributeValue(value, type); }
  @Override public String toString() { return valueString() + " : " + type; }

  @Override public boolean equals(Object o) {
    return o instanceof FloatAttr f && f.type == type
        && Double.doubleToRawLongBits(f.value) == Double.doubleToRawLongBits(value);
  }

  @Override public int hashCode() { return Long.hashCode(Double.doubleToRawLongBits(value)) * 31 + type.hashCode(); }
}
