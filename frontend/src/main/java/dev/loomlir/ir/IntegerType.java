package dev.loomlir.ir;

import java.util.Objects;

/** {@code iN}, {@code siN}, {@code uiN}. */
public record IntegerType(int width, Signedness signedness) implements Type {
  public enum Signedness { SIGNLESS, SIGNED, UNSIGNED }

  public static final IntegerType I1 = new IntegerType(1, Signedness.SIGNLESS);
  public static final IntegerType I8 = new IntegerType(8, Signedness.SIGNLESS);
  public static final IntegerType I16 = new IntegerType(16, Signedness.SIGNLESS);
  public static final IntegerType I32 = new IntegerType(32, Signedness.SIGNLESS);
  public static final IntegerType I64 = new IntegerType(64, Signedness.SIGNLESS);

  public static IntegerType signless(int width) {
    return switch (width) {
      case 1 -> I1; case 8 -> I8; case 16 -> I16; case 32 -> I32; case 64 -> I64;
      default -> new IntegerType(width, Signedness.SIGNLESS);
    };
  }

  public boolean isSignless() { return signedness == Signedness.SIGNLESS; }

  @Override public String toString() {
    return switch (signedness) {
      case SIGNLESS -> "i" + width;
      case SIGNED -> "si" + width;
      case UNSIGNED -> "ui" + width;
    };
  }

  // Written out: a record's generated equals and hashCode link an invokedynamic at their first
  // call, which every short compiler run paid (docs/performance-notes.md). Same results.
  @Override
  public boolean equals(Object o) {
    return o == this || o instanceof IntegerType that
        && width == that.width
        && Objects.equals(signedness, that.signedness);
  }

  @Override
  public int hashCode() {
    return 31 * Integer.hashCode(width) + Objects.hashCode(signedness);
  }
}
