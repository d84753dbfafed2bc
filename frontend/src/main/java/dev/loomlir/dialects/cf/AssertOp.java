package dev.loomlir.dialects.cf;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Canonicalization;
import dev.loomlir.rewrite.OpBuilder;

/** {@code cf.assert}: stops the program with its message when its argument is false. */
public final class AssertOp extends OpView {
  public static final OpType<AssertOp> TYPE = OpType.of(OpDef.op("cf.assert")
      .summary("Assert operation with message attribute")
      .operand("arg", Types.I1)
      .attr("msg", Attrs.STRING)
      .traits(Trait.SIDE_EFFECTS)
      .format("$arg `,` $msg attr-dict")
      .implement(Canonicalization.class, CfCanonicalization::assertPatterns), AssertOp::new);

  private AssertOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AssertOp match(Operation op) { return TYPE.match(op); }

  public static AssertOp create(OpBuilder b, Location loc, Value condition, String message) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(condition);
    s.addAttribute("msg", new StringAttr(message));
    return new AssertOp(b.insert(s));
  }

  public Value arg() { return op.operand(0); }

  public String msg() { return ((StringAttr) op.attr("msg")).value(); }
}
