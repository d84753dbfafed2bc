package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code scf.index_switch}: runs the region of the case equal to its argument, else its default region. */
public final class IndexSwitchOp extends OpView {
  public static final OpType<IndexSwitchOp> TYPE = OpType.of(OpDef.op("scf.index_switch")
      .summary("switch-case operation on an index argument")
      .operand("arg", Types.INDEX)
      .attr("cases", Attrs.DENSE_I64_ARRAY)
      .variadicResult("results", Types.ANY)
      .region("defaultRegion")
      .variadicRegion("caseRegions")
      .implicitTerminator("scf.yield")
      .traits(Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new IndexSwitchSyntax())
      .verify(ScfVerifiers::verifyIndexSwitch), IndexSwitchOp::new);

  private IndexSwitchOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IndexSwitchOp match(Operation op) { return TYPE.match(op); }

  public Value arg() { return op.operand(0); }

  /** The case values, in the order of {@link #caseRegions()}. */
  public long[] cases() { return ((DenseArrayAttr) op.attr("cases")).ints(); }

  public Region defaultRegion() { return op.region(0); }

  public List<Region> caseRegions() { return op.regions().subList(1, op.numRegions()); }
}
