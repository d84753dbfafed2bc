package dev.loomlir.lowering.arith;

import dev.loomlir.dialects.arith.BitcastOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
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

  static boolean isExtension(ExtFOp op) { return Types.elementTypeOrSelf(op.in().type()) == FloatType.F8E8M0FNU; }

  static boolean isTruncation(TruncFOp op) { return Types.elementTypeOrSelf(op.out().type()) == FloatType.F8E8M0FNU; }

  static List<RewritePattern> all() {
    return List.of(RewritePattern.of(ExtFOp.TYPE, F8E8M0Expansions::extend),
        RewritePattern.of(TruncFOp.TYPE, F8E8M0Expansions::truncate));
  }

  private static boolean extend(ExtFOp op, PatternRewriter rewriter) {
    if (!isExtension(op)) return false;
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value in = op.in();
    Type i8 = Types.shapedLike(in.type(), IntegerType.I8);
    Type i32 = Types.shapedLike(in.type(), IntegerType.I32);
    Value byteBits = b.cast(BitcastOp.TYPE, in, i8);
    Value nanByte = b.constant(i8, 0xff);
    Value nanBits = b.constant(i32, 0xffffffffL);
    Value mantissaWidth = b.constant(i32, 23);
    Value exponent = b.binary(ShLIOp.TYPE, b.cast(ExtUIOp.TYPE, byteBits, i32), mantissaWidth);
    Value bits = b.select(b.cmpi(CmpIPredicate.EQ, byteBits, nanByte), nanBits, exponent);
    Value asF32 = b.cast(BitcastOp.TYPE, bits, Types.shapedLike(in.type(), FloatType.F32));
    rewriter.replaceOp(op.operation(), List.of(b.castByWidth(asF32, op.out().type(), op.fastmathAttr())));
    return true;
  }

  private static boolean truncate(TruncFOp op, PatternRewriter rewriter) {
    if (!isTruncation(op) || op.roundingMode() != null) return false;
    ArithBuilder b = new ArithBuilder(rewriter, op);
    Value in = b.castByWidth(op.in(), Types.shapedLike(op.in().type(), FloatType.F32), op.fastmathAttr());
    Value bits = b.cast(BitcastOp.TYPE, in, Types.shapedLike(in.type(), IntegerType.I32));
    Value signAndExponent = b.binary(ShRUIOp.TYPE, bits, b.constant(bits.type(), 23));
    Value exponent = b.cast(TruncIOp.TYPE, signAndExponent, Types.shapedLike(in.type(), IntegerType.I8));
    rewriter.replaceOp(op.operation(), List.of(b.cast(BitcastOp.TYPE, exponent, op.out().type())));
    return true;
  }
}
