package dev.loomlir.testing;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

/** FileCheck's command line, as far as loomlir's tests use it. */
public record FileCheckOptions(
    String checkFile,
    String inputFile,
    List<String> prefixes,
    boolean strictWhitespace,
    boolean matchFullLines,
    List<String> implicitCheckNot,
    boolean allowEmpty,
    boolean allowUnusedPrefixes,
    boolean enableVarScope,
    Map<String, String> defines) {

  private static final Pattern VALID_PREFIX = Pattern.compile("[A-Za-z][A-Za-z0-9_-]*");
  private static final Set<String> IGNORED_FLAGS = Set.of("-v", "-vv", "--color", "--color=true", "--color=false");

  public FileCheckOptions {
    prefixes = List.copyOf(prefixes);
    implicitCheckNot = List.copyOf(implicitCheckNot);
    defines = Map.copyOf(defines);
  }

  /** Options for checking with the default prefix and nothing else. */
  public static FileCheckOptions defaults(String checkFile) {
    return new FileCheckOptions(checkFile, "-", List.of("CHECK"), false, false, List.of(), false, false, false, Map.of());
  }

  /** Parses FileCheck arguments ({@code -x} and {@code --x}, {@code --x=v} and {@code --x v}). */
  public static FileCheckOptions parse(List<String> args) throws FileCheckError {
    String checkFile = null;
    String inputFile = "-";
    Set<String> prefixes = new LinkedHashSet<>();
    boolean strict = false;
    boolean fullLines = false;
    boolean allowEmpty = false;
    boolean allowUnused = false;
    boolean varScope = false;
    List<String> implicitNot = new ArrayList<>();
    Map<String, String> defines = new LinkedHashMap<>();
    for (int i = 0; i < args.size(); i++) {
      String arg = args.get(i);
      if (!arg.startsWith("-") || arg.equals("-")) {
        if (checkFile != null) throw usage("too many positional arguments: " + arg);
        checkFile = arg;
        continue;
      }
      if (IGNORED_FLAGS.contains(arg) || arg.startsWith("--dump-input") || arg.startsWith("-dump-input")) {
        if ((arg.equals("--dump-input") || arg.equals("-dump-input")) && i + 1 < args.size()) i++;
        continue;
      }
      if (arg.startsWith("-D")) {
        String def = arg.length() > 2 ? arg.substring(2) : (++i < args.size() ? args.get(i) : "");
        int eq = def.indexOf('=');
        if (eq <= 0) throw usage("Missing equal sign in command-line definition '-D" + def + "'");
        defines.put(def.substring(0, eq), def.substring(eq + 1));
        continue;
      }
      String longArg = arg.startsWith("--") ? arg : "-" + arg;
      int eq = longArg.indexOf('=');
      String name = eq < 0 ? longArg : longArg.substring(0, eq);
      String inlineValue = eq < 0 ? null : longArg.substring(eq + 1);
      switch (name) {
        case "--strict-whitespace" -> strict = true;
        case "--match-full-lines" -> fullLines = true;
        case "--allow-empty" -> allowEmpty = true;
        case "--enable-var-scope" -> varScope = true;
        case "--allow-unused-prefixes" -> allowUnused = inlineValue == null || inlineValue.equals("true");
        case "--check-prefix", "--check-prefixes", "--implicit-check-not", "--input-file" -> {
          String value = inlineValue;
          if (value == null) {
            if (++i >= args.size()) throw usage("option " + name + " requires a value");
            value = args.get(i);
          }
          switch (name) {
            case "--check-prefix", "--check-prefixes" -> {
              for (String p : value.split(",", -1)) {
                if (!VALID_PREFIX.matcher(p).matches() || !prefixes.add(p)) throw invalidPrefix();
              }
            }
            case "--implicit-check-not" -> implicitNot.add(value);
            default -> inputFile = value;
          }
        }
        default -> throw usage("Unknown command line argument '" + arg + "'");
      }
    }
    if (checkFile == null) throw usage("<check-file> not specified");
    if (prefixes.isEmpty()) prefixes.add("CHECK");
    return new FileCheckOptions(checkFile, inputFile, new ArrayList<>(prefixes), strict, fullLines, implicitNot,
        allowEmpty, allowUnused, varScope, defines);
  }

  private static FileCheckError invalidPrefix() {
    return usage("Supplied check-prefix is invalid! Prefixes must be unique and start with a letter and "
        + "contain only alphanumeric characters, hyphens and underscores");
  }

  private static FileCheckError usage(String message) {
    return new FileCheckError(2, "FileCheck: " + message + "\n");
  }
}
