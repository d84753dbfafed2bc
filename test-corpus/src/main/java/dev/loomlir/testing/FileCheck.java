package dev.loomlir.testing;

import dev.loomlir.diag.SourceBuffer;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/**
 * LLVM's FileCheck in Java: checks that an input (usually a tool's output) matches the
 * {@code CHECK} directives of a check file. Exit codes as FileCheck: 0 pass, 1 a check failed,
 * 2 a problem with the command line, the check file, or an empty input.
 */
public final class FileCheck {
  private FileCheck() {}

  /** The command-line form: {@code FileCheck CHECKFILE [options]}, input from {@code in}. */
  public static int run(List<String> args, InputStream in, PrintStream err) {
    try {
      FileCheckOptions options = FileCheckOptions.parse(args);
      String checkText = read(options.checkFile(), in);
      boolean fromStdin = options.inputFile().equals("-");
      String inputText = fromStdin ? new String(in.readAllBytes(), StandardCharsets.UTF_8) : read(options.inputFile(), in);
      check(options.checkFile(), checkText, fromStdin ? "<stdin>" : options.inputFile(), inputText, options);
      return 0;
    } catch (FileCheckError e) {
      err.print(e.report());
      return e.exitCode();
    } catch (IOException e) {
      err.println("FileCheck: " + e.getMessage());
      return 2;
    }
  }

  private static String read(String path, InputStream in) throws IOException, FileCheckError {
    if (path.equals("-")) return new String(in.readAllBytes(), StandardCharsets.UTF_8);
    Path p = Path.of(path);
    if (!Files.isRegularFile(p)) throw new FileCheckError(2, "Could not open check file '" + path + "': No such file or directory\n");
    return Files.readString(p);
  }

  /** Checks {@code input} against {@code checkText}; throws FileCheckError with FileCheck's report. */
  public static void check(String checkName, String checkText, String inputName, String input,
                           FileCheckOptions options) throws FileCheckError {
    if (!options.strictWhitespace()) {
      checkText = canonicalizeSpaces(checkText);
      input = canonicalizeSpaces(input);
    }
    CheckFileParser parser = new CheckFileParser(checkName, options);
    List<CheckDirective> directives = parser.parse(checkText);
    if (directives.isEmpty()) {
      String list = options.prefixes().stream().map(p -> "'" + p + ":'").collect(Collectors.joining(", "));
      throw new FileCheckError(2, "error: no check strings found with prefix"
          + (options.prefixes().size() > 1 ? "es " : " ") + list + "\n");
    }
    if (!options.allowUnusedPrefixes()) {
      for (String unused : parser.unusedPrefixes()) {
        throw new FileCheckError(2, "error: no check strings found with prefix '" + unused + ":'\n");
      }
    }
    if (input.isEmpty() && !options.allowEmpty()) {
      throw new FileCheckError(2, "FileCheck error: '" + inputName + "' is empty.\n");
    }
    CheckVariables vars = new CheckVariables();
    options.defines().forEach(vars::defineString);
    List<CheckDirective> implicitNots = new ArrayList<>();
    for (String not : options.implicitCheckNot()) {
      String text = options.strictWhitespace() ? not : canonicalizeSpaces(not).strip();
      try {
        implicitNots.add(new CheckDirective(CheckKind.NOT, options.prefixes().get(0), 1,
            CheckPattern.parse(text, 0, false, options.strictWhitespace()), 0, 0));
      } catch (IllegalArgumentException e) {
        throw new FileCheckError(2, "command line: error: " + e.getMessage() + "\n");
      }
    }
    new CheckMatcher(new SourceBuffer(checkName, checkText), new SourceBuffer(inputName, input), options, vars)
        .run(directives, implicitNots);
  }

  /** Without --strict-whitespace FileCheck treats every run of spaces and tabs as one space. */
  static String canonicalizeSpaces(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    boolean inSpace = false;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      boolean space = c == ' ' || c == '\t';
      if (space) {
        if (!inSpace) sb.append(' ');
      } else {
        sb.append(c);
      }
      inSpace = space;
    }
    return sb.toString();
  }
}
