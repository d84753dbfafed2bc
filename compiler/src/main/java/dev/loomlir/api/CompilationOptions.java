package dev.loomlir.api;

import dev.loomlir.codegen.BindingPolicy;
import dev.loomlir.codegen.CompileOptions;
import dev.loomlir.codegen.CoroutineMode;
import dev.loomlir.runtime.async.ProgramRuntime;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * How {@link Loomlir} compiles a program. Immutable; the {@code with...} methods return a copy.
 *
 * @param passPipeline an mlir-opt pass pipeline run before the default lowering, such as
 *     {@code "builtin.module(canonicalize, cse)"}; null for none
 * @param passes passes run before the default lowering, each as {@code loomlir opt} takes it as a
 *     flag without the dashes: {@code "cse"}, {@code "canonicalize=max-iterations=3"}; cannot be
 *     combined with a pipeline (as in mlir-opt)
 * @param javaBindings external function symbol → {@code "com.example.Cls#method"}, a public static
 *     method implementing it (a {@code loomlir.java} attribute on the declaration wins)
 * @param bindingLoader loads the bound classes and is the parent of the program's class loader;
 *     null for the thread's context class loader
 * @param className binary name of the generated module class; null derives it from the file name
 * @param coroutines how coroutines (what the async passes make of {@code async.execute} and
 *     {@code async.func}) run: state machines or virtual threads; null means state machines
 * @param sourceBindings which {@code loomlir.java} bindings the source itself may name; null means
 *     none ({@link BindingPolicy#REFUSE_SOURCE}): a refused one is a compile error at the
 *     declaration. Bindings given here ({@link #withJavaBinding}) are always allowed.
 * @param runtime the program's async runtime: worker threads and reference-count checking; null
 *     means {@link ProgramRuntime.Settings#defaults()}
 */
public record CompilationOptions(String passPipeline, List<String> passes, Map<String, String> javaBindings,
                                 ClassLoader bindingLoader, String className, CoroutineMode coroutines,
                                 BindingPolicy sourceBindings, ProgramRuntime.Settings runtime) {
  public CompilationOptions {
    passes = List.copyOf(passes);
    javaBindings = Map.copyOf(javaBindings);
    coroutines = coroutines == null ? CoroutineMode.STATE_MACHINE : coroutines;
    sourceBindings = sourceBindings == null ? BindingPolicy.REFUSE_SOURCE : sourceBindings;
    runtime = runtime == null ? ProgramRuntime.Settings.defaults() : runtime;
  }

  /** Options with the default binding policy and runtime settings. */
  public CompilationOptions(String passPipeline, List<String> passes, Map<String, String> javaBindings,
                            ClassLoader bindingLoader, String className, CoroutineMode coroutines) {
    this(passPipeline, passes, javaBindings, bindingLoader, className, coroutines, null, null);
  }

  /** Options with the default coroutine mode (state machines). */
  public CompilationOptions(String passPipeline, List<String> passes, Map<String, String> javaBindings,
                            ClassLoader bindingLoader, String className) {
    this(passPipeline, passes, javaBindings, bindingLoader, className, null);
  }

  public static CompilationOptions defaults() {
    return new CompilationOptions(null, List.of(), Map.of(), null, null, null);
  }

  public CompilationOptions withPassPipeline(String pipeline) {
    return new CompilationOptions(pipeline, passes, javaBindings, bindingLoader, className, coroutines, sourceBindings, runtime);
  }

  public CompilationOptions withPasses(String... more) {
    List<String> all = new ArrayList<>(passes);
    all.addAll(List.of(more));
    return new CompilationOptions(passPipeline, all, javaBindings, bindingLoader, className, coroutines, sourceBindings, runtime);
  }

  /** Binds the external function {@code @symbol} to {@code target}, written {@code "com.example.Cls#method"}. */
  public CompilationOptions withJavaBinding(String symbol, String target) {
    Map<String, String> all = new LinkedHashMap<>(javaBindings);
    all.put(symbol, target);
    return new CompilationOptions(passPipeline, passes, all, bindingLoader, className, coroutines, sourceBindings, runtime);
  }

  /**
   * Binds {@code @symbol} to the public static method {@code method} of {@code owner}; the
   * owner's class loader becomes the binding loader unless one was set.
   */
  public CompilationOptions withJavaBinding(String symbol, Class<?> owner, String method) {
    CompilationOptions bound = withJavaBinding(symbol, owner.getName() + "#" + method);
    return bindingLoader != null ? bound : bound.withBindingLoader(owner.getClassLoader());
  }

  public CompilationOptions withBindingLoader(ClassLoader loader) {
    return new CompilationOptions(passPipeline, passes, javaBindings, loader, className, coroutines, sourceBindings, runtime);
  }

  public CompilationOptions withClassName(String name) {
    return new CompilationOptions(passPipeline, passes, javaBindings, bindingLoader, name, coroutines, sourceBindings, runtime);
  }

  /**
   * The coroutine mode ({@code loomlir run --coroutines=...}); for a mode named on a command line,
   * {@link CoroutineMode#fromOptionName}.
   */
  public CompilationOptions withCoroutines(CoroutineMode mode) {
    return new CompilationOptions(passPipeline, passes, javaBindings, bindingLoader, className, mode, sourceBindings, runtime);
  }

  /**
   * Lets the source bind its external functions to any public static method of {@code classes}
   * with {@code loomlir.java} (added to those allowed so far).
   */
  public CompilationOptions withAllowedBindingClasses(Class<?>... classes) {
    Set<String> names = new HashSet<>(sourceBindings.classes());
    for (Class<?> c : classes) names.add(c.getName());
    return withSourceBindings(new BindingPolicy(sourceBindings.trustSource(), names, sourceBindings.methods()));
  }

  /** Lets the source bind to the methods {@code "pkg.Cls#method"} (added to those allowed so far). */
  public CompilationOptions withAllowedBindingMethods(String... methods) {
    Set<String> all = new HashSet<>(sourceBindings.methods());
    all.addAll(List.of(methods));
    return withSourceBindings(new BindingPolicy(sourceBindings.trustSource(), sourceBindings.classes(), all));
  }

  /**
   * Trusts the source: every {@code loomlir.java} binding it names is allowed, as on the command
   * line. Only for sources as trusted as the host's own code: a binding can call any public
   * static method, {@code java.lang.System#exit} included.
   */
  public CompilationOptions withTrustedSource() {
    return withSourceBindings(BindingPolicy.TRUST_SOURCE);
  }

  public CompilationOptions withSourceBindings(BindingPolicy policy) {
    return new CompilationOptions(passPipeline, passes, javaBindings, bindingLoader, className, coroutines, policy, runtime);
  }

  /** The program's own worker count (0: the default, as {@link ProgramRuntime.Settings#workers}). */
  public CompilationOptions withWorkerThreads(int workers) {
    return withRuntime(new ProgramRuntime.Settings(workers, runtime.checkRefCounts()));
  }

  /** Counts the program's {@code add_ref}/{@code drop_ref}; {@link CompiledProgram#refCountReport()} reports. */
  public CompilationOptions withRefCountChecking(boolean on) {
    return withRuntime(new ProgramRuntime.Settings(runtime.workers(), on));
  }

  public CompilationOptions withRuntime(ProgramRuntime.Settings settings) {
    return new CompilationOptions(passPipeline, passes, javaBindings, bindingLoader, className, coroutines,
        sourceBindings, settings);
  }

  /** The code generator's options. */
  CompileOptions codegenOptions() {
    return new CompileOptions(className, javaBindings, bindingLoader, coroutines, sourceBindings);
  }
}
