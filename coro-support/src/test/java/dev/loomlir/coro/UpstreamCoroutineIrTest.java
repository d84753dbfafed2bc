package dev.loomlir.coro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Plans for coroutine IR produced by upstream's {@code mlir-opt-22 --async-to-async-runtime}
 * (and {@code --async-func-to-async-runtime}); the inputs are stored under
 * {@code src/test/resources/coro/} with the command at the top. Every expected state, live set
 * and field below was worked out by hand from that IR.
 */
class UpstreamCoroutineIrTest {

  @Test
  void executeWithoutAwaitsSuspendsOnceToMoveToAWorker() {
    CoroTestIr ir = CoroTestIr.resource("execute_no_await.mlir");
    assertFalse(CoroutineAnalysis.isCoroutine(ir.function("main")));
    CoroutinePlan plan = CoroutineAnalysis.analyze(ir.function("async_execute_fn"));
    assertEquals("""
        coroutine @async_execute_fn
          id %2, handle %3
          results: %0 : !async.token, %1 : !async.value<f32>
          suspend block: ^bb4
          state 0: start ^bb0
          state 1: suspend in ^bb0 -> resume ^bb1, cleanup ^bb3; scheduled by async.runtime.resume
            live: %arg0, %0, %1
          frame: 3 fields
            0 arg0 : f32 = %arg0 (states 1)
            1 v0 : !async.token = %0 (states 1)
            2 v1 : !async.value<f32> = %1 (states 1)
          ramp blocks: ^bb0, ^bb4
          resume blocks: ^bb1, ^bb2, ^bb3, ^bb4
        """, plan.dump());
    assertEquals(2, plan.stateCount());
    assertSame(plan.suspendBlock(), plan.suspension(1).suspendDest());
    assertEquals(List.of("%0", "%1"), ir.names(plan.results()));
    assertNull(plan.suspension(1).awaited());
    assertNull(plan.frame().fieldOf(plan.handle()), "the handle is the frame itself");
    assertTrue(plan.isImplicit(plan.id()));
  }

  @Test
  void executeAwaitingATokenHasADependencyAwaitAndABodyAwait() {
    CoroTestIr ir = CoroTestIr.resource("execute_await_token.mlir");
    CoroutinePlan producer = CoroutineAnalysis.analyze(ir.function("async_execute_fn"));
    assertEquals(1, producer.suspensions().size());
    assertEquals(List.of("%0"), ir.names(producer.suspension(1).liveAcross()));

    CoroutinePlan plan = CoroutineAnalysis.analyze(ir.function("async_execute_fn_0"));
    assertEquals("""
        coroutine @async_execute_fn_0
          id %2, handle %3
          results: %0 : !async.token, %1 : !async.value<i32>
          suspend block: ^bb9
          state 0: start ^bb0
          state 1: suspend in ^bb0 -> resume ^bb1, cleanup ^bb8; scheduled by async.runtime.resume
            live: %arg0, %arg1, %0, %1
          state 2: suspend in ^bb1 -> resume ^bb2, cleanup ^bb8; scheduled by async.runtime.await_and_resume %arg0
            live: %arg0, %arg1, %0, %1
          state 3: suspend in ^bb3 -> resume ^bb4, cleanup ^bb8; scheduled by async.runtime.await_and_resume %arg0
            live: %arg0, %arg1, %0, %1, %7
          frame: 5 fields
            0 arg0 : !async.token = %arg0 (states 1,2,3)
            1 arg1 : i32 = %arg1 (states 1,2,3)
            2 v0 : !async.token = %0 (states 1,2,3)
            3 v1 : !async.value<i32> = %1 (states 1,2,3)
            4 v7 : i32 = %7 (states 3)
          ramp blocks: ^bb0, ^bb9
          resume blocks: ^bb1, ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
        """, plan.dump());
    assertEquals("%arg0", ir.name(plan.suspension(2).awaited()));
  }

  @Test
  void awaitInsideALoopKeepsLoopCarriedValuesLive() {
    CoroTestIr ir = CoroTestIr.resource("execute_loop_await.mlir");
    CoroutinePlan body = CoroutineAnalysis.analyze(ir.function("async_execute_fn"));
    assertEquals(List.of("%arg0", "%arg1", "%0", "%1"), ir.names(body.suspension(1).liveAcross()));

    CoroutinePlan loop = CoroutineAnalysis.analyze(ir.function("async_execute_fn_0"));
    assertEquals(2, loop.suspensions().size());
    SuspensionPoint first = loop.suspension(1);
    assertEquals(List.of("%arg0", "%arg1", "%0", "%1"), ir.names(first.liveAcross()));
    SuspensionPoint inLoop = loop.suspension(2);
    assertEquals("^bb3", ir.name(inLoop.block()));
    assertEquals("^bb4", ir.name(inLoop.resumeDest()));
    assertEquals("^bb9", ir.name(inLoop.cleanupDest()));
    assertEquals("%10#1", ir.name(inLoop.awaited()));
    // %8 and %9 are the loop-body block arguments (induction value, accumulator): the back edge
    // ^bb5 -> ^bb2 reads them after the resumption; %c1_i64 is the step, used on every iteration.
    // The header's arguments %5/%6 are redefined on each iteration, so they do not cross.
    assertEquals(List.of("%arg0", "%arg1", "%0", "%1", "%c1_i64", "%8", "%9", "%10#1"),
        ir.names(inLoop.liveAcross()));
    assertEquals(List.of("arg0", "arg1", "v0", "v1", "c1_i64", "v8", "v9", "v10_1"),
        loop.frame().fields().stream().map(FrameField::name).toList());
    FrameField step = loop.frame().fieldOf(inLoop.liveAcross().get(4));
    assertEquals("i64", step.type().toString());
    assertFalse(step.liveAcross(1));
    assertTrue(step.liveAcross(2));
    assertEquals(List.of("^bb0", "^bb10"), ir.blockNames(loop.rampBlocks()));
    assertEquals(List.of("^bb1", "^bb2", "^bb3", "^bb4", "^bb5", "^bb6", "^bb7", "^bb8", "^bb9", "^bb10"),
        ir.blockNames(loop.resumeBlocks()));
  }

  @Test
  void nestedExecutesShareAFieldBetweenDisjointLiveRanges() {
    CoroTestIr ir = CoroTestIr.resource("nested_execute.mlir");
    assertEquals(3, CoroutineAnalysis.analyzeModule(ir.module(), LayoutOptions.DEFAULT).size());
    CoroutinePlan outer = CoroutineAnalysis.analyze(ir.function("async_execute_fn_1"), LayoutOptions.SHARED);
    assertEquals(List.of("%arg0", "%arg1", "%0", "%1"), ir.names(outer.suspension(1).liveAcross()));
    assertEquals(List.of("%arg0", "%0", "%1", "%5#1", "%6"), ir.names(outer.suspension(2).liveAcross()));
    assertEquals(List.of("%arg0", "%0", "%1", "%6", "%9"), ir.names(outer.suspension(3).liveAcross()));
    // %arg1 crosses only the first suspension and %9 only the third: one i32 field serves both.
    assertEquals("""
          frame: 6 fields
            0 arg0 : i32 = %arg0 (states 1,2,3)
            1 arg1 : i32 = %arg1, %9 (states 1,3)
            2 v0 : !async.token = %0 (states 1,2,3)
            3 v1 : !async.value<i32> = %1 (states 1,2,3)
            4 v5_1 : !async.value<i32> = %5#1 (states 2)
            5 v6 : !async.token = %6 (states 2,3)
        """, frameSection(outer.dump()));

    CoroutinePlan dedicated = CoroutineAnalysis.analyze(ir.function("async_execute_fn_1"), LayoutOptions.DEDICATED);
    assertEquals(List.of("arg0", "arg1", "v0", "v1", "v5_1", "v6", "v9"),
        dedicated.frame().fields().stream().map(FrameField::name).toList());

    CoroutinePlan dependent = CoroutineAnalysis.analyze(ir.function("async_execute_fn_0"));
    assertEquals(2, dependent.suspensions().size());
    assertEquals(List.of("%arg0", "%0"), ir.names(dependent.suspension(2).liveAcross()));
  }

  @Test
  void asyncFuncsStartHotAndMayNeverSuspend() {
    CoroTestIr ir = CoroTestIr.resource("async_func.mlir");
    CoroutinePlan leaf = CoroutineAnalysis.analyze(ir.function("double"));
    assertFalse(leaf.hasSuspensions());
    assertEquals(0, leaf.frame().size());
    assertEquals(List.of("%0"), ir.names(leaf.results()));
    // ^bb3, the cleanup block, has no predecessor: neither the ramp nor a resumption runs it.
    assertEquals(List.of("^bb0", "^bb1", "^bb2", "^bb4"), ir.blockNames(leaf.rampBlocks()));
    assertEquals(List.of(), leaf.resumeBlocks());

    CoroutinePlan noop = CoroutineAnalysis.analyze(ir.function("noop"));
    assertEquals("!async.token", noop.results().get(0).type().toString());
    assertFalse(noop.hasSuspensions());

    CoroutinePlan twice = CoroutineAnalysis.analyze(ir.function("twice"));
    assertEquals("""
        coroutine @twice
          id %1, handle %2
          results: %0 : !async.value<f32>
          suspend block: ^bb9
          state 0: start ^bb0
          state 1: suspend in ^bb1 -> resume ^bb2, cleanup ^bb8; scheduled by async.runtime.await_and_resume %3
            live: %0, %3
          state 2: suspend in ^bb3 -> resume ^bb4, cleanup ^bb8; scheduled by async.runtime.await_and_resume %7
            live: %0, %6, %7
          frame: 3 fields
            0 v0 : !async.value<f32> = %0 (states 1,2)
            1 v3 : !async.value<f32> = %3, %7 (states 1,2)
            2 v6 : f32 = %6 (states 2)
          ramp blocks: ^bb0, ^bb1, ^bb9
          resume blocks: ^bb2, ^bb3, ^bb4, ^bb5, ^bb6, ^bb7, ^bb8, ^bb9
        """, twice.dump());
    assertFalse(CoroutineAnalysis.isCoroutine(ir.function("main")));
  }

  @Test
  void errorPathsKeepTheResultsLive() {
    CoroTestIr ir = CoroTestIr.resource("execute_errors.mlir");
    // cf.assert became a branch to the set_error block ^bb3: it needs the token and the value.
    CoroutinePlan asserting = CoroutineAnalysis.analyze(ir.function("async_execute_fn"));
    assertEquals(List.of("%arg0", "%arg1", "%0", "%1"), ir.names(asserting.suspension(1).liveAcross()));
    assertEquals(List.of("^bb1", "^bb2", "^bb3", "^bb4", "^bb5", "^bb6"),
        ir.blockNames(asserting.resumeBlocks()));

    // Awaiting an operand: is_error of %arg0 branches to the set_error block ^bb4.
    CoroutinePlan dependent = CoroutineAnalysis.analyze(ir.function("async_execute_fn_0"));
    SuspensionPoint await = dependent.suspension(2);
    assertEquals("%arg0", ir.name(await.awaited()));
    assertEquals("^bb2", ir.name(await.resumeDest()));
    assertEquals(List.of("%arg0", "%arg1", "%0", "%1"), ir.names(await.liveAcross()));
  }

  /** The "frame:" lines of a dump. */
  private static String frameSection(String dump) {
    StringBuilder sb = new StringBuilder();
    boolean in = false;
    for (String line : dump.split("\n")) {
      if (line.startsWith("  frame:")) in = true;
      else if (line.startsWith("  ramp blocks:")) in = false;
      if (in) sb.append(line).append('\n');
    }
    return sb.toString();
  }
}
