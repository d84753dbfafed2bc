package dev.loomlir.codegen;

import java.util.Map;

/** One loader per compiled module: defines its generated classes; everything else comes from the parent. */
final class ModuleClassLoader extends ClassLoader {
  static { registerAsParallelCapable(); }

  private final Map<String, byte[]> classes;

  ModuleClassLoader(ClassLoader parent, Map<String, byte[]> classes) {
    super("loomlir-module", parent);
    this.classes = classes;
  }

  @Override protected Class<?> findClass(String name) throws ClassNotFoundException {
    byte[] bytes = classes.get(name);
    if (bytes == null) throw new ClassNotFoundException(name);
    return defineClass(name, bytes, 0, bytes.length);
  }
}
