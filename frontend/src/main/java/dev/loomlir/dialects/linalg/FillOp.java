package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code linalg.fill ins(%v) outs(%m)}: stores a scalar at every element of its outputs. */
public final class FillOp extends OpView {
  public static final OpType<FillOp> TYPE = OpType.of(LinalgDecls.structured("linalg.fill")
      .syntax(new NamedOpSyntax(2, NamedOpBodies.FILL, null))
      .verify(LinalgVerifiers::fill)
      .implement(StructuredOpInfo.class, StructuredInfos.ELEMENTWISE)
      .implement(AsmBlockArgumentNames.class, LinalgDecls.argNames("out")), FillOp::new);

  private FillOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FillOp match(Operation op) { return TYPE.match(op); }

  public List<Value> inputs() { return op.operandGroup("inputs"); }

  public List<Value> outputs() { return op.operandGroup("outputs"); }
}
