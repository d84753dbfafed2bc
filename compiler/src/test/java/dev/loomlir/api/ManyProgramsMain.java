package dev.loomlir.api;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.WeakReference;
import java.time.Duration;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * {@link ManyProgramsTest}'s loop, run in a JVM of its own: compiles, calls and closes N async
 * programs (each with a task that fails now and then), then prints what it measured.
 */
public final class ManyProgramsMain {
  private ManyProgramsMain() {}

  private static final String SOURCE = """
      func.func @f(%x: i64, %d: i64) -> i64 {
        %t, %v = async.execute -> !async.value<i64> {
          %q = arith.divsi %x, %d : i64
          async.yield %q : i64
        }
        %r = async.await %v : !async.value<i64>
        return %r : i64
      }
      """;

  public static void main(String[] args) throws Exception {
    int n = Integer.parseInt(args[0]);
    MemoryMXBean memory = ManagementFactory.getMemoryMXBean();
    Set<Long> threadsBefore = null;
    WeakReference<ClassLoader> first = null;
    long heapAt100 = -1;
    for (int i = 0; i < n; i++) {
      CompiledProgram p = Loomlir.compile(SOURCE, "p" + i + ".mlir");
      if (i == 0) first = new WeakReference<>(p.moduleClass().getClassLoader());
      long q = (long) p.call("f", 10L * i, 5L);
      if (q != 2L * i) throw new AssertionError("program " + i + " returned " + q);
      if (i % 10 == 0) {
        try {
          p.call("f", 1L, 0L);
          throw new AssertionError("no division by zero");
        } catch (dev.loomlir.runtime.MlirRuntimeException expected) {
          // the call that started the failing task fails
        }
      }
      if (!p.close(Duration.ofSeconds(10))) throw new AssertionError("program " + i + " did not close in time");
      if (i == 0) threadsBefore = liveThreads(); // after the first, which warmed the runtime up
      if (i == 99) heapAt100 = usedAfterGc(memory);
    }
    long heapAtEnd = usedAfterGc(memory);
    boolean collected = false;
    for (int i = 0; i < 100 && !collected; i++) {
      System.gc();
      Thread.sleep(10);
      collected = first.get() == null;
    }
    // Workers of closed programs stop promptly, but asynchronously.
    Set<Long> left = Set.of();
    for (int i = 0; i < 200; i++) {
      left = liveThreads();
      left.removeAll(threadsBefore);
      if (left.isEmpty()) break;
      Thread.sleep(25);
    }
    System.out.println("first loader collected: " + collected);
    System.out.println("heap after 100 programs (KiB): " + heapAt100 / 1024);
    System.out.println("heap after " + n + " programs (KiB): " + heapAtEnd / 1024);
    System.out.println("threads left: " + left.size());
    for (Thread t : Thread.getAllStackTraces().keySet()) {
      if (left.contains(t.threadId())) System.out.println("  " + t.getName());
    }
  }

  private static Set<Long> liveThreads() {
    return Thread.getAllStackTraces().keySet().stream().filter(Thread::isAlive).map(Thread::threadId)
        .collect(Collectors.toCollection(java.util.HashSet::new));
  }

  private static long usedAfterGc(MemoryMXBean memory) throws InterruptedException {
    for (int i = 0; i < 3; i++) {
      System.gc();
      Thread.sleep(20);
    }
    return memory.getHeapMemoryUsage().getUsed();
  }
}
