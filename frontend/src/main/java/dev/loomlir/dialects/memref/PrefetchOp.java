package dev.loomlir.dialects.memref;

import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code memref.prefetch %m[%i], read|write, locality<n>, data|instr}: a cache hint. */
public final class PrefetchOp extends OpView {
  public static final OpType<PrefetchOp> TYPE = OpType.of(OpDef.op("memref.prefetch")
      .summary("prefetch operation")
      .operand("memref", MemRefConstraints.MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .attr("isWrite", MemRefAttrs.BOOL)
      .attr("localityHint", MemRefAttrs.LOCALITY_HINT)
      .attr("isDataCache", MemRefAttrs.BOOL)
      // Upstream declares no effects: any may happen, so it stays where it is.
      .traits(Trait.SIDE_EFFECTS)
      .syntax(new PrefetchSyntax())
      .verify(MemRefVerifiers::prefetch), PrefetchOp::new);

  private PrefetchOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static PrefetchOp match(Operation op) { return TYPE.match(op); }

  public Value memref() { return op.operand(0); }

  public List<Value> indices() { return operandsFrom(1); }

  public boolean isWrite() { return op.attr("isWrite") instanceof IntegerAttr i && i.value() != 0; }

  public long localityHint() { return ((IntegerAttr) op.attr("localityHint")).value(); }

  public boolean isDataCache() { return op.attr("isDataCache") instanceof IntegerAttr i && i.value() != 0; }
}
