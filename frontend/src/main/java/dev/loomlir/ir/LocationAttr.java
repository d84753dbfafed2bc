package dev.loomlir.ir;

/** A location used as an attribute value ({@code loc(...)}). */
public record LocationAttr(Location location) implements Attribute {
  @Override public String toString() { return location.toString(); }
}
