package dev.loomlir.cli;

import dev.loomlir.launch.JarMain;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * The training run the launcher records the JVM's start-up cache with (docs/architecture.md,
 * "Start-up"): the common commands on the checkout's examples and a few of its lit tests, twice,
 * in one JVM, output discarded, plus a compiled jar run as {@code java -jar} runs it (the run
 * cache's hits do). The cache then holds the classes these load, linked, and on JDK 25 the
 * profiles of the methods they ran, so a later run starts with them. Usage:
 * {@code java -cp loomlir.jar dev.loomlir.cli.StartupTraining CHECKOUT}.
 */
public final class StartupTraining {
  private static final int ROUNDS = 2;
  /** Lit tests with expected diagnostics: the error and verify-diagnostics paths. */
  private static final List<String> DIAGNOSTIC_TESTS = List.of("test-corpus/lit/arith/invalid.mlir",
      "test-corpus/lit/scf/invalid.mlir");

  private StartupTraining() {}

  public static void main(String[] args) throws Exception {
    Path root = Path.of(args.length > 0 ? args[0] : ".");
    List<Path> examples = new ArrayList<>();
    try (Stream<Path> files = Files.list(root.resolve("examples"))) {
      files.filter(f -> f.toString().endsWith(".mlir")).sorted().forEach(examples::add);
    }
    Path jar = Files.createTempFile("loomlir-training", ".jar");
    try {
      for (int round = 0; round < ROUNDS; round++) {
        command("--version");
        for (Path f : examples) {
          command("opt", f.toString());
          command("opt", f.toString(), "--mlir-print-op-generic");
          command("run", f.toString());
        }
        command("opt", examples.get(0).toString(), "--canonicalize", "--cse");
        for (String test : DIAGNOSTIC_TESTS) {
          Path file = root.resolve(test);
          if (Files.isRegularFile(file)) command("opt", file.toString(), "--split-input-file", "--verify-diagnostics");
        }
        command("compile", root.resolve("examples/async-tasks.mlir").toString(), "-o", jar.toString());
        runJar(jar);
        // A first run of a program stores it in the run cache: SHA-256 (whose provider takes
        // ~40 ms to set up in a cold JVM) and a jar.
        RunCache.sha256(Files.readAllBytes(examples.get(0)));
      }
    } finally {
      Files.deleteIfExists(jar);
    }
    System.exit(0);
  }

  private static void command(String... args) {
    PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
    Main.run(args, new ByteArrayInputStream(new byte[0]), nowhere, nowhere);
  }

  /** What {@code java -jar} of a compiled program does, with its classes in a loader of their own. */
  private static void runJar(Path jar) throws IOException {
    try (URLClassLoader loader = new URLClassLoader(new URL[] {jar.toUri().toURL()}, StartupTraining.class.getClassLoader())) {
      PrintStream nowhere = new PrintStream(OutputStream.nullOutputStream(), false, StandardCharsets.UTF_8);
      JarMain.run(List.of(), loader, OutputStream.nullOutputStream(), nowhere);
    }
  }
}
