package dev.loomlir.lowering.arith;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.AndIOp;
import dev.loomlir.dialects.arith.ArithCastOp;
import dev.loomlir.dialects.arith.BitcastOp;
import dev.loomlir.dialects.arith.CmpFPredicate;
import dev.loomlir.dialects.arith.ExtFOp;
import dev.loomlir.dialects.arith.ExtUIOp;
import dev.loomlir.dialects.arith.ShLIOp;
import dev.loomlir.dialects.arith.ShRUIOp;
import dev.loomlir.dialects.arith.TruncFOp;
import dev.loomlir.dialects.arith.TruncIOp;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.List;

/**
 * {@code include-bf16}: bf16 to f32 and back in integer arithmetic on the bits, as mlir-opt-22's
 * {@code arith-expand} builds it. A bf16 is the upper half of an f32, so extending is a shift;
 * truncating rounds to nearest even by adding {@code 0x7fff} plus the lowest kept bit before
 * shifting (a carry into the exponent is the right result), and NaN becomes the quiet NaN
 * {@code 0x7fc0}. A truncf with an explicit rounding mode is not expanded, which makes the
 * pass fail as upstream's does.
 */
final class Bf16Expansions {
  private Bf16Expansions() {}

  static boolean isExtension(ExtFOp op) { return castTypes(op, FloatType.BF16, FloatType.F32); }

  static boolean isTruncation(TruncFOp op) { return castTypes(op, FloatType.F32, FloatType.BF16); }

  private static boolean castTypes(ArithCastOp op, FloatType from, FloatType to) {
    return Types.elementTypeOrSelf(op.in().type()) == from && Types.elementTypeOrSelf(op.out().type()) == to;
  }

  static List<RewritePattern> all() {
    return List.of(RewritePattern.of(ExtFOp.TYPE, Bf16Expansions::extend), RewritePattern.of(TruncFOp.TYPE, Bf16Expansions::truncate));
  }

  private static boolean extend(ExtFOp op, PatternRewriter rewriter) {
    if (!isExtension(op)) return false;
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value in = op.in();
    Type i32 = Types.shapedLike(in.type(), IntegerType.I32);
    Value bits = b.cast(ExtUIOp.TYPE, b.cast(BitcastOp.TYPE, in, Types.shapedLike(in.type(), IntegerType.I16)), i32);
    Value shifted = b.binary(ShLIOp.TYPE, bits, b.constant(i32, 16));
    rewriter.replaceOp(op.operation(), List.of(b.cast(BitcastOp.TYPE, shifted, op.out().type())));
    return true;
  }

  private static boolean truncate(TruncFOp op, PatternRewriter rewriter) {
    if (!isTruncation(op) || op.roundingMode() != null) return false;
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value in = op.in();
    Type i16 = Types.shapedLike(in.type(), IntegerType.I16);
    Type i32 = Types.shapedLike(in.type(), IntegerType.I32);
    Value isNaN = b.cmpf(CmpFPredicate.UNE, in, in);
    Value halfUlpMinusOne = b.constant(i32, 0x7fff);
    Value quietNaN = b.constant(i16, 0x7fc0);
    Value sixteen = b.constant(i32, 16);
    Value one = b.constant(i32, 1);
    Value bits = b.cast(BitcastOp.TYPE, in, i32);
    Value lowestKeptBit = b.binary(AndIOp.TYPE, b.binary(ShRUIOp.TYPE, bits, sixteen), one);
    Value bias = b.binary(AddIOp.TYPE, lowestKeptBit, halfUlpMinusOne);
    Value rounded = b.binary(ShRUIOp.TYPE, b.binary(AddIOp.TYPE, bits, bias), sixteen);
    Value upperHalf = b.cast(TruncIOp.TYPE, rounded, i16);
    Value result = b.select(isNaN, quietNaN, upperHalf);
    rewriter.replaceOp(op.operation(), List.of(b.cast(BitcastOp.TYPE, result, op.out().type())));
    return true;
  }
}
