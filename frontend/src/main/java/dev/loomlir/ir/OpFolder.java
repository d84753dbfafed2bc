package dev.loomlir.ir;

import java.util.List;

/**
 * Folds one kind of op (MLIR's {@code fold} hook). {@code constants[i]} is the constant value of
 * operand {@code i}, or null. Returns null when the op does not fold, an empty list when the op was
 * updated in place, else one {@link FoldResult} per result. A folder never folds undefined
 * behaviour (division by zero, overflowing signed division, over-wide shifts).
 */
@FunctionalInterface
public interface OpFolder {
  List<FoldResult> fold(Operation op, Attribute[] constants);

  /** A folder of single-result ops returning one result (null for none). */
  @FunctionalInterface
  interface Single {
    FoldResult fold(Operation op, Attribute[] constants);
  }

  static OpFolder single(Single f) {
    return (op, constants) -> {
      FoldResult r = f.fold(op, constants);
      return r == null ? null : List.of(r);
    };
  }
}
