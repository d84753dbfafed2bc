package dev.loomlir.cli;

import dev.loomlir.launch.JarMain;
import dev.loomlir.launch.StartupCacheCheck;
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
 * in one JVM, output discarded. Workload {@code info} is {@code --version} alone; {@code opt} adds
 * {@code opt} (help, through picocli, is left out: its reflection would fill the cache with classes
 * that every {@code opt} would then map); {@code full} adds {@code run}, {@code compile} and a compiled jar
 * run as {@code java -jar} runs it. The cache then holds the classes these load, linked, and on
 * JDK 25 the profiles of the methods they ran, so a later run starts with them; a JVM maps all of
 * a cache's classes at start, so a command starts faster with the cache of its own workload than
 * with one holding everything. Usage:
 * {@code java -cp loomlir.jar dev.loomlir.cli.StartupTraining CHECKOUT [info|opt|full]}.
 */
public final class StartupTraining {
  private static final int ROUNDS = 2;
  /** Lit tests with expected diagnostics: the error and verify-diagnostics paths. */
  private static final List<String> DIAGNOSTIC_TESTS = List.of("test-corpus/lit/arith/invalid.mlir",
      "test-corpus/lit/scf/invalid.mlir");

  private StartupTraining() {}

  public static void main(String[] args) throws Exception {
    Path root = Path.of(args.length > 0 ? args[0] : ".");
    String workload = args.length > 1 ? args[1] : "full";
    // What Main.main runs before and after Main.run: with no cache named in the training, only
    // loaded (a class missing from the cache opens the jar, which a run from the cache never does).
    StartupCacheCheck.warnIfUnused(System.err);
    ProcessExit.haltsAfter(args);
    if (workload.equals("info")) {
      // Nothing but --version: whatever else the training touched (a directory listing, a temporary
      // file's SecureRandom, lambdas) would be in the cache, and loaded by every --version.
      for (int round = 0; round < ROUNDS; round++) command("--version");
      System.exit(0);
    }
    List<Path> examples = new ArrayList<>();
    try (Stream<Path> files = Files.list(root.resolve("examples"))) {
      files.filter(f -> f.toString().endsWith(".mlir")).sorted().forEach(examples::add);
    }
    Path jar = Files.createTempFile("loomlir-training", ".jar");
    try {
      for (int round = 0; round < ROUNDS; round++) {
        command("--version");
        optCommands(root, examples);
        if (round == 0) parseAndPrintLitCorpus(root);
        if (workload.equals("opt")) continue;
        programCommands(root, examples, jar);
      }
    } finally {
      Files.deleteIfExists(jar);
    }
    System.exit(0);
  }

  private static void optCommands(Path root, List<Path> examples) {
    for (Path f : examples) {
      command("opt", f.toString());
      command("opt", f.toString(), "--mlir-print-op-generic");
    }
    command("opt", examples.get(0).toString(), "--canonicalize", "--cse");
    for (String test : DIAGNOSTIC_TESTS) {
      Path file = root.resolve(test);
      if (Files.isRegularFile(file)) command("opt", file.toString(), "--split-input-file", "--verify-diagnostics");
    }
  }

  /**
   * Every lit file of the checkout parsed and printed once, then canonicalized (errors and all),
   * then its RUN lines' {@code opt} commands ({@link LitOptCommands}):
   * the classes of every dialect's ops and the lambdas their declarations and patterns run get
   * into the cache, which otherwise each {@code opt} of an op the examples lack loads and links
   * itself.
   */
  private static void parseAndPrintLitCorpus(Path root) throws IOException {
    Path lit = root.resolve("test-corpus/lit");
    if (!Files.isDirectory(lit)) return;
    List<Path> files;
    try (Stream<Path> walk = Files.walk(lit)) {
      files = walk.filter(f -> f.toString().endsWith(".mlir")).sorted().toList();
    }
    for (Path f : files) {
      command("opt", f.toString(), "--split-input-file");
      command("opt", f.toString(), "--split-input-file", "--canonicalize");
      // What the lit suite runs: its passes' lambdas get into the cache too.
      for (List<String> args : LitOptCommands.of(Files.readString(f), f.toString())) {
        List<String> argv = new ArrayList<>(args);
        argv.addFirst("opt");
        command(argv.toArray(String[]::new));
      }
    }
  }

  private static void programCommands(Path root, List<Path> examples, Path jar) throws IOException {
    for (Path f : examples) command("run", f.toString());
    command("compile", root.resolve("examples/async-tasks.mlir").toString(), "-o", jar.toString());
    runJar(jar);
    // A first run of a program stores it in the run cache: SHA-256 (whose provider takes ~40 ms to
    // set up in a cold JVM) and a jar.
    RunCache.sha256(Files.readAllBytes(examples.get(0)));
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
