package dev.loomlir.cli;

import dev.loomlir.launch.LargeStackThread;
import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.LlvmOnlyPasses;
import dev.loomlir.lowering.pass.PassRegistry;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.util.concurrent.Callable;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/**
 * The {@code loomlir} command. Exit codes: 0 success, 1 bad input or usage (reported as
 * diagnostics), 2 internal error (one line, never a stack trace unless LOOMLIR_STACKTRACE is set).
 */
@Command(name = "loomlir", mixinStandardHelpOptions = true, versionProvider = Main.VersionProvider.class,
    description = "MLIR tools on the JVM.", synopsisSubcommandLabel = "COMMAND")
public final class Main implements Callable<Integer> {
  static final String VERSION = "0.1.0-SNAPSHOT";
  /** Deeply nested IR recurses deeply in the parser, verifier and printer. */
  private static final long COMPILER_STACK_BYTES = 1L << 30;

  private final PrintStream err;

  private Main(PrintStream err) { this.err = err; }

  public static void main(String[] args) {
    System.exit(run(args, System.in, System.out, System.err));
  }

  /** Runs the command on a thread with a large stack and returns its exit code. */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    var worker = LargeStackThread.start("loomlir-main", COMPILER_STACK_BYTES, () -> runHere(args, in, out, err));
    int code;
    try {
      code = worker.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      worker.interrupt();
      err.println("loomlir: interrupted");
      return 2;
    }
    out.flush();
    err.flush();
    return code;
  }

  private static int runHere(String[] args, InputStream in, PrintStream out, PrintStream err) {
    try {
      PassRegistry registry = BuiltinPasses.registry();
      ArgumentNormalizer.Result normalized = ArgumentNormalizer.normalize(args, registry);
      CommandLine cli = new CommandLine(new Main(err));
      CommandLine opt = new CommandLine(new OptCommand(registry, normalized.passFlags(), in, out, err));
      opt.getCommandSpec().usageMessage().footer(OptCommand.passListing(registry));
      cli.addSubcommand("opt", opt);
      CommandLine run = new CommandLine(new RunCommand(normalized.passFlags(), in, out, err));
      run.getCommandSpec().usageMessage().footer(OptCommand.passListing(registry));
      cli.addSubcommand("run", run);
      CommandLine compile = new CommandLine(new CompileCommand(normalized.passFlags(), in, out, err));
      compile.getCommandSpec().usageMessage().footer(OptCommand.passListing(registry));
      cli.addSubcommand("compile", compile);
      cli.addSubcommand("bench", new CommandLine(new BenchCommand(normalized.passFlags(), out, err)));
      cli.setExpandAtFiles(false);
      cli.setOut(new PrintWriter(out, true));
      cli.setErr(new PrintWriter(err, true));
      cli.setParameterExceptionHandler(Main::usageError);
      cli.setExecutionExceptionHandler((e, command, parseResult) -> internalError(e, err));
      return cli.execute(normalized.args().toArray(String[]::new));
    } catch (Throwable t) {
      return internalError(t, err);
    }
  }

  private static int usageError(CommandLine.ParameterException e, String[] args) {
    CommandLine command = e.getCommandLine();
    String name = command.getCommandSpec().qualifiedName();
    PrintWriter err = command.getErr();
    if (e instanceof CommandLine.UnmatchedArgumentException unmatched && !unmatched.getUnmatched().isEmpty()) {
      String argument = unmatched.getUnmatched().get(0);
      err.println(name + ": Unknown command line argument '" + argument + "'.  Try: '" + name + " --help'");
      LlvmOnlyPasses.noteForFlag(argument).ifPresent(note -> err.println(name + ": note: " + note));
    } else {
      err.println(name + ": " + e.getMessage() + "  Try: '" + name + " --help'");
    }
    err.flush();
    return 1;
  }

  private static int internalError(Throwable t, PrintStream err) {
    String message = t.getMessage() == null ? "" : ": " + t.getMessage().lines().findFirst().orElse("");
    err.println("loomlir: internal error: " + t.getClass().getName() + message);
    if (System.getenv("LOOMLIR_STACKTRACE") != null) t.printStackTrace(err);
    err.flush();
    return 2;
  }

  @CommandLine.Spec
  private CommandLine.Model.CommandSpec spec;

  /** {@code loomlir} alone: show what it can do. */
  @Override public Integer call() {
    spec.commandLine().usage(err);
    return 1;
  }

  static final class VersionProvider implements CommandLine.IVersionProvider {
    @Override public String[] getVersion() {
      return new String[] {"loomlir " + VERSION};
    }
  }
}
