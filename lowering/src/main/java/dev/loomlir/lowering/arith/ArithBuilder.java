package dev.loomlir.lowering.arith;

import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.ArithCastOp;
import dev.loomlir.dialects.arith.CmpFOp;
import dev.loomlir.dialects.arith.CmpFPredicate;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.ExtFOp;
import dev.loomlir.dialects.arith.FastMathAttr;
import dev.loomlir.dialects.arith.FastMathOp;
import dev.loomlir.dialects.arith.SelectOp;
import dev.loomlir.dialects.arith.TruncFOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * Builds the arith ops of an expansion at the rewriter's insertion point, all at the location of
 * the op being expanded (MLIR's {@code ImplicitLocOpBuilder}), through the op classes' builders.
 * Types may be scalars, vectors or tensors: constants of a shaped type are splats, compares give
 * i1 of the operands' shape.
 */
final class ArithBuilder {
  private final OpBuilder builder;
  private final Location loc;

  ArithBuilder(OpBuilder builder, OpView expanded) {
    this.builder = builder;
    this.loc = expanded.location();
  }

  /** An integer or index constant of {@code type}, splat for a shaped type; {@code v} is truncated to the element width. */
  Value constant(Type type, long v) {
    Attribute value = IntegerAttr.of(v, Types.elementTypeOrSelf(type));
    if (type instanceof ShapedType shaped) value = new DenseElementsAttr(shaped, List.of(value));
    return ConstantOp.create(builder, loc, value, type).result();
  }

  /** A binary op of {@code type} ({@code AddIOp.TYPE}, ...), its result of its operands' type. */
  <T extends ArithBinaryOp> Value binary(OpType<T> type, Value lhs, Value rhs) {
    return ArithBinaryOp.build(type, builder, loc, lhs, rhs).result();
  }

  /** A float binary op of {@code type} carrying {@code fastmath} (null: the default, none). */
  <T extends ArithBinaryOp & FastMathOp> Value binary(OpType<T> type, Value lhs, Value rhs, FastMathAttr fastmath) {
    return ArithBinaryOp.build(type, builder, loc, lhs, rhs, fastmath).result();
  }

  Value cmpi(CmpIPredicate predicate, Value lhs, Value rhs) { return CmpIOp.create(builder, loc, predicate, lhs, rhs).result(); }

  Value cmpf(CmpFPredicate predicate, Value lhs, Value rhs) { return CmpFOp.create(builder, loc, predicate, lhs, rhs).result(); }

  Value select(Value condition, Value whenTrue, Value whenFalse) {
    return SelectOp.create(builder, loc, condition, whenTrue, whenFalse).result();
  }

  /** A cast of {@code type} without attributes ({@code BitcastOp.TYPE}, {@code ExtUIOp.TYPE}, ...). */
  <T extends ArithCastOp> Value cast(OpType<T> type, Value in, Type to) {
    return ArithCastOp.build(type, builder, loc, in, to).out();
  }

  /**
   * {@code in} cast to the float type {@code to} by width, as upstream's expansions do: extf to a
   * wider type, truncf to a narrower one, {@code in} itself when as wide.
   */
  Value castByWidth(Value in, Type to, FastMathAttr fastmath) {
    int from = ((FloatType) Types.elementTypeOrSelf(in.type())).width();
    int width = ((FloatType) Types.elementTypeOrSelf(to)).width();
    if (width == from) return in;
    return width > from ? extf(in, to, fastmath) : truncf(in, to, null, fastmath);
  }

  /** {@code arith.extf}, with {@code fastmath} when not null. */
  Value extf(Value in, Type to, FastMathAttr fastmath) { return ExtFOp.create(builder, loc, in, to, fastmath).out(); }

  /** {@code arith.truncf}, with the given optional attributes (null: absent). */
  Value truncf(Value in, Type to, Attribute roundingMode, FastMathAttr fastmath) {
    return TruncFOp.create(builder, loc, in, to, roundingMode, fastmath).out();
  }
}
