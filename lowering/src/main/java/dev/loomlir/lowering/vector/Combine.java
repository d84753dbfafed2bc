package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.AddFOp;
import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.FastMathAttr;
import dev.loomlir.dialects.arith.MaxNumFOp;
import dev.loomlir.dialects.arith.MaxSIOp;
import dev.loomlir.dialects.arith.MaxUIOp;
import dev.loomlir.dialects.arith.MaximumFOp;
import dev.loomlir.dialects.arith.MinNumFOp;
import dev.loomlir.dialects.arith.MinSIOp;
import dev.loomlir.dialects.arith.MinUIOp;
import dev.loomlir.dialects.arith.MinimumFOp;
import dev.loomlir.dialects.arith.MulFOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.OrIOp;
import dev.loomlir.dialects.arith.XOrIOp;
import dev.loomlir.dialects.vector.CombiningKind;
import dev.loomlir.ir.Value;

/**
 * The scalar op a {@link CombiningKind} combines two elements with, as upstream's
 * {@code makeArithReduction} picks it (float or integer by the element type).
 */
final class Combine {
  private Combine() {}

  /** {@code kind(a, b)}; {@code fastmath} (null: none) goes to the float ops. */
  static Value of(Lanes l, CombiningKind kind, Value a, Value b, FastMathAttr fastmath) {
    boolean f = a.type().isFloat();
    var builder = l.builder();
    var loc = l.location();
    return switch (kind) {
      case ADD -> f ? ArithBinaryOp.build(AddFOp.TYPE, builder, loc, a, b, fastmath).result()
          : ArithBinaryOp.build(AddIOp.TYPE, builder, loc, a, b).result();
      case MUL -> f ? ArithBinaryOp.build(MulFOp.TYPE, builder, loc, a, b, fastmath).result()
          : ArithBinaryOp.build(MulIOp.TYPE, builder, loc, a, b).result();
      case MINUI -> ArithBinaryOp.build(MinUIOp.TYPE, builder, loc, a, b).result();
      case MINSI -> ArithBinaryOp.build(MinSIOp.TYPE, builder, loc, a, b).result();
      case MAXUI -> ArithBinaryOp.build(MaxUIOp.TYPE, builder, loc, a, b).result();
      case MAXSI -> ArithBinaryOp.build(MaxSIOp.TYPE, builder, loc, a, b).result();
      case AND -> ArithBinaryOp.build(AndIOp.TYPE, builder, loc, a, b).result();
      case OR -> ArithBinaryOp.build(OrIOp.TYPE, builder, loc, a, b).result();
      case XOR -> ArithBinaryOp.build(XOrIOp.TYPE, builder, loc, a, b).result();
      case MINNUMF -> ArithBinaryOp.build(MinNumFOp.TYPE, builder, loc, a, b, fastmath).result();
      case MAXNUMF -> ArithBinaryOp.build(MaxNumFOp.TYPE, builder, loc, a, b, fastmath).result();
      case MINIMUMF -> ArithBinaryOp.build(MinimumFOp.TYPE, builder, loc, a, b, fastmath).result();
      case MAXIMUMF -> ArithBinaryOp.build(MaximumFOp.TYPE, builder, loc, a, b, fastmath).result();
    };
  }
}
