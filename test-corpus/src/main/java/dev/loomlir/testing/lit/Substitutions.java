package dev.loomlir.testing.lit;

import java.nio.file.Path;
import java.util.Comparator;
import java.util.Map;

/**
 * lit's substitutions: {@code %s} the test file, {@code %S} (and the old {@code %p}) its
 * directory, {@code %t} a temporary path for this test, {@code %T} the temporary directory,
 * {@code %%} a literal percent sign; a suite's own ({@code %mlir_runner_utils}) before them,
 * longest name first; and {@code %if FEATURE %{ ... %} [%else %{ ... %}]} first of all.
 */
public record Substitutions(Path sourceFile, Path tempDir, LitConfig config) {
  public Substitutions(Path sourceFile, Path tempDir) {
    this(sourceFile, tempDir, LitConfig.DEFAULT);
  }

  public String apply(String command) {
    String text = ConditionalSubstitution.expand(command, config.features());
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != '%' || i + 1 >= text.length()) {
        sb.append(c);
        continue;
      }
      Map.Entry<String, String> named = suiteSubstitutionAt(text, i);
      if (named != null) {
        sb.append(named.getValue());
        i += named.getKey().length() - 1;
        continue;
      }
      char next = text.charAt(i + 1);
      String replacement = switch (next) {
        case 's' -> sourceFile.toString();
        case 'S', 'p' -> sourceFile.getParent().toString();
        case 't' -> tempDir.resolve(sourceFile.getFileName() + ".tmp").toString();
        case 'T' -> tempDir.toString();
        case '%' -> "%";
        default -> null;
      };
      if (replacement == null) {
        sb.append(c);
      } else {
        sb.append(replacement);
        i++;
      }
    }
    return sb.toString();
  }

  private Map.Entry<String, String> suiteSubstitutionAt(String text, int i) {
    return config.substitutions().entrySet().stream()
        .filter(e -> text.startsWith(e.getKey(), i))
        .max(Comparator.comparingInt(e -> e.getKey().length()))
        .orElse(null);
  }
}
