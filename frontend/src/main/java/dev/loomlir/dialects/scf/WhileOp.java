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

/** {@code scf.while}: its before region computes a condition, its after region the next iteration. */
public final class WhileOp extends OpView {
  public static final OpType<WhileOp> TYPE = OpType.of(OpDef.op("scf.while")
      .summary("a generic 'while' loop")
      .variadicOperand("inits", Types.ANY)
      .variadicResult("results", Types.ANY)
      .region("before")
      .region("after")
      .traits(Trait.LOOP_LIKE, Trait.REGION_BRANCH, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.SINGLE_BLOCK)
      .syntax(new WhileSyntax())
      .verify(ScfVerifiers::verifyWhile)
      .verifyRegions(ScfVerifiers::verifyWhileRegions), WhileOp::new);

  private WhileOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static WhileOp match(Operation op) { return TYPE.match(op); }

  /** Inserts an {@code scf.while} whose before and after blocks both take values of {@code types}. */
  public static WhileOp create(OpBuilder b, Location loc, List<Type> types, List<Value> inits) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(inits);
    s.resultTypes.addAll(types);
    OpBuilder.createBlock(s.addRegion(), null, types, loc);
    OpBuilder.createBlock(s.addRegion(), null, types, loc);
    return new WhileOp(b.insert(s));
  }

  public List<Value> inits() { return op.operands(); }

  public Region beforeRegion() { return op.region(0); }

  public Region afterRegion() { return op.region(1); }

  public Block beforeBlock() { return beforeRegion().entryBlock(); }

  public Block afterBlock() { return afterRegion().entryBlock(); }
}
