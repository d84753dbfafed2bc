package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code linalg.reduce ins(...) outs(...) dimensions = [...]}: combines its inputs along the dimensions into its inits. */
public final class ReduceOp extends OpView {
  /** Inputs and inits are one group here: upstream sizes them equally (SameVariadicOperandSize). */
  public static final OpType<ReduceOp> TYPE = OpType.of(OpDef.op("linalg.reduce")
      .variadicOperand("operands", LinalgDecls.BUFFER)
      .attr("dimensions", Attrs.DENSE_I64_ARRAY)
      .region("combiner")
      .traits(Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.BUFFER_OPERAND_EFFECTS)
      .syntax(MapReduceSyntax.REDUCE)
      .verify(LinalgVerifiers::reduce)
      .verifyRegions(StructuredOpVerifier::verify)
      .implement(StructuredOpInfo.class, StructuredInfos.REDUCE)
      .implement(AsmBlockArgumentNames.class, LinalgDecls.argNames("init")), ReduceOp::new);

  private ReduceOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReduceOp match(Operation op) { return TYPE.match(op); }

  public List<Value> inputs() { return LinalgDecls.inputs(op); }

  public List<Value> inits() { return LinalgDecls.outputs(op); }
}
