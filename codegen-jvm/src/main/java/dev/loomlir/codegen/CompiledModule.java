package dev.loomlir.codegen;

import java.util.List;
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
 * @param constructors public functions without arguments or results a host runs before the entry
 *     point, in order ({@code llvm.mlir.global_ctors}, lowest priority first)
 * @param destructors the same, run after the entry point returned ({@code llvm.mlir.global_dtors})
 */
public record CompiledModule(String className, Map<String, byte[]> classes, Map<String, FunctionInfo> functions,
                             ClassLoader parentLoader, boolean usesAsyncRuntime, List<String> constructors,
                             List<String> destructors) {
  public CompiledModule {
    classes = Map.copyOf(classes);
    functions = java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(functions));
    constructors = List.copyOf(constructors);
    destructors = List.copyOf(destructors);
  }

  /** A module without constructors or destructors. */
  public CompiledModule(String className, Map<String, byte[]> classes, Map<String, FunctionInfo> functions,
                        ClassLoader parentLoader, boolean usesAsyncRuntime) {
    this(className, classes, functions, parentLoader, usesAsyncRuntime, List.of(), List.of());
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
