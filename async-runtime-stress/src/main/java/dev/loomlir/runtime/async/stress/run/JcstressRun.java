package dev.loomlir.runtime.async.stress.run;

import java.io.File;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * Runs jcstress ({@code org.openjdk.jcstress.Main}) in a JVM of its own on this JVM's class
 * path, writes everything it prints to a file, and reads the verdict back from that output.
 * jcstress forks a JVM per test configuration and exits with 0 whatever the verdict in some
 * versions, so the verdict is read from its report rather than from the exit code.
 *
 * <p>The JVM gets the flags that keep JDK 22+ quiet about what jcstress does: its affinity
 * support loads a native library through JNA ({@code --enable-native-access}); jcstress passes
 * the host JVM's flags on to every fork, so the forks' error streams stay empty too.
 */
public final class JcstressRun {
  private JcstressRun() {}

  /** jcstress's arguments for the mode that runs inside {@code ./run-tests}. */
  public static final List<String> QUICK = List.of(
      // Quick preset (200 ms iterations), one per fork, both actors compiled alike (interpreter,
      // C1, C2, C2 with its stress randomizers: 4 forks per test) instead of split per actor.
      "-m", "quick", "-iters", "1", "-sc", "false");

  /** jcstress's arguments for {@code scripts/stress-runtime}: the default preset, every mode. */
  public static final List<String> FULL = List.of("-m", "default");

  /**
   * Runs jcstress with {@code args} plus {@code -c 2 -v -r reportDir}, its output going to
   * {@code output} (and to {@code echo} as well, if not null). Waits at most {@code timeout}.
   */
  public static JcstressReport run(List<String> args, Path reportDir, Path output, PrintStream echo,
      Duration timeout) throws IOException, InterruptedException {
    reportDir = reportDir.toAbsolutePath();
    Files.createDirectories(reportDir);
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(quietFlags(Runtime.version().feature()));
    command.add("-cp");
    command.add(absoluteClassPath());
    command.add("org.openjdk.jcstress.Main");
    command.addAll(args);
    // Two CPUs: what every machine of this project has; each test has two actors.
    command.addAll(List.of("-c", "2", "-v", "-r", reportDir.toString()));
    // jcstress writes its result blob (jcstress-results-*.bin.gz) to its working directory.
    Process process = new ProcessBuilder(command).directory(reportDir.toFile()).redirectErrorStream(true).start();
    process.getOutputStream().close();
    try (OutputStream file = Files.newOutputStream(output)) {
      Thread copier = Thread.ofPlatform().daemon().start(() -> copy(process.getInputStream(), file, echo));
      if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        process.descendants().forEach(ProcessHandle::destroyForcibly);
        process.destroyForcibly();
        process.waitFor();
        copier.join();
        return JcstressReport.timedOut(Files.readString(output), JcstressReport.selectedTests(args), timeout);
      }
      copier.join();
    }
    return JcstressReport.parse(Files.readString(output), JcstressReport.selectedTests(args));
  }

  /** This JVM's class path with every entry absolute: jcstress runs in the report directory. */
  private static String absoluteClassPath() {
    return Arrays.stream(System.getProperty("java.class.path").split(File.pathSeparator))
        .map(entry -> Path.of(entry).toAbsolutePath().toString())
        .collect(Collectors.joining(File.pathSeparator));
  }

  /** The flags that silence JDK warnings about jcstress's own native and Unsafe use. */
  static List<String> quietFlags(int jdkFeature) {
    List<String> flags = new ArrayList<>();
    if (jdkFeature >= 22) flags.add("--enable-native-access=ALL-UNNAMED");
    if (jdkFeature >= 23) flags.add("--sun-misc-unsafe-memory-access=allow");
    return flags;
  }

  private static void copy(InputStream in, OutputStream file, PrintStream echo) {
    byte[] buffer = new byte[8192];
    try (in) {
      for (int n; (n = in.read(buffer)) > 0; ) {
        file.write(buffer, 0, n);
        if (echo != null) {
          echo.write(buffer, 0, n);
          echo.flush();
        }
      }
    } catch (IOException e) {
      // the process ended or the file closed: what was copied is what the report reads
    }
  }

  /**
   * {@code scripts/stress-runtime}: the full mode, printed as it runs; exits 1 on any failure.
   * Arguments: the output file, then jcstress arguments that replace {@link #FULL} (if any).
   */
  public static void main(String[] args) throws Exception {
    if (args.length < 1) {
      System.err.println("usage: JcstressRun OUTPUT-FILE [JCSTRESS-ARGS...]");
      System.exit(2);
    }
    Path output = Path.of(args[0]);
    List<String> jcstressArgs = args.length > 1 ? List.of(args).subList(1, args.length) : FULL;
    Path reportDir = output.resolveSibling(stripExtension(output.getFileName().toString()));
    long start = System.nanoTime();
    JcstressReport report = run(jcstressArgs, reportDir, output, System.out, Duration.ofHours(12));
    long seconds = TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - start);
    System.out.println();
    System.out.println("stress-runtime: " + report.summary() + " in " + seconds + " s"
        + " (jcstress " + String.join(" ", jcstressArgs) + " -c 2; output " + output
        + ", HTML report " + reportDir.resolve("index.html") + ")");
    if (!report.passed()) {
      System.out.println(report.failures());
      System.exit(1);
    }
  }

  private static String stripExtension(String name) {
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name + "-report";
  }
}
