package dev.loomlir.lowering.arith;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * Builds the arith ops of an expansion at the rewriter's insertion point, all at the location of
 * the op being expanded (MLIR's {@code ImplicitLocOpBuilder}). Types may be scalars, vectors or
 * tensors: constants of a shaped type are splats, compares give i1 of the operands' shape.
 */
final class ArithBuilder {
  private final OpBuilder builder;
  private final Location loc;

  ArithBuilder(OpBuilder builder, Operation expanded) {
    this.builder = builder;
    this.loc = expanded.location();
  }

  /** An integer or index constant of {@code type}, splat for a shaped type; {@code v} is truncated to the element width. */
  Value constant(Type type, long v) {
    Attribute value = IntegerAttr.of(v, Types.elementTypeOrSelf(type));
    if (type instanceof ShapedType shaped) value = new DenseElementsAttr(shaped, List.of(value));
    return builder.constant(loc, value, type).result();
  }

  /** A binary op whose result has its operands' type ({@code arith.addi}, {@code arith.mulf}...). */
  Value binary(String opName, Value lhs, Value rhs) {
    return builder.createSameType(opName, loc, lhs, rhs);
  }

  /** A float binary op carrying {@code fastmath} (null: the default, none). */
  Value binary(String opName, Value lhs, Value rhs, Attribute fastmath) {
    OperationState s = builder.state(opName, loc);
    s.operands.add(lhs);
    s.operands.add(rhs);
    s.resultTypes.add(lhs.type());
    if (fastmath != null) s.addAttribute("fastmath", fastmath);
    return builder.insert(s).result();
  }

  Value cmpi(long predicate, Value lhs, Value rhs) { return builder.cmpi(loc, predicate, lhs, rhs); }

  Value cmpf(long predicate, Value lhs, Value rhs) { return builder.cmpf(loc, predicate, lhs, rhs); }

  Value select(Value condition, Value whenTrue, Value whenFalse) {
    return builder.select(loc, condition, whenTrue, whenFalse);
  }

  /** A cast without attributes ({@code arith.bitcast}, {@code arith.extui}, {@code arith.trunci}...). */
  Value cast(String opName, Value in, Type to) {
    return builder.create(opName, loc, List.of(in), List.of(to)).result();
  }

  /**
   * {@code in} cast to the float type {@code to} by width, as upstream's expansions do: extf to a
   * wider type, truncf to a narrower one, {@code in} itself when as wide.
   */
  Value castByWidth(Value in, Type to, Attribute fastmath) {
    int from = ((FloatType) Types.elementTypeOrSelf(in.type())).width();
    int width = ((FloatType) Types.elementTypeOrSelf(to)).width();
    if (width == from) return in;
    return floatCast(width > from ? "arith.extf" : "arith.truncf", in, to, null, fastmath);
  }

  /** {@code arith.extf} or {@code arith.truncf} with the given optional attributes (null: absent). */
  Value floatCast(String opName, Value in, Type to, Attribute roundingMode, Attribute fastmath) {
    OperationState s = builder.state(opName, loc);
    s.operands.add(in);
    s.resultTypes.add(to);
    if (roundingMode != null) s.addAttribute("roundingmode", roundingMode);
    if (fastmath != null) s.addAttribute("fastmath", fastmath);
    return builder.insert(s).result();
  }
}
