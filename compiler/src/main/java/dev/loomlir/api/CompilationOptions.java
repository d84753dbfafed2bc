package dev.loomlir.api;

import dev.loomlir.codegen.CompileOptions;
import dev.loomlir.codegen.CoroutineMode;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

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
 */
public record CompilationOptions(String passPipeline, List<String> passes, Map<String, String> javaBindings,
                                 ClassLoader bindingLoader, String className, CoroutineMode coroutines) {
  public CompilationOptions {
    passes = List.copyOf(passes);
    javaBindings = Map.copyOf(javaBindings);
    coroutines = coroutines == null ? CoroutineMode.STATE_MACHINE : coroutines;
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
    return new CompilationOptions(pipeline, passes, javaBindings, bindingLoader, className, coroutines);
  }

  public CompilationOptions withPasses(String... more) {
    List<String> all = new ArrayList<>(passes);
    all.addAll(List.of(more));
    return new CompilationOptions(passPipeline, all, javaBindings, bindingLoader, className, coroutines);
  }

  /** Binds the external function {@code @symbol} to {@code target}, written {@code "com.example.Cls#method"}. */
  public CompilationOptions withJavaBinding(String symbol, String target) {
    Map<String, String> all = new LinkedHashMap<>(javaBindings);
    all.put(symbol, target);
    return new CompilationOptions(passPipeline, passes, all, bindingLoader, className, coroutines);
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
    return new CompilationOptions(passPipeline, passes, javaBindings, loader, className, coroutines);
  }

  public CompilationOptions withClassName(String name) {
    return new CompilationOptions(passPipeline, passes, javaBindings, bindingLoader, name, coroutines);
  }

  /**
   * The coroutine mode ({@code loomlir run --coroutines=...}); for a mode named on a command line,
   * {@link CoroutineMode#fromOptionName}.
   */
  public CompilationOptions withCoroutines(CoroutineMode mode) {
    return new CompilationOptions(passPipeline, passes, javaBindings, bindingLoader, className, mode);
  }

  /** The code generator's options. */
  CompileOptions codegenOptions() { return new CompileOptions(className, javaBindings, bindingLoader, coroutines); }
}
