package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code linalg.matmul ins(%a, %b) outs(%c)}: {@code C += A * B}. */
public final class MatmulOp extends OpView {
  public static final OpType<MatmulOp> TYPE = OpType.of(LinalgDecls.structured("linalg.matmul")
      .attr("indexing_maps", LinalgDecls.AFFINE_MAP_ARRAY)
      .optionalAttr("cast", LinalgDecls.TYPE_FN)
      .syntax(new NamedOpSyntax(3, NamedOpBodies.MATMUL, NamedOpBodies.MATMUL_MAPS))
      .implement(StructuredOpInfo.class, StructuredInfos.MATMUL)
      .implement(AsmBlockArgumentNames.class, LinalgDecls.argNames("out")), MatmulOp::new);

  private MatmulOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MatmulOp match(Operation op) { return TYPE.match(op); }

  public List<Value> inputs() { return op.operandGroup("inputs"); }

  public List<Value> outputs() { return op.operandGroup("outputs"); }
}
