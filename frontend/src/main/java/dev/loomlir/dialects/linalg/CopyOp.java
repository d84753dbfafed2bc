package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code linalg.copy ins(%a) outs(%b)}: copies its input elementwise into its output (with an optional cast). */
public final class CopyOp extends OpView {
  public static final OpType<CopyOp> TYPE = OpType.of(LinalgDecls.structured("linalg.copy")
      .optionalAttr("cast", LinalgDecls.TYPE_FN)
      .syntax(new NamedOpSyntax(2, NamedOpBodies.COPY, null))
      .implement(StructuredOpInfo.class, StructuredInfos.ELEMENTWISE)
      .implement(AsmBlockArgumentNames.class, LinalgDecls.argNames("out")), CopyOp::new);

  private CopyOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CopyOp match(Operation op) { return TYPE.match(op); }

  public List<Value> inputs() { return op.operandGroup("inputs"); }

  public List<Value> outputs() { return op.operandGroup("outputs"); }
}
