package dev.loomlir.testing.lit;

import java.util.List;
import java.util.Set;

/**
 * The features a lit test may require with {@code REQUIRES:}. A test whose features are not all
 * available fails in LitTest (lit itself would only report it unsupported).
 * <ul>
 *   <li>{@code loomlir-run}: {@code loomlir run} exists (the JVM code generator is wired in).
 * </ul>
 */
public final class LitFeatures {
  public static final String LOOMLIR_RUN = "loomlir-run";

  private static volatile Set<String> available;

  private LitFeatures() {}

  public static Set<String> available() {
    Set<String> result = available;
    if (result == null) {
      result = hasSubcommand("run") ? Set.of(LOOMLIR_RUN) : Set.of();
      available = result;
    }
    return result;
  }

  /** The features in {@code required} that are not available. */
  public static List<String> missing(List<String> required) {
    Set<String> have = available();
    return required.stream().filter(f -> !have.contains(f)).toList();
  }

  /**
   * True when the subcommand is registered: {@code loomlir NAME --help} prints its own usage. (The
   * exit code alone does not tell: for an unknown NAME, {@code --help} is the top command's.)
   */
  public static boolean hasSubcommand(String name) {
    CapturedRun help = InProcessTool.LOOMLIR.capture(List.of(name, "--help"), new byte[0]);
    return help.exitCode() == 0 && help.stdoutText().contains("Usage: loomlir " + name);
  }
}
