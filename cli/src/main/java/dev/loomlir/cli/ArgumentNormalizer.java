package dev.loomlir.cli;

import dev.loomlir.lowering.pass.PassManager;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Brings mlir-opt's command-line habits to picocli: LLVM tools accept {@code -name} as well as
 * {@code --name}, and every registered pass is its own flag ({@code --strip-debuginfo},
 * {@code -some-pass=opts}). Pass flags are taken out of the argument list, in order.
 */
final class ArgumentNormalizer {
  record Result(List<String> args, List<PassManager.PassFlag> passFlags) {}

  private ArgumentNormalizer() {}

  static Result normalize(String[] args, Predicate<String> isPass) {
    List<String> rest = new ArrayList<>();
    List<PassManager.PassFlag> passFlags = new ArrayList<>();
    boolean optionsEnded = false;
    for (String arg : args) {
      if (optionsEnded || !arg.startsWith("-") || arg.equals("-")) {
        rest.add(arg);
        continue;
      }
      if (arg.equals("--")) {
        optionsEnded = true;
        rest.add(arg);
        continue;
      }
      String longForm = isSingleDashLongOption(arg) ? "-" + arg : arg;
      if (longForm.startsWith("--")) {
        int eq = longForm.indexOf('=');
        String name = longForm.substring(2, eq < 0 ? longForm.length() : eq);
        if (isPass.test(name)) {
          passFlags.add(new PassManager.PassFlag(name, eq < 0 ? null : longForm.substring(eq + 1)));
          continue;
        }
      }
      rest.add(longForm);
    }
    return new Result(rest, passFlags);
  }

  /** {@code -split-input-file} or {@code -pass-pipeline=...}, but not {@code -o} or {@code -h}. */
  private static boolean isSingleDashLongOption(String arg) {
    if (arg.startsWith("--")) return false;
    int eq = arg.indexOf('=');
    String name = arg.substring(1, eq < 0 ? arg.length() : eq);
    return name.length() > 1 && Character.isLetter(name.charAt(0));
  }
}
