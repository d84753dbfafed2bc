package dev.loomlir.lowering.builder;

import dev.loomlir.dialects.arith.ArithBinaryOp;
import dev.loomlir.dialects.arith.ArithCastOp;
import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.SelectOp;
import dev.loomlir.dialects.async.ExecuteOp;
import dev.loomlir.dialects.func.CallOp;
import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.dialects.func.ReturnOp;
import dev.loomlir.dialects.scf.ConditionOp;
import dev.loomlir.dialects.scf.ForOp;
import dev.loomlir.dialects.scf.IfOp;
import dev.loomlir.dialects.scf.ParallelOp;
import dev.loomlir.dialects.scf.ReduceOp;
import dev.loomlir.dialects.scf.WhileOp;
import dev.loomlir.dialects.scf.YieldOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.fold.Folding;
import dev.loomlir.rewrite.OpBuilder;
import dev.loomlir.rewrite.Rewriter;
import java.util.List;

/**
 * A {@link Rewriter} with one location (MLIR's {@code ImplicitLocOpBuilder}) and helpers for the
 * arith, scf, func and async ops the loop lowerings build. Region ops are created with their
 * blocks and left for the caller to fill; {@link #insideBlock} moves the insertion point there.
 */
public final class ScfBuilder extends Rewriter {
  private Location loc;

  /** A builder of ops declared in {@code ops} (the registry of the context the pass runs in) at {@code loc}. */
  public ScfBuilder(OpRegistry ops, Location loc) {
    super(ops);
    this.loc = loc;
  }

  public Location location() { return loc; }

  /** Moves the insertion point to the end of {@code block}. */
  public ScfBuilder insideBlock(Block block) {
    setInsertionPointToEnd(block);
    return this;
  }

  // ---- arith ----

  public Value index(long value) {
    return ConstantOp.create(this, loc, IntegerAttr.index(value), IndexType.INSTANCE).result();
  }

  public Value constant(Attribute value) {
    // instanceof tests, not a pattern switch: the AOT cache keeps no typeSwitch call site
    // (docs/performance-notes.md, "Start-up, lazily").
    Type type;
    if (value instanceof IntegerAttr i) type = i.type();
    else if (value instanceof FloatAttr f) type = f.type();
    else throw new IllegalArgumentException("constant " + value);
    return ConstantOp.create(this, loc, value, type).result();
  }

  public Value f32(double value) {
    return ConstantOp.create(this, loc, new FloatAttr((float) value, FloatType.F32), FloatType.F32).result();
  }

  /** A binary op of {@code type} ({@code AddIOp.TYPE}, ...), its result of its operands' type. */
  public <T extends ArithBinaryOp> Value binary(OpType<T> type, Value lhs, Value rhs) {
    return ArithBinaryOp.build(type, this, loc, lhs, rhs).result();
  }

  /** Like {@link #binary}, then folded as MLIR's {@code createOrFold} does. */
  public <T extends ArithBinaryOp> Value binaryOrFold(OpType<T> type, Value lhs, Value rhs) {
    return Folding.createOrFold(this, ArithBinaryOp.build(type, this, loc, lhs, rhs).operation());
  }

  public Value cmpi(CmpIPredicate predicate, Value lhs, Value rhs) {
    return CmpIOp.create(this, loc, predicate, lhs, rhs).result();
  }

  public Value select(Value condition, Value whenTrue, Value whenFalse) {
    return SelectOp.create(this, loc, condition, whenTrue, whenFalse).result();
  }

  /** A cast of {@code type} to {@code to} ({@code IndexCastOp.TYPE}, {@code SIToFPOp.TYPE}, ...). */
  public <T extends ArithCastOp> Value cast(OpType<T> type, Value v, Type to) {
    return ArithCastOp.build(type, this, loc, v, to).out();
  }

  // ---- scf ----

  /** {@code scf.for %iv = lb to ub step step} with an empty body block; fill it and end it with {@link #yield}. */
  public Operation forLoop(Value lb, Value ub, Value step) { return forLoop(lb, ub, step, List.of()); }

  /** The same carrying {@code inits} (iter_args): the body block also takes, and the loop returns, their types. */
  public Operation forLoop(Value lb, Value ub, Value step, List<Value> inits) {
    return ForOp.create(this, loc, lb, ub, step, inits).operation();
  }

  /** {@code scf.parallel} over the given bounds, without reductions; its body ends with {@code scf.reduce}. */
  public Operation parallelLoop(List<Value> lbs, List<Value> ubs, List<Value> steps) {
    return ParallelOp.create(this, loc, lbs, ubs, steps).operation();
  }

  /** {@code scf.if} without results, with an empty then block and an empty else block. */
  public Operation ifElse(Value condition) { return ifElse(condition, List.of()); }

  /** The same returning {@code resultTypes}: each block must end with a yield of them. */
  public Operation ifElse(Value condition, List<Type> resultTypes) {
    return IfOp.create(this, loc, condition, resultTypes).operation();
  }

  /** {@code scf.while} whose before and after blocks both take values of {@code types}. */
  public Operation whileLoop(List<Type> types, List<Value> inits) {
    return WhileOp.create(this, loc, types, inits).operation();
  }

  public void yield(List<? extends Value> values) { YieldOp.create(this, loc, values); }

  /**
   * Moves {@code op} to the end of {@code block} (a branch of an {@code scf.if} built with its
   * result types) and yields its results there; leaves the insertion point after the yield.
   */
  public void moveAndYield(Operation op, Block block) {
    op.remove();
    block.append(op);
    setInsertionPointToEnd(block);
    this.yield(op.results());
  }

  public void reduce() { ReduceOp.create(this, loc); }

  public void condition(Value condition, List<? extends Value> args) { ConditionOp.create(this, loc, condition, args); }

  /** The body block of a single-region op. */
  public static Block body(Operation op) { return op.region(0).entryBlock(); }

  // ---- func ----

  /** A private {@code func.func} with an entry block taking its inputs; nothing is inserted anywhere. */
  public Operation privateFunc(String name, List<Type> inputs) {
    OperationState s = state(FuncOp.TYPE, loc);
    s.addAttribute("sym_name", new StringAttr(name));
    s.addAttribute("function_type", new TypeAttr(new FunctionType(inputs, List.of())));
    s.addAttribute("sym_visibility", new StringAttr("private"));
    OpBuilder.createBlock(s.addRegion(), null, inputs, loc);
    return s.build();
  }

  public void call(String callee, List<? extends Value> operands) {
    CallOp.create(this, loc, callee, operands, List.of());
  }

  public void funcReturn() { ReturnOp.create(this, loc, List.of()); }

  // ---- async ----

  /** {@code async.execute} without dependencies, operands or results; returns the op (its result is the token). */
  public Operation execute() {
    return ExecuteOp.create(this, loc, List.of(), List.of(), List.of()).operation();
  }

  public void asyncYield() { dev.loomlir.dialects.async.YieldOp.create(this, loc, List.of()); }
}
