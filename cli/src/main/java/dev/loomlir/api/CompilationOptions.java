package dev.loomlir.api;

import dev.loomlir.codegen.CompileOptions;
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
 */
public record CompilationOptions(String passPipeline, List<String> passes, Map<String, String> javaBindings,
                                 ClassLoader bindingLoader, String className) {
  public CompilationOptions {
    passes = List.copyOf(passes);
    javaBindings = Map.copyOf(javaBindings);
  }

  public static CompilationOptions defaults() {
    return new CompilationOptions(null, List.of(), Map.of(), null, null);
  }

  public CompilationOptions withPassPipeline(String pipeline) {
    return new CompilationOptions(pipeline, passes, javaBindings, bindingLoader, className);
  }

  public CompilationOptions withPasses(String... more) {
    List<String> all = new ArrayList<>(passes);
    all.addAll(List.of(more));
    return new CompilationOptions(passPipeline, all, javaBindings, bindingLoader, className);
  }

  /** Binds the external function {@code @symbol} to {@code target}, written {@code "com.example.Cls#method"}. */
  public CompilationOptions withJavaBinding(String symbol, String target) {
    Map<String, String> all = new LinkedHashMap<>(javaBindings);
    all.put(symbol, target);
    return new CompilationOptions(passPipeline, passes, all, bindingLoader, className);
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
    return new CompilationOptions(passPipeline, passes, javaBindings, loader, className);
  }

  public CompilationOptions withClassName(String name) {
    return new CompilationOptions(passPipeline, passes, javaBindings, bindingLoader, name);
  }

  /** The code generator's options. */
  CompileOptions codegenOptions() { return new CompileOptions(className, javaBindings, bindingLoader); }
}
