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
 * @param sourceBindings which {@code loomlir.java} bindings the source may name; null means
 *     {@link BindingPolicy#TRUST_SOURCE} (the command line's behaviour; the Java API refuses them
 *     by default)
 */
public record CompileOptions(String className, Map<String, String> javaBindings, ClassLoader bindingLoader,
                             CoroutineMode coroutines, BindingPolicy sourceBindings) {
  public CompileOptions {
    javaBindings = javaBindings == null ? Map.of() : Map.copyOf(javaBindings);
    coroutines = coroutines == null ? CoroutineMode.STATE_MACHINE : coroutines;
    sourceBindings = sourceBindings == null ? BindingPolicy.TRUST_SOURCE : sourceBindings;
  }

  public CompileOptions(String className, Map<String, String> javaBindings, ClassLoader bindingLoader,
                        CoroutineMode coroutines) {
    this(className, javaBindings, bindingLoader, coroutines, null);
  }

  /** Options with the default coroutine mode (state machines). */
  public CompileOptions(String className, Map<String, String> javaBindings, ClassLoader bindingLoader) {
    this(className, javaBindings, bindingLoader, CoroutineMode.STATE_MACHINE);
  }

  public static CompileOptions defaults() { return new CompileOptions(null, Map.of(), null); }

  public CompileOptions withClassName(String name) {
    return new CompileOptions(name, javaBindings, bindingLoader, coroutines, sourceBindings);
  }

  public CompileOptions withJavaBindings(Map<String, String> bindings) {
    return new CompileOptions(className, bindings, bindingLoader, coroutines, sourceBindings);
  }

  public CompileOptions withBindingLoader(ClassLoader loader) {
    return new CompileOptions(className, javaBindings, loader, coroutines, sourceBindings);
  }

  public CompileOptions withCoroutines(CoroutineMode mode) {
    return new CompileOptions(className, javaBindings, bindingLoader, mode, sourceBindings);
  }

  public CompileOptions withSourceBindings(BindingPolicy policy) {
    return new CompileOptions(className, javaBindings, bindingLoader, coroutines, policy);
  }

  /** The loader for bound Java classes and parent of module class loaders. */
  public ClassLoader effectiveLoader() {
    if (bindingLoader != null) return bindingLoader;
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : CompileOptions.class.getClassLoader();
  }
}
