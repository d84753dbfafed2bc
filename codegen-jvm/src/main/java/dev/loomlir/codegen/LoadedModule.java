package dev.loomlir.codegen;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;

/** A compiled module defined in its own class loader; gives method handles to its public functions. */
public final class LoadedModule {
  private final CompiledModule compiled;
  private final Class<?> moduleClass;

  LoadedModule(CompiledModule compiled, Class<?> moduleClass) {
    this.compiled = compiled;
    this.moduleClass = moduleClass;
  }

  public Class<?> moduleClass() { return moduleClass; }

  public CompiledModule compiled() { return compiled; }

  /** A handle to the public function {@code symbol}; IllegalArgumentException when there is none. */
  public MethodHandle handle(String symbol) {
    FunctionInfo f = compiled.functions().get(symbol);
    if (f == null || !f.isPublic()) throw new IllegalArgumentException("no public function @" + symbol);
    try {
      MethodType type = MethodType.fromMethodDescriptorString(f.descriptor(), moduleClass.getClassLoader());
      return MethodHandles.publicLookup().findStatic(moduleClass, f.methodName(), type);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException("generated method missing for @" + symbol, e);
    }
  }
}
