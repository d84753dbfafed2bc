package dev.loomlir.lowering.arith;

import static dev.loomlir.rewrite.OpBuilder.EQ;
import dev.loomlir.lowering.builder.OpDefs;
import static dev.loomlir.rewrite.OpBuilder.NE;
import static dev.loomlir.rewrite.OpBuilder.SLT;

import dev.loomlir.ir.Operation;
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
        RewritePattern.of(OpDefs.named("arith.ceildivsi"), IntDivExpansions::ceildivsi),
        RewritePattern.of(OpDefs.named("arith.ceildivui"), IntDivExpansions::ceildivui),
        RewritePattern.of(OpDefs.named("arith.floordivsi"), IntDivExpansions::floordivsi));
  }

  /** {@code q = a / b}; {@code q + 1} when the division was inexact and a, b have the same sign, else q. */
  private static boolean ceildivsi(Operation op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value lhs = op.operand(0), rhs = op.operand(1);
    Type type = op.result().type();
    Value zero = b.constant(type, 0);
    Value one = b.constant(type, 1);
    Value quotient = b.binary("arith.divsi", lhs, rhs);
    Value inexact = inexact(b, lhs, rhs, quotient);
    Value sameSign = b.cmpi(EQ, b.cmpi(SLT, lhs, zero), b.cmpi(SLT, rhs, zero));
    Value roundUp = b.binary("arith.andi", inexact, sameSign);
    Value plusOne = b.binary("arith.addi", quotient, one);
    rewriter.replaceOp(op, List.of(b.select(roundUp, plusOne, quotient)));
    return true;
  }

  /** {@code a == 0 ? 0 : (a - 1) / b + 1}. */
  private static boolean ceildivui(Operation op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value lhs = op.operand(0), rhs = op.operand(1);
    Type type = lhs.type();
    Value zero = b.constant(type, 0);
    Value isZero = b.cmpi(EQ, lhs, zero);
    Value one = b.constant(type, 1);
    Value quotient = b.binary("arith.divui", b.binary("arith.subi", lhs, one), rhs);
    Value plusOne = b.binary("arith.addi", quotient, one);
    rewriter.replaceOp(op, List.of(b.select(isZero, zero, plusOne)));
    return true;
  }

  /** {@code q = a / b}; {@code q - 1} when the division was inexact and a, b have opposite signs, else q. */
  private static boolean floordivsi(Operation op, PatternRewriter rewriter) {
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value lhs = op.operand(0), rhs = op.operand(1);
    Type type = op.result().type();
    Value quotient = b.binary("arith.divsi", lhs, rhs);
    Value inexact = inexact(b, lhs, rhs, quotient);
    Value zero = b.constant(type, 0);
    Value oppositeSigns = b.cmpi(NE, b.cmpi(SLT, lhs, zero), b.cmpi(SLT, rhs, zero));
    Value roundDown = b.binary("arith.andi", inexact, oppositeSigns);
    Value minusOne = b.constant(type, -1);
    Value lessOne = b.binary("arith.addi", quotient, minusOne);
    rewriter.replaceOp(op, List.of(b.select(roundDown, lessOne, quotient)));
    return true;
  }

  /** {@code a != (a / b) * b}: the truncating division left a remainder. */
  private static Value inexact(ArithBuilder b, Value lhs, Value rhs, Value quotient) {
    return b.cmpi(NE, lhs, b.binary("arith.muli", quotient, rhs));
  }
}
