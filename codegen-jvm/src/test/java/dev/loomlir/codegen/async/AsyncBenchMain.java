package dev.loomlir.codegen.async;

import dev.loomlir.codegen.CoroutineMode;
import dev.loomlir.codegen.LoadedModule;
import dev.loomlir.runtime.RunnerOutput;
import dev.loomlir.runtime.async.AsyncRuntimeControl;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;

/**
 * Runs upstream-lowered benchmark programs in-process, several times per coroutine mode, and
 * prints the first line each run prints (the benchmarks print their own elapsed seconds):
 *
 * <pre>
 *   mlir-opt-22 bench/fanout.mlir --async-func-to-async-runtime --async-to-async-runtime \
 *     --async-runtime-ref-counting --async-runtime-ref-counting-opt --convert-scf-to-cf > fanout.lowered.mlir
 *   java -cp ... dev.loomlir.codegen.async.AsyncBenchMain RUNS fanout.lowered.mlir ...
 * </pre>
 */
public final class AsyncBenchMain {
  private AsyncBenchMain() {}

  public static void main(String[] args) throws Throwable {
    int runs = Integer.parseInt(args[0]);
    for (int a = 1; a < args.length; a++) {
      Path file = Path.of(args[a]);
      for (CoroutineMode mode : CoroutineMode.values()) {
        LoadedModule module = AsyncTestSupport.compile(file.getFileName().toString(), AsyncTestSupport.read(file), mode);
        MethodHandle main = module.handle("main");
        StringBuilder times = new StringBuilder();
        for (int r = 0; r < runs; r++) {
          ByteArrayOutputStream bytes = new ByteArrayOutputStream();
          RunnerOutput.redirect(new PrintStream(bytes, true, StandardCharsets.UTF_8));
          try {
            main.invoke();
            AsyncRuntimeControl.awaitQuiescence(Duration.ofSeconds(60));
          } finally {
            RunnerOutput.redirect(null);
          }
          String out = bytes.toString(StandardCharsets.UTF_8);
          times.append(' ').append(out.lines().findFirst().orElse("?"));
          if (r == runs - 1) times.append("  (last run printed: ").append(out.strip().replace('\n', ' ')).append(')');
        }
        System.out.println(file.getFileName() + " [" + mode + "]:" + times);
      }
    }
  }
}
