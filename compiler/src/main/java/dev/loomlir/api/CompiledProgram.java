package dev.loomlir.api;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.FunctionInfo;
import dev.loomlir.launch.ModuleMetadata;
import dev.loomlir.runtime.MultiResult;
import dev.loomlir.runtime.async.ProgramRuntime;
import dev.loomlir.runtime.async.RefCountReport;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.SwitchPoint;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A compiled MLIR module loaded in a class loader of its own: its public functions can be called
 * through typed {@link MethodHandle}s or by name with boxed arguments. Thread-safe: functions may
 * be called from any number of threads at once (module-level memref globals are shared by them,
 * as in MLIR).
 *
 * <p>A program owns its async runtime ({@link ProgramRuntime}): its worker threads (started by its
 * first task, stopped by {@link #close()}), its reference-count findings ({@link #refCountReport()})
 * and the failures of its tasks. A task that fails with a Java exception (a division by zero, an
 * out-of-bounds access) fails the call that started it: an await of that call that meets the
 * error, or else the call itself when it returns, throws the task's {@link dev.loomlir.runtime.MlirRuntimeException}.
 * No other call and no other program sees it. A call may return while tasks it started still run
 * (a task nobody awaits); they go on, and a failure of theirs after the call returned is kept in
 * {@link #taskFailures()}.
 *
 * <p>{@link #close()} waits up to 10 s ({@link #close(Duration)}: as long as given) for the
 * program's queued and running tasks, then stops its workers: tasks still queued or suspended never
 * run again, and a call still waiting for them fails with an {@link IllegalStateException}. Calls
 * made after close (with handles obtained before it, too) throw {@link IllegalStateException}
 * naming the program. The classes are unloaded once no handle obtained from {@link #function} is
 * reachable any more.
 *
 * <p>Argument and result types: {@code i1}..{@code i32} are {@code int} ({@code i1} is 0 or 1),
 * {@code i33}..{@code i64} and {@code index} are {@code long}, {@code f16}/{@code bf16}/{@code f32}
 * are {@code float}, {@code f64} is {@code double}, memrefs are {@code dev.loomlir.runtime.memref.MemRef}
 * descriptors, vectors flat primitive arrays; a function with several results returns a
 * {@link MultiResult}. An argument generated code cannot take (a null, a memref of another rank,
 * the wrong number or types through {@link #call}) is an {@link IllegalArgumentException} naming
 * the function and its MLIR signature.
 */
public final class CompiledProgram implements AutoCloseable {
  /** How long {@link #close()} waits for tasks still running. */
  public static final Duration CLOSE_TIMEOUT = Duration.ofSeconds(10);

  private final String sourceName;
  private final Map<String, ModuleMetadata.Function> functions;
  private final ConcurrentHashMap<String, MethodHandle> handles = new ConcurrentHashMap<>();
  private final ProgramRuntime runtime;
  private final boolean usesAsyncRuntime;
  private final SwitchPoint open = new SwitchPoint();
  private volatile Class<?> moduleClass;

  private CompiledProgram(String sourceName, Class<?> moduleClass, List<ModuleMetadata.Function> functions,
                          ProgramRuntime runtime, boolean usesAsyncRuntime) {
    this.sourceName = sourceName;
    this.moduleClass = moduleClass;
    this.runtime = runtime;
    this.usesAsyncRuntime = usesAsyncRuntime;
    Map<String, ModuleMetadata.Function> table = new LinkedHashMap<>();
    for (ModuleMetadata.Function f : functions) table.put(f.symbol(), f);
    this.functions = Collections.unmodifiableMap(table);
  }

  /** Loads {@code compiled} in a new class loader (the parent is its binding loader). */
  static CompiledProgram load(CompiledModule compiled, String sourceName, ProgramRuntime.Settings settings) {
    return load(compiled, sourceName, publicFunctions(compiled), settings);
  }

  /**
   * Loads {@code compiled} with the function table {@code functions}, with a runtime of its own. A
   * module that uses the async runtime warms it up first (once per JVM), as {@code loomlir run}
   * and jars do.
   */
  static CompiledProgram load(CompiledModule compiled, String sourceName, List<ModuleMetadata.Function> functions,
                              ProgramRuntime.Settings settings) {
    ProgramRuntime runtime = ProgramRuntime.create(sourceName, settings);
    Class<?> moduleClass = compiled.load().moduleClass(); // defined, not yet initialized
    ProgramRuntime.bind(moduleClass.getClassLoader(), runtime);
    if (compiled.usesAsyncRuntime()) runtime.warmUp();
    return new CompiledProgram(sourceName, moduleClass, functions, runtime, compiled.usesAsyncRuntime());
  }
  /** The module's public functions as a jar describes them. */
  static List<ModuleMetadata.Function> publicFunctions(CompiledModule compiled) {
    List<ModuleMetadata.Function> list = new ArrayList<>();
    for (FunctionInfo f : compiled.functions().values()) {
      if (!f.isPublic()) continue;
      list.add(new ModuleMetadata.Function(f.symbol(), f.methodName(), f.descriptor(),
          f.type().inputs().stream().map(Object::toString).toList(),
          f.type().results().stream().map(Object::toString).toList()));
    }
    return list;
  }

  /** The file (or name) the program was compiled from. */
  public String sourceName() { return sourceName; }

  /** The symbols of the public functions, in source order. */
  public Set<String> functionNames() { return functions.keySet(); }

  /** The MLIR type of the public function {@code name}, e.g. {@code (i32, f64) -> i64}. */
  public String signature(String name) {
    ModuleMetadata.Function f = lookup(name);
    return "(" + String.join(", ", f.inputs()) + ") -> "
        + (f.results().size() == 1 ? f.results().get(0) : "(" + String.join(", ", f.results()) + ")");
  }

  /** The MLIR types of the parameters of the public function {@code name}, e.g. {@code [i32, memref<?xf32>]}. */
  public List<String> parameterTypes(String name) { return lookup(name).inputs(); }

  /** The MLIR types of the results of the public function {@code name}. */
  public List<String> resultTypes(String name) { return lookup(name).results(); }

  /**
   * A handle to the public function {@code name} with its exact JVM type (call it with
   * {@code invokeExact}, or {@code invoke}); IllegalArgumentException when there is none.
   */
  public MethodHandle function(String name) {
    Class<?> owner = moduleClass;
    if (owner == null) throw closed();
    ModuleMetadata.Function f = lookup(name);
    return handles.computeIfAbsent(name, n -> ProgramHandles.wrap(findHandle(owner, f), f, "@" + name + signature(name),
        runtime, usesAsyncRuntime, open));
  }

  /**
   * Calls the public function {@code name} with boxed arguments ({@code Integer}, {@code Long},
   * {@code Float}, {@code Double}, {@code Boolean} for {@code i1}, memref descriptors, ...) and
   * returns its boxed result: null for none, a {@code Boolean} for {@code i1}, an {@code Object[]}
   * for several results. Integers narrower than their JVM type wrap to their width (a 200 passed
   * as {@code i8} is -56). Run-time errors of the program are thrown as
   * {@link dev.loomlir.runtime.MlirRuntimeException}.
   */
  public Object call(String name, Object... args) {
    ModuleMetadata.Function f = lookup(name);
    MethodHandle handle = function(name);
    Object[] actual = BoxedArguments.convert("@" + name + signature(name), f.inputs(), handle.type(),
        args == null ? new Object[] {null} : args);
    Object result;
    try {
      result = handle.invokeWithArguments(actual);
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException("@" + name + " threw " + t, t);
    }
    if (f.results().isEmpty()) return null;
    if (f.results().size() == 1) return BoxedArguments.result(f.results().get(0), result);
    Object[] values = ((MultiResult) result).toArray();
    for (int i = 0; i < values.length; i++) values[i] = BoxedArguments.result(f.results().get(i), values[i]);
    return values;
  }

  /**
   * The reference-count findings of the program's tasks so far (with
   * {@link CompilationOptions#withRefCountChecking}; empty otherwise): leaks are only final once
   * its tasks are done ({@link #awaitTasks}).
   */
  public RefCountReport refCountReport() { return runtime.refCountReport(); }

  /** Failures of tasks that no call received, because the call that started them had returned. */
  public List<Throwable> taskFailures() { return runtime.failures(); }

  /** Waits up to {@code timeout} until none of the program's tasks is queued or running; false on timeout. */
  public boolean awaitTasks(Duration timeout) { return runtime.awaitQuiescence(timeout); }

  /** The number of the program's worker threads. */
  public int workerThreads() { return runtime.workerThreads(); }

  /** {@link #close(Duration)} with {@link #CLOSE_TIMEOUT}. */
  @Override public void close() { close(CLOSE_TIMEOUT); }

  /**
   * Closes the program: calls fail with {@link IllegalStateException} from now on; tasks still
   * queued or running get up to {@code timeout} to finish, then the program's workers stop and what
   * is left never runs. Returns false when tasks were still running at the timeout. The class
   * loader is collected once the handles obtained from {@link #function} are unreachable too.
   * Closing again does nothing.
   */
  public boolean close(Duration timeout) {
    if (moduleClass == null) return true;
    moduleClass = null;
    SwitchPoint.invalidateAll(new SwitchPoint[] {open});
    handles.clear();
    return runtime.close(timeout);
  }

  /** The module class, for tests of class loading; null once closed. */
  Class<?> moduleClass() { return moduleClass; }

  private IllegalStateException closed() { return new IllegalStateException("program " + sourceName + " is closed"); }

  private ModuleMetadata.Function lookup(String name) {
    ModuleMetadata.Function f = functions.get(name);
    if (f == null) {
      List<String> known = new ArrayList<>();
      for (String n : functions.keySet()) known.add("@" + n + signature(n));
      throw new IllegalArgumentException("no public function @" + name + " in " + sourceName
          + (known.isEmpty() ? " (it has none)" : "; its public functions: " + String.join(", ", known)));
    }
    return f;
  }

  private static MethodHandle findHandle(Class<?> owner, ModuleMetadata.Function f) {
    try {
      return f.handleIn(owner);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("generated method missing for @" + f.symbol(), e);
    }
  }
}
