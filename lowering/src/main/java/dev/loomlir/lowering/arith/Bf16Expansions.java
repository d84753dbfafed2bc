package dev.loomlir.lowering.arith;

import static dev.loomlir.rewrite.OpBuilder.CMPF_UNE;
import dev.loomlir.lowering.builder.OpDefs;

import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Operation;
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

  static boolean isExtension(Operation op) { return op.is("arith.extf") && castTypes(op, FloatType.BF16, FloatType.F32); }

  static boolean isTruncation(Operation op) { return op.is("arith.truncf") && castTypes(op, FloatType.F32, FloatType.BF16); }

  private static boolean castTypes(Operation op, FloatType from, FloatType to) {
    return Types.elementTypeOrSelf(op.operand(0).type()) == from && Types.elementTypeOrSelf(op.result().type()) == to;
  }

  static List<RewritePattern> all() {
    return List.of(RewritePattern.of(OpDefs.named("arith.extf"), Bf16Expansions::extend), RewritePattern.of(OpDefs.named("arith.truncf"), Bf16Expansions::truncate));
  }

  private static boolean extend(Operation op, PatternRewriter rewriter) {
    if (!isExtension(op)) return false;
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value in = op.operand(0);
    Type i32 = Types.shapedLike(in.type(), IntegerType.I32);
    Value bits = b.cast("arith.extui", b.cast("arith.bitcast", in, Types.shapedLike(in.type(), IntegerType.I16)), i32);
    Value shifted = b.binary("arith.shli", bits, b.constant(i32, 16));
    rewriter.replaceOp(op, List.of(b.cast("arith.bitcast", shifted, op.result().type())));
    return true;
  }

  private static boolean truncate(Operation op, PatternRewriter rewriter) {
    if (!isTruncation(op) || op.attr("roundingmode") != null) return false;
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value in = op.operand(0);
    Type i16 = Types.shapedLike(in.type(), IntegerType.I16);
    Type i32 = Types.shapedLike(in.type(), IntegerType.I32);
    Value isNaN = b.cmpf(CMPF_UNE, in, in);
    Value halfUlpMinusOne = b.constant(i32, 0x7fff);
    Value quietNaN = b.constant(i16, 0x7fc0);
    Value sixteen = b.constant(i32, 16);
    Value one = b.constant(i32, 1);
    Value bits = b.cast("arith.bitcast", in, i32);
    Value lowestKeptBit = b.binary("arith.andi", b.binary("arith.shrui", bits, sixteen), one);
    Value bias = b.binary("arith.addi", lowestKeptBit, halfUlpMinusOne);
    Value rounded = b.binary("arith.shrui", b.binary("arith.addi", bits, bias), sixteen);
    Value upperHalf = b.cast("arith.trunci", rounded, i16);
    Value result = b.select(isNaN, quietNaN, upperHalf);
    rewriter.replaceOp(op, List.of(b.cast("arith.bitcast", result, op.result().type())));
    return true;
  }
}
