package dev.loomlir.dialects.scf;

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

/** {@code scf.reduce}: ends an {@code scf.parallel} body, combining one operand per reduction in its regions. */
public final class ReduceOp extends OpView {
  public static final OpType<ReduceOp> TYPE = OpType.of(OpDef.op("scf.reduce")
      .summary("reduce operation for scf.parallel")
      .variadicOperand("operands", Types.ANY)
      .variadicRegion("reductions")
      .traits(Trait.TERMINATOR, Trait.RECURSIVE_MEMORY_EFFECTS)
      .parents("scf.parallel")
      .format("(`(` $operands^ `:` type($operands) `)`)? $reductions attr-dict")
      .verifyRegions(ScfVerifiers::verifyReduceRegions), ReduceOp::new);

  private ReduceOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReduceOp match(Operation op) { return TYPE.match(op); }

  /** Inserts an {@code scf.reduce} without reductions. */
  public static ReduceOp create(OpBuilder b, Location loc) {
    return new ReduceOp(b.create(TYPE, loc, List.of(), List.of()));
  }

  /**
   * Inserts an {@code scf.reduce} of {@code operands}, with one region per operand whose block
   * takes two values of its type; end each with an {@code scf.reduce.return}.
   */
  public static ReduceOp create(OpBuilder b, Location loc, List<? extends Value> operands) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(operands);
    for (Value v : operands) OpBuilder.createBlock(s.addRegion(), null, List.of(v.type(), v.type()), loc);
    return new ReduceOp(b.insert(s));
  }

  /** The block of reduction {@code i}. */
  public dev.loomlir.ir.Block reduction(int i) { return op.region(i).entryBlock(); }

  /** The values reduced, one per region. */
  public List<Value> reducedValues() { return op.operands(); }
}
