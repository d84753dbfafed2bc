package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/** {@code scf.condition}: ends an {@code scf.while}'s before region, choosing to loop or to exit with its args. */
public final class ConditionOp extends OpView {
  public static final OpType<ConditionOp> TYPE = OpType.of(OpDef.op("scf.condition")
      .summary("loop continuation condition")
      .operand("condition", Types.I1)
      .variadicOperand("args", Types.ANY)
      .traits(Trait.PURE, Trait.TERMINATOR)
      .parents("scf.while")
      .format("`(` $condition `)` attr-dict ($args^ `:` type($args))?"), ConditionOp::new);

  private ConditionOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ConditionOp match(Operation op) { return TYPE.match(op); }

  public static ConditionOp create(OpBuilder b, Location loc, Value condition, List<? extends Value> args) {
    List<Value> operands = new ArrayList<>();
    operands.add(condition);
    operands.addAll(args);
    return new ConditionOp(b.create(TYPE, loc, operands, List.of()));
  }

  public Value condition() { return op.operand(0); }

  /** The values passed to the after region, or out of the loop. */
  public List<Value> args() { return operandsFrom(1); }
}
