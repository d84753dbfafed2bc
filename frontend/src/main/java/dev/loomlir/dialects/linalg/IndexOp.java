package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code linalg.index n}: inside a structured op's body, the current index of loop {@code n}. */
public final class IndexOp extends OpView {
  public static final OpType<IndexOp> TYPE = OpType.of(OpDef.op("linalg.index")
      .attr("dim", LinalgDecls.DIM)
      .result("result", Types.INDEX)
      .traits(Trait.PURE)
      .format("$dim attr-dict `:` type($result)")
      .verify(LinalgVerifiers::index), IndexOp::new);

  private IndexOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IndexOp match(Operation op) { return TYPE.match(op); }

  /** The loop whose index this is. */
  public int dim() { return (int) ((IntegerAttr) op.attr("dim")).value(); }

  public OpResult result() { return op.result(); }
}
