package dev.loomlir.codegen;

import java.util.Map;

/**
 * The output of {@link ModuleCompiler}: class files by binary name, and the function table.
 *
 * @param className binary name of the module class (holding one static method per function)
 * @param classes every generated class file, by binary name (the module class and its helpers)
 * @param functions the module's functions by symbol name, in source order
 * @param parentLoader the loader {@link #load()} uses as parent (sees the runtime and Java bindings)
 * @param usesAsyncRuntime whether the code calls the async runtime (the module has async ops),
 *     so that a host knows to prepare the runtime before running it
 */
public record CompiledModule(String className, Map<String, byte[]> classes, Map<String, FunctionInfo> functions,
                             ClassLoader parentLoader, boolean usesAsyncRuntime) {
  public CompiledModule {
    classes = Map.copyOf(classes);
    functions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(functions));
  }

  /** Defines the classes in a new class loader of their own. */
  public LoadedModule load() { return load(parentLoader); }

  public LoadedModule load(ClassLoader parent) {
    ModuleClassLoader loader = new ModuleClassLoader(parent, classes);
    try {
      return new LoadedModule(this, loader.loadClass(className));
    } catch (ClassNotFoundException e) {
      throw new IllegalStateException("generated class missing: " + className, e);
    }
  }
}
