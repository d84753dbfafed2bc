package dev.loomlir.lowering.async;

import dev.loomlir.dialects.async.CoroBeginOp;
import dev.loomlir.dialects.async.CoroEndOp;
import dev.loomlir.dialects.async.CoroFreeOp;
import dev.loomlir.dialects.async.CoroIdOp;
import dev.loomlir.dialects.async.RuntimeCreateOp;
import dev.loomlir.dialects.async.RuntimeSetAvailableOp;
import dev.loomlir.dialects.async.RuntimeSetErrorOp;
import dev.loomlir.dialects.async.RuntimeStoreOp;
import dev.loomlir.dialects.async.TokenType;
import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.func.ReturnOp;
import dev.loomlir.dialects.func.FuncVerifiers;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Rewriter;
import java.util.ArrayList;
import java.util.List;

/**
 * The coroutine skeleton the async lowering adds to a {@code func.func} whose results are an
 * optional {@code !async.token} followed by {@code !async.value}s, laid out as upstream lays it
 * out (LLVM switched-resume coroutines):
 *
 * <pre>
 * ^entry(args):  %token = async.runtime.create, %value = ..., %id = async.coro.id,
 *                %hdl = async.coro.begin %id, cf.br ^original_entry
 * ... the original blocks; returns become "set available" + cf.br ^cleanup ...
 * ^set_error:    (created on first need) async.runtime.set_error on each result, cf.br ^cleanup
 * ^cleanup:      async.coro.free %id, %hdl; cf.br ^suspend      (normal completion)
 * ^cleanup_for_destroy: async.coro.free %id, %hdl; cf.br ^suspend (coroutine destroyed while suspended)
 * ^suspend:      async.coro.end %hdl; return %token, %value...
 * </pre>
 */
final class CoroMachinery {
  final Operation func;
  /** The completion token, or null when the function returns only values. */
  final Value asyncToken;
  final List<Value> returnValues;
  final Value coroId;
  final Value coroHandle;
  final Block entry;
  final Block cleanup;
  final Block cleanupForDestroy;
  final Block suspend;
  private Block setError;

  private CoroMachinery(Operation func, Value asyncToken, List<Value> returnValues, Value coroId, Value coroHandle,
                        Block entry, Block cleanup, Block cleanupForDestroy, Block suspend) {
    this.func = func;
    this.asyncToken = asyncToken;
    this.returnValues = List.copyOf(returnValues);
    this.coroId = coroId;
    this.coroHandle = coroHandle;
    this.entry = entry;
    this.cleanup = cleanup;
    this.cleanupForDestroy = cleanupForDestroy;
    this.suspend = suspend;
  }

  /** Splits the entry block of {@code func} and adds the coroutine blocks around its body. */
  static CoroMachinery setUp(Operation func, Rewriter rewriter) {
    Location loc = func.location();
    Region body = func.region(0);
    Block entry = body.entryBlock();
    rewriter.splitBlock(entry, entry.first());
    Block originalEntry = body.blocks().get(1);

    List<Type> results = FuncVerifiers.functionType(func).results();
    boolean stateful = !results.isEmpty() && results.get(0) instanceof TokenType;
    rewriter.setInsertionPointToEnd(entry);
    Value token = stateful ? RuntimeCreateOp.create(rewriter, loc, results.get(0)).result() : null;
    List<Value> values = new ArrayList<>();
    for (Type t : results.subList(stateful ? 1 : 0, results.size())) {
      values.add(RuntimeCreateOp.create(rewriter, loc, t).result());
    }
    Value id = CoroIdOp.create(rewriter, loc).id();
    Value handle = CoroBeginOp.create(rewriter, loc, id).handle();
    BranchOp.create(rewriter, loc, originalEntry, List.of());

    Block cleanup = body.addBlock();
    Block cleanupForDestroy = body.addBlock();
    Block suspend = body.addBlock();
    for (Block b : List.of(cleanup, cleanupForDestroy)) {
      rewriter.setInsertionPointToEnd(b);
      CoroFreeOp.create(rewriter, loc, id, handle);
      BranchOp.create(rewriter, loc, suspend, List.of());
    }
    rewriter.setInsertionPointToEnd(suspend);
    CoroEndOp.create(rewriter, loc, handle);
    List<Value> returned = new ArrayList<>();
    if (token != null) returned.add(token);
    returned.addAll(values);
    ReturnOp.create(rewriter, loc, returned);

    // Upstream marks the function for LLVM's coroutine passes; coroutine splitting keys on it too.
    func.setAttr("passthrough", new ArrayAttr(List.of(new StringAttr("presplitcoroutine"))));
    return new CoroMachinery(func, token, values, id, handle, entry, cleanup, cleanupForDestroy, suspend);
  }

  /** The block that sets every result to the error state, created just before cleanup on first use. */
  Block setErrorBlock(Rewriter rewriter) {
    if (setError != null) return setError;
    Region body = func.region(0);
    setError = new Block();
    body.insertBlock(body.indexOf(cleanup), setError);
    Location loc = func.location();
    rewriter.setInsertionPointToEnd(setError);
    if (asyncToken != null) RuntimeSetErrorOp.create(rewriter, loc, asyncToken);
    for (Value v : returnValues) RuntimeSetErrorOp.create(rewriter, loc, v);
    BranchOp.create(rewriter, loc, cleanup, List.of());
    return setError;
  }

  /** Makes the results available (storing {@code payloads} into the values) and branches to cleanup. */
  void emitCompletion(Rewriter rewriter, Location loc, List<Value> payloads) {
    for (int i = 0; i < payloads.size() && i < returnValues.size(); i++) {
      RuntimeStoreOp.create(rewriter, loc, payloads.get(i), returnValues.get(i));
      RuntimeSetAvailableOp.create(rewriter, loc, returnValues.get(i));
    }
    if (asyncToken != null) RuntimeSetAvailableOp.create(rewriter, loc, asyncToken);
    BranchOp.create(rewriter, loc, cleanup, List.of());
  }

}
