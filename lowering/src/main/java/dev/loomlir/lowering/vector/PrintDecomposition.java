package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.ArithCastOp;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.ExtSIOp;
import dev.loomlir.dialects.arith.ExtUIOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.SubIOp;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.dialects.scf.IfOp;
import dev.loomlir.dialects.scf.YieldOp;
import dev.loomlir.dialects.vector.BitCastOp;
import dev.loomlir.dialects.vector.ExtractOp;
import dev.loomlir.dialects.vector.PrintOp;
import dev.loomlir.dialects.vector.PunctuationAttr;
import dev.loomlir.dialects.vector.ShapeCastOp;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.PatternRewriter;
import dev.loomlir.rewrite.RewritePattern;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code DecomposePrintOpConversion}: {@code vector.print} of a fixed-size vector becomes
 * nested {@code scf.for} loops printing {@code ( }, each element of the flattened vector (integers
 * widened to a power of two of at least 8 bits, as upstream does for its backends), {@code , }
 * between elements and {@code  )}, then the op's own punctuation.
 */
final class PrintDecomposition {
  private PrintDecomposition() {}

  static RewritePattern pattern() { return RewritePattern.of(PrintOp.TYPE, PrintDecomposition::decompose); }

  private static boolean decompose(PrintOp print, PatternRewriter r) {
    if (print.source() == null || !(print.source().type() instanceof VectorType type) || type.scalable().contains(true)) {
      return false;
    }
    Location loc = print.location();
    r.setInsertionPointBefore(print.operation());
    Value value = print.source();
    if (type.elementType() instanceof IntegerType t) {
      int width = t.width();
      int legal = Integer.highestOneBit(Math.max(8, width) - 1) << 1;
      VectorType signless = withElement(type, IntegerType.signless(width));
      VectorType legalSignless = withElement(type, IntegerType.signless(legal));
      VectorType target = withElement(type, new IntegerType(legal, t.signedness()));
      value = BitCastOp.create(r, loc, value, signless).operation().result(0);
      if (width != legal) {
        var ext = width == 1 || t.signedness() == IntegerType.Signedness.UNSIGNED ? ExtUIOp.TYPE : ExtSIOp.TYPE;
        value = ArithCastOp.build(ext, r, loc, value, legalSignless).out();
      }
      value = BitCastOp.create(r, loc, value, target).operation().result(0);
      type = target;
    }
    List<Long> shape = type.rank() == 0 ? List.of(1L) : type.shape();
    if (type.rank() != 1) {
      long flat = shape.stream().mapToLong(Long::longValue).reduce(1, (a, b) -> a * b);
      value = ShapeCastOp.create(r, loc, value, new VectorType(List.of(flat), type.elementType())).operation().result(0);
    }
    PrintOp firstClose = null;
    List<Value> ivs = new ArrayList<>();
    for (long size : shape) {
      Value lb = TransferSlicing.index(r, loc, 0);
      Value ub = TransferSlicing.index(r, loc, size);
      Value step = TransferSlicing.index(r, loc, 1);
      Value last = ArithBinaryOp.build(SubIOp.TYPE, r, loc, ub, step).result();
      PrintOp.create(r, loc, null, new PunctuationAttr(PunctuationAttr.Kind.OPEN));
      ForOp loop = ForOp.create(r, loc, lb, ub, step, List.of());
      PrintOp close = PrintOp.create(r, loc, null, new PunctuationAttr(PunctuationAttr.Kind.CLOSE));
      if (firstClose == null) firstClose = close;
      ivs.add(loop.inductionVar());
      r.setInsertionPointToEnd(loop.body());
      YieldOp.create(r, loc, List.of());
      r.setInsertionPointToStart(loop.body());
      Value notLast = CmpIOp.create(r, loc, CmpIPredicate.ULT, loop.inductionVar(), last).result();
      IfOp comma = IfOp.create(r, loc, notLast, List.of());
      r.eraseBlock(comma.elseBlock());
      var saved = r.saveInsertionPoint();
      r.setInsertionPointToEnd(comma.thenBlock());
      PrintOp.create(r, loc, null, new PunctuationAttr(PunctuationAttr.Kind.COMMA));
      YieldOp.create(r, loc, List.of());
      r.restoreInsertionPoint(saved);
      r.setInsertionPointToStart(loop.body());
    }
    Value flatIndex = null;
    long stride = 1;
    for (int d = shape.size() - 1; d >= 0; d--) {
      Value index = ArithBinaryOp.build(MulIOp.TYPE, r, loc, TransferSlicing.index(r, loc, stride), ivs.get(d)).result();
      flatIndex = flatIndex == null ? index : ArithBinaryOp.build(AddIOp.TYPE, r, loc, flatIndex, index).result();
      stride *= shape.get(d);
    }
    Value element = ExtractOp.create(r, loc, value, flatIndex).operation().result(0);
    PrintOp.create(r, loc, element, new PunctuationAttr(PunctuationAttr.Kind.NO_PUNCTUATION));
    r.setInsertionPointAfter(firstClose.operation());
    PrintOp.create(r, loc, null, print.punctuation());
    r.eraseOp(print.operation());
    return true;
  }

  private static VectorType withElement(VectorType v, dev.loomlir.ir.Type element) {
    return new VectorType(v.shape(), element, v.scalable());
  }
}
