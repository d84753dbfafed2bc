package dev.loomlir.dialects.index;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.rewrite.OpBuilder;

/** {@code index.constant 42}: an index constant. */
public final class ConstantOp extends OpView {
  public static final OpType<ConstantOp> TYPE = OpType.of(IndexOpDecls.indexOp("index.constant")
      .summary("index constant")
      .attr("value", Attrs.INDEX)
      .result("result", Types.INDEX)
      .traits(Trait.CONSTANT_LIKE)
      .implement(AsmResultNames.class, op -> new String[] {"idx" + ((IntegerAttr) op.properties().get("value")).value()})
      .format("attr-dict $value"), ConstantOp::new);

  private ConstantOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ConstantOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code index.constant value}; {@code value} is an index attribute. */
  public static ConstantOp create(OpBuilder b, Location loc, IntegerAttr value) {
    return new ConstantOp(IndexOpDecls.buildConstant(b, TYPE, loc, value, IndexType.INSTANCE));
  }

  public long value() { return ((IntegerAttr) op.attr("value")).value(); }

  public OpResult result() { return op.result(); }
}
