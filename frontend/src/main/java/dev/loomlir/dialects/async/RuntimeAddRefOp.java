package dev.loomlir.dialects.async;

import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;

/** {@code async.runtime.add_ref}: adds {@code count} references to a token, value or group. */
public final class RuntimeAddRefOp extends RuntimeRefCountOp {
  /** ODS {@code ConfinedAttr<I64Attr, [IntPositive]>}, shared with {@link RuntimeDropRefOp}. */
  static final AttrKind POSITIVE_I64 = Attrs.generic("64-bit signless integer attribute whose value is positive",
      a -> a instanceof IntegerAttr i && i.type().equals(IntegerType.I64) && i.value() > 0);

  public static final OpType<RuntimeAddRefOp> TYPE = OpType.of(OpDef.op("async.runtime.add_ref")
      .summary("adds a reference to async value")
      .operand("operand", AsyncTypes.ANY_ASYNC)
      .attr("count", POSITIVE_I64)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand attr-dict `:` type($operand)"), RuntimeAddRefOp::new);

  private RuntimeAddRefOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeAddRefOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeAddRefOp create(OpBuilder b, Location loc, Value operand, long count) {
    return new RuntimeAddRefOp(insert(b, TYPE, loc, operand, count));
  }
}
