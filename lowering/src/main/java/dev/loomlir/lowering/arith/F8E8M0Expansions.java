package dev.loomlir.lowering.arith;

import static dev.loomlir.rewrite.OpBuilder.EQ;
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
 * {@code include-f8e8m0}: casts from and to f8E8M0FNU (a bare 8-bit biased exponent, all ones
 * for NaN) through the exponent field of an f32, as mlir-opt-22's {@code arith-expand} builds
 * them. Extending shifts the byte into place (NaN to all ones), then casts the f32 to the result
 * type; truncating casts to f32 first and keeps its exponent byte, so sign and mantissa are
 * dropped (3.0 and -3.0 both become 2.0). The op's fast-math flags go to the float casts it
 * adds. A truncf with an explicit rounding mode is not expanded, which makes the pass fail as
 * upstream's does.
 */
final class F8E8M0Expansions {
  private F8E8M0Expansions() {}

  static boolean isExtension(Operation op) {
    return op.is("arith.extf") && Types.elementTypeOrSelf(op.operand(0).type()) == FloatType.F8E8M0FNU;
  }

  static boolean isTruncation(Operation op) {
    return op.is("arith.truncf") && Types.elementTypeOrSelf(op.result().type()) == FloatType.F8E8M0FNU;
  }

  static List<RewritePattern> all() {
    return List.of(RewritePattern.of(OpDefs.named("arith.extf"), F8E8M0Expansions::extend),
        RewritePattern.of(OpDefs.named("arith.truncf"), F8E8M0Expansions::truncate));
  }

  private static boolean extend(Operation op, PatternRewriter rewriter) {
    if (!isExtension(op)) return false;
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value in = op.operand(0);
    Type i8 = Types.shapedLike(in.type(), IntegerType.I8);
    Type i32 = Types.shapedLike(in.type(), IntegerType.I32);
    Value byteBits = b.cast("arith.bitcast", in, i8);
    Value nanByte = b.constant(i8, 0xff);
    Value nanBits = b.constant(i32, 0xffffffffL);
    Value mantissaWidth = b.constant(i32, 23);
    Value exponent = b.binary("arith.shli", b.cast("arith.extui", byteBits, i32), mantissaWidth);
    Value bits = b.select(b.cmpi(EQ, byteBits, nanByte), nanBits, exponent);
    Value asF32 = b.cast("arith.bitcast", bits, Types.shapedLike(in.type(), FloatType.F32));
    rewriter.replaceOp(op, List.of(b.castByWidth(asF32, op.result().type(), op.attr("fastmath"))));
    return true;
  }

  private static boolean truncate(Operation op, PatternRewriter rewriter) {
    if (!isTruncation(op) || op.attr("roundingmode") != null) return false;
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value in = op.operand(0);
    in = b.castByWidth(in, Types.shapedLike(in.type(), FloatType.F32), op.attr("fastmath"));
    Value bits = b.cast("arith.bitcast", in, Types.shapedLike(in.type(), IntegerType.I32));
    Value signAndExponent = b.binary("arith.shrui", bits, b.constant(bits.type(), 23));
    Value exponent = b.cast("arith.trunci", signAndExponent, Types.shapedLike(in.type(), IntegerType.I8));
    rewriter.replaceOp(op, List.of(b.cast("arith.bitcast", exponent, op.result().type())));
    return true;
  }
}
