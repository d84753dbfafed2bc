package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code memref.copy %src, %dst}: copies every element of one memref to another of the same shape. */
public final class CopyOp extends OpView {
  public static final OpType<CopyOp> TYPE = OpType.of(OpDef.op("memref.copy")
      .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
      .operand("target", MemRefConstraints.RANKED_OR_UNRANKED)
      // Reads its source, writes its target (MemReadAt, MemWriteAt).
      .memoryEffects(MemoryEffect.READ, MemoryEffect.WRITE)
      .format("$source `,` $target attr-dict `:` type($source) `to` type($target)")
      .verify(MemRefVerifiers::copy), CopyOp::new);

  private CopyOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CopyOp match(Operation op) { return TYPE.match(op); }

  public static CopyOp create(OpBuilder b, Location loc, Value source, Value target) {
    return new CopyOp(b.create(TYPE, loc, List.of(source, target), List.of()));
  }

  public Value source() { return op.operand(0); }

  public Value target() { return op.operand(1); }
}
