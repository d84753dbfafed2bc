package dev.loomlir.runtime.memref;

import dev.loomlir.runtime.FloatOps;
import dev.loomlir.runtime.IntOps;

/**
 * The kinds of {@code memref.atomic_rmw} (upstream's {@code arith::AtomicRMWKind}), with the
 * value each computes from the stored value and the operand.
 *
 * <p>Integer kinds work on values of any width up to 64 held in a {@code long} as the JVM
 * storage keeps them (i1 as 0/1, other widths sign-extended) and return a value in the same
 * form. Float kinds compute in double, which is exact for one add or multiply of two f32
 * values, so the f32 result rounds as a float operation would.
 */
public enum AtomicRmwKind {
  ADDF("addf"), ADDI("addi"), ASSIGN("assign"), MAXIMUMF("maximumf"), MAXS("maxs"),
  MAXU("maxu"), MINIMUMF("minimumf"), MINS("mins"), MINU("minu"), MULF("mulf"), MULI("muli"),
  ORI("ori"), ANDI("andi"), MAXNUMF("maxnumf"), MINNUMF("minnumf"), XORI("xori");

  private final String mlirName;

  AtomicRmwKind(String mlirName) { this.mlirName = mlirName; }

  /** The keyword in MLIR's syntax ({@code addf}, {@code maxs}, ...). */
  public String mlirName() { return mlirName; }

  /** The kind spelled {@code name} in MLIR. */
  public static AtomicRmwKind forName(String name) {
    for (AtomicRmwKind k : values()) if (k.mlirName.equals(name)) return k;
    throw new IllegalArgumentException("unknown atomic_rmw kind " + name);
  }

  public boolean isFloat() {
    return switch (this) {
      case ADDF, MAXIMUMF, MINIMUMF, MULF, MAXNUMF, MINNUMF -> true;
      default -> false;
    };
  }

  /** The new value of a float kind ({@link #ASSIGN} also works on floats). */
  public double applyFloat(double stored, double operand) {
    return switch (this) {
      case ADDF -> stored + operand;
      case MULF -> stored * operand;
      case ASSIGN -> operand;
      case MAXIMUMF -> Math.max(stored, operand); // NaN wins, -0 < +0
      case MINIMUMF -> Math.min(stored, operand);
      case MAXNUMF -> FloatOps.maxnum(stored, operand);
      case MINNUMF -> FloatOps.minnum(stored, operand);
      default -> throw new IllegalArgumentException(mlirName + " is not a float kind");
    };
  }

  /** The new value of an integer kind at {@code width} bits, normalised to that width. */
  public long applyInt(long stored, long operand, int width) {
    long result = switch (this) {
      case ADDI -> stored + operand;
      case MULI -> stored * operand;
      case ASSIGN -> operand;
      case ORI -> stored | operand;
      case ANDI -> stored & operand;
      case XORI -> stored ^ operand;
      case MAXS -> signed(stored, width) >= signed(operand, width) ? stored : operand;
      case MINS -> signed(stored, width) <= signed(operand, width) ? stored : operand;
      case MAXU -> IntOps.maxu(stored, operand, width);
      case MINU -> IntOps.minu(stored, operand, width);
      default -> throw new IllegalArgumentException(mlirName + " is not an integer kind");
    };
    return IntOps.canonLong(result, width);
  }

  private static long signed(long value, int width) {
    return width == 1 ? -(value & 1) : IntOps.canonLong(value, width);
  }
}
