package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code memref.dim %m, %d}: the size of dimension {@code %d}. */
public final class DimOp extends OpView {
  public static final OpType<DimOp> TYPE = OpType.of(OpDef.op("memref.dim")
      .summary("dimension index operation")
      .operand("source", MemRefConstraints.NON_0_RANKED_OR_UNRANKED)
      .operand("index", Types.INDEX)
      .result("result", Types.INDEX)
      .format("attr-dict $source `,` $index `:` type($source)")
      // NoMemoryEffect upstream: dead dims are erased and equal ones merged.
      .traits(Trait.PURE)
      .folder(MemRefFolders::dim)
      .implement(AsmResultNames.class, MemRefDecls.named("dim")), DimOp::new);

  private DimOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static DimOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.dim source, index}. */
  public static DimOp create(OpBuilder b, Location loc, Value source, Value index) {
    return new DimOp(b.create(TYPE, loc, List.of(source, index), List.of(IndexType.INSTANCE)));
  }

  public Value source() { return op.operand(0); }

  public Value index() { return op.operand(1); }

  public OpResult result() { return op.result(); }
}
