package dev.loomlir.lowering.arith;

import static dev.loomlir.dialects.arith.CmpIPredicate.EQ;
import static dev.loomlir.dialects.arith.CmpIPredicate.NE;
import static dev.loomlir.dialects.arith.CmpIPredicate.SLT;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.CeilDivSIOp;
import dev.loomlir.dialects.arith.CeilDivUIOp;
import dev.loomlir.dialects.arith.DivSIOp;
import dev.loomlir.dialects.arith.DivUIOp;
import dev.loomlir.dialects.arith.FloorDivSIOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.SubIOp;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/**
 * The rounding divisions in terms of {@code divsi}/{@code divui}, op for op and constant for
 * constant as mlir-opt-22's {@code arith-expand} builds them (each expansion makes its own
 * constants, where upstream does). None of them adds undefined behaviour: they divide exactly
 * the operands the original op divides.
 */
final class IntDivExpansions {
  private IntDivExpansions() {}

  static List<RewritePattern> all() {
    return List.of(
        RewritePattern.of(CeilDivSIOp.TYPE, IntDivExpansions::ceildivsi),
        RewritePattern.of(CeilDivUIOp.TYPE, IntDivExpansions::ceildivui),
        RewritePattern.of(FloorDivSIOp.TYPE, IntDivExpansions::floordivsi));
  }

  /** {@code q = a / b}; {@code q + 1} when the division was inexact and a, b have the same sign, else q. */
  private static boolean ceildivsi(CeilDivSIOp op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value lhs = op.lhs(), rhs = op.rhs();
    Type type = op.result().type();
    Value zero = b.constant(type, 0);
    Value one = b.constant(type, 1);
    Value quotient = b.binary(DivSIOp.TYPE, lhs, rhs);
    Value inexact = inexact(b, lhs, rhs, quotient);
    Value sameSign = b.cmpi(EQ, b.cmpi(SLT, lhs, zero), b.cmpi(SLT, rhs, zero));
    Value roundUp = b.binary(AndIOp.TYPE, inexact, sameSign);
    Value plusOne = b.binary(AddIOp.TYPE, quotient, one);
    replace(rewriter, op, b.select(roundUp, plusOne, quotient));
    return true;
  }

  /** {@code a == 0 ? 0 : (a - 1) / b + 1}. */
  private static boolean ceildivui(CeilDivUIOp op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value lhs = op.lhs(), rhs = op.rhs();
    Type type = lhs.type();
    Value zero = b.constant(type, 0);
    Value isZero = b.cmpi(EQ, lhs, zero);
    Value one = b.constant(type, 1);
    Value quotient = b.binary(DivUIOp.TYPE, b.binary(SubIOp.TYPE, lhs, one), rhs);
    Value plusOne = b.binary(AddIOp.TYPE, quotient, one);
    replace(rewriter, op, b.select(isZero, zero, plusOne));
    return true;
  }

  /** {@code q = a / b}; {@code q - 1} when the division was inexact and a, b have opposite signs, else q. */
  private static boolean floordivsi(FloorDivSIOp op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value lhs = op.lhs(), rhs = op.rhs();
    Type type = op.result().type();
    Value quotient = b.binary(DivSIOp.TYPE, lhs, rhs);
    Value inexact = inexact(b, lhs, rhs, quotient);
    Value zero = b.constant(type, 0);
    Value oppositeSigns = b.cmpi(NE, b.cmpi(SLT, lhs, zero), b.cmpi(SLT, rhs, zero));
    Value roundDown = b.binary(AndIOp.TYPE, inexact, oppositeSigns);
    Value minusOne = b.constant(type, -1);
    Value lessOne = b.binary(AddIOp.TYPE, quotient, minusOne);
    replace(rewriter, op, b.select(roundDown, lessOne, quotient));
    return true;
  }

  /** {@code a != (a / b) * b}: the truncating division left a remainder. */
  private static Value inexact(ArithBuilder b, Value lhs, Value rhs, Value quotient) {
    return b.cmpi(NE, lhs, b.binary(MulIOp.TYPE, quotient, rhs));
  }

  private static void replace(PatternRewriter rewriter, ArithBinaryOp op, Value value) {
    rewriter.replaceOp(op.operation(), List.of(value));
  }
}
