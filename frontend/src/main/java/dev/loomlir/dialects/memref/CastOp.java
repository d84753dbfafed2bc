package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code memref.cast}: the same buffer as a compatible type (static to dynamic sizes, ranked to unranked, and back, checked). */
public final class CastOp extends OpView {
  public static final OpType<CastOp> TYPE = OpType.of(OpDef.op("memref.cast")
      .summary("memref cast operation")
      .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
      .result("dest", MemRefConstraints.RANKED_OR_UNRANKED)
      .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
      .format("$source attr-dict `:` type($source) `to` type($dest)")
      .verify(MemRefVerifiers::cast)
      .implement(AsmResultNames.class, MemRefDecls.named("cast")), CastOp::new);

  private CastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CastOp match(Operation op) { return TYPE.match(op); }

  /** {@code memref.cast source : ... to type}. */
  public static CastOp create(OpBuilder b, Location loc, Value source, Type type) {
    return new CastOp(b.create(TYPE, loc, List.of(source), List.of(type)));
  }

  public Value source() { return op.operand(0); }

  public OpResult dest() { return op.result(); }
}
