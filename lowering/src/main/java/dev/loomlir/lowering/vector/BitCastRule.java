package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.ArithCastOp;
import dev.loomlir.dialects.arith.BitcastOp;
import dev.loomlir.dialects.arith.ExtUIOp;
import dev.loomlir.dialects.arith.OrIOp;
import dev.loomlir.dialects.arith.ShLIOp;
import dev.loomlir.dialects.arith.ShRUIOp;
import dev.loomlir.dialects.arith.TruncIOp;
import dev.loomlir.dialects.vector.BitCastOp;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code vector.bitcast}: each row (the innermost dimension) keeps its bits, read little-endian
 * as upstream's LLVM lowering does: lane 0 holds the lowest bits. Narrow lanes are zero-extended,
 * shifted and or-ed into wide ones; wide lanes are shifted right and truncated into narrow ones;
 * floats go through the integer of their width.
 */
final class BitCastRule {
  private BitCastRule() {}

  static void register(LaneRules rules) {
    rules.add(BitCastOp.TYPE, (op, l) -> DataMovementRules.one(apply(BitCastOp.match(op), l)));
  }

  private static List<Value> apply(BitCastOp b, Lanes l) {
    Type from = b.sourceType().elementType(), to = b.resultType().elementType();
    int wFrom = width(from), wTo = width(to);
    List<Value> src = l.of(b.source());
    List<Value> bits = new ArrayList<>(src.size());
    for (Value v : src) bits.add(toInteger(l, v, wFrom));
    List<Value> out = new ArrayList<>();
    IntegerType wide = IntegerType.signless(wTo);
    if (wTo == wFrom) {
      for (Value v : bits) out.add(v);
    } else if (wTo % wFrom == 0) {
      int per = wTo / wFrom;
      for (int k = 0; k < bits.size(); k += per) {
        Value acc = null;
        for (int j = 0; j < per; j++) {
          Value part = ArithCastOp.build(ExtUIOp.TYPE, l.builder(), l.location(), bits.get(k + j), wide).out();
          if (j > 0) part = shift(l, part, (long) j * wFrom, wide, true);
          acc = acc == null ? part : ArithBinaryOp.build(OrIOp.TYPE, l.builder(), l.location(), acc, part).result();
        }
        out.add(acc);
      }
    } else if (wFrom % wTo == 0) {
      int per = wFrom / wTo;
      IntegerType narrow = IntegerType.signless(wFrom);
      for (Value v : bits) {
        for (int j = 0; j < per; j++) {
          Value shifted = j == 0 ? v : shift(l, v, (long) j * wTo, narrow, false);
          out.add(ArithCastOp.build(TruncIOp.TYPE, l.builder(), l.location(), shifted, wide).out());
        }
      }
    } else {
      throw new DiagnosticException(l.location(), "'vector.bitcast' op from " + b.sourceType() + " to "
          + b.resultType() + " is not supported by the JVM code generator (element widths that do not divide)");
    }
    if (!to.isInteger()) out.replaceAll(v -> ArithCastOp.build(BitcastOp.TYPE, l.builder(), l.location(), v, to).out());
    return out;
  }

  private static int width(Type t) {
    return t instanceof IntegerType i ? i.width() : ((dev.loomlir.ir.FloatType) t).width();
  }

  private static Value toInteger(Lanes l, Value v, int width) {
    if (v.type().isInteger()) return v;
    return ArithCastOp.build(BitcastOp.TYPE, l.builder(), l.location(), v, IntegerType.signless(width)).out();
  }

  private static Value shift(Lanes l, Value v, long amount, IntegerType type, boolean left) {
    Value by = l.constant(IntegerAttr.of(amount, type), type);
    return left ? ArithBinaryOp.build(ShLIOp.TYPE, l.builder(), l.location(), v, by).result()
        : ArithBinaryOp.build(ShRUIOp.TYPE, l.builder(), l.location(), v, by).result();
  }
}
