package dev.loomlir.dialects.memref;

import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
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

  /** Inserts {@code memref.prefetch memref[indices]} with the given hints. */
  public static PrefetchOp create(OpBuilder b, Location loc, Value memref, List<? extends Value> indices,
                                  boolean isWrite, long localityHint, boolean isDataCache) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(memref);
    s.operands.addAll(indices);
    s.addAttribute("isWrite", IntegerAttr.bool(isWrite));
    s.addAttribute("localityHint", IntegerAttr.of(localityHint, IntegerType.I32));
    s.addAttribute("isDataCache", IntegerAttr.bool(isDataCache));
    return new PrefetchOp(b.insert(s));
  }

  public Value memref() { return op.operand(0); }

  public List<Value> indices() { return operandsFrom(1); }

  public boolean isWrite() { return op.attr("isWrite") instanceof IntegerAttr i && i.value() != 0; }

  public long localityHint() { return ((IntegerAttr) op.attr("localityHint")).value(); }

  public boolean isDataCache() { return op.attr("isDataCache") instanceof IntegerAttr i && i.value() != 0; }
}
