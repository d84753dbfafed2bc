package dev.loomlir.cli;

import dev.loomlir.launch.LargeStackThread;
import dev.loomlir.launch.StartupCacheCheck;
import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.LlvmOnlyPasses;
import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.lowering.pass.PassRegistry;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Predicate;
import java.util.function.Supplier;
import picocli.CommandLine;

/**
 * The {@code loomlir} command. Exit codes: 0 success, 1 bad input or usage (reported as
 * diagnostics), 2 internal error (one line, never a stack trace unless LOOMLIR_STACKTRACE is set).
 * The common command lines ({@code --version}, and {@code opt}, {@code run}, {@code compile}
 * with options spelled out) are parsed by {@link FastArgs} and never load picocli; picocli
 * parses the rest (help, usage errors, {@code bench}) from the same declarations.
 */
public final class Main {
  static final String VERSION = "0.1.0-SNAPSHOT";
  /** Deeply nested IR recurses deeply in the parser, verifier and printer. */
  private static final long COMPILER_STACK_BYTES = 1L << 30;
  private static final List<CliCommand> COMMANDS = List.of(OptCommand.COMMAND, RunCommand.COMMAND, CompileCommand.COMMAND);

  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;
  /** Built when a pass is named: `opt FILE` and `--version` never need it. */
  private final Supplier<PassRegistry> registry = new Supplier<>() {
    private PassRegistry built;
    @Override public PassRegistry get() {
      if (built == null) built = BuiltinPasses.registry();
      return built;
    }
  };

  private Main(InputStream in, PrintStream out, PrintStream err) {
    this.in = in;
    this.out = out;
    this.err = err;
  }

  public static void main(String[] args) {
    StartupCacheCheck.warnIfUnused(System.err);
    ProcessExit.exit(args, run(args, System.in, System.out, System.err));
  }

  /** Runs the command on a thread with a large stack and returns its exit code. */
  public static int run(String[] args, InputStream in, PrintStream out, PrintStream err) {
    // Anonymous classes, not lambdas, here and for the pass-flag test: the first lambdas a JVM
    // links cost milliseconds each, more than all of `--version`'s own work
    // (docs/performance-notes.md, "invokedynamic at start-up").
    var worker = LargeStackThread.start("loomlir-main", COMPILER_STACK_BYTES, new LargeStackThread.Work<Integer, RuntimeException>() {
      @Override public Integer run() {
        return new Main(in, out, err).runHere(args);
      }
    });
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

  private int runHere(String[] args) {
    try {
      ArgumentNormalizer.Result normalized = ArgumentNormalizer.normalize(args, new Predicate<String>() {
        @Override public boolean test(String name) {
          return isPass(name);
        }
      });
      List<String> argv = normalized.args();
      if (argv.size() == 1 && (argv.get(0).equals("--version") || argv.get(0).equals("-V"))) {
        out.println(PicocliModel.VERSION_LINE);
        return 0;
      }
      CliCommand command = argv.isEmpty() ? null : command(argv.get(0));
      ParsedArgs parsed = command == null ? null : FastArgs.parse(command, argv.subList(1, argv.size()));
      if (parsed != null) return execute(command, parsed, normalized.passFlags());
      return withPicocli(argv, normalized.passFlags());
    } catch (Throwable t) {
      return internalError(t, err);
    }
  }

  /** A pass flag ({@code --canonicalize}) is any long option no command declares that names a registered pass. */
  private boolean isPass(String name) {
    String flag = "--" + name;
    for (CliCommand c : COMMANDS) {
      if (c.option(flag) != null) return false;
    }
    return !name.equals("help") && !name.equals("version") && registry.get().lookup(name) != null;
  }

  private static CliCommand command(String name) {
    for (CliCommand c : COMMANDS) {
      if (c.name().equals(name)) return c;
    }
    return null;
  }

  private int execute(CliCommand command, ParsedArgs args, List<PassManager.PassFlag> passFlags) throws Throwable {
    return switch (command.name()) {
      case "opt" -> new OptDriver(OptCommand.options(args, passFlags), registry, in, out, err).run();
      case "run" -> new ProgramDriver(ProgramOptions.from(args), passFlags, in, out, err)
          .run(ObjectFileOptions.target(args));
      case "compile" -> new ProgramDriver(ProgramOptions.from(args), passFlags, in, out, err)
          .compileJar(Path.of(args.string("-o", null)), args.flag("--aot-cache"), args.string("--java-facade", null),
              args.flag("--e"));
      default -> throw new IllegalStateException("no command " + command.name());
    };
  }

  /** Help, version, usage errors, {@code bench}: picocli, with the same declarations. */
  private int withPicocli(List<String> argv, List<PassManager.PassFlag> passFlags) {
    CommandLine cli = new CommandLine(PicocliModel.root());
    String[] passes = null;
    for (CliCommand c : COMMANDS) {
      if (c.passFooter() && passes == null) passes = OptCommand.passListing(registry.get());
      cli.addSubcommand(c.name(), new CommandLine(PicocliModel.of(c, passes)));
    }
    cli.addSubcommand("bench", new CommandLine(new BenchCommand(passFlags, out, err)));
    cli.setExpandAtFiles(false);
    cli.setOut(new PrintWriter(out, true));
    cli.setErr(new PrintWriter(err, true));
    cli.setParameterExceptionHandler(Main::usageError);
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> internalError(e, err));
    cli.setExecutionStrategy(parseResult -> {
      Integer help = CommandLine.executeHelpRequest(parseResult);
      if (help != null) return help;
      CommandLine.ParseResult sub = parseResult.subcommand();
      if (sub == null) {
        cli.usage(err);
        return 1;
      }
      CliCommand command = command(sub.commandSpec().name());
      if (command == null) return new CommandLine.RunLast().execute(parseResult);
      try {
        return execute(command, PicocliModel.toParsedArgs(command, sub), passFlags);
      } catch (Throwable t) {
        return internalError(t, err);
      }
    });
    return cli.execute(argv.toArray(String[]::new));
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

  /** {@code bench}'s version line (it keeps picocli's annotations: JMH's start dwarfs their cost). */
  static final class VersionProvider implements CommandLine.IVersionProvider {
    @Override public String[] getVersion() {
      return new String[] {PicocliModel.VERSION_LINE};
    }
  }
}
