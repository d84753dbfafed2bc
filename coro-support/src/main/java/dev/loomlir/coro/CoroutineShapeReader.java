package dev.loomlir.coro;

import dev.loomlir.dialects.async.CoroBeginOp;
import dev.loomlir.dialects.async.CoroEndOp;
import dev.loomlir.dialects.async.CoroFreeOp;
import dev.loomlir.dialects.async.CoroIdOp;
import dev.loomlir.dialects.async.CoroSaveOp;
import dev.loomlir.dialects.async.CoroSuspendOp;
import dev.loomlir.dialects.async.RuntimeAwaitAndResumeOp;
import dev.loomlir.dialects.async.RuntimeResumeOp;
import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.dialects.func.ReturnOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import dev.loomlir.syntax.print.PrintedNames;
import java.util.ArrayList;
import java.util.List;

/**
 * Finds the coroutine ops of a function and checks they have the shape the splitting relies on
 * (the one {@code async-to-async-runtime} and {@code async-func-to-async-runtime} produce):
 * <ul>
 *   <li>one {@code async.coro.id} and one {@code async.coro.begin} of it, in the entry block;
 *   <li>every coroutine op directly in the function body (not in a nested region) and using
 *       that id and handle;
 *   <li>one {@code async.coro.end}, immediately followed by the function's only
 *       {@code func.return} (the suspend block);
 *   <li>each {@code async.coro.suspend} fed by an {@code async.coro.save} of the same block
 *       used only there, suspending to the suspend block, resuming and cleaning up elsewhere;
 *   <li>{@code async.runtime.resume}/{@code await_and_resume} of the handle only between a save
 *       and its suspend (scheduling the coroutine while it runs would race with itself), at
 *       most one per suspension.
 * </ul>
 */
final class CoroutineShapeReader {
  private final Operation function;
  private final Region body;
  private PrintedNames names; // only needed for messages

  private CoroutineShapeReader(Operation function) {
    this.function = function;
    this.body = function.region(0);
  }

  /** True when {@code op} is a {@code func.func} that uses coroutine ops anywhere in its body. */
  static boolean isCoroutine(Operation op) {
    if (!FuncOp.is(op) || op.numRegions() == 0 || op.region(0).isEmpty()) return false;
    boolean[] found = {false};
    op.walk(nested -> found[0] |= CoroOps.isCoroOp(nested));
    return found[0];
  }

  static CoroutineShape read(Operation function) {
    if (!FuncOp.is(function) || function.numRegions() == 0 || function.region(0).isEmpty()) {
      throw DiagnosticException.opError(function, "is not a coroutine: expected a 'func.func' with a body");
    }
    return new CoroutineShapeReader(function).read();
  }

  private CoroutineShape read() {
    rejectNestedCoroOps();
    Operation id = single(CoroIdOp.TYPE);
    Operation begin = single(CoroBeginOp.TYPE);
    Block entry = body.entryBlock();
    if (id.parentBlock() != entry) throw DiagnosticException.opError(id, "must be in the entry block of the coroutine");
    if (begin.parentBlock() != entry) throw DiagnosticException.opError(begin, "must be in the entry block of the coroutine");
    if (begin.operand(0) != id.result()) {
      throw DiagnosticException.opError(begin, "must begin the coroutine of the function's 'async.coro.id'");
    }
    Value handle = begin.result();
    checkHandleUses(id.result(), handle);
    Operation end = single(CoroEndOp.TYPE);
    Operation ret = rampReturn(end);
    List<CoroutineShape.RawSuspend> suspends = new ArrayList<>();
    for (Block block : body.blocks()) {
      Operation terminator = block.last();
      if (CoroSuspendOp.is(terminator)) suspends.add(readSuspend(terminator, end.parentBlock()));
    }
    checkSchedulersAreInsideSaveWindows(handle, suspends);
    checkSavesAreSuspended();
    return new CoroutineShape(function, id, begin, end, ret, suspends);
  }

  private void rejectNestedCoroOps() {
    function.walk(op -> {
      if (op != function && CoroOps.isCoroOp(op) && op.parentOp() != function) {
        throw DiagnosticException.opError(op,
            "must be directly in the body of the coroutine function, not in a nested region");
      }
    });
  }

  /** The only top-level op of {@code type}. */
  private Operation single(OpType<?> type) {
    Operation found = null;
    for (Block block : body.blocks()) {
      for (Operation op : block) {
        if (!type.is(op)) continue;
        if (found != null) {
          throw DiagnosticException.opError(op, "appears more than once in coroutine @" + symbol())
              .note(found.location(), "first one here");
        }
        found = op;
      }
    }
    if (found == null) {
      throw DiagnosticException.opError(function, "coroutine @" + symbol() + " has no '" + type.name() + "'");
    }
    return found;
  }

  private void checkHandleUses(Value id, Value handle) {
    for (Block block : body.blocks()) {
      for (Operation op : block) {
        if (CoroSaveOp.is(op) || CoroEndOp.is(op) || RuntimeResumeOp.is(op)) {
          expectOperand(op, 0, handle, "the coroutine handle");
        } else if (CoroFreeOp.is(op)) {
          expectOperand(op, 0, id, "the coroutine id");
          expectOperand(op, 1, handle, "the coroutine handle");
        } else if (RuntimeAwaitAndResumeOp.is(op)) {
          expectOperand(op, 1, handle, "the coroutine handle");
        }
      }
    }
  }

  private static void expectOperand(Operation op, int index, Value expected, String what) {
    if (op.numOperands() <= index || op.operand(index) != expected) {
      throw DiagnosticException.opError(op, "operand #" + index + " must be " + what
          + " (the results of this function's 'async.coro.id'/'async.coro.begin')");
    }
  }

  /** The {@code func.return} right after {@code async.coro.end}, which must be the only one. */
  private Operation rampReturn(Operation end) {
    Operation ret = end.next();
    if (end.prev() != null || ret == null || !ReturnOp.is(ret) || ret.next() != null) {
      throw DiagnosticException.opError(end,
          "must be the first op of the coroutine suspend block and be followed by its 'func.return'");
    }
    for (Block block : body.blocks()) {
      Operation terminator = block.last();
      if (ReturnOp.is(terminator) && terminator != ret) {
        throw DiagnosticException.opError(terminator,
            "a coroutine may return only from its suspend block, after 'async.coro.end'");
      }
    }
    return ret;
  }

  private CoroutineShape.RawSuspend readSuspend(Operation suspend, Block suspendBlock) {
    Value state = suspend.operand(0);
    Operation save = state.definingOp();
    if (!CoroSaveOp.is(save) || save.parentBlock() != suspend.parentBlock()) {
      throw DiagnosticException.opError(suspend, "state must come from an 'async.coro.save' in the same block");
    }
    if (save.result().uses().size() != 1) {
      throw DiagnosticException.opError(save, "must be used by exactly one 'async.coro.suspend'");
    }
    Block suspendDest = suspend.successor(CoroSuspendOp.SUSPEND_DEST);
    Block resumeDest = suspend.successor(CoroSuspendOp.RESUME_DEST);
    Block cleanupDest = suspend.successor(CoroSuspendOp.CLEANUP_DEST);
    if (suspendDest != suspendBlock) {
      throw DiagnosticException.opError(suspend, "suspend destination " + blockName(suspendDest)
          + " must be the coroutine suspend block " + blockName(suspendBlock)
          + " (the block of 'async.coro.end')");
    }
    if (resumeDest == suspendBlock || cleanupDest == suspendBlock) {
      throw DiagnosticException.opError(suspend,
          "resume and cleanup destinations must not be the suspend block " + blockName(suspendBlock));
    }
    if (resumeDest.numArguments() != 0 || cleanupDest.numArguments() != 0) {
      throw DiagnosticException.opError(suspend, "resume and cleanup destinations must have no block arguments");
    }
    return new CoroutineShape.RawSuspend(suspend, save, schedulerBetween(save, suspend));
  }

  private static Operation schedulerBetween(Operation save, Operation suspend) {
    Operation scheduler = null;
    for (Operation op = save.next(); op != suspend; op = op.next()) {
      if (!CoroOps.schedulesResumption(op)) continue;
      if (scheduler != null) {
        throw DiagnosticException.opError(op, "schedules the coroutine a second time before it suspends")
            .note(scheduler.location(), "first scheduled here");
      }
      scheduler = op;
    }
    return scheduler;
  }

  private void checkSchedulersAreInsideSaveWindows(Value handle, List<CoroutineShape.RawSuspend> suspends) {
    for (OpOperand use : handle.uses()) {
      Operation op = use.owner();
      if (!CoroOps.schedulesResumption(op)) continue;
      boolean inWindow = suspends.stream().anyMatch(s -> s.scheduler() == op);
      if (!inWindow) {
        throw DiagnosticException.opError(op,
            "must be between an 'async.coro.save' and its 'async.coro.suspend' (the coroutine must be"
                + " suspended before the runtime may resume it)");
      }
    }
  }

  private void checkSavesAreSuspended() {
    for (Block block : body.blocks()) {
      for (Operation op : block) {
        if (CoroSaveOp.is(op) && !op.result().hasUses()) {
          throw DiagnosticException.opError(op, "has no 'async.coro.suspend'");
        }
      }
    }
  }

  private String symbol() {
    String s = dev.loomlir.ir.SymbolTable.symbolName(function);
    return s == null ? "<anonymous>" : s;
  }

  private String blockName(Block b) {
    if (names == null) names = PrintedNames.of(function);
    return names.block(b);
  }
}
