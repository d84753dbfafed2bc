package dev.loomlir.launch;

import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.RunnerOutput;
import java.io.BufferedOutputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.util.List;
import java.nio.charset.StandardCharsets;

/**
 * Runs a program's entry point the way {@code loomlir run} and compiled jars do: the program's
 * output (runner utilities, {@code vector.print}, memref printers) goes to {@code out}, buffered and
 * flushed before anything is reported; a non-void result is printed as mlir-runner prints it; a
 * run-time error is reported on {@code err} as {@code file:line:col: error: message} with exit
 * code 1 (mlir-runner would die of a signal or print garbage: we stop cleanly). Depends only on the
 * JDK and the runtime, because compiled jars carry it.
 */
public final class EntryPoint {
  /** Exit codes: success, an error of the program (or of its compilation), an internal error. */
  public static final int OK = 0;
  public static final int PROGRAM_ERROR = 1;

  private static final int OUTPUT_BUFFER = 1 << 16;
  /** System property: the stack size of the thread the program runs on. */
  public static final String STACK_PROPERTY = "loomlir.stack";
  private static final long DEFAULT_STACK_BYTES = 64L << 20;

  private EntryPoint() {}

  /**
   * Invokes {@code entry} (a static method without arguments) and returns the exit code. The
   * async runtime is configured first; after the entry returns (and its result is printed),
   * tasks still running are waited for, and a failure that escaped a task or, with reference
   * checking, the reference-count findings are reported as errors (exit code 1).
   *
   * @param sourceName the .mlir file as the user named it, for errors without an op location
   * @throws Throwable anything else the program throws (a bug of loomlir, not of the program)
   */
  public static int run(MethodHandle entry, EntryResult result, String sourceName, OutputStream out, PrintStream err,
                        AsyncSettings async) throws Throwable {
    return run(entry, List.of(), List.of(), result, sourceName, out, err, async);
  }

  /**
   * The same, with the module's global constructors run (in order, on the program thread) before
   * the entry and its destructors after the entry's result is printed, as mlir-runner's JIT runs
   * {@code llvm.mlir.global_ctors} and {@code global_dtors}.
   */
  public static int run(MethodHandle entry, List<MethodHandle> constructors, List<MethodHandle> destructors,
                        EntryResult result, String sourceName, OutputStream out, PrintStream err,
                        AsyncSettings async) throws Throwable {
    PrintStream programOut = new PrintStream(new BufferedOutputStream(out, OUTPUT_BUFFER), false,
        StandardCharsets.UTF_8);
    RunnerOutput.redirect(programOut);
    RunnerOutput.redirectErrors(err);
    // A program may end the process itself (a Java binding to System.exit): its output so far is
    // not lost in the buffer.
    // Anonymous classes rather than lambdas on this path: a compiled jar's start linked 17
    // invokedynamic call sites in 52-72 ms (docs/performance-notes.md, "invokedynamic at start-up").
    Thread flushAtExit = new Thread("loomlir-flush-output") {
      @Override
      public void run() {
        programOut.flush();
      }
    };
    Runtime.getRuntime().addShutdownHook(flushAtExit);
    try {
      AsyncRuntimeHost.beforeRun(async);
      Object value;
      try {
        for (MethodHandle constructor : constructors) invokeOnProgramThread(constructor);
        value = invokeOnProgramThread(entry);
      } catch (MlirRuntimeException | StackOverflowError | OutOfMemoryError e) {
        programOut.flush();
        reportProgramError(e, sourceName, err);
        AsyncRuntimeHost.settleAfterError();
        return PROGRAM_ERROR;
      }
      String printed = result.format(value);
      if (printed != null) {
        programOut.print(printed);
        programOut.print('\n');
      }
      try {
        for (MethodHandle destructor : destructors) invokeOnProgramThread(destructor);
      } catch (MlirRuntimeException | StackOverflowError | OutOfMemoryError e) {
        programOut.flush();
        reportProgramError(e, sourceName, err);
        AsyncRuntimeHost.settleAfterError();
        return PROGRAM_ERROR;
      }
      // Tasks may still print after the entry returned (upstream's runtime waits for them at exit).
      String problems = AsyncRuntimeHost.afterRun(sourceName);
      programOut.flush();
      if (!problems.isEmpty()) {
        err.print(problems);
        err.flush();
        return PROGRAM_ERROR;
      }
      return OK;
    } finally {
      RunnerOutput.redirect(null);
      RunnerOutput.redirectErrors(null);
      programOut.flush();
      try {
        Runtime.getRuntime().removeShutdownHook(flushAtExit);
      } catch (IllegalStateException shuttingDown) {
        // the hook runs anyway
      }
    }
  }

  private static void reportProgramError(Throwable e, String sourceName, PrintStream err) {
    switch (e) {
      case MlirRuntimeException m -> {
        reportRuntimeError(m, err);
        return;
      }
      case StackOverflowError so -> err.println(locationOf(so, sourceName)
          + "error: stack overflow: the program recursed deeper than its "
          + (programStackBytes() >> 20) + " MiB thread stack allows (raise it with -D" + STACK_PROPERTY
          + "=SIZE, e.g. 1g, or check for unbounded recursion)");
      default -> err.println(locationOf(e, sourceName) + "error: out of memory: " + e.getMessage()
          + " (raise the JVM heap limit with -Xmx)");
    }
    err.flush();
  }

  /**
   * Runs the entry on a thread of its own with a known stack size (the caller's may be huge, as
   * the compiler's is, or small), so deep recursion behaves the same everywhere and unbounded
   * recursion fails fast.
   */
  private static Object invokeOnProgramThread(MethodHandle entry) throws Throwable {
    return LargeStackThread.call("loomlir-program", programStackBytes(), new LargeStackThread.Work<Object, Throwable>() {
      @Override
      public Object run() throws Throwable {
        var call = AsyncRuntimeHost.enterEntry();
        Throwable thrown = null;
        try {
          return entry.invoke();
        } catch (Throwable t) {
          thrown = t;
          throw t;
        } finally {
          call.exit(thrown);
        }
      }
    });
  }

  /** The program thread's stack: {@value #STACK_PROPERTY} (bytes, or with a k/m/g suffix), default 64 MiB. */
  static long programStackBytes() {
    String text = System.getProperty(STACK_PROPERTY, "64m").trim().toLowerCase(java.util.Locale.ROOT);
    long unit = switch (text.isEmpty() ? ' ' : text.charAt(text.length() - 1)) {
      case 'k' -> 1L << 10;
      case 'm' -> 1L << 20;
      case 'g' -> 1L << 30;
      default -> 1;
    };
    try {
      return Long.parseLong(unit == 1 ? text : text.substring(0, text.length() - 1)) * unit;
    } catch (NumberFormatException e) {
      return DEFAULT_STACK_BYTES;
    }
  }

  static void reportRuntimeError(MlirRuntimeException e, PrintStream err) {
    err.println(e.diagnosticText());
    if (System.getenv("LOOMLIR_STACKTRACE") != null) e.printStackTrace(err);
    err.flush();
  }

  /**
   * {@code file:line: } of the innermost frame of generated code (whose SourceFile is the .mlir
   * file name and whose lines are .mlir lines), or nothing when no frame is generated code.
   */
  static String locationOf(Throwable t, String sourceName) {
    String base = baseName(sourceName);
    for (StackTraceElement frame : t.getStackTrace()) {
      String file = frame.getFileName();
      if (file != null && (file.endsWith(".mlir") || file.equals(base)) && frame.getLineNumber() > 0) {
        String shown = file.equals(base) ? sourceName : file;
        return shown + ":" + frame.getLineNumber() + ": ";
      }
    }
    return "";
  }

  private static String baseName(String path) {
    if (path == null) return "";
    return path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  }
}
