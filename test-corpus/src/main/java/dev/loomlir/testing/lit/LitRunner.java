package dev.loomlir.testing.lit;

import dev.loomlir.cli.Main;
import dev.loomlir.testing.FileCheck;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

/**
 * Runs the RUN lines of a lit test. {@code loomlir} and {@code FileCheck} run in-process,
 * {@code not} inverts the exit code of the command after it, anything else is a subprocess.
 * As lit does, a pipeline fails when any of its commands fails (pipefail).
 */
public final class LitRunner {
  private static final long SUBPROCESS_TIMEOUT_SECONDS = 120;
  /** {@code loomlir}'s exit code for an internal error: a crash, never an expected failure. */
  private static final int LOOMLIR_INTERNAL_ERROR = 2;

  private final Map<String, InProcessTool> tools = new HashMap<>();
  private final Path workDir;

  public LitRunner(Path workDir) {
    this.workDir = workDir;
    tools.put("loomlir", (args, in, out, err) -> Main.run(args.toArray(String[]::new), in, out, err));
    tools.put("FileCheck", (args, in, out, err) -> FileCheck.run(args, in, err));
  }

  /** Runs every RUN line of {@code testFile}; returns a failure report, or empty when all pass. */
  public Optional<String> runTest(Path testFile, Path tempDir) throws IOException {
    String text = Files.readString(testFile);
    List<RunLine> runs = LitFile.runLines(text);
    if (runs.isEmpty()) return Optional.of(testFile + ": test has no 'RUN:' line");
    Substitutions substitutions = new Substitutions(testFile.toAbsolutePath(), tempDir);
    for (RunLine run : runs) {
      String expanded = substitutions.apply(run.command());
      Optional<String> failure = runCommandLine(expanded);
      if (failure.isPresent()) {
        return Optional.of("RUN at line " + run.line() + ": " + run.command() + "\n"
            + "expanded: " + expanded + "\n" + failure.get());
      }
    }
    return Optional.empty();
  }

  /** Runs one expanded RUN command; returns what went wrong, if anything. */
  public Optional<String> runCommandLine(String command) {
    List<List<ShellCommand>> sequence;
    try {
      sequence = ShellParser.parse(command);
    } catch (IllegalArgumentException e) {
      return Optional.of("cannot parse RUN line: " + e.getMessage());
    }
    for (List<ShellCommand> pipeline : sequence) {
      List<CommandResult> results = runPipeline(pipeline);
      for (CommandResult r : results) {
        if (r.exitCode() != 0 || r.crashed()) return Optional.of(describeFailure(r, results));
      }
    }
    return Optional.empty();
  }

  private static String describeFailure(CommandResult failed, List<CommandResult> all) {
    StringBuilder sb = new StringBuilder();
    sb.append("command '").append(failed.command()).append("' failed with exit code ").append(failed.exitCode())
        .append(failed.crashed() ? " (internal error)" : "").append('\n');
    for (CommandResult r : all) {
      if (r.stderr().length == 0) continue;
      sb.append("--- stderr of '").append(r.command()).append("' ---\n").append(r.stderrText());
      if (!r.stderrText().endsWith("\n")) sb.append('\n');
    }
    return sb.toString();
  }

  private List<CommandResult> runPipeline(List<ShellCommand> pipeline) {
    List<CommandResult> results = new ArrayList<>();
    byte[] input = new byte[0];
    for (ShellCommand command : pipeline) {
      CommandResult r = runRedirected(command, input);
      results.add(r);
      input = r.stdout();
    }
    return results;
  }

  /** Applies the command's redirections around {@link #execute}. */
  private CommandResult runRedirected(ShellCommand command, byte[] piped) {
    try {
      byte[] input = command.stdinFile() != null ? Files.readAllBytes(resolve(command.stdinFile())) : piped;
      CommandResult r = execute(command, command.argv(), input);
      byte[] stdout = r.stdout();
      byte[] stderr = r.stderr();
      if (command.stderrToStdout()) {
        stdout = concat(stdout, stderr);
        stderr = new byte[0];
      }
      if (command.stderrFile() != null) {
        Files.write(resolve(command.stderrFile()), stderr);
        stderr = new byte[0];
      }
      if (command.stdoutFile() != null) {
        Path out = resolve(command.stdoutFile());
        if (command.appendStdout()) {
          Files.write(out, stdout, StandardOpenOption.CREATE, StandardOpenOption.APPEND);
        } else {
          Files.write(out, stdout);
        }
        stdout = new byte[0];
      }
      return new CommandResult(command, r.exitCode(), stdout, stderr, r.crashed());
    } catch (IOException e) {
      return new CommandResult(command, 127, new byte[0], bytes(e.toString()), false);
    }
  }

  private CommandResult execute(ShellCommand command, List<String> argv, byte[] input) {
    String name = argv.get(0);
    if (name.equals("not")) {
      if (argv.size() < 2) return new CommandResult(command, 1, new byte[0], bytes("not: missing command"), false);
      CommandResult inner = execute(command, argv.subList(1, argv.size()), input);
      return new CommandResult(command, inner.exitCode() == 0 ? 1 : 0, inner.stdout(), inner.stderr(), inner.crashed());
    }
    InProcessTool tool = tools.get(name);
    if (tool != null) {
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      ByteArrayOutputStream err = new ByteArrayOutputStream();
      int code;
      try (PrintStream outStream = new PrintStream(out, true, StandardCharsets.UTF_8);
           PrintStream errStream = new PrintStream(err, true, StandardCharsets.UTF_8)) {
        code = tool.run(argv.subList(1, argv.size()), new ByteArrayInputStream(input), outStream, errStream);
      }
      boolean crashed = name.equals("loomlir") && code == LOOMLIR_INTERNAL_ERROR;
      return new CommandResult(command, code, out.toByteArray(), err.toByteArray(), crashed);
    }
    return subprocess(command, argv, input);
  }

  private CommandResult subprocess(ShellCommand command, List<String> argv, byte[] input) {
    try {
      Process p = new ProcessBuilder(argv).directory(workDir.toFile()).start();
      CompletableFuture<byte[]> out = CompletableFuture.supplyAsync(() -> readAll(p.getInputStream()));
      CompletableFuture<byte[]> err = CompletableFuture.supplyAsync(() -> readAll(p.getErrorStream()));
      try (var stdin = p.getOutputStream()) {
        stdin.write(input);
      } catch (IOException ignored) {
        // the process may exit without reading its input
      }
      if (!p.waitFor(SUBPROCESS_TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
        p.destroyForcibly();
        return new CommandResult(command, 124, new byte[0], bytes(argv.get(0) + ": timed out"), true);
      }
      return new CommandResult(command, p.exitValue(), out.join(), err.join(), false);
    } catch (IOException e) {
      return new CommandResult(command, 127, new byte[0], bytes(argv.get(0) + ": " + e.getMessage()), false);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new CommandResult(command, 130, new byte[0], bytes("interrupted"), true);
    }
  }

  private Path resolve(String file) { return workDir.resolve(file); }

  private static byte[] readAll(InputStream in) {
    try {
      return in.readAllBytes();
    } catch (IOException e) {
      return new byte[0];
    }
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] r = new byte[a.length + b.length];
    System.arraycopy(a, 0, r, 0, a.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }

  private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }
}
