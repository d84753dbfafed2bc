package dev.loomlir.lowering.parallel;

import dev.loomlir.dialect.Trait;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;

/**
 * The folders of the ops the parallel-loop and linalg lowerings create (MLIR's {@code fold}
 * methods of arith's integer and index ops, a few float ops and {@code memref.dim}): an op
 * whose result is known becomes a constant or one of its operands. Only what upstream's folders
 * do is done, so folded IR matches what upstream's greedy driver leaves.
 */
final class ArithFolder {
  private ArithFolder() {}

  /** What a single-result op folds to: an existing value or a constant to materialize. */
  sealed interface Folded {}

  record ToValue(Value value) implements Folded {}

  record ToConstant(Attribute value) implements Folded {}

  private static final long EQ = 0, NE = 1, SLT = 2, SLE = 3, SGT = 4, SGE = 5, ULT = 6, ULE = 7, UGT = 8, UGE = 9;

  /** The constant an {@code arith.constant} defines {@code v} with, or null. */
  static Attribute constantOf(Value v) {
    Operation def = v.definingOp();
    return def != null && def.is("arith.constant") ? def.attr("value") : null;
  }

  static Long intConstant(Value v) {
    return constantOf(v) instanceof IntegerAttr i ? i.value() : null;
  }

  /**
   * MLIR's fold of a commutative op first moves a constant left operand to the right; returns
   * true when it swapped (an in-place fold).
   */
  static boolean moveConstantsRight(Operation op) {
    if (op.def() == null || !op.def().has(Trait.COMMUTATIVE) || op.numOperands() != 2) return false;
    Value lhs = op.operand(0), rhs = op.operand(1);
    if (constantOf(lhs) == null || constantOf(rhs) != null) return false;
    op.setOperand(0, rhs);
    op.setOperand(1, lhs);
    return true;
  }

  /** The fold of {@code op}, or null when nothing is known. */
  static Folded fold(Operation op) {
    if (op.numResults() != 1) return null;
    return switch (op.name()) {
      case "arith.addi", "arith.subi", "arith.muli", "arith.divsi", "arith.ceildivsi", "arith.remsi",
           "arith.minsi", "arith.maxsi", "arith.andi", "arith.ori" -> foldIntBinary(op);
      case "arith.cmpi" -> foldCmpi(op);
      case "arith.select" -> foldSelect(op);
      case "arith.index_cast" -> foldIndexCast(op);
      case "arith.sitofp" -> intConstant(op.operand(0)) instanceof Long v
          ? new ToConstant(floatAttr(v.doubleValue(), op.result().type())) : null;
      case "arith.fptosi" -> constantOf(op.operand(0)) instanceof FloatAttr f
          ? intResult(op, (long) f.value()) : null;
      case "arith.mulf" -> constantOf(op.operand(0)) instanceof FloatAttr a && constantOf(op.operand(1)) instanceof FloatAttr b
          ? new ToConstant(floatAttr(a.value() * b.value(), op.result().type())) : null;
      case "memref.dim" -> foldDim(op);
      default -> null;
    };
  }

  private static Folded foldIntBinary(Operation op) {
    Value lhs = op.operand(0), rhs = op.operand(1);
    Long l = intConstant(lhs), r = intConstant(rhs);
    Type type = op.result().type();
    if (l != null && r != null) {
      Long value = evaluate(op.name(), l, r, type);
      return value == null ? null : intResult(op, value);
    }
    boolean same = lhs == rhs;
    return switch (op.name()) {
      case "arith.addi", "arith.ori" -> r != null && r == 0 ? new ToValue(lhs) : (same && op.is("arith.ori") ? new ToValue(lhs) : null);
      case "arith.subi" -> r != null && r == 0 ? new ToValue(lhs) : same ? intResult(op, 0) : null;
      case "arith.muli" -> r == null ? null : r == 0 ? intResult(op, 0) : r == 1 ? new ToValue(lhs) : null;
      case "arith.divsi", "arith.ceildivsi" -> r != null && r == 1 ? new ToValue(lhs) : null;
      case "arith.remsi" -> r != null && r == 1 ? intResult(op, 0) : null;
      case "arith.minsi", "arith.maxsi" -> same ? new ToValue(lhs) : null;
      case "arith.andi" -> same ? new ToValue(lhs)
          : r == null ? null : r == 0 ? intResult(op, 0) : r == -1 ? new ToValue(lhs) : null;
      default -> null;
    };
  }

  /** The value of a binary op on constants, or null when upstream leaves it (division by zero, overflow). */
  private static Long evaluate(String name, long l, long r, Type type) {
    return switch (name) {
      case "arith.addi" -> l + r;
      case "arith.subi" -> l - r;
      case "arith.muli" -> l * r;
      case "arith.andi" -> l & r;
      case "arith.ori" -> l | r;
      case "arith.minsi" -> Math.min(l, r);
      case "arith.maxsi" -> Math.max(l, r);
      case "arith.divsi" -> r == 0 || (l == minValue(type) && r == -1) ? null : l / r;
      case "arith.remsi" -> r == 0 ? null : l % r;
      case "arith.ceildivsi" -> r == 0 || (l == minValue(type) && r == -1) ? null : -Math.floorDiv(-l, r);
      default -> null;
    };
  }

  private static long minValue(Type type) {
    return type instanceof IntegerType it && it.width() < 64 ? -(1L << (it.width() - 1)) : Long.MIN_VALUE;
  }

  private static Folded foldCmpi(Operation op) {
    long predicate = ((IntegerAttr) op.attr("predicate")).value();
    Value lhs = op.operand(0), rhs = op.operand(1);
    if (lhs == rhs) {
      boolean reflexive = predicate == EQ || predicate == SLE || predicate == SGE || predicate == ULE || predicate == UGE;
      return new ToConstant(IntegerAttr.bool(reflexive));
    }
    Long l = intConstant(lhs), r = intConstant(rhs);
    if (l == null || r == null) return null;
    boolean result = switch ((int) predicate) {
      case (int) EQ -> l.longValue() == r.longValue();
      case (int) NE -> l.longValue() != r.longValue();
      case (int) SLT -> l < r;
      case (int) SLE -> l <= r;
      case (int) SGT -> l > r;
      case (int) SGE -> l >= r;
      case (int) ULT -> Long.compareUnsigned(unsigned(l, lhs.type()), unsigned(r, lhs.type())) < 0;
      case (int) ULE -> Long.compareUnsigned(unsigned(l, lhs.type()), unsigned(r, lhs.type())) <= 0;
      case (int) UGT -> Long.compareUnsigned(unsigned(l, lhs.type()), unsigned(r, lhs.type())) > 0;
      case (int) UGE -> Long.compareUnsigned(unsigned(l, lhs.type()), unsigned(r, lhs.type())) >= 0;
      default -> throw new IllegalStateException("cmpi predicate " + predicate);
    };
    return new ToConstant(IntegerAttr.bool(result));
  }

  private static long unsigned(long v, Type type) {
    return type instanceof IntegerType it && it.width() < 64 ? v & ((1L << it.width()) - 1) : v;
  }

  private static Folded foldSelect(Operation op) {
    Value condition = op.operand(0), whenTrue = op.operand(1), whenFalse = op.operand(2);
    if (whenTrue == whenFalse) return new ToValue(whenTrue);
    Long c = intConstant(condition);
    if (c != null) return new ToValue(c != 0 ? whenTrue : whenFalse);
    return null;
  }

  private static Folded foldIndexCast(Operation op) {
    Long v = intConstant(op.operand(0));
    return v == null ? null : intResult(op, v);
  }

  private static Folded foldDim(Operation op) {
    Long index = intConstant(op.operand(1));
    if (index == null || !(op.operand(0).type() instanceof MemRefType m)) return null;
    if (index < 0 || index >= m.shape().size()) return null;
    long size = m.shape().get(index.intValue());
    return size < 0 ? null : intResult(op, size);
  }

  private static ToConstant intResult(Operation op, long value) {
    return new ToConstant(IntegerAttr.of(value, op.result().type()));
  }

  private static FloatAttr floatAttr(double value, Type type) {
    FloatType ft = (FloatType) type;
    return new FloatAttr(ft == FloatType.F32 ? (double) (float) value : value, ft);
  }
}
