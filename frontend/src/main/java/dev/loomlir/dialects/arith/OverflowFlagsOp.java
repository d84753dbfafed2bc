package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Operation;

/**
 * An integer op carrying no-wrap flags in its {@code overflowFlags} attribute (upstream's
 * {@code ArithIntegerOverflowFlagsInterface}): {@code addi}, {@code subi}, {@code muli},
 * {@code shli}, {@code trunci}.
 */
public interface OverflowFlagsOp {
  Operation operation();

  /** The op's flags; {@link IntegerOverflowAttr#NONE} when it has none. */
  default IntegerOverflowAttr overflowFlags() {
    return operation().attr("overflowFlags") instanceof IntegerOverflowAttr f ? f : IntegerOverflowAttr.NONE;
  }
}
