package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.runtime.MlirRuntimeException;
import java.lang.invoke.MethodHandle;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Programs loaded in one JVM are isolated: a task failing in one call fails that call only, never
 * a later call, another thread's call or another program; programs close as documented.
 */
@Timeout(value = 300, unit = TimeUnit.SECONDS)
class ProgramIsolationTest {
  /** {@code @div(x, d)}: x / d computed in a task, awaited; d == 0 divides by zero in the task. */
  static final String DIV = """
      func.func @div(%x: i64, %d: i64) -> i64 {
        %t, %v = async.execute -> !async.value<i64> {
          %q = arith.divsi %x, %d : i64
          async.yield %q : i64
        }
        %r = async.await %v : !async.value<i64>
        return %r : i64
      }
      """;

  /** A task nobody awaits: the call returns at once, the task fails (d == 0) or finishes on its own. */
  static final String DETACHED = """
      func.func @spawn(%x: i64, %d: i64) {
        %t, %v = async.execute -> !async.value<i64> {
          %q = arith.divsi %x, %d : i64
          async.yield %q : i64
        }
        return
      }
      """;

  @Test
  void aFailingCallOfOneProgramFailsNeitherLaterCallsNorAnotherProgram() throws Throwable {
    try (CompiledProgram bad = Loomlir.compile(DIV, "bad.mlir"); CompiledProgram good = Loomlir.compile(DIV, "good.mlir")) {
      MlirRuntimeException e = assertThrows(MlirRuntimeException.class, () -> bad.call("div", 7L, 0L));
      assertEquals("bad.mlir:3:10: error: integer division by zero", e.diagnosticText());
      assertEquals(3L, good.call("div", 7L, 2L));
      assertEquals(3L, bad.call("div", 7L, 2L), "the same program's next call is not affected");
      MethodHandle div = good.function("div");
      assertEquals(-4L, (long) div.invokeExact(-8L, 2L));
      assertTrue(bad.taskFailures().isEmpty(), "the failing call received its failure");
    }
  }

  @Test
  void aTaskNobodyAwaitsFailsTheCallThatStartedItOrIsKeptByTheProgram() throws Throwable {
    try (CompiledProgram p = Loomlir.compile(DETACHED, "detached.mlir")) {
      // Whether the task failed before @spawn returned decides who gets it: the call, or the program.
      int failedCalls = 0;
      for (int i = 0; i < 20; i++) {
        try {
          p.call("spawn", 1L, 0L);
        } catch (MlirRuntimeException e) {
          assertEquals("detached.mlir:3:10: error: integer division by zero", e.diagnosticText());
          failedCalls++;
        }
      }
      assertTrue(p.awaitTasks(Duration.ofSeconds(10)));
      assertEquals(20, failedCalls + p.taskFailures().size(), "each failure reached exactly one place");
      p.call("spawn", 1L, 1L); // a good call is not failed by the earlier ones
    }
  }

  /** 16 threads, 100,000 calls of one program, every 7th dividing by zero in its task. */
  @Test
  void sixteenThreadsCallOneProgramAHundredThousandTimes() throws Exception {
    int threads = 16;
    int callsPerThread = 100_000 / threads;
    try (CompiledProgram p = Loomlir.compile(DIV, "concurrent.mlir")) {
      MethodHandle div = p.function("div");
      AtomicLong failures = new AtomicLong();
      ExecutorService pool = Executors.newFixedThreadPool(threads);
      try {
        List<Future<String>> results = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
          int thread = t;
          results.add(pool.submit(() -> {
            for (int i = 0; i < callsPerThread; i++) {
              long x = thread * 1_000_003L + i;
              long d = i % 7 == 0 ? 0 : (i % 5) + 1;
              try {
                long q = (long) div.invokeExact(x, d);
                if (d == 0 || q != x / d) return "thread " + thread + " call " + i + ": " + x + "/" + d + " gave " + q;
              } catch (MlirRuntimeException e) {
                if (d != 0) return "thread " + thread + " call " + i + ": " + x + "/" + d + " failed: " + e;
                if (!e.diagnosticText().equals("concurrent.mlir:3:10: error: integer division by zero")) {
                  return "unexpected failure " + e.diagnosticText();
                }
                failures.incrementAndGet();
              } catch (Throwable e) {
                return "thread " + thread + " call " + i + ": " + e;
              }
            }
            return null;
          }));
        }
        for (Future<String> r : results) assertEquals(null, r.get());
      } finally {
        pool.shutdownNow();
      }
      long expected = (long) threads * ((callsPerThread + 6) / 7);
      assertEquals(expected, failures.get(), "exactly the calls dividing by zero failed");
      assertTrue(p.taskFailures().isEmpty());
    }
  }

  @Test
  void closedProgramsRefuseCallsNamingTheProgram() throws Throwable {
    CompiledProgram p = Loomlir.compile(DIV, "closing.mlir");
    MethodHandle div = p.function("div");
    assertEquals(2L, (long) div.invokeExact(4L, 2L));
    assertTrue(p.close(Duration.ofSeconds(5)));
    IllegalStateException byHandle = assertThrows(IllegalStateException.class, () -> {
      long unused = (long) div.invokeExact(4L, 2L);
    });
    assertEquals("program closing.mlir is closed", byHandle.getMessage());
    IllegalStateException byName = assertThrows(IllegalStateException.class, () -> p.call("div", 4L, 2L));
    assertEquals("program closing.mlir is closed", byName.getMessage());
    assertTrue(p.close(Duration.ofSeconds(1)), "closing twice does nothing");
  }

  /** close() waits for a task still running, within its timeout. */
  @Test
  void closeWaitsForTasksStillRunning() throws Throwable {
    String source = """
        func.func @spin(%n: i64) {
          %t = async.execute {
            %c0 = arith.constant 0 : index
            %c1 = arith.constant 1 : index
            %ni = arith.index_cast %n : i64 to index
            %m = memref.alloc() : memref<1xi64>
            scf.for %i = %c0 to %ni step %c1 {
              %v = memref.load %m[%c0] : memref<1xi64>
              %one = arith.constant 1 : i64
              %w = arith.addi %v, %one : i64
              memref.store %w, %m[%c0] : memref<1xi64>
            }
            async.yield
          }
          return
        }
        """;
    CompiledProgram p = Loomlir.compile(source, "spin.mlir");
    p.call("spin", 200_000_000L); // returns at once; the task runs on
    assertFalse(p.awaitTasks(Duration.ZERO), "the task is still running");
    assertTrue(p.close(Duration.ofSeconds(60)), "close waited for it");
  }

  @Test
  void refCountReportsArePerProgram() throws Throwable {
    String leaky = """
        func.func @leak() {
          %t = async.runtime.create : !async.token
          async.runtime.add_ref %t {count = 1 : i64} : !async.token
          async.runtime.set_available %t : !async.token
          async.runtime.drop_ref %t {count = 1 : i64} : !async.token
          return
        }
        """;
    CompilationOptions checked = CompilationOptions.defaults().withRefCountChecking(true);
    try (CompiledProgram a = Loomlir.compile(leaky, "leaky.mlir", checked);
         CompiledProgram b = Loomlir.compile(DIV, "clean.mlir", checked)) {
      a.call("leak");
      assertEquals(6L, b.call("div", 12L, 2L));
      assertTrue(a.awaitTasks(Duration.ofSeconds(10)) && b.awaitTasks(Duration.ofSeconds(10)));
      assertEquals("leaky.mlir:2:8: error: async.token leaked: 1 reference left at exit\n", a.refCountReport().toString());
      assertTrue(b.refCountReport().isClean(), b.refCountReport().toString());
    }
  }

  @Test
  void aProgramCanHaveItsOwnWorkerCount() throws Throwable {
    String source = """
        func.func @workers() -> index {
          %n = async.runtime.num_worker_threads : index
          return %n : index
        }
        """;
    try (CompiledProgram three = Loomlir.compile(source, "three.mlir", CompilationOptions.defaults().withWorkerThreads(3));
         CompiledProgram one = Loomlir.compile(source, "one.mlir", CompilationOptions.defaults().withWorkerThreads(1))) {
      assertEquals(3L, three.call("workers"));
      assertEquals(1L, one.call("workers"));
      assertEquals(3, three.workerThreads());
    }
  }
}
