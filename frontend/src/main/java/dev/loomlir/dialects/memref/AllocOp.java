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

/** {@code memref.alloc}: allocates a buffer of its result type; {@code dynamicSizes} give its dynamic dimensions. */
public final class AllocOp extends OpView {
  public static final OpType<AllocOp> TYPE = OpType.of(MemRefDecls.allocLike("memref.alloc", "alloc")
      .summary("memory allocation operation")
      .verify(MemRefVerifiers::allocLike), AllocOp::new);

  private AllocOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AllocOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.alloc(dynamicSizes) : type}, without layout symbols. */
  public static AllocOp create(OpBuilder b, Location loc, MemRefType type, List<Value> dynamicSizes) {
    return new AllocOp(AllocLike.build(b, TYPE, loc, type, dynamicSizes));
  }

  public List<Value> dynamicSizes() { return op.operandGroup("dynamicSizes"); }

  public List<Value> symbolOperands() { return op.operandGroup("symbolOperands"); }

  public OpResult memref() { return op.result(); }

  public MemRefType type() { return (MemRefType) op.result().type(); }
}
