package dev.loomlir.api;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.launch.AsyncSettings;
import dev.loomlir.launch.EntryResult;
import dev.loomlir.launch.ModuleMetadata;
import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.runtime.async.ProgramRuntime;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The Java API: compile MLIR programs (or load jars written by {@code loomlir compile}) and call
 * their functions.
 *
 * <pre>{@code
 * try (CompiledProgram p = Loomlir.compile(Path.of("examples/api.mlir"))) {
 *   long r = (long) p.function("fib").invokeExact(30L);   // typed
 *   Object same = p.call("fib", 30L);                    // boxed
 * }
 * }</pre>
 *
 * Each program lives in a class loader of its own; all methods are thread-safe.
 */
public final class Loomlir {
  private Loomlir() {}

  /** Compiles the .mlir file {@code file}; diagnostics name it as given. */
  public static CompiledProgram compile(Path file) throws IOException, CompileException {
    return compile(file, CompilationOptions.defaults());
  }

  public static CompiledProgram compile(Path file, CompilationOptions options) throws IOException, CompileException {
    return compile(read(file), file.toString(), options);
  }

  /** The file's text (UTF-8; see {@link SourceText} for bytes that are not). */
  private static String read(Path file) throws IOException, CompileException {
    return read(file, file.toString());
  }

  private static String read(Path file, String sourceName) throws IOException, CompileException {
    SourceText.Decoded decoded = SourceText.decode(Files.readAllBytes(file), sourceName);
    if (decoded.error() != null) throw new CompileException(decoded.error());
    return decoded.text();
  }

  /** Compiles {@code source}; {@code sourceName} is the file name diagnostics and run-time errors show. */
  public static CompiledProgram compile(String source, String sourceName) throws CompileException {
    return compile(source, sourceName, CompilationOptions.defaults());
  }

  public static CompiledProgram compile(String source, String sourceName, CompilationOptions options)
      throws CompileException {
    CompiledModule module = Pipeline.compile(source, sourceName, options);
    return CompiledProgram.load(module, sourceName, options.runtime());
  }

  /**
   * Compiles {@code file} into a self-contained jar whose {@code java -jar} runs {@code entry}
   * (a function without arguments returning nothing, i32, i64, f32 or f64). An entry that is
   * missing or cannot be one is a {@link CompileException} worded as {@code loomlir compile} words it.
   */
  public static void compileToJar(Path file, Path jar, String entry, CompilationOptions options)
      throws IOException, CompileException {
    CompiledModule module = Pipeline.compile(read(file), file.toString(), options);
    EntryPointCheck check = EntryPointCheck.of(module, entry, null);
    if (check.problem() != EntryPointCheck.Problem.NONE) throw new CompileException(check.diagnostic(file.toString()));
    JarWriter.write(module, file.toString(), entry, check.result(), jar);
  }

  /**
   * As above, with the typed {@link JavaFacade} {@code javaFacade} (a binary name such as
   * {@code com.example.Kernels}) in the jar, source and class: put the jar on the class path and
   * call the facade's static methods. {@code entry} may be null for a jar without one (a library
   * of kernels); a facade name that is not a valid Java class name, or a public function whose
   * signature has no Java type, is a {@link CompileException}.
   */
  public static JavaFacade compileToJar(Path file, Path jar, String entry, String javaFacade, CompilationOptions options)
      throws IOException, CompileException {
    Pipeline.Output output = compileWithFacade(file, file.toString(), javaFacade, options);
    EntryResult result = null;
    if (entry != null) {
      EntryPointCheck check = EntryPointCheck.of(output.module(), entry, null);
      if (check.problem() != EntryPointCheck.Problem.NONE) throw new CompileException(check.diagnostic(file.toString()));
      result = check.result();
    }
    JarWriter.write(output.module(), file.toString(), entry, result,
        AsyncSettings.DEFAULT.withWarmUp(output.module().usesAsyncRuntime()), jar, false, output.facade());
    return output.facade();
  }

  /**
   * Compiles {@code file} to class files and its {@link JavaFacade} {@code javaFacade}, for a build
   * to write into its output folders (as the Maven plugin does); nothing is loaded.
   */
  public static CompiledClasses compileToClasses(Path file, String javaFacade, CompilationOptions options)
      throws IOException, CompileException {
    return compileToClasses(file, file.toString(), javaFacade, options);
  }

  /**
   * As above, with {@code sourceName} as the file's name in diagnostics, run-time errors and the
   * facade's Javadoc (a build gives the path relative to its project, so that nothing depends on
   * where it ran).
   */
  public static CompiledClasses compileToClasses(Path file, String sourceName, String javaFacade,
                                                 CompilationOptions options) throws IOException, CompileException {
    Pipeline.Output output = compileWithFacade(file, sourceName, javaFacade, options);
    return new CompiledClasses(output.module().className(), output.module().classes(), output.facade());
  }

  private static Pipeline.Output compileWithFacade(Path file, String sourceName, String javaFacade,
                                                   CompilationOptions options) throws IOException, CompileException {
    if (javaFacade == null) throw new IllegalArgumentException("no facade class name");
    return Pipeline.compile(read(file, sourceName), sourceName, options, PassManager.Instrumentation.DEFAULT,
        javaFacade);
  }

  /** Loads a jar written by {@code loomlir compile}; the runtime classes are this library's own. */
  public static CompiledProgram loadJar(Path jar) throws IOException {
    return loadJar(jar, Loomlir.class.getClassLoader());
  }

  /** Loads a jar with {@code parent} as the parent of its class loader (it must see the runtime and bound classes). */
  public static CompiledProgram loadJar(Path jar, ClassLoader parent) throws IOException {
    try (JarFile file = new JarFile(jar.toFile())) {
      ModuleMetadata metadata;
      JarEntry description = file.getJarEntry(ModuleMetadata.RESOURCE);
      if (description == null) throw new IOException(jar + " was not written by loomlir compile (no " + ModuleMetadata.RESOURCE + ")");
      try (InputStream in = file.getInputStream(description)) {
        metadata = ModuleMetadata.read(in);
      }
      Map<String, byte[]> classes = new LinkedHashMap<>();
      for (String name : metadata.classNames()) {
        JarEntry entry = file.getJarEntry(name.replace('.', '/') + ".class");
        if (entry == null) throw new IOException(jar + " lacks the class " + name);
        try (InputStream in = file.getInputStream(entry)) {
          classes.put(name, in.readAllBytes());
        }
      }
      // Only the generated classes are defined anew: runtime types (memrefs, errors) stay the caller's.
      CompiledModule module = new CompiledModule(metadata.className(), classes, Map.of(), parent,
          metadata.asyncDefaults().warmUp());
      var defaults = metadata.asyncDefaults(); // what loomlir compile was given, as the jar's own launcher uses it
      return CompiledProgram.load(module, jar.toString(), metadata.functions(),
          new ProgramRuntime.Settings(defaults.workers(), defaults.effectiveCheckRefCounts()));
    }
  }
}
