package dev.loomlir.api;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.FunctionInfo;
import dev.loomlir.launch.ModuleMetadata;
import dev.loomlir.runtime.MultiResult;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import java.lang.invoke.MethodHandle;
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
 * as in MLIR). {@link #close()} drops the program's classes; they are unloaded once nobody holds a
 * handle obtained from {@link #function} any more.
 *
 * <p>Argument and result types: {@code i1}..{@code i32} are {@code int} ({@code i1} is 0 or 1),
 * {@code i33}..{@code i64} and {@code index} are {@code long}, {@code f16}/{@code bf16}/{@code f32}
 * are {@code float}, {@code f64} is {@code double}, memrefs are {@code dev.loomlir.runtime.memref.MemRef}
 * descriptors, vectors flat primitive arrays; a function with several results returns a
 * {@link MultiResult}.
 */
public final class CompiledProgram implements AutoCloseable {
  private final String sourceName;
  private final Map<String, ModuleMetadata.Function> functions;
  private final ConcurrentHashMap<String, MethodHandle> handles = new ConcurrentHashMap<>();
  private volatile Class<?> moduleClass;

  CompiledProgram(String sourceName, Class<?> moduleClass, List<ModuleMetadata.Function> functions) {
    this.sourceName = sourceName;
    this.moduleClass = moduleClass;
    Map<String, ModuleMetadata.Function> table = new LinkedHashMap<>();
    for (ModuleMetadata.Function f : functions) table.put(f.symbol(), f);
    this.functions = Collections.unmodifiableMap(table);
  }

  /** Loads {@code compiled} in a new class loader (the parent is its binding loader). */
  static CompiledProgram load(CompiledModule compiled, String sourceName) {
    return load(compiled, sourceName, publicFunctions(compiled));
  }

  /**
   * Loads {@code compiled} with the function table {@code functions}. A module that uses the
   * async runtime warms it up first (once per JVM), as {@code loomlir run} and jars do.
   */
  static CompiledProgram load(CompiledModule compiled, String sourceName, List<ModuleMetadata.Function> functions) {
    if (compiled.usesAsyncRuntime()) AsyncRuntimeControl.warmUp();
    return new CompiledProgram(sourceName, compiled.load().moduleClass(), functions);
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
    if (owner == null) throw new IllegalStateException("program " + sourceName + " is closed");
    ModuleMetadata.Function f = lookup(name);
    return handles.computeIfAbsent(name, n -> findHandle(owner, f));
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
    Object[] actual = BoxedArguments.convert(name, f.inputs(), handle.type(), args == null ? new Object[] {null} : args);
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
   * Forgets the program's classes: later calls fail with IllegalStateException. The class loader
   * is collected once the handles obtained from {@link #function} are unreachable too.
   */
  @Override public void close() {
    moduleClass = null;
    handles.clear();
  }

  private ModuleMetadata.Function lookup(String name) {
    ModuleMetadata.Function f = functions.get(name);
    if (f == null) throw new IllegalArgumentException("no public function @" + name + " in " + sourceName);
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
