package dev.loomlir.dialects.affine;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** What {@code affine.min} and {@code affine.max} share (upstream's {@code AffineMinMaxOpBase}): a map and its operands. */
public abstract sealed class AffineMinMaxOp extends OpView permits MinOp, MaxOp {
  AffineMinMaxOp(Operation op) { super(op); }

  /** Inserts an op of {@code type} over {@code map(operands)}. */
  static Operation build(OpBuilder b, OpType<?> type, Location loc, AffineMap map, List<? extends Value> operands) {
    OperationState s = b.state(type, loc);
    s.operands.addAll(operands);
    s.addAttribute("map", new AffineMapAttr(map));
    s.resultTypes.add(IndexType.INSTANCE);
    return b.insert(s);
  }

  /** The min or max of {@code op}, or null when it is neither. */
  public static AffineMinMaxOp match(Operation op) {
    AffineMinMaxOp min = MinOp.match(op);
    return min != null ? min : MaxOp.match(op);
  }

  public final AffineMap map() { return ((AffineMapAttr) op.attr("map")).map(); }

  public final List<Value> mapOperands() { return op.operands(); }

  public final Value result() { return op.result(); }

  /** True for {@code affine.max}. */
  public abstract boolean isMax();
}
