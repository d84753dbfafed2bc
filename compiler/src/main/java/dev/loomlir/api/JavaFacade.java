package dev.loomlir.api;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * A typed Java facade of a compiled module: a {@code public final} class with one {@code public
 * static} method per public MLIR function, whose Java types follow the function's MLIR signature
 * (see {@link CompiledProgram}) and whose body calls the compiled function directly (no boxing, no
 * reflection). Both its Java source (for {@code javac} to check calls against, and for IDEs) and
 * its class file (the same methods, generated directly) are given; the module's classes must be
 * on the class path beside it.
 *
 * @param className the facade's binary name, e.g. {@code com.example.Kernels}
 * @param moduleClassName the binary name of the compiled module class it calls
 * @param javaSource the facade's Java source
 * @param classFile the facade's class file
 */
public record JavaFacade(String className, String moduleClassName, String javaSource, byte[] classFile) {
  /** Where the source goes below a source root: {@code com/example/Kernels.java}. */
  public String sourcePath() { return className.replace('.', '/') + ".java"; }

  /** Where the class file goes below a class path root: {@code com/example/Kernels.class}. */
  public String classFilePath() { return className.replace('.', '/') + ".class"; }

  /** Writes the source below {@code sourceRoot}, making the package's folders. */
  public Path writeSource(Path sourceRoot) throws IOException {
    Path file = sourceRoot.resolve(sourcePath());
    Files.createDirectories(file.getParent());
    Files.writeString(file, javaSource);
    return file;
  }
}
