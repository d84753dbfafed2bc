package dev.loomlir.testing.lit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Runs the RUN lines of a lit test. {@code loomlir} and {@code FileCheck} run in-process,
 * {@code not} inverts the exit code of the command after it, {@code export} sets the environment
 * of later subprocesses, anything else is a subprocess.
 * As lit does, a pipeline fails when any of its commands fails (pipefail).
 */
public final class LitRunner {
  private static final Duration SUBPROCESS_TIMEOUT = Duration.ofSeconds(120);
  /** {@code loomlir}'s exit code for an internal error: a crash, never an expected failure. */
  private static final int LOOMLIR_INTERNAL_ERROR = 2;

  private final Map<String, InProcessTool> tools = new HashMap<>();
  /** What lit's {@code export NAME=VALUE} set: the environment of later subprocesses. */
  private final Map<String, String> exported = new HashMap<>();
  private final Path workDir;
  private final LitConfig config;

  public LitRunner(Path workDir) {
    this(workDir, LitConfig.DEFAULT);
  }

  /** A runner whose RUN lines see {@code config}'s features and substitutions, commands rewritten by it. */
  public LitRunner(Path workDir, LitConfig config) {
    this.workDir = workDir;
    this.config = config;
    tools.put("loomlir", InProcessTool.LOOMLIR);
    tools.put("FileCheck", InProcessTool.FILECHECK);
  }

  /** Runs every RUN line of {@code testFile}; returns a failure report, or empty when all pass. */
  public Optional<String> runTest(Path testFile, Path tempDir) throws IOException {
    String text = Files.readString(testFile);
    List<RunLine> runs = LitFile.runLines(text);
    if (runs.isEmpty()) return Optional.of(testFile + ": test has no 'RUN:' line");
    Substitutions substitutions = new Substitutions(testFile.toAbsolutePath(), tempDir, config);
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
    return runSequence(sequence);
  }

  /**
   * Runs parsed pipelines in order while each succeeds; returns what went wrong, if anything.
   * For callers that build the commands themselves rather than from RUN line text.
   */
  public Optional<String> runSequence(List<List<ShellCommand>> sequence) {
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

  private CommandResult execute(ShellCommand command, List<String> written, byte[] input) {
    if (written.get(0).equals("not")) {
      if (written.size() < 2) return new CommandResult(command, 1, new byte[0], bytes("not: missing command"), false);
      CommandResult inner = execute(command, written.subList(1, written.size()), input);
      return new CommandResult(command, inner.exitCode() == 0 ? 1 : 0, inner.stdout(), inner.stderr(), inner.crashed());
    }
    if (written.get(0).equals("export")) return export(command, written.subList(1, written.size()));
    List<String> argv = config.commands().apply(written);
    String name = argv.get(0);
    InProcessTool tool = tools.get(name);
    if (tool != null) {
      CapturedRun r = tool.capture(argv.subList(1, argv.size()), input);
      boolean crashed = name.equals("loomlir") && r.exitCode() == LOOMLIR_INTERNAL_ERROR;
      return new CommandResult(command, r.exitCode(), r.stdout(), r.stderr(), crashed);
    }
    return subprocess(command, argv, input);
  }

  /** lit's builtin {@code export NAME=VALUE...}. */
  private CommandResult export(ShellCommand command, List<String> assignments) {
    for (String assignment : assignments) {
      int eq = assignment.indexOf('=');
      if (eq <= 0) return new CommandResult(command, 1, new byte[0], bytes("export: expected NAME=VALUE"), false);
      exported.put(assignment.substring(0, eq), assignment.substring(eq + 1));
    }
    return new CommandResult(command, 0, new byte[0], new byte[0], false);
  }

  private CommandResult subprocess(ShellCommand command, List<String> argv, byte[] input) {
    try {
      ProcessBuilder process = new ProcessBuilder(argv).directory(workDir.toFile());
      process.environment().putAll(exported);
      Optional<CapturedRun> r = Subprocess.run(process, input, SUBPROCESS_TIMEOUT);
      if (r.isEmpty()) return new CommandResult(command, 124, new byte[0], bytes(argv.get(0) + ": timed out"), true);
      return new CommandResult(command, r.get().exitCode(), r.get().stdout(), r.get().stderr(), false);
    } catch (IOException e) {
      return new CommandResult(command, 127, new byte[0], bytes(argv.get(0) + ": " + e.getMessage()), false);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return new CommandResult(command, 130, new byte[0], bytes("interrupted"), true);
    }
  }

  private Path resolve(String file) { return workDir.resolve(file); }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] r = new byte[a.length + b.length];
    System.arraycopy(a, 0, r, 0, a.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }

  private static byte[] bytes(String s) { return s.getBytes(StandardCharsets.UTF_8); }
}
