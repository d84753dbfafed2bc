package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code linalg.generic}: a loop nest over its iteration space, described by indexing maps and iterator types, around its body. */
public final class GenericOp extends OpView {
  public static final OpType<GenericOp> TYPE = OpType.of(LinalgDecls.structured("linalg.generic")
      .attr("indexing_maps", LinalgDecls.AFFINE_MAP_ARRAY)
      .attr("iterator_types", LinalgDecls.ITERATOR_TYPE_ARRAY)
      .optionalAttr("doc", Attrs.STRING)
      .optionalAttr("library_call", Attrs.STRING)
      .syntax(new GenericOpSyntax())
      .implement(StructuredOpInfo.class, StructuredInfos.GENERIC)
      .implement(AsmBlockArgumentNames.class, LinalgDecls.argNames("out")), GenericOp::new);

  private GenericOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GenericOp match(Operation op) { return TYPE.match(op); }

  public List<Value> inputs() { return op.operandGroup("inputs"); }

  public List<Value> outputs() { return op.operandGroup("outputs"); }

  public Block body() { return op.region(0).entryBlock(); }
}
