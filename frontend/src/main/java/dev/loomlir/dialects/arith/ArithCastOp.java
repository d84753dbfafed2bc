package dev.loomlir.dialects.arith;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/**
 * The arith casts of one value to another type ({@code extsi}, {@code index_cast}, ...): ODS's
 * {@code Arith_CastOp}.
 */
public abstract class ArithCastOp extends OpView {
  ArithCastOp(Operation op) { super(op); }

  /** Inserts {@code type(in) : to}, its default attributes filled in. */
  public static <T extends ArithCastOp> T build(OpType<T> type, OpBuilder b, Location loc, Value in, Type to) {
    return type.cast(b.create(type, loc, List.of(in), List.of(to)));
  }

  public final Value in() { return op.operand(0); }

  public final OpResult out() { return op.result(); }
}
