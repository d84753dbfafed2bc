package dev.loomlir.dialects.async;

import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code async.runtime.add_to_group}: adds a token or value to a runtime group; returns its rank. */
public final class RuntimeAddToGroupOp extends OpView {
  public static final OpType<RuntimeAddToGroupOp> TYPE = OpType.of(OpDef.op("async.runtime.add_to_group")
      .summary("adds an async token or value to the group")
      .operand("operand", AsyncTypes.VALUE_OR_TOKEN)
      .operand("group", AsyncTypes.GROUP)
      .result("rank", Types.INDEX)
      .traits(Trait.SIDE_EFFECTS)
      .format("$operand `,` $group attr-dict `:` type($operand)"), RuntimeAddToGroupOp::new);

  private RuntimeAddToGroupOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static RuntimeAddToGroupOp match(Operation op) { return TYPE.match(op); }

  public static RuntimeAddToGroupOp create(OpBuilder b, Location loc, Value member, Value group) {
    return new RuntimeAddToGroupOp(b.create(TYPE, loc, List.of(member, group), List.of(IndexType.INSTANCE)));
  }

  /** The token or value added. */
  public Value member() { return op.operand(0); }

  public Value group() { return op.operand(1); }

  public OpResult rank() { return op.result(0); }
}
