package dev.loomlir.cli;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.CompileException;
import dev.loomlir.api.EntryPointCheck;
import dev.loomlir.api.JarWriter;
import dev.loomlir.api.JavaFacade;
import dev.loomlir.api.Pipeline;
import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.CoroutineMode;
import dev.loomlir.launch.AsyncSettings;
import dev.loomlir.launch.EntryPoint;
import dev.loomlir.launch.EntryResult;
import dev.loomlir.lowering.pass.PassManager;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.nio.file.Path;
import java.util.List;

/**
 * The work of {@code loomlir run} and {@code loomlir compile}: read, compile through the
 * {@link Pipeline}, check the entry point as mlir-runner does ({@link EntryPointCheck}), then run it in-process or write a
 * jar. Errors of the input are reported as diagnostics with exit code 1.
 */
final class ProgramDriver {
  private static final int ERROR = 1;

  /**
   * A compiled program with a checked entry point (none, null, for a library jar with a facade)
   * and its Java facade (null unless asked for).
   */
  private record Prepared(SourceInput source, String sourceName, CompiledModule module, String entry,
                          EntryResult result, JavaFacade facade) {}

  private final ProgramOptions options;
  private final List<PassManager.PassFlag> passFlags;
  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;

  ProgramDriver(ProgramOptions options, List<PassManager.PassFlag> passFlags, InputStream in, PrintStream out,
                PrintStream err) {
    this.options = options;
    this.passFlags = passFlags;
    this.in = in;
    this.out = out;
    this.err = err;
  }

  /**
   * {@code loomlir run}: returns the exit code (a program's run-time error is 1, as a compile
   * error). When the launcher asked for it ({@link RunCache}), the compiled program is also stored
   * as a jar, which later runs of the same program, jar and JDK start instead of the compiler.
   */
  int run() throws Throwable {
    Prepared p = prepare(null, true);
    if (p == null) return ERROR;
    MethodHandle entry = p.module().load().handle(p.entry());
    int code = EntryPoint.run(entry, p.result(), p.sourceName(), out, err, asyncSettings(p));
    RunCache.from(System.getenv()).ifPresent(cache -> cache.store(p.source(), options.input(), err,
        jar -> JarWriter.write(p.module(), p.sourceName(), p.entry(), p.result(), asyncSettings(p), jar, true)));
    return code;
  }

  /**
   * {@code loomlir compile -o OUT.jar [--aot-cache] [--java-facade=CLASS]}. With a facade, a module
   * without the entry point makes a library jar, unless {@code -e} named it.
   */
  int compileJar(Path jar, boolean aotCache, String javaFacade, boolean entryNamed) {
    Prepared p = prepare(javaFacade, javaFacade == null || entryNamed);
    if (p == null) return ERROR;
    if (aotCache && p.entry() == null) {
      err.println("loomlir: error: --aot-cache needs an entry point ('@" + options.entry() + "' not found in "
          + p.sourceName() + ")");
      return ERROR;
    }
    try {
      JarWriter.write(p.module(), p.sourceName(), p.entry(), p.result(), asyncSettings(p), jar, false, p.facade());
    } catch (IOException e) {
      err.println("loomlir: error: cannot write '" + jar + "': " + IoMessages.reason(e));
      return ERROR;
    }
    if (aotCache) {
      try {
        AotCacheWriter.forJar(jar);
      } catch (IOException e) {
        err.println("loomlir: error: cannot write the AOT cache for '" + jar + "': " + e.getMessage());
        return ERROR;
      }
    }
    return 0;
  }

  /**
   * Reads, compiles and checks the entry point; null after reporting an error.
   *
   * @param javaFacade the facade to generate, or null
   * @param entryRequired whether a missing entry point is an error (else the program has none)
   */
  private Prepared prepare(String javaFacade, boolean entryRequired) {
    CoroutineMode mode = CoroutineMode.fromOptionName(options.coroutines());
    if (mode == null) {
      err.println("loomlir: error: unknown --coroutines mode '" + options.coroutines()
          + "' (expected state-machine or virtual-threads)");
      return null;
    }
    if (options.workers() < 0) {
      err.println("loomlir: error: invalid --workers value " + options.workers() + ": expected a positive number");
      return null;
    }
    EntryResult requested = null;
    if (options.entryPointResult() != null) {
      requested = EntryResult.parse(options.entryPointResult());
      if (requested == null) {
        err.println("loomlir: error: unsupported -entry-point-result '" + options.entryPointResult()
            + "' (expected void, i32, i64, f32 or f64)");
        return null;
      }
    }
    SourceInput source = SourceInput.read(options.input(), in, err);
    if (source == null) return null;
    if (source.error() != null) {
      err.print(source.error());
      return null;
    }
    Pipeline.Output output;
    try {
      PassManager.Instrumentation instrumentation = options.printIrAfterAll()
          ? new PassManager.Instrumentation(true, PassManager.irPrinter(err)) : PassManager.Instrumentation.DEFAULT;
      output = Pipeline.compile(source.text(), source.name(), compilationOptions().withCoroutines(mode),
          instrumentation, javaFacade);
    } catch (CompileException e) {
      err.print(e.diagnostics());
      return null;
    }
    EntryPointCheck entry = EntryPointCheck.of(output.module(), options.entry(), requested);
    if (!entryRequired && entry.problem() == EntryPointCheck.Problem.NOT_FOUND) {
      return new Prepared(source, source.name(), output.module(), null, null, output.facade());
    }
    if (entry.problem() != EntryPointCheck.Problem.NONE) {
      err.println(entry.diagnostic(source.name()));
      return null;
    }
    return new Prepared(source, source.name(), output.module(), options.entry(), entry.result(), output.facade());
  }

  /**
   * {@code --workers}, {@code --check-refcounts}, and the runtime's warm-up for programs that use
   * it: how {@code run} runs, and a compiled jar's defaults.
   */
  private AsyncSettings asyncSettings(Prepared p) {
    return new AsyncSettings(options.workers(), options.checkRefCounts(), p.module().usesAsyncRuntime());
  }

  private CompilationOptions compilationOptions() {
    // The command line runs the file it is given, as mlir-runner does: its Java bindings are trusted.
    CompilationOptions o = CompilationOptions.defaults().withTrustedSource().withPassPipeline(options.passPipeline());
    for (PassManager.PassFlag flag : passFlags) {
      o = o.withPasses(flag.options() == null ? flag.argument() : flag.argument() + "=" + flag.options());
    }
    return o;
  }
}
