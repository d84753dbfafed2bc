package dev.loomlir.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;

/**
 * What {@link Loomlir#compileToClasses} made of one .mlir file: the generated class files and the
 * module's {@link JavaFacade}.
 *
 * @param moduleClassName the binary name of the module class
 * @param classes the module's class files by binary name (the module class and its helpers, not the facade)
 * @param facade the typed facade, whose class file {@link #writeClasses} writes too
 */
public record CompiledClasses(String moduleClassName, Map<String, byte[]> classes, JavaFacade facade) {
  public CompiledClasses {
    classes = Map.copyOf(classes);
  }

  /** Writes every class file, the facade's included, below the class path root {@code root}. */
  public void writeClasses(Path root) throws IOException {
    for (var c : classes.entrySet()) write(root.resolve(c.getKey().replace('.', '/') + ".class"), c.getValue());
    if (facade != null) write(root.resolve(facade.classFilePath()), facade.classFile());
  }

  private static void write(Path file, byte[] bytes) throws IOException {
    Files.createDirectories(file.getParent());
    Files.write(file, bytes);
  }
}
