package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The checker with upstream's counts: tokens and values start at 2 (the producer's reference is
 * dropped by set_available/set_error), groups at 1.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class RefCountCheckingTest {
  @BeforeEach
  void on() {
    AsyncRuntimeControl.reset();
    AsyncRuntimeControl.setRefCountChecking(true);
  }

  @AfterEach
  void off() {
    AsyncRuntimeControl.setRefCountChecking(false);
    AsyncRuntimeControl.reset();
  }

  private static RefCountReport report() {
    assertTrue(AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(10)));
    return AsyncRuntimeControl.refCountReport();
  }

  @Test
  void balancedCountsReportNothing() {
    AsyncToken t = AsyncRuntime.createToken(ProgramRuntime.shared(), "a.mlir:1:1");
    AsyncValue v = AsyncRuntime.createValue(ProgramRuntime.shared(), "a.mlir:2:1");
    AsyncGroup g = AsyncRuntime.createGroup(2, ProgramRuntime.shared(), "a.mlir:3:1");
    AsyncRuntime.addToGroup(t, g);
    AsyncRuntime.addToGroup(v, g);
    AsyncRuntime.addRef(t, 1);
    AsyncRuntime.resume(Tasks.frame(() -> {
      AsyncRuntime.setAvailable(t);
      AsyncRuntime.dropRef(t, 1);
      AsyncRuntime.storeLong(5, v);
      AsyncRuntime.setAvailable(v);
    }));
    AsyncRuntime.await(g);
    AsyncRuntime.dropRef(g, 1);
    AsyncRuntime.await(v);
    assertEquals(5, AsyncRuntime.loadLong(v));
    AsyncRuntime.dropRef(v, 1);
    AsyncRuntime.dropRef(t, 1);
    assertEquals("", report().toString());
  }

  @Test
  void reportsLeaksWithTheirLocations() {
    AsyncToken t = AsyncRuntime.createToken(ProgramRuntime.shared(), "leak.mlir:4:10");
    AsyncRuntime.setAvailable(t); // count 1: the creator never drops it
    AsyncRuntime.createGroup(1, ProgramRuntime.shared(), "leak.mlir:7:8"); // never dropped either
    AsyncToken ok = AsyncRuntime.createToken(ProgramRuntime.shared(), "leak.mlir:9:3");
    AsyncRuntime.setAvailable(ok);
    AsyncRuntime.dropRef(ok, 1);
    RefCountReport r = report();
    assertEquals("""
        leak.mlir:4:10: error: async.token leaked: 1 reference left at exit
        leak.mlir:7:8: error: async.group leaked: 1 reference left at exit
        """, r.toString());
    assertEquals(RefCountProblem.Kind.LEAKED, r.problems().get(0).kind());
  }

  @Test
  void aTokenNeverCompletedLeaksTheProducersReference() {
    AsyncRuntime.createToken(ProgramRuntime.shared(), "p.mlir:2:3");
    assertEquals("p.mlir:2:3: error: async.token leaked: 2 references left at exit\n",
        report().toString());
  }

  @Test
  void reportsDoubleDrops() {
    AsyncValue v = AsyncRuntime.createValue(ProgramRuntime.shared(), "dd.mlir:5:12");
    AsyncRuntime.setAvailable(v);
    AsyncRuntime.dropRef(v, 1);
    AsyncRuntime.dropRef(v, 1);
    RefCountReport r = report();
    assertEquals(2, r.problems().size(), r.toString());
    assertEquals("dd.mlir:5:12: error: async.value used after its last reference was dropped: "
        + "by async.runtime.drop_ref", r.problems().get(0).toString());
    assertEquals("dd.mlir:5:12: error: async.value reference count dropped below zero: "
        + "async.runtime.drop_ref took it from 0 to -1", r.problems().get(1).toString());
  }

  @Test
  void reportsUseAfterTheLastDrop() {
    AsyncToken t = AsyncRuntime.createToken(ProgramRuntime.shared(), "uad.mlir:8:1");
    AsyncRuntime.setAvailable(t);
    AsyncRuntime.dropRef(t, 1);
    AsyncRuntime.await(t);
    AsyncRuntime.isError(t); // reported once only
    RefCountReport r = report();
    assertEquals("uad.mlir:8:1: error: async.token used after its last reference was dropped: "
        + "by async.runtime.await\n", r.toString());
    assertEquals(RefCountProblem.Kind.USED_AFTER_LAST_DROP, r.problems().get(0).kind());
  }

  @Test
  void aGroupStaysReferencedWhileAMemberIsPending() {
    AsyncGroup g = AsyncRuntime.createGroup(1, ProgramRuntime.shared(), "g.mlir:1:1");
    AsyncToken t = AsyncRuntime.createToken(ProgramRuntime.shared(), "g.mlir:2:1");
    AsyncRuntime.addToGroup(t, g);
    AsyncRuntime.dropRef(g, 1); // the group's own reference; the pending member keeps it alive
    AsyncRuntime.setAvailable(t);
    AsyncRuntime.dropRef(t, 1);
    assertTrue(report().isClean(), report().toString());
  }

  @Test
  void leaksFromOneSiteAreReportedOnce() {
    for (int i = 0; i < 1000; i++) {
      AsyncToken t = AsyncRuntime.createToken(ProgramRuntime.shared(), "loop.mlir:3:7");
      AsyncRuntime.setAvailable(t);
    }
    assertEquals("loop.mlir:3:7: error: async.token leaked: 1000 objects created here, "
        + "1000 references left at exit\n", report().toString());
  }

  @Test
  void objectsWithoutLocationsAreReportedToo() {
    AsyncRuntime.createValue();
    assertEquals("<unknown location>: error: async.value leaked: 2 references left at exit\n",
        report().toString());
  }

  @Test
  void checkingOffRecordsNothing() {
    AsyncRuntimeControl.setRefCountChecking(false);
    AsyncToken t = AsyncRuntime.createToken(ProgramRuntime.shared(), "x.mlir:1:1");
    assertNull(t.refCounts == null ? null : t.refCounts.location);
    AsyncRuntime.createToken();
    assertNull(AsyncRuntime.createToken().refCounts);
    assertTrue(report().isClean());
  }
}
