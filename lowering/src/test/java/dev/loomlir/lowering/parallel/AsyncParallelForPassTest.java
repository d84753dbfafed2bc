package dev.loomlir.lowering.parallel;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.fixtures.PassFixtures;
import dev.loomlir.lowering.pass.OptionArgument;
import dev.loomlir.lowering.pass.PassOptionSplitter;
import dev.loomlir.lowering.pass.PassPipelineException;
import dev.loomlir.lowering.pass.PassRegistry;
import java.util.List;
import org.junit.jupiter.api.Test;

class AsyncParallelForPassTest {
  private static final String LOOP = """
      func.func @f(%n: index, %m: memref<?xf32>) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        %one = arith.constant 1.0 : f32
        scf.parallel (%i) = (%c0) to (%n) step (%c1) {
          memref.store %one, %m[%i] : memref<?xf32>
        }
        return
      }
      """;

  @Test
  void defaultsAreUpstreams() throws Exception {
    assertEquals(new AsyncParallelForOptions(true, 8, 1000), AsyncParallelForOptions.DEFAULTS);
    assertEquals(new AsyncParallelForOptions(false, -1, 5), AsyncParallelForOptions.from(AsyncParallelForPass.DECLARATION
        .readOptions(PassOptionSplitter.split("async-dispatch=false num-workers=-1 min-task-size=5"))));
  }

  @Test
  void badOptionValuesAreReportedLikeMlirOpt() {
    PassRegistry registry = BuiltinPasses.registry();
    PassPipelineException e = assertThrows(PassPipelineException.class,
        () -> registry.create("async-parallel-for", List.of(new OptionArgument("num-workers", "abc"))));
    assertEquals("for the --num-workers option: 'abc' value invalid for integer argument!", e.getMessage());
    e = assertThrows(PassPipelineException.class,
        () -> registry.create("async-parallel-for", List.of(new OptionArgument("async-dispatch", "maybe"))));
    assertTrue(e.getMessage().contains("is invalid value for boolean argument! Try 0 or 1"));
  }

  @Test
  void asyncDispatchOutlinesComputeAndDispatchFunctions() throws Exception {
    String out = PassFixtures.run(LOOP, "builtin.module(async-parallel-for)");
    assertTrue(out.contains("func.func private @parallel_compute_fn("), out);
    assertTrue(out.contains("func.func private @async_dispatch_fn("), out);
    assertTrue(out.contains("scf.while"), out);
    assertFalse(out.contains("scf.parallel"), out);
    // 8 workers times the oversharding factor 4 folds to 32 blocks at most.
    assertTrue(out.contains("arith.ceildivsi %arg0, %c32 : index"), out);
  }

  @Test
  void sequentialDispatchHasNoDispatchFunction() throws Exception {
    String out = PassFixtures.run(LOOP, "builtin.module(async-parallel-for{async-dispatch=false})");
    assertFalse(out.contains("@async_dispatch_fn"), out);
    assertTrue(out.contains("scf.for %arg2 = %c1 to %4 step %c1"), out);
  }

  @Test
  void runtimeWorkerCount() throws Exception {
    String out = PassFixtures.run(LOOP, "builtin.module(async-parallel-for{num-workers=-1})");
    assertTrue(out.contains("async.runtime.num_worker_threads : index"), out);
  }

  @Test
  void loopsWithReductionsAreLeftAlone() throws Exception {
    String text = """
        func.func @f(%n: index, %m: memref<?xf32>) -> f32 {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %z = arith.constant 0.0 : f32
          %r = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%z) -> f32 {
            %v = memref.load %m[%i] : memref<?xf32>
            scf.reduce(%v : f32) {
            ^bb0(%a: f32, %b: f32):
              %s = arith.addf %a, %b : f32
              scf.reduce.return %s : f32
            }
          }
          return %r : f32
        }
        """;
    String out = PassFixtures.run(text, "builtin.module(async-parallel-for)");
    assertTrue(out.contains("scf.parallel"), out);
    assertFalse(out.contains("parallel_compute_fn"), out);
  }

  @Test
  void outlinedNamesAreUniqued() throws Exception {
    String text = LOOP.replace("func.func @f", "func.func @parallel_compute_fn");
    String out = PassFixtures.run(text, "builtin.module(async-parallel-for)");
    assertTrue(out.contains("func.func private @parallel_compute_fn_0("), out);
    assertTrue(out.contains("func.call @parallel_compute_fn_0("), out);
  }
}
