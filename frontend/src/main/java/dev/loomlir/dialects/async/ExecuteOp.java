package dev.loomlir.dialects.async;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code async.execute}: runs its body asynchronously once its dependencies (tokens) are ready,
 * with its body operands' payloads as the body's arguments; returns a completion token and one
 * {@code !async.value} per value the body yields.
 */
public final class ExecuteOp extends OpView {
  public static final OpType<ExecuteOp> TYPE = OpType.of(OpDef.op("async.execute")
      .summary("Asynchronous execute operation")
      .variadicOperand("dependencies", AsyncTypes.TOKEN)
      .variadicOperand("bodyOperands", AsyncTypes.VALUE_OR_TOKEN)
      .result("token", AsyncTypes.TOKEN)
      .variadicResult("bodyResults", AsyncTypes.VALUE)
      .region("bodyRegion")
      // Upstream's trait is SingleBlockImplicitTerminator, but its hand-written parser never
      // inserts the yield: a missing one is an error, so no implicitTerminator() here.
      .traits(Trait.SINGLE_BLOCK, Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.AUTOMATIC_ALLOCATION_SCOPE,
          Trait.RECURSIVE_MEMORY_EFFECTS, Trait.REGION_BRANCH)
      .syntax(new ExecuteSyntax())
      .implement(AsmResultNames.class, ExecuteOp::resultNames)
      .verify(ExecuteVerifier::verifyBodyIsOneBlock)
      .verifyRegions(ExecuteVerifier::verifyRegions), ExecuteOp::new);

  private ExecuteOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ExecuteOp match(Operation op) { return TYPE.match(op); }

  /**
   * Inserts an {@code async.execute} waiting for {@code dependencies}, taking {@code bodyOperands}
   * and returning one {@code !async.value} per type of {@code valueTypes}, with an empty body block
   * taking the operands' payloads. Fill the body and end it with a {@link YieldOp}.
   */
  public static ExecuteOp create(OpBuilder b, Location loc, List<? extends Value> dependencies,
                                 List<? extends Value> bodyOperands, List<Type> valueTypes) {
    OperationState s = b.state(TYPE, loc);
    s.operands.addAll(dependencies);
    s.operands.addAll(bodyOperands);
    s.addAttribute(ExecuteSyntax.SEGMENT_SIZES, DenseArrayAttr.ofI32(dependencies.size(), bodyOperands.size()));
    s.resultTypes.add(TokenType.INSTANCE);
    for (Type t : valueTypes) s.resultTypes.add(new ValueType(t));
    List<Type> argumentTypes = new ArrayList<>();
    for (Value v : bodyOperands) argumentTypes.add(ValueType.unwrap(v.type()));
    OpBuilder.createBlock(s.addRegion(), null, argumentTypes, loc);
    return new ExecuteOp(b.insert(s));
  }

  /** The tokens the body waits for. */
  public List<Value> dependencies() { return op.operandGroup("dependencies"); }

  /** The tokens and values whose payloads the body takes as its arguments. */
  public List<Value> bodyOperands() { return op.operandGroup("bodyOperands"); }

  /** The completion token. */
  public OpResult token() { return op.result(0); }

  /** The {@code !async.value}s of what the body yields. */
  public List<OpResult> bodyResults() { return op.results().subList(1, op.numResults()); }

  public Region bodyRegion() { return op.region(0); }

  public Block body() { return op.region(0).entryBlock(); }

  /** The body's terminator. */
  public YieldOp yieldOp() { return YieldOp.TYPE.cast(body().last()); }

  /** Upstream names the results {@code %token} and {@code %bodyResults} (one group for all values). */
  private static String[] resultNames(Operation op) {
    String[] names = new String[op.numResults()];
    if (names.length > 0) names[0] = "token";
    if (names.length > 1) names[1] = "bodyResults";
    return names;
  }
}
