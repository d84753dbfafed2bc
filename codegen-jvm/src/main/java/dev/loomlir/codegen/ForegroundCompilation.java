package dev.loomlir.codegen;

import dev.loomlir.codegen.async.CoroutineCompiler;
import dev.loomlir.codegen.emit.NameMangler;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Iterator;
import java.util.Set;

/**
 * Marks the generated methods that HotSpot should compile in the foreground: private functions
 * with a loop that are not coroutines. async-parallel-for's compute functions are the case in
 * point: every call runs one block of a long loop, and the next block starts right after. When
 * C2's compilation of such a method is requested in the background (HotSpot's default), the
 * calls that start meanwhile run profiled C1 code, and the compiler thread takes one of the cores
 * they run on; on two cores the first timed round of {@code pfor-add.mlir} took 6–9 ms instead of
 * 2. In the foreground the requesting thread waits once and every later call runs C2 code.
 *
 * <p>The mark is a method-name suffix that {@link NameMangler#methodName} never produces (its
 * {@code $} is always followed by hex digits). Private functions are not reachable from Java, so
 * their JVM names are free. The {@code loomlir} launcher passes {@link #COMPILE_COMMAND}; without
 * it (the Java API, compiled jars) the mark changes nothing. Coroutines keep background
 * compilation: async-fib's coroutine body takes longer to compile than the whole program runs.
 * So do functions with async runtime ops, such as async-parallel-for's dispatch function: its
 * loop is a few iterations per call, and while a compile holds the thread that spawns the
 * blocks, the other cores wait for work (pfor-add's eighth call lost about half a millisecond
 * to the C1 compile of its dispatch function).
 */
public final class ForegroundCompilation {
  private ForegroundCompilation() {}

  /** Appended to the JVM names of marked methods. */
  public static final String SUFFIX = "$$loop";

  /** The HotSpot option that compiles marked generated methods in the foreground. */
  public static final String COMPILE_COMMAND = "BackgroundCompilation,loomlir.gen.*::*" + SUFFIX + ",false";

  /**
   * Whether the private, non-coroutine function {@code func} gets the mark: a cycle among its
   * blocks and no async runtime op. A cycle is every loop code generation sees: structured loops
   * (scf.for and the like) are lowered to cf before it, and the region ops it emits
   * (memref.alloca_scope, memref.generic_atomic_rmw) hold a single block.
   */
  static boolean wants(Operation func) {
    return func.numRegions() > 0 && !CoroutineCompiler.splits(func) && !ModuleCompiler.hasAsyncOps(func)
        && hasCycle(func.region(0));
  }

  /** Depth-first search, iterative (functions may have many blocks), for an edge back onto the path. */
  private static boolean hasCycle(Region region) {
    if (region.blocks().isEmpty()) return false;
    Set<Block> onPath = new HashSet<>();
    Set<Block> seen = new HashSet<>();
    Deque<Iterator<Block>> path = new ArrayDeque<>();
    Deque<Block> blocks = new ArrayDeque<>();
    Block entry = region.blocks().get(0);
    seen.add(entry);
    onPath.add(entry);
    blocks.push(entry);
    path.push(entry.successors().iterator());
    while (!path.isEmpty()) {
      Iterator<Block> next = path.peek();
      if (!next.hasNext()) {
        onPath.remove(blocks.pop());
        path.pop();
        continue;
      }
      Block b = next.next();
      if (onPath.contains(b)) return true;
      if (!seen.add(b)) continue;
      onPath.add(b);
      blocks.push(b);
      path.push(b.successors().iterator());
    }
    return false;
  }
}
