package dev.loomlir.lowering.affine;

import dev.loomlir.dialects.arith.AddIOp;
import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.DivSIOp;
import dev.loomlir.dialects.arith.IntegerOverflowAttr;
import dev.loomlir.dialects.arith.MaxSIOp;
import dev.loomlir.dialects.arith.MinSIOp;
import dev.loomlir.dialects.arith.MulIOp;
import dev.loomlir.dialects.arith.RemSIOp;
import dev.loomlir.dialects.arith.SelectOp;
import dev.loomlir.dialects.arith.SubIOp;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * Upstream's {@code expandAffineExpr}/{@code expandAffineMap}: the arith ops computing an affine
 * expression over index values, op for op as mlir-opt-22 emits them (operands first, left to
 * right; every constant its own {@code arith.constant}; products {@code nsw}; {@code floordiv},
 * {@code ceildiv} and {@code mod} as branch-free sign corrections around {@code divsi}/{@code remsi}),
 * and the {@code maxsi}/{@code minsi} chains of loop bounds and {@code affine.min}/{@code max}.
 */
final class AffineExpansion {
  private final OpBuilder b;
  private final Location loc;
  /** The op being lowered: a division or mod by a non-positive constant is reported at it. */
  private final Operation at;

  AffineExpansion(OpBuilder b, Location loc, Operation at) {
    this.b = b;
    this.loc = loc;
    this.at = at;
  }

  /** Each result of {@code map} applied to {@code operands} (its dimensions, then its symbols). */
  List<Value> expand(AffineMap map, List<Value> operands) {
    List<Value> dims = operands.subList(0, map.numDims());
    List<Value> symbols = operands.subList(map.numDims(), operands.size());
    List<Value> out = new ArrayList<>();
    for (AffineExpr e : map.results()) out.add(expand(e, dims, symbols));
    return out;
  }

  /** The maximum (for a lower bound and {@code affine.max}) of the map's results, reduced left to right. */
  Value max(AffineMap map, List<Value> operands) { return chain(expand(map, operands), true); }

  /** The minimum (for an upper bound and {@code affine.min}). */
  Value min(AffineMap map, List<Value> operands) { return chain(expand(map, operands), false); }

  private Value chain(List<Value> values, boolean max) {
    Value v = values.get(0);
    for (int i = 1; i < values.size(); i++) {
      v = max ? ArithBinaryOp.build(MaxSIOp.TYPE, b, loc, v, values.get(i)).result()
          : ArithBinaryOp.build(MinSIOp.TYPE, b, loc, v, values.get(i)).result();
    }
    return v;
  }

  Value expand(AffineExpr e, List<Value> dims, List<Value> symbols) {
    // instanceof tests, not a pattern switch: the AOT cache keeps no typeSwitch call site
    // (docs/performance-notes.md, "Start-up, lazily").
    if (e instanceof AffineExpr.Constant c) return constant(c.value());
    if (e instanceof AffineExpr.Dim d) return dims.get(d.position());
    if (e instanceof AffineExpr.Symbol s) return symbols.get(s.position());
    if (!(e instanceof AffineExpr.Binary bin)) throw new AssertionError("unknown affine expression " + e);
    if (bin.kind() != AffineExpr.Kind.ADD && bin.kind() != AffineExpr.Kind.MUL
        && bin.rhs() instanceof AffineExpr.Constant c && c.value() <= 0) {
      throw DiagnosticException.error(at, bin.kind() == AffineExpr.Kind.MOD
          ? "modulo by non-positive value is not supported" : "division by non-positive value is not supported");
    }
    Value lhs = expand(bin.lhs(), dims, symbols);
    Value rhs = expand(bin.rhs(), dims, symbols);
    return switch (bin.kind()) {
      case ADD -> add(lhs, rhs);
      case MUL -> mulNsw(lhs, rhs);
      case MOD -> mod(lhs, rhs);
      case FLOOR_DIV -> floorDiv(lhs, rhs);
      case CEIL_DIV -> ceilDiv(lhs, rhs);
    };
  }

  Value constant(long value) {
    return ConstantOp.create(b, loc, IntegerAttr.of(value, IndexType.INSTANCE), IndexType.INSTANCE).result();
  }

  private Value add(Value l, Value r) { return ArithBinaryOp.build(AddIOp.TYPE, b, loc, l, r).result(); }

  private Value sub(Value l, Value r) { return ArithBinaryOp.build(SubIOp.TYPE, b, loc, l, r).result(); }

  /** {@code muli ... overflow<nsw>}, as upstream's expansion of products. */
  Value mulNsw(Value l, Value r) {
    MulIOp mul = ArithBinaryOp.build(MulIOp.TYPE, b, loc, l, r);
    mul.operation().setAttr("overflowFlags", new IntegerOverflowAttr(IntegerOverflowAttr.NSW));
    return mul.result();
  }

  private Value cmp(CmpIPredicate p, Value l, Value r) { return CmpIOp.create(b, loc, p, l, r).result(); }

  private Value select(Value c, Value t, Value f) { return SelectOp.create(b, loc, c, t, f).result(); }

  /** {@code r = l rem k; r < 0 ? r + k : r}. */
  private Value mod(Value l, Value k) {
    Value remainder = ArithBinaryOp.build(RemSIOp.TYPE, b, loc, l, k).result();
    Value zero = constant(0);
    Value negative = cmp(CmpIPredicate.SLT, remainder, zero);
    return select(negative, add(remainder, k), remainder);
  }

  /** {@code l < 0 ? -1 - (-1 - l) / k : l / k}. */
  private Value floorDiv(Value l, Value k) {
    Value zero = constant(0), minusOne = constant(-1);
    Value negative = cmp(CmpIPredicate.SLT, l, zero);
    Value dividend = select(negative, sub(minusOne, l), l);
    Value quotient = ArithBinaryOp.build(DivSIOp.TYPE, b, loc, dividend, k).result();
    return select(negative, sub(minusOne, quotient), quotient);
  }

  /** {@code l <= 0 ? -((0 - l) / k) : (l - 1) / k + 1}. */
  private Value ceilDiv(Value l, Value k) {
    Value zero = constant(0), one = constant(1);
    Value nonPositive = cmp(CmpIPredicate.SLE, l, zero);
    Value dividend = select(nonPositive, sub(zero, l), sub(l, one));
    Value quotient = ArithBinaryOp.build(DivSIOp.TYPE, b, loc, dividend, k).result();
    return select(nonPositive, sub(zero, quotient), add(quotient, one));
  }
}
