package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;

/** {@code memref.memory_space_cast}: the same buffer in another memory space (one space on the JVM). */
public final class MemorySpaceCastOp extends OpView {
  public static final OpType<MemorySpaceCastOp> TYPE = OpType.of(OpDef.op("memref.memory_space_cast")
      .summary("memref memory space cast operation")
      .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
      .result("dest", MemRefConstraints.RANKED_OR_UNRANKED)
      .traits(Trait.PURE)
      .format("$source attr-dict `:` type($source) `to` type($dest)")
      .verify(MemRefVerifiers::memorySpaceCast)
      .implement(AsmResultNames.class, MemRefDecls.named("memspacecast")), MemorySpaceCastOp::new);

  private MemorySpaceCastOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static MemorySpaceCastOp match(Operation op) { return TYPE.match(op); }

  public Value source() { return op.operand(0); }

  public OpResult dest() { return op.result(); }
}
