package dev.loomlir.coro;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.ir.DiagnosticException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Hand-written coroutines: liveness corner cases upstream's passes do not produce, and IR whose
 * shape the splitting cannot accept. Each module was checked to be valid MLIR with mlir-opt-22.
 */
class HandWrittenCoroutineTest {
  /** A suspension inside a loop; named values are renumbered by the printer (see comments). */
  private static final String LOOP = """
      func.func @coro(%x: i32, %n: i32) -> !async.token {
        %token = async.runtime.create : !async.token   // %0
        %id = async.coro.id                            // %1
        %hdl = async.coro.begin %id                    // %2
        %zero = arith.constant 0 : i32                 // %c0_i32
        %before = arith.muli %x, %x : i32              // %3
        %k = arith.subi %x, %n : i32                   // %4
        cf.br ^head(%zero : i32)
      ^head(%i: i32):                                  // ^bb1(%5)
        %more = arith.cmpi slt, %i, %n : i32           // %6
        cf.cond_br %more, ^body(%i : i32), ^exit
      ^body(%j: i32):                                  // ^bb2(%7)
        %s = async.coro.save %hdl                      // %8
        async.runtime.resume %hdl
        async.coro.suspend %s, ^suspend, ^resume, ^cleanup
      ^resume:                                         // ^bb3
        %next = arith.addi %j, %x : i32
        cf.br ^head(%next : i32)
      ^exit:                                           // ^bb4
        %after = arith.addi %before, %x : i32
        async.runtime.set_available %token : !async.token
        cf.br ^done
      ^done:                                           // ^bb5
        async.coro.free %id, %hdl
        cf.br ^suspend
      ^cleanup:                                        // ^bb6
        %c = arith.addi %k, %k : i32
        async.coro.free %id, %hdl
        cf.br ^suspend
      ^suspend:                                        // ^bb7
        async.coro.end %hdl
        return %token : !async.token
      }
      """;

  @Test
  void liveAcrossASuspensionInsideALoop() {
    CoroTestIr ir = CoroTestIr.parse("loop.mlir", LOOP);
    CoroutinePlan plan = CoroutineAnalysis.analyze(ir.function("coro"));
    SuspensionPoint s = plan.suspension(1);
    assertEquals("^bb2", ir.name(s.block()));
    // %3 is defined before the loop and used only after it: live around the back edge.
    // %4 is used only on the cleanup path. %7 is the suspending block's own argument.
    // %arg1 is read by the loop header after resuming; %c0_i32 only on the way in.
    assertEquals(List.of("%arg0", "%arg1", "%0", "%3", "%4", "%7"), ir.names(s.liveAcross()));
    assertEquals(List.of("^bb0", "^bb1", "^bb2", "^bb4", "^bb5", "^bb7"), ir.blockNames(plan.rampBlocks()));
    assertEquals(List.of("^bb1", "^bb2", "^bb3", "^bb4", "^bb5", "^bb6", "^bb7"),
        ir.blockNames(plan.resumeBlocks()));
    assertEquals(6, plan.frame().size());
  }

  @Test
  void notACoroutine() {
    CoroTestIr ir = CoroTestIr.parse("plain.mlir", """
        func.func @plain(%x: i32) -> i32 {
          return %x : i32
        }
        """);
    assertError(() -> CoroutineAnalysis.analyze(ir.function("plain")),
        "'func.func' op is not a coroutine: it uses no 'async.coro.*' ops");
  }

  @Test
  void suspendMustLeaveThroughTheSuspendBlock() {
    String text = LOOP.replace("async.coro.suspend %s, ^suspend, ^resume, ^cleanup",
            "async.coro.suspend %s, ^elsewhere, ^resume, ^cleanup\n^elsewhere:\n  cf.br ^suspend");
    assertAnalysisError(text, "'async.coro.suspend' op suspend destination ^bb3 must be the coroutine suspend"
        + " block ^bb8 (the block of 'async.coro.end')");
  }

  @Test
  void saveMustBeInTheSuspendingBlock() {
    String text = LOOP
        .replace("  %s = async.coro.save %hdl                      // %8\n", "")
        .replace("cf.br ^head(%zero : i32)", "%s = async.coro.save %hdl\n  cf.br ^head(%zero : i32)");
    assertAnalysisError(text, "'async.coro.suspend' op state must come from an 'async.coro.save' in the same block");
  }

  @Test
  void coroutineOpsMustNotBeNested() {
    String text = LOOP.replace("%c = arith.addi %k, %k : i32",
        "scf.if %more {\n  async.coro.free %id, %hdl\n}")
        .replace("%more = arith.cmpi slt, %i, %n : i32           // %6\n", "")
        .replace("cf.cond_br %more,", "%more = arith.cmpi slt, %i, %n : i32\n  cf.cond_br %more,");
    // %more does not dominate ^cleanup; use an entry-block condition instead.
    text = text.replace("scf.if %more {", "scf.if %true {")
        .replace("%zero = arith.constant 0 : i32", "%zero = arith.constant 0 : i32\n  %true = arith.constant true");
    assertAnalysisError(text, "'async.coro.free' op must be directly in the body of the coroutine function,"
        + " not in a nested region");
  }

  @Test
  void oneCoroutineBeginOnly() {
    String text = LOOP.replace("%hdl = async.coro.begin %id                    // %2",
        "%hdl = async.coro.begin %id\n  %hdl2 = async.coro.begin %id");
    assertAnalysisError(text, "'async.coro.begin' op appears more than once in coroutine @coro");
  }

  @Test
  void resumptionMayOnlyBeScheduledWhileSaved() {
    String text = LOOP.replace("%next = arith.addi %j, %x : i32",
        "async.runtime.resume %hdl\n  %next = arith.addi %j, %x : i32");
    assertAnalysisError(text, "'async.runtime.resume' op must be between an 'async.coro.save' and its"
        + " 'async.coro.suspend' (the coroutine must be suspended before the runtime may resume it)");
  }

  @Test
  void resumptionScheduledOnce() {
    String text = LOOP.replace("async.runtime.resume %hdl\n",
        "async.runtime.resume %hdl\n  async.runtime.resume %hdl\n");
    assertAnalysisError(text, "'async.runtime.resume' op schedules the coroutine a second time before it suspends");
  }

  @Test
  void returnOnlyFromTheSuspendBlock() {
    String text = LOOP.replace("async.runtime.set_available %token : !async.token\n  cf.br ^done",
        "async.runtime.set_available %token : !async.token\n  return %token : !async.token");
    assertAnalysisError(text, "'func.return' op a coroutine may return only from its suspend block,"
        + " after 'async.coro.end'");
  }

  @Test
  void coroEndMustBeFollowedByTheReturn() {
    String text = LOOP.replace("async.coro.end %hdl\n  return %token : !async.token",
        "async.coro.end %hdl\n  cf.br ^ret\n^ret:\n  return %token : !async.token");
    assertAnalysisError(text, "'async.coro.end' op must be the first op of the coroutine suspend block and be"
        + " followed by its 'func.return'");
  }

  @Test
  void valuesUsedAfterResumingMustExistWhenSaved() {
    String text = LOOP.replace("async.runtime.resume %hdl\n",
            "%late = arith.addi %j, %j : i32\n  async.runtime.resume %hdl\n")
        .replace("%next = arith.addi %j, %x : i32", "%next = arith.addi %late, %x : i32");
    assertAnalysisError(text, "'arith.addi' op defines a value between 'async.coro.save' and"
        + " 'async.coro.suspend' that is used after the coroutine resumes");
  }

  private static void assertAnalysisError(String text, String message) {
    CoroTestIr ir = CoroTestIr.parse("bad.mlir", text);
    assertError(() -> CoroutineAnalysis.analyze(ir.function("coro")), message);
  }

  private static void assertError(Runnable r, String message) {
    DiagnosticException e = assertThrows(DiagnosticException.class, r::run);
    assertEquals(message, e.diagnostic().message());
    assertTrue(e.diagnostic().location() != null);
  }
}
