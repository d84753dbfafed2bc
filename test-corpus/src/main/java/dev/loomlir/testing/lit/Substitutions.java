package dev.loomlir.testing.lit;

import java.nio.file.Path;

/**
 * lit's substitutions: {@code %s} the test file, {@code %S} its directory, {@code %t} a temporary
 * path for this test, {@code %T} the temporary directory, {@code %%} a literal percent sign.
 */
public record Substitutions(Path sourceFile, Path tempDir) {
  public String apply(String command) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < command.length(); i++) {
      char c = command.charAt(i);
      if (c != '%' || i + 1 >= command.length()) {
        sb.append(c);
        continue;
      }
      char next = command.charAt(i + 1);
      String replacement = switch (next) {
        case 's' -> sourceFile.toString();
        case 'S' -> sourceFile.getParent().toString();
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
}
