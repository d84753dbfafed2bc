package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code linalg.map ins(...) outs(%init) (%a, ...) { ... }}: its body applied elementwise, the result stored in {@code init}. */
public final class MapOp extends OpView {
  public static final OpType<MapOp> TYPE = OpType.of(OpDef.op("linalg.map")
      .variadicOperand("inputs", LinalgDecls.BUFFER)
      .operand("init", LinalgDecls.BUFFER)
      .region("mapper")
      .traits(Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.BUFFER_OPERAND_EFFECTS)
      .syntax(MapReduceSyntax.MAP)
      .verify(LinalgVerifiers::map)
      .verifyRegions(StructuredOpVerifier::verify)
      .implement(StructuredOpInfo.class, StructuredInfos.MAP)
      .implement(AsmBlockArgumentNames.class, LinalgDecls.argNames("init")), MapOp::new);

  private MapOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MapOp match(Operation op) { return TYPE.match(op); }

  public List<Value> inputs() { return op.operands().subList(0, op.numOperands() - 1); }

  public Value init() { return op.operand(op.numOperands() - 1); }
}
