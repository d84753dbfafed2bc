package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code vector.vscale}: the run-time multiple of scalable vector sizes (parsed and printed; the JVM has none). */
public final class VScaleOp extends OpView {
  public static final OpType<VScaleOp> TYPE = OpType.of(OpDef.op("vector.vscale")
      .summary("Load vector scale size")
      .result("res", Types.INDEX)
      .traits(Trait.PURE)
      .format("attr-dict")
      .implement(AsmResultNames.class, op -> new String[] {"vscale"}), VScaleOp::new);

  private VScaleOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static VScaleOp match(Operation op) { return TYPE.match(op); }
}
