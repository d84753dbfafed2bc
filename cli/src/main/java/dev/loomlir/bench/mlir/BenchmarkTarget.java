package dev.loomlir.bench.mlir;

import dev.loomlir.api.CompileException;
import dev.loomlir.api.CompiledProgram;
import dev.loomlir.api.Loomlir;
import dev.loomlir.api.SourceText;
import dev.loomlir.launch.LargeStackThread;
import dev.loomlir.runtime.MlirRuntimeException;
import dev.loomlir.runtime.MultiResult;
import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodType;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;

/**
 * A function of a compiled .mlir file, ready to be called again and again with the same
 * arguments: what the JMH harness measures and {@code loomlir bench} checks before it starts
 * JMH. Preparing it compiles the file, makes the arguments and calls the function once, so every
 * mistake — a diagnostic, a missing function, arguments that do not fit, a run-time error —
 * surfaces here as a {@link BenchmarkSetupException} with a message for the user.
 */
public final class BenchmarkTarget implements AutoCloseable {
  /**
   * The parser and verifier recurse with the IR's nesting, as on the command line, and JMH's
   * threads have the default stack: compiling runs on a thread with this one.
   */
  private static final long COMPILER_STACK_BYTES = 256L << 20;

  private final CompiledProgram program;
  private final String function;
  private final MethodHandle invoker;
  private final Object[] arguments;
  private final Number checksum;

  private BenchmarkTarget(CompiledProgram program, String function, MethodHandle invoker, Object[] arguments,
                          Number checksum) {
    this.program = program;
    this.function = function;
    this.invoker = invoker;
    this.arguments = arguments;
    this.checksum = checksum;
  }

  public static BenchmarkTarget prepare(BenchmarkSettings settings) throws BenchmarkSetupException {
    CompiledProgram program = compile(settings);
    try {
      String function = settings.function();
      requireFunction(program, function);
      List<String> parameterTypes = program.parameterTypes(function);
      Object[] arguments = settings.arguments().setupFunction() != null
          ? fromSetupFunction(program, settings.arguments().setupFunction(), function, parameterTypes)
          : ArgumentFactory.create(function, parameterTypes, settings.arguments().specs());
      MethodHandle handle = program.function(function);
      checkJvmTypes(function, handle.type(), arguments);
      MethodHandle invoker = handle.asSpreader(Object[].class, arguments.length)
          .asType(MethodType.methodType(Object.class, Object[].class));
      Object first = firstCall(invoker, arguments, "@" + function);
      List<String> resultTypes = program.resultTypes(function);
      // A function without results works on its memref arguments: they are what it computed.
      Number checksum = resultTypes.isEmpty()
          ? Checksum.of(Checksum.memrefsOnly(arguments), parameterTypes)
          : Checksum.of(Checksum.resultValues(first, resultTypes), resultTypes);
      return new BenchmarkTarget(program, function, invoker, arguments, checksum);
    } catch (BenchmarkSetupException | RuntimeException | Error e) {
      program.close();
      throw e;
    }
  }

  /** Calls the function once more with the prepared arguments: the measured operation. */
  public Object invoke() throws Throwable {
    return (Object) invoker.invokeExact(arguments);
  }

  /**
   * A rough time per call, the fastest of batches of calls over about 300 ms, to choose the
   * unit JMH reports in; not a measurement.
   */
  public long estimateNanosPerCall() throws Throwable {
    long deadline = System.nanoTime() + 300_000_000L;
    long best = Long.MAX_VALUE;
    int batch = 1;
    while (System.nanoTime() < deadline) {
      long start = System.nanoTime();
      for (int i = 0; i < batch; i++) invoke();
      long perCall = (System.nanoTime() - start) / batch;
      best = Math.min(best, perCall);
      // Batches grow while calls are fast, so the clock's own cost does not count.
      if (perCall * batch < 1_000_000L && batch < (1 << 20)) batch *= 2;
    }
    return Math.max(1, best);
  }

  /** The checksum of the first call (see {@link Checksum}). */
  public Number checksum() { return checksum; }

  /** The checksum as text: integers exactly, floats with 9 significant digits. */
  public String checksumText() { return Checksum.format(checksum); }

  /** The function's MLIR type, e.g. {@code (i64) -> i64}. */
  public String signature() { return program.signature(function); }

  @Override public void close() { program.close(); }

  private static CompiledProgram compile(BenchmarkSettings settings) throws BenchmarkSetupException {
    String source;
    try {
      SourceText.Decoded decoded = SourceText.decode(Files.readAllBytes(settings.file()), settings.file().toString());
      if (decoded.error() != null) throw new BenchmarkSetupException(decoded.error().stripTrailing());
      source = decoded.text();
    } catch (IOException e) {
      throw new BenchmarkSetupException("cannot read " + settings.file() + ": " + e.getMessage(), e);
    }
    var options = settings.compilationOptions().withWorkerThreads(Math.max(0, settings.workers()));
    try {
      return LargeStackThread.call("loomlir-bench-compile", COMPILER_STACK_BYTES,
          () -> Loomlir.compile(source, settings.file().toString(), options));
    } catch (CompileException e) {
      throw new BenchmarkSetupException(e.diagnostics().stripTrailing(), e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while compiling", e);
    }
  }

  private static void requireFunction(CompiledProgram program, String function) throws BenchmarkSetupException {
    if (program.functionNames().contains(function)) return;
    List<String> names = program.functionNames().stream().map(n -> "@" + n).toList();
    throw new BenchmarkSetupException("no public function @" + function + " in " + program.sourceName()
        + (names.isEmpty() ? " (it has none)" : "; its public functions: " + String.join(", ", names)));
  }

  private static Object[] fromSetupFunction(CompiledProgram program, String setup, String function,
                                            List<String> parameterTypes) throws BenchmarkSetupException {
    requireFunction(program, setup);
    if (!program.parameterTypes(setup).isEmpty()) {
      throw new BenchmarkSetupException("setup function @" + setup + " must take no arguments; its type is "
          + program.signature(setup));
    }
    Object result = firstCall(program.function(setup).asType(MethodType.methodType(Object.class)), null,
        "@" + setup);
    List<Object> values = new ArrayList<>();
    if (result instanceof MultiResult many) values.addAll(List.of(many.toArray()));
    else if (!program.resultTypes(setup).isEmpty()) values.add(result);
    if (!program.resultTypes(setup).equals(parameterTypes)) {
      throw new BenchmarkSetupException("setup function @" + setup + " returns ("
          + String.join(", ", program.resultTypes(setup)) + "), @" + function + " takes ("
          + String.join(", ", parameterTypes) + ")");
    }
    return values.toArray();
  }

  private static void checkJvmTypes(String function, MethodType type, Object[] arguments)
      throws BenchmarkSetupException {
    for (int i = 0; i < arguments.length; i++) {
      Class<?> want = type.parameterType(i);
      Class<?> boxed = want.isPrimitive() ? MethodType.methodType(want).wrap().returnType() : want;
      if (arguments[i] == null || !boxed.isInstance(arguments[i])) {
        throw new BenchmarkSetupException("argument " + i + " of @" + function + " cannot be passed as "
            + want.getSimpleName());
      }
    }
  }

  /** Calls {@code handle}, turning the program's run-time errors into a message. */
  private static Object firstCall(MethodHandle handle, Object[] arguments, String what)
      throws BenchmarkSetupException {
    try {
      return arguments == null ? (Object) handle.invokeExact() : (Object) handle.invokeExact(arguments);
    } catch (MlirRuntimeException e) {
      throw new BenchmarkSetupException(e.diagnosticText().stripTrailing(), e);
    } catch (StackOverflowError e) {
      throw new BenchmarkSetupException(what + " overflowed the stack", e);
    } catch (Throwable t) {
      throw new BenchmarkSetupException(what + " failed: " + t, t);
    }
  }
}
