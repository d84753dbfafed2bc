package dev.loomlir.dialects.arith;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.rewrite.OpBuilder;

/** {@code arith.constant}: an integer, float or dense elements constant of the value's type. */
public final class ConstantOp extends OpView {
  public static final OpType<ConstantOp> TYPE = OpType.of(OpDef.op("arith.constant")
      .summary("integer or floating point constant")
      .attr("value", ConstantRules.TYPED_VALUE)
      .result("result", Types.ANY)
      .traits(Trait.PURE, Trait.CONSTANT_LIKE)
      .inferResultTypes(ConstantRules::inferResultType)
      .verify(ConstantRules.VERIFY)
      .implement(AsmResultNames.class, ConstantRules.NAMES)
      .format("attr-dict $value"), ConstantOp::new);

  private ConstantOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ConstantOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code arith.constant value : type}. */
  public static ConstantOp create(OpBuilder b, Location loc, Attribute value, Type type) {
    OperationState s = b.state(TYPE, loc);
    s.addAttribute("value", value);
    s.resultTypes.add(type);
    return new ConstantOp(b.insert(s));
  }

  public Attribute value() { return op.attr("value"); }

  public OpResult result() { return op.result(); }
}
