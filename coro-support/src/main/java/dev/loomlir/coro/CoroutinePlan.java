package dev.loomlir.coro;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * How to split one coroutine function (LLVM's switched-resume model, as
 * {@code async-to-async-runtime} emits it) into a JVM state machine or a virtual-thread body:
 * its resume states, the values that cross each suspension, the frame fields that carry them,
 * and the values the ramp returns. Built by {@link CoroutineAnalysis}; {@link #dump()} prints it.
 */
public final class CoroutinePlan {
  /** The state of a coroutine that has not run yet: execution starts at the entry block. */
  public static final int START_STATE = 0;

  private final Operation function;
  private final Value id;
  private final Value handle;
  private final Operation coroEnd;
  private final Operation rampReturn;
  private final List<SuspensionPoint> suspensions;
  private final FrameLayout frame;
  private final List<Block> rampBlocks;
  private final List<Block> resumeBlocks;
  /** Every value live across some suspension. */
  private final Set<Value> crossing = new HashSet<>();

  CoroutinePlan(Operation function, Value id, Value handle, Operation coroEnd, Operation rampReturn,
                List<SuspensionPoint> suspensions, FrameLayout frame, List<Block> rampBlocks,
                List<Block> resumeBlocks) {
    this.function = function;
    this.id = id;
    this.handle = handle;
    this.coroEnd = coroEnd;
    this.rampReturn = rampReturn;
    this.suspensions = List.copyOf(suspensions);
    this.frame = frame;
    this.rampBlocks = List.copyOf(rampBlocks);
    this.resumeBlocks = List.copyOf(resumeBlocks);
    for (SuspensionPoint s : suspensions) crossing.addAll(s.liveAcross());
  }

  /** The {@code func.func}. */
  public Operation function() { return function; }

  /** Its symbol name, without {@code @}. */
  public String symbol() { return dev.loomlir.ir.SymbolTable.symbolName(function); }

  /** The entry block: where {@link #START_STATE} begins. */
  public Block entry() { return function.region(0).entryBlock(); }

  /** The {@code async.coro.id} result. */
  public Value id() { return id; }

  /** The {@code async.coro.begin} result: the coroutine handle, realised as the frame object. */
  public Value handle() { return handle; }

  /** The {@code async.coro.end} op, first op of the suspend block. */
  public Operation coroEnd() { return coroEnd; }

  /** The block every suspension leaves through: {@code async.coro.end} then {@code func.return}. */
  public Block suspendBlock() { return coroEnd.parentBlock(); }

  /** The function's only {@code func.return}, right after {@code async.coro.end}. */
  public Operation rampReturn() { return rampReturn; }

  /**
   * What the ramp (the first invocation, from the caller) returns when it first suspends or
   * finishes: the operands of {@link #rampReturn()} — for {@code async.execute} bodies the
   * token and values made by {@code async.runtime.create}. Resumed invocations return nothing.
   */
  public List<Value> results() { return rampReturn.operands(); }

  /** Suspension points, state 1 first. Empty for a coroutine that never suspends. */
  public List<SuspensionPoint> suspensions() { return suspensions; }

  /** Whether {@code v} is live across some suspension (so the frame saves and restores it). */
  public boolean crossesSuspension(Value v) { return crossing.contains(v); }

  public boolean hasSuspensions() { return !suspensions.isEmpty(); }

  /** Number of states including {@link #START_STATE}. */
  public int stateCount() { return suspensions.size() + 1; }

  /** The suspension that resumes into {@code state} (1-based). */
  public SuspensionPoint suspension(int state) {
    if (state < 1 || state > suspensions.size()) {
      throw new IllegalArgumentException("no suspension state " + state + " in @" + symbol());
    }
    return suspensions.get(state - 1);
  }

  /** The suspension point of an {@code async.coro.suspend} op, or null. */
  public SuspensionPoint suspensionOf(Operation suspendOp) {
    for (SuspensionPoint s : suspensions) if (s.suspend() == suspendOp) return s;
    return null;
  }

  /** The suspension whose {@code async.coro.save} is {@code save}; throws when there is none. */
  public SuspensionPoint suspensionOfSave(Operation save) {
    for (SuspensionPoint s : suspensions) if (s.save() == save) return s;
    throw new IllegalStateException("no suspension saves at " + save.location());
  }

  /** The suspension scheduled by {@code op} (a resume or await_and_resume), or null. */
  public SuspensionPoint suspensionOfScheduler(Operation op) {
    for (SuspensionPoint s : suspensions) if (s.scheduler() == op) return s;
    return null;
  }

  public FrameLayout frame() { return frame; }

  /** True for the coroutine id and handle: they are the frame itself, never stored in fields. */
  public boolean isImplicit(Value v) { return v == id || v == handle; }

  /**
   * Blocks the ramp can run: reachable from the entry without taking a suspension's resume or
   * cleanup edge (the suspend block is among them). Region order.
   */
  public List<Block> rampBlocks() { return rampBlocks; }

  /** Blocks a resumed invocation can run: reachable from any resume or cleanup destination. */
  public List<Block> resumeBlocks() { return resumeBlocks; }

  /** The textual form of the plan, for tests and debugging. */
  public String dump() { return new CoroutinePlanPrinter(this).print(); }

  @Override public String toString() { return dump(); }
}
