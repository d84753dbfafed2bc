package dev.loomlir.testing.upstream;

import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.testing.lit.ShellCommand;
import dev.loomlir.testing.lit.ShellParser;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A RUN line that only transforms IR and checks it, so that mlir-opt and FileCheck can take
 * loomlir's place: {@code loomlir opt %s ARGS [| loomlir opt ARGS]... | FileCheck %s ARGS}, or a
 * single {@code loomlir opt %s ARGS} with {@code --verify-diagnostics}. Anything else (lit's
 * {@code not}, redirections, {@code &&}, {@code loomlir run}, other substitutions) does not
 * match: such lines test loomlir's own command line or programs, not pass output.
 */
record OptRunLine(List<OptInvocation> opts, List<String> fileCheckArgs) {
  private static final String VERIFY_DIAGNOSTICS = "verify-diagnostics";

  OptRunLine {
    opts = List.copyOf(opts);
    fileCheckArgs = fileCheckArgs == null ? null : List.copyOf(fileCheckArgs);
  }

  static Optional<OptRunLine> parse(String command, PassRegistry registry) {
    List<List<ShellCommand>> sequence;
    try {
      sequence = ShellParser.parse(command);
    } catch (IllegalArgumentException e) {
      return Optional.empty();
    }
    if (sequence.size() != 1) return Optional.empty();
    List<ShellCommand> pipeline = sequence.get(0);
    if (!pipeline.stream().allMatch(OptRunLine::isPlain)) return Optional.empty();

    ShellCommand last = pipeline.get(pipeline.size() - 1);
    boolean checked = last.argv().get(0).equals("FileCheck");
    List<ShellCommand> optCommands = checked ? pipeline.subList(0, pipeline.size() - 1) : pipeline;
    if (optCommands.isEmpty() || (!checked && optCommands.size() != 1)) return Optional.empty();
    List<OptInvocation> opts = new ArrayList<>();
    for (ShellCommand c : optCommands) {
      List<String> argv = c.argv();
      if (argv.size() < 2 || !argv.get(0).equals("loomlir") || !argv.get(1).equals("opt")) return Optional.empty();
      Optional<OptInvocation> opt = OptInvocation.of(argv.subList(2, argv.size()), registry);
      if (opt.isEmpty()) return Optional.empty();
      opts.add(opt.get());
    }
    // The first command reads the file, the others read what the previous one printed.
    if (!opts.get(0).readsInputFile() || opts.stream().skip(1).anyMatch(OptInvocation::readsInputFile)) {
      return Optional.empty();
    }
    if (!checked) {
      return opts.get(0).flags().contains(VERIFY_DIAGNOSTICS) ? Optional.of(new OptRunLine(opts, null)) : Optional.empty();
    }
    List<String> fileCheckArgs = last.argv().subList(1, last.argv().size());
    return fileCheckArgs.contains(OptInvocation.INPUT) ? Optional.of(new OptRunLine(opts, fileCheckArgs)) : Optional.empty();
  }

  /** The same pipeline with {@code mlirOpt} and {@code fileCheck} in loomlir's place and {@code %s} expanded. */
  List<ShellCommand> upstream(Path file, Path mlirOpt, Path fileCheck) {
    List<ShellCommand> pipeline = new ArrayList<>();
    for (OptInvocation opt : opts) pipeline.add(command(mlirOpt, opt.args(), file));
    if (fileCheckArgs != null) pipeline.add(command(fileCheck, fileCheckArgs, file));
    return pipeline;
  }

  private static ShellCommand command(Path tool, List<String> args, Path file) {
    List<String> argv = new ArrayList<>();
    argv.add(tool.toString());
    for (String arg : args) argv.add(arg.equals(OptInvocation.INPUT) ? file.toString() : arg);
    return new ShellCommand(argv, null, null, false, null, false);
  }

  /** No redirection, no {@code not}, and no substitution but a whole-word {@code %s}. */
  private static boolean isPlain(ShellCommand c) {
    return c.stdinFile() == null && c.stdoutFile() == null && c.stderrFile() == null && !c.stderrToStdout()
        && c.argv().stream().allMatch(a -> a.equals(OptInvocation.INPUT) || !a.contains("%"));
  }
}
