package dev.loomlir.codegen;

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
 */
public record CompileOptions(String className, Map<String, String> javaBindings, ClassLoader bindingLoader) {
  public CompileOptions {
    javaBindings = javaBindings == null ? Map.of() : Map.copyOf(javaBindings);
  }

  public static CompileOptions defaults() { return new CompileOptions(null, Map.of(), null); }

  public CompileOptions withClassName(String name) { return new CompileOptions(name, javaBindings, bindingLoader); }

  public CompileOptions withJavaBindings(Map<String, String> bindings) {
    return new CompileOptions(className, bindings, bindingLoader);
  }

  public CompileOptions withBindingLoader(ClassLoader loader) {
    return new CompileOptions(className, javaBindings, loader);
  }

  /** The loader for bound Java classes and parent of module class loaders. */
  public ClassLoader effectiveLoader() {
    if (bindingLoader != null) return bindingLoader;
    ClassLoader context = Thread.currentThread().getContextClassLoader();
    return context != null ? context : CompileOptions.class.getClassLoader();
  }
}
