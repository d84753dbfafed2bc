package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;

/** {@code scf.execute_region}: runs its (multi-block) region once and yields its results. */
public final class ExecuteRegionOp extends OpView {
  public static final OpType<ExecuteRegionOp> TYPE = OpType.of(OpDef.op("scf.execute_region")
      .summary("operation that executes its region exactly once")
      .variadicResult("results", Types.ANY)
      .optionalAttr("no_inline", Attrs.UNIT)
      .region("region")
      .traits(Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new ExecuteRegionSyntax())
      .verify(ScfVerifiers::verifyExecuteRegion)
      .verifyRegions(ScfVerifiers::verifyExecuteRegionRegions), ExecuteRegionOp::new);

  private ExecuteRegionOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExecuteRegionOp match(Operation op) { return TYPE.match(op); }

  public Region region() { return op.region(0); }
}
