package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code scf.if}: runs its then region or its (possibly empty) else region. */
public final class IfOp extends OpView {
  public static final OpType<IfOp> TYPE = OpType.of(OpDef.op("scf.if")
      .summary("if-then-else operation")
      .operand("condition", Types.I1)
      .variadicResult("results", Types.ANY)
      .region("thenRegion")
      .region("elseRegion")
      .implicitTerminator("scf.yield")
      .traits(Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new IfSyntax())
      .verify(ScfVerifiers::verifyIf)
      .verifyRegions(ScfVerifiers::verifyIfRegions), IfOp::new);

  private IfOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static IfOp match(Operation op) { return TYPE.match(op); }

  /**
   * Inserts an {@code scf.if} returning {@code resultTypes}, with an empty then block and an empty
   * else block; with results, each must end with an {@code scf.yield} of them.
   */
  public static IfOp create(OpBuilder b, Location loc, Value condition, List<Type> resultTypes) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(condition);
    s.resultTypes.addAll(resultTypes);
    OpBuilder.createBlock(s.addRegion(), null, List.of(), loc);
    OpBuilder.createBlock(s.addRegion(), null, List.of(), loc);
    return new IfOp(b.insert(s));
  }

  public Value condition() { return op.operand(0); }

  public Region thenRegion() { return op.region(0); }

  public Region elseRegion() { return op.region(1); }

  public Block thenBlock() { return thenRegion().entryBlock(); }

  /** The else block, or null when the else region is empty. */
  public Block elseBlock() { return elseRegion().entryBlock(); }
}
