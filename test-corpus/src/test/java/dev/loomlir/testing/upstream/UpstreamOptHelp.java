package dev.loomlir.testing.upstream;

import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.Subprocess;
import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The flags, passes and pass options an mlir-opt lists in {@code --help-hidden}, by name without
 * dashes. LLVM's help indents driver flags by 2 spaces, passes and pass pipelines by 6 and each
 * pass's options by 8, under the pass.
 */
record UpstreamOptHelp(Set<String> flags, Map<String, Set<String>> passOptions) {
  private static final Pattern OPTION = Pattern.compile("^( +)--?([A-Za-z][\\w.-]*)");
  private static final int FLAG_INDENT = 2;
  private static final int PASS_INDENT = 6;
  private static final int PASS_OPTION_INDENT = 8;

  static UpstreamOptHelp of(Path mlirOpt) throws IOException, InterruptedException {
    CapturedRun help = Subprocess.run(new ProcessBuilder(mlirOpt.toString(), "--help-hidden"), new byte[0],
        Duration.ofMinutes(1)).orElseThrow(() -> new AssertionError(mlirOpt + " --help-hidden timed out"));
    if (help.exitCode() != 0) throw new AssertionError(mlirOpt + " --help-hidden failed:\n" + help.stderrText());
    return parse(help.stdoutText());
  }

  static UpstreamOptHelp parse(String help) {
    Set<String> flags = new HashSet<>();
    Map<String, Set<String>> passOptions = new HashMap<>();
    Set<String> currentPass = null;
    for (String line : help.split("\n")) {
      Matcher m = OPTION.matcher(line);
      if (!m.find()) continue;
      String name = m.group(2);
      switch (m.group(1).length()) {
        case FLAG_INDENT -> flags.add(name);
        case PASS_INDENT -> currentPass = passOptions.computeIfAbsent(name, k -> new HashSet<>());
        case PASS_OPTION_INDENT -> {
          if (currentPass != null) currentPass.add(name);
        }
        default -> { }
      }
    }
    passOptions.replaceAll((pass, options) -> Set.copyOf(options));
    return new UpstreamOptHelp(Set.copyOf(flags), Map.copyOf(passOptions));
  }

  boolean hasPass(String pass) {
    return passOptions.containsKey(pass);
  }

  boolean hasPassOption(String pass, String option) {
    return passOptions.getOrDefault(pass, Set.of()).contains(option);
  }
}
