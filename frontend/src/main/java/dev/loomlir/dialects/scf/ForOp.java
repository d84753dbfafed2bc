package dev.loomlir.dialects.scf;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
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
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/** {@code scf.for}: a counted loop {@code lowerBound <= iv < upperBound} by {@code step}, carrying values. */
public final class ForOp extends OpView {
  public static final OpType<ForOp> TYPE = OpType.of(OpDef.op("scf.for")
      .summary("for operation")
      .operand("lowerBound", Types.SIGNLESS_INTEGER_OR_INDEX)
      .operand("upperBound", Types.SIGNLESS_INTEGER_OR_INDEX)
      .operand("step", Types.SIGNLESS_INTEGER_OR_INDEX)
      .variadicOperand("initArgs", Types.ANY)
      .variadicResult("results", Types.ANY)
      .optionalAttr("unsignedCmp", Attrs.UNIT)
      .region("region")
      .implicitTerminator("scf.yield")
      .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.LOOP_LIKE, Trait.REGION_BRANCH,
          Trait.RECURSIVE_MEMORY_EFFECTS)
      .syntax(new ForSyntax())
      // ODS AllTypesMatch<["lowerBound", "upperBound", "step"]>, with its one message for all three.
      .verify(ScfVerifiers::verifyForBoundTypes)
      .verify(ScfVerifiers::verifyFor)
      .verifyRegions(ScfVerifiers::verifyForRegions), ForOp::new);

  private ForOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ForOp match(Operation op) { return TYPE.match(op); }

  /**
   * Inserts {@code scf.for %iv = lb to ub step step} carrying {@code inits} (iter_args), with an
   * empty body block taking the induction variable and the carried values; the loop returns
   * their types. Fill the body and end it with an {@code scf.yield}.
   */
  public static ForOp create(OpBuilder b, Location loc, Value lb, Value ub, Value step, List<Value> inits) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(List.of(lb, ub, step));
    s.operands.addAll(inits);
    List<Type> blockTypes = new ArrayList<>();
    blockTypes.add(lb.type());
    for (Value v : inits) {
      blockTypes.add(v.type());
      s.resultTypes.add(v.type());
    }
    OpBuilder.createBlock(s.addRegion(), null, blockTypes, loc);
    return new ForOp(b.insert(s));
  }

  public Value lowerBound() { return op.operand(0); }

  public Value upperBound() { return op.operand(1); }

  public Value step() { return op.operand(2); }

  public List<Value> initArgs() { return operandsFrom(3); }

  /** True when the bounds compare unsigned ({@code unsignedCmp}). */
  public boolean unsignedCmp() { return op.attr("unsignedCmp") != null; }

  /** Makes the bounds compare unsigned, as {@code scf.for unsigned} does. */
  public void setUnsignedCmp() { op.setAttr("unsignedCmp", UnitAttr.INSTANCE); }

  public Region bodyRegion() { return op.region(0); }

  public Block body() { return op.region(0).entryBlock(); }

  public BlockArgument inductionVar() { return body().argument(0); }

  /** The body's arguments that carry {@link #initArgs()} from one iteration to the next. */
  public List<BlockArgument> regionIterArgs() {
    List<BlockArgument> args = body().arguments();
    return args.subList(1, args.size());
  }

  /** The body's terminator. */
  public YieldOp yieldOp() { return YieldOp.TYPE.cast(body().last()); }
}
