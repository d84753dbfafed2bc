package dev.loomlir.dialects.cf;

import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Where the operands a cf branch forwards to each successor sit in its operand list, which values
 * they are, and how to drop or replace them while keeping {@code operandSegmentSizes} (and
 * {@code cf.switch}'s case segments) right. Only {@code cf.br}, {@code cf.cond_br} and
 * {@code cf.switch} are understood by the index and editing methods.
 */
public final class BranchEdits {
  private BranchEdits() {}

  public static boolean isUnderstood(Operation op) {
    return BranchOp.is(op) || CondBranchOp.is(op) || SwitchOp.is(op);
  }

  /** Absolute operand indices forwarded to successor {@code successor}, in block-argument order. */
  public static List<Integer> forwardedOperands(Operation op, int successor) {
    int[] range = forwardedRange(op, successor);
    List<Integer> indices = new ArrayList<>(range[1] - range[0]);
    for (int i = range[0]; i < range[1]; i++) indices.add(i);
    return indices;
  }

  /**
   * The values {@code op} forwards to successor {@code successor}, in block-argument order, as
   * its dialect's {@link BranchOperands} reads them (the verifier and the code generator read
   * them there too); none for a terminator without that interface. Any branch, not only cf's.
   */
  public static List<Value> forwardedValues(Operation op, int successor) {
    BranchOperands branch = op.def() == null ? null : op.def().iface(BranchOperands.class);
    return branch == null ? List.of() : new ArrayList<>(branch.successorOperands(op, successor));
  }

  /** [start, end) of the operands forwarded to successor {@code successor}: the one place that reads the segments. */
  private static int[] forwardedRange(Operation op, int successor) {
    int start;
    int count;
    if (BranchOp.is(op)) {
      start = 0;
      count = op.numOperands();
    } else if (CondBranchOp.is(op)) {
      long[] seg = segments(op, "operandSegmentSizes");
      start = successor == 0 ? 1 : 1 + (int) seg[1];
      count = (int) seg[successor + 1];
    } else if (SwitchOp.is(op)) {
      long[] seg = segments(op, "operandSegmentSizes");
      if (successor == 0) {
        start = 1;
        count = (int) seg[1];
      } else {
        long[] cases = segments(op, "case_operand_segments");
        start = 1 + (int) seg[1];
        for (int i = 0; i < successor - 1; i++) start += (int) cases[i];
        count = (int) cases[successor - 1];
      }
    } else {
      throw new IllegalArgumentException("not a cf branch: " + op.name());
    }
    return new int[] {start, start + count};
  }

  /** Removes the {@code k}-th operand forwarded to successor {@code successor}. */
  public static void eraseForwardedOperand(Operation op, int successor, int k) {
    int index = forwardedOperands(op, successor).get(k);
    op.eraseOperand(index);
    if (CondBranchOp.is(op)) {
      adjust(op, "operandSegmentSizes", successor + 1);
    } else if (SwitchOp.is(op)) {
      adjust(op, "operandSegmentSizes", successor == 0 ? 1 : 2);
      if (successor > 0) adjust(op, "case_operand_segments", successor - 1);
    }
  }

  /** Replaces all operands forwarded to successor {@code successor}. */
  public static void setForwardedOperands(Operation op, int successor, List<Value> values) {
    int[] range = forwardedRange(op, successor);
    // Erasing this successor's operands leaves its start where it is.
    for (int k = range[1] - range[0] - 1; k >= 0; k--) eraseForwardedOperand(op, successor, k);
    int insertAt = range[0];
    for (int k = 0; k < values.size(); k++) op.insertOperand(insertAt + k, values.get(k));
    if (CondBranchOp.is(op)) {
      grow(op, "operandSegmentSizes", successor + 1, values.size());
    } else if (SwitchOp.is(op)) {
      grow(op, "operandSegmentSizes", successor == 0 ? 1 : 2, values.size());
      if (successor > 0) grow(op, "case_operand_segments", successor - 1, values.size());
    }
  }

  private static long[] segments(Operation op, String name) {
    return ((DenseArrayAttr) op.attr(name)).ints();
  }

  private static void adjust(Operation op, String name, int index) { grow(op, name, index, -1); }

  private static void grow(Operation op, String name, int index, int delta) {
    long[] seg = segments(op, name).clone();
    seg[index] += delta;
    int[] sizes = new int[seg.length];
    for (int i = 0; i < seg.length; i++) sizes[i] = (int) seg[i];
    op.setAttr(name, DenseArrayAttr.ofI32(sizes));
  }
}
