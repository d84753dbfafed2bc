package dev.loomlir.codegen;

import dev.loomlir.codegen.emit.NameMangler;
import java.util.Map;

/**
 * Options of {@link ModuleCompiler#compile}.
 *
 * @param className binary name of the module class ({@code com.example.Prog}); null derives it
 *     from the source name ({@link NameMangler#className})
 * @param javaBindings external function symbol → {@code "com.example.Cls#method"}, like the
 *     {@code loomlir.java} attribute on a declaration (the attribute wins)
 * @param bindingLoader loads classes named by Java bindings (at compile time, to check their
 *     signatures, and at run time, as the parent of the module's class loader); null means the
 *     thread's context class loader
 * @param coroutines how coroutine functions run ({@code --coroutines}); null means
 *     {@link CoroutineMode#STATE_MACHINE}
 */
public record CompileOptions(String className, Map<String, String> javaBindings, ClassLoader bindingLoader,
                             CoroutineMode coroutines) {
  public CompileOptions {
    javaBindings = javaBindings == null ? Map.of() : Map.copyOf(javaBindings);
    coroutines = coroutines == null ? CoroutineMode.STATE_MACHINE : coroutines;
  }

  /** Options with the default coroutine mode (state machines). */
  public CompileOptions(String className, Map<String, String> javaBindings, ClassLoader bindingLoader) {
    this(className, javaBindings, bindingLoader, CoroutineMode.STATE_MACHINE);
  }

  public static CompileOptions defaults() { return new CompileOptions(null, Map.of(), null); }

  public CompileOptions withClassName(String name) {
    return new CompileOptions(name, javaBindings, bindingLoader, coroutines);
  }

  public CompileOptions withJavaBindings(Map<String, String> bindings) {
    return new CompileOptions(className, bindings, bindingLoader, coroutines);
  }

  public CompileOptions withBindingLoader(ClassLoader loader) {
    return new CompileOptions(className, javaBindings, loader, coroutines);
  }

  public CompileOptions withCoroutines(CoroutineMode mode) {
    return new CompileOptions(className, javaBindings, bindingLoader, mode);
  }

  /** The loader for bound Java classes and parent of module class loaders. */
  public ClassLoader effectiveLoader() {
    if (bindingLoader != null) return bindingLoader;
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : CompileOptions.class.getClassLoader();
  }
}
