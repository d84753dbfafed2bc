package dev.loomlir.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link ProcessExit}: {@code opt} and {@code --version} halt, with the exit code and all the
 * output (more than a pipe's buffer) of a run that exits through {@code System.exit}; other
 * commands exit normally.
 */
class ProcessExitTest {
  private record Result(int code, String out, String err) {}

  @Test void onlyCommandsThatStartNoProgramHalt() {
    assertTrue(ProcessExit.haltsAfter(new String[] {"opt", "f.mlir"}));
    assertTrue(ProcessExit.haltsAfter(new String[] {"--version"}));
    assertTrue(ProcessExit.haltsAfter(new String[] {"-V"}));
    assertFalse(ProcessExit.haltsAfter(new String[] {"run", "f.mlir"}));
    assertFalse(ProcessExit.haltsAfter(new String[] {"compile", "f.mlir", "-o", "x.jar"}));
    assertFalse(ProcessExit.haltsAfter(new String[] {"bench", "f.mlir"}));
    assertFalse(ProcessExit.haltsAfter(new String[] {}));
  }

  @Test void haltKeepsTheOutputAndTheExitCode(@TempDir Path dir) throws Exception {
    StringBuilder big = new StringBuilder("func.func @f() {\n");
    for (int i = 0; i < 3000; i++) big.append("  %c").append(i).append(" = arith.constant ").append(i).append(" : i64\n");
    big.append("  return\n}\n");
    Path good = Files.writeString(dir.resolve("good.mlir"), big);
    Path bad = Files.writeString(dir.resolve("bad.mlir"), "func.func @f() {\n  %0 = arith.addi\n}\n");

    Result halted = main(List.of(), "opt", good.toString());
    Result exited = main(List.of("-Dloomlir.exitHooks"), "opt", good.toString());
    assertEquals(0, halted.code(), halted.err());
    assertTrue(halted.out().length() > 100_000 && halted.out().endsWith("}\n\n"), halted.out().length() + " chars");
    assertEquals(exited, halted);

    // An output file is whole when the JVM halts: opt closes it before it returns.
    Path written = dir.resolve("out.mlir");
    assertEquals(0, main(List.of(), "opt", good.toString(), "-o", written.toString()).code());
    assertEquals(halted.out(), Files.readString(written));

    Result failed = main(List.of(), "opt", bad.toString());
    assertEquals(main(List.of("-Dloomlir.exitHooks"), "opt", bad.toString()), failed);
    assertEquals(1, failed.code());
    assertTrue(failed.err().contains("bad.mlir:2:"), failed.err());
  }

  /** {@code java [jvmOptions] -cp <this test's class path> dev.loomlir.cli.Main args}. */
  private static Result main(List<String> jvmOptions, String... args) throws IOException, InterruptedException {
    List<String> command = new ArrayList<>();
    command.add(ProcessHandle.current().info().command().orElseThrow());
    command.addAll(jvmOptions);
    command.add("-cp");
    command.add(System.getProperty("java.class.path"));
    command.add(Main.class.getName());
    command.addAll(List.of(args));
    Process p = new ProcessBuilder(command).redirectError(ProcessBuilder.Redirect.PIPE).start();
    p.getOutputStream().close();
    var err = new java.util.concurrent.CompletableFuture<byte[]>();
    Thread reader = new Thread(() -> {
      try {
        err.complete(p.getErrorStream().readAllBytes());
      } catch (IOException e) {
        err.completeExceptionally(e);
      }
    });
    reader.start();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(2, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError(command + " timed out");
    }
    reader.join();
    return new Result(p.exitValue(), new String(out, StandardCharsets.UTF_8), new String(err.join(), StandardCharsets.UTF_8));
  }
}
