package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code vector.insert %s, %v[2, %i]}: {@code %v} with the element or sub-vector at a position replaced. */
public final class InsertOp extends OpView {
  public static final OpType<InsertOp> TYPE = OpType.of(OpDef.op("vector.insert")
      .summary("insert operation")
      .operand("valueToStore", Types.ANY)
      .operand("dest", VectorTypes.ANY)
      .variadicOperand("dynamic_position", Types.INDEX)
      .attr("static_position", Attrs.DENSE_I64_ARRAY)
      .result("result", VectorTypes.ANY)
      .traits(Trait.PURE)
      .allTypesMatch("dest", "result")
      .format("$valueToStore `,` $dest custom<DynamicIndexList>($dynamic_position, $static_position) attr-dict `:` type($valueToStore) `into` type($dest)")
      .verify(VectorChecks.sameElementType(0, 0, "source operand and result have same element type"))
      .verify(InsertOp::verify)
      .folder(VectorFolds::insert), InsertOp::new);

  private InsertOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static InsertOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code value} into {@code dest} at static {@code positions}. */
  public static InsertOp create(OpBuilder b, Location loc, Value value, Value dest, long... positions) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(value);
    s.operands.add(dest);
    s.addAttribute("static_position", Positions.attr(positions));
    s.resultTypes.add(dest.type());
    return new InsertOp(b.insert(s));
  }

  /** Inserts {@code value} into {@code dest} at one dynamic {@code position} ({@code vector.insert %x, %v[%i]}). */
  public static InsertOp create(OpBuilder b, Location loc, Value value, Value dest, Value position) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(value);
    s.operands.add(dest);
    s.operands.add(position);
    s.addAttribute("static_position", Positions.attr(Positions.DYNAMIC));
    s.resultTypes.add(dest.type());
    return new InsertOp(b.insert(s));
  }

  public Value valueToStore() { return op.operand(0); }

  public Value dest() { return op.operand(1); }

  public VectorType destType() { return (VectorType) dest().type(); }

  public List<Value> dynamicPosition() { return operandsFrom(2); }

  public long[] staticPosition() { return VectorChecks.longs(op, "static_position"); }

  public Long[] mixedPosition() { return Positions.mixed(staticPosition(), dynamicPosition()); }

  private static void verify(Operation op) {
    VectorType dest = (VectorType) op.operand(1).type();
    long[] position = VectorChecks.longs(op, "static_position");
    int sourceRank = op.operand(0).type() instanceof VectorType v ? v.rank() : 0;
    if (op.operand(0).type() instanceof VectorType v && v.rank() == 0) {
      throw DiagnosticException.error(op, "expected a scalar instead of a 0-d vector as the source operand");
    }
    if (position.length > dest.rank()) {
      throw VectorChecks.fail(op, "expected position attribute of rank no greater than dest vector rank");
    }
    if (op.operand(0).type() instanceof VectorType) {
      if (position.length + sourceRank != dest.rank()) {
        throw VectorChecks.fail(op, "expected position attribute rank + source rank to match dest vector rank");
      }
    } else if (position.length != dest.rank()) {
      throw VectorChecks.fail(op, "expected position attribute rank to match the dest vector rank");
    }
    Positions.checkDynamicCount(op, position, op.numOperands() - 2);
    for (int i = 0; i < position.length; i++) {
      long p = position[i];
      if (p == Positions.DYNAMIC || p == Positions.POISON) continue;
      if (p < 0 || p >= dest.shape().get(i)) {
        throw VectorChecks.fail(op, "expected position attribute #" + (i + 1)
            + " to be a non-negative integer smaller than the corresponding dest vector dimension");
      }
    }
  }
}
