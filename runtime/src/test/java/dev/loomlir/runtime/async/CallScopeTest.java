package dev.loomlir.runtime.async;

import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Duration;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A frame belongs to the call of the thread that made it. Outside the pool that call comes through
 * the program's one-entry cache of the last caller ({@link CallScope#current(ProgramRuntime)}), so
 * these tests make frames from threads that take turns, and from calls that begin, nest and end.
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS)
class CallScopeTest {
  private static CoroFrame frame(ProgramRuntime program) {
    return new CoroFrame(program) {
      private static final long serialVersionUID = 1L;

      @Override public void resume() {}
    };
  }

  @Test
  void aFrameTakesTheCallOfItsThreadWhenThreadsTakeTurns() throws Exception {
    ProgramRuntime p = ProgramRuntime.create("turns.mlir", new ProgramRuntime.Settings(1, false));
    CyclicBarrier turn = new CyclicBarrier(2);
    AtomicReference<Throwable> otherFailed = new AtomicReference<>();
    Thread other = Thread.ofPlatform().start(() -> {
      try {
        for (int i = 0; i < 200; i++) {
          turn.await(); // the main thread made the program's last frame
          CallScope call = i % 3 == 0 ? null : p.enterCall();
          assertSame(call, frame(p).scope);
          assertSame(call, frame(p).scope);
          if (call != null) call.exit(null);
          assertNull(frame(p).scope, "a frame made after the call ended belongs to no call");
          turn.await();
        }
      } catch (Throwable t) {
        otherFailed.set(t);
        turn.reset();
      }
    });
    for (int i = 0; i < 200; i++) {
      CallScope call = i % 2 == 0 ? p.enterCall() : null;
      assertSame(call, frame(p).scope);
      turn.await();
      turn.await(); // the other thread made the program's last frames meanwhile
      assertSame(call, frame(p).scope);
      if (call != null) call.exit(null);
    }
    other.join();
    if (otherFailed.get() != null) throw new AssertionError(otherFailed.get());
    p.close(Duration.ofSeconds(5));
  }

  @Test
  void aNestedCallOfAnotherProgramIsTheFramesCallUntilItEnds() {
    ProgramRuntime a = ProgramRuntime.create("a.mlir", new ProgramRuntime.Settings(1, false));
    ProgramRuntime b = ProgramRuntime.create("b.mlir", new ProgramRuntime.Settings(1, false));
    CallScope outer = a.enterCall();
    assertSame(outer, frame(a).scope);
    CallScope inner = b.enterCall(); // a binding of a's calling into b
    assertSame(inner, frame(b).scope);
    assertSame(inner, frame(a).scope, "a's cache must not keep the call this thread left");
    CallScope innermost = a.enterCall(); // b calling back into a
    assertSame(innermost, frame(b).scope);
    assertSame(innermost, frame(a).scope);
    innermost.exit(null);
    assertSame(inner, frame(a).scope);
    assertSame(inner, frame(b).scope);
    inner.exit(null);
    assertSame(outer, frame(b).scope);
    assertSame(outer, frame(a).scope);
    outer.exit(null);
    assertNull(frame(a).scope);
    assertNull(frame(b).scope);
    a.close(Duration.ofSeconds(5));
    b.close(Duration.ofSeconds(5));
  }
}
