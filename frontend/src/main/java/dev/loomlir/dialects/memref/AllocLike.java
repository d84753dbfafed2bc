package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** What {@link AllocOp} and {@link AllocaOp} share beyond their declaration: building, and the sizes an allocation was given. */
public final class AllocLike {
  private AllocLike() {}

  static Operation build(OpBuilder b, OpType<?> type, Location loc, MemRefType memrefType, List<Value> dynamicSizes) {
    OperationState s = b.state(type, loc);
    s.operands.addAll(dynamicSizes);
    s.addAttribute("operandSegmentSizes", OpBuilder.segmentSizes(dynamicSizes.size(), 0));
    s.resultTypes.add(memrefType);
    return b.insert(s);
  }

  /** The dynamic sizes of {@code op} when it is an alloc or an alloca, else null. */
  public static List<Value> dynamicSizes(Operation op) {
    if (AllocOp.match(op) instanceof AllocOp a) return a.dynamicSizes();
    if (AllocaOp.match(op) instanceof AllocaOp a) return a.dynamicSizes();
    return null;
  }
}
