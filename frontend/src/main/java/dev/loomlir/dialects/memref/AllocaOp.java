package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code memref.alloca}: a buffer freed when control leaves the closest automatic allocation scope. */
public final class AllocaOp extends OpView {
  public static final OpType<AllocaOp> TYPE = OpType.of(MemRefDecls.allocLike("memref.alloca", "alloca")
      .summary("stack memory allocation operation")
      .verify(MemRefVerifiers::alloca), AllocaOp::new);

  private AllocaOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AllocaOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.alloca(dynamicSizes) : type}, without layout symbols. */
  public static AllocaOp create(OpBuilder b, Location loc, MemRefType type, List<Value> dynamicSizes) {
    return new AllocaOp(AllocLike.build(b, TYPE, loc, type, dynamicSizes));
  }

  public List<Value> dynamicSizes() { return op.operandGroup("dynamicSizes"); }

  public List<Value> symbolOperands() { return op.operandGroup("symbolOperands"); }

  public OpResult memref() { return op.result(); }

  public MemRefType type() { return (MemRefType) op.result().type(); }
}
