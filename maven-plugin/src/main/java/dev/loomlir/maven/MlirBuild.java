package dev.loomlir.maven;

import dev.loomlir.api.CompilationOptions;
import dev.loomlir.api.CompileException;
import dev.loomlir.api.CompiledClasses;
import dev.loomlir.api.Loomlir;
import dev.loomlir.launch.LargeStackThread;
import java.io.IOException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import javax.lang.model.SourceVersion;
import org.apache.maven.plugin.MojoFailureException;
import org.apache.maven.plugin.logging.Log;

/**
 * One run of the plugin over a source folder: finds the .mlir files, names their facades, compiles
 * those that changed since the last run ({@link BuildState}) and writes classes and facade
 * sources. Diagnostics are logged as errors ({@code /abs/path/f.mlir:3:5: error: ...}, which IDEs
 * link) and fail the build once every file has been tried. Nothing is logged above debug on
 * success but one info line, so {@code mvn -q} is silent.
 */
final class MlirBuild {
  /** The compiler recurses with the nesting of the IR: as the command line, give it a large stack. */
  private static final long COMPILER_STACK = 1L << 30;

  private final Path basedir;
  private final Path sources;
  private final List<String> includes;
  private final List<String> excludes;
  private final String facadePackage;
  private final CompilationOptions options;
  private final Path classes;
  private final Path generated;
  private final Path stateFile;
  private final Log log;

  MlirBuild(Path basedir, Path sources, List<String> includes, List<String> excludes, String facadePackage,
            CompilationOptions options, Path classes, Path generated, Path stateFile, Log log) {
    this.basedir = basedir;
    this.sources = sources;
    this.includes = includes;
    this.excludes = excludes;
    this.facadePackage = facadePackage;
    this.options = options;
    this.classes = classes;
    this.generated = generated;
    this.stateFile = stateFile;
    this.log = log;
  }

  /** Compiles what changed; false when there is no source folder (a no-op). */
  boolean run() throws IOException, MojoFailureException {
    if (!Files.isDirectory(sources)) {
      log.debug("loomlir: no MLIR sources (" + sources + " does not exist)");
      return false;
    }
    if (facadePackage == null || !SourceVersion.isName(facadePackage)) {
      throw new MojoFailureException("loomlir: <facadePackage> '" + facadePackage + "' is not a valid Java package name");
    }
    Map<String, String> facades = facadesByFile(find());
    BuildState previous = BuildState.read(stateFile);
    BuildState next = new BuildState();
    String optionsKey = optionsKey();
    for (var gone : previous.files().entrySet()) {
      if (!facades.containsKey(gone.getKey()) || !gone.getValue().facade().equals(facades.get(gone.getKey()))) {
        deleteOutputs(gone.getValue());
      }
    }
    int compiled = 0;
    int failed = 0;
    for (var f : facades.entrySet()) {
      Path file = sources.resolve(f.getKey());
      String stamp = optionsKey + "|" + Files.getLastModifiedTime(file).toMillis() + "|" + Files.size(file);
      BuildState.Entry before = previous.files().get(f.getKey());
      if (before != null && before.stamp().equals(stamp) && before.facade().equals(f.getValue())
          && before.outputs().stream().allMatch(o -> Files.exists(basedir.resolve(o)))) {
        next.files().put(f.getKey(), before);
        continue;
      }
      if (before != null) deleteOutputs(before);
      BuildState.Entry written = compile(file, f.getValue(), stamp);
      if (written == null) {
        failed++;
      } else {
        next.files().put(f.getKey(), written);
        compiled++;
      }
    }
    next.write(stateFile);
    if (failed > 0) {
      throw new MojoFailureException("loomlir: " + failed + " of " + facades.size() + " MLIR file"
          + (facades.size() == 1 ? "" : "s") + " did not compile (see the errors above)");
    }
    log.info("loomlir: " + compiled + " MLIR file" + (compiled == 1 ? "" : "s") + " compiled, "
        + (facades.size() - compiled) + " up to date");
    return true;
  }

  /** The files to compile, relative to the source folder with {@code /}, sorted. */
  private List<String> find() throws IOException {
    List<PathMatcher> in = matchers(includes);
    List<PathMatcher> out = matchers(excludes);
    try (Stream<Path> files = Files.walk(sources)) {
      return files.filter(Files::isRegularFile).map(p -> sources.relativize(p))
          .filter(p -> in.stream().anyMatch(m -> m.matches(p)) && out.stream().noneMatch(m -> m.matches(p)))
          .map(p -> p.toString().replace('\\', '/')).sorted().toList();
    }
  }

  /** Ant-style patterns as globs; {@code **}{@code /x} also matches {@code x} at the top. */
  private static List<PathMatcher> matchers(List<String> patterns) {
    List<PathMatcher> matchers = new ArrayList<>();
    for (String pattern : patterns) {
      matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + pattern));
      if (pattern.startsWith("**/")) matchers.add(FileSystems.getDefault().getPathMatcher("glob:" + pattern.substring(3)));
    }
    return matchers;
  }

  /** The facade of each file: {@code a/b-c.mlir} is {@code PACKAGE.a.BC}; two files with one facade are an error. */
  private Map<String, String> facadesByFile(List<String> files) throws MojoFailureException {
    Map<String, String> facades = new LinkedHashMap<>();
    Map<String, String> fileOfFacade = new TreeMap<>();
    for (String file : files) {
      String facade = facadeName(file);
      if (facade == null) {
        throw new MojoFailureException("loomlir: " + sources.resolve(file) + ": cannot derive a Java facade name"
            + " (folders must be Java identifiers, the file name must hold a letter)");
      }
      String other = fileOfFacade.putIfAbsent(facade, file);
      if (other != null) {
        throw new MojoFailureException("loomlir: " + sources.resolve(other) + " and " + sources.resolve(file)
            + " would both generate the facade " + facade + "; rename one");
      }
      facades.put(file, facade);
    }
    return facades;
  }

  /** {@code PACKAGE.a.BC} for {@code a/b-c.mlir}, or null when that is not a Java name. */
  String facadeName(String relativeFile) {
    String[] parts = relativeFile.split("/");
    StringBuilder name = new StringBuilder(facadePackage);
    for (int i = 0; i < parts.length - 1; i++) name.append('.').append(parts[i]);
    String base = parts[parts.length - 1];
    int dot = base.lastIndexOf('.');
    if (dot > 0) base = base.substring(0, dot);
    StringBuilder simple = new StringBuilder();
    for (String word : base.split("[^A-Za-z0-9]+")) {
      if (!word.isEmpty()) simple.append(Character.toUpperCase(word.charAt(0))).append(word.substring(1));
    }
    if (simple.isEmpty() || !Character.isLetter(simple.charAt(0))) return null;
    name.append('.').append(simple);
    return SourceVersion.isName(name) ? name.toString() : null;
  }

  /** Compiles one file and writes its outputs; null after logging its diagnostics. */
  private BuildState.Entry compile(Path file, String facade, String stamp) throws IOException {
    String sourceName = basedir.relativize(file).toString().replace('\\', '/');
    CompiledClasses out;
    try {
      out = LargeStackThread.call("loomlir-compile", COMPILER_STACK,
          () -> Loomlir.compileToClasses(file, sourceName, facade, options));
    } catch (CompileException e) {
      logDiagnostics(e.diagnostics(), sourceName, file.toAbsolutePath().toString());
      return null;
    } catch (IOException | RuntimeException | Error e) {
      throw e;
    } catch (Throwable t) {
      throw new IllegalStateException("loomlir: compiling " + file + " failed", t);
    }
    out.writeClasses(classes);
    Path source = out.facade().writeSource(generated);
    List<String> outputs = new ArrayList<>();
    for (String c : out.classes().keySet()) outputs.add(relative(classes.resolve(c.replace('.', '/') + ".class")));
    outputs.add(relative(classes.resolve(out.facade().classFilePath())));
    outputs.add(relative(source));
    log.debug("loomlir: " + sourceName + " -> " + facade);
    return new BuildState.Entry(stamp, facade, outputs);
  }

  /** Each diagnostic as one error, its file given absolutely so that IDEs link it. */
  private void logDiagnostics(String diagnostics, String sourceName, String absolute) {
    String text = diagnostics.endsWith("\n") ? diagnostics.substring(0, diagnostics.length() - 1) : diagnostics;
    StringBuilder withPaths = new StringBuilder();
    for (String line : text.split("\n", -1)) {
      if (!withPaths.isEmpty()) withPaths.append('\n');
      withPaths.append(line.startsWith(sourceName + ":") ? absolute + line.substring(sourceName.length()) : line);
    }
    log.error(withPaths.toString());
  }

  private void deleteOutputs(BuildState.Entry entry) throws IOException {
    for (String output : entry.outputs()) Files.deleteIfExists(basedir.resolve(output));
  }

  private String relative(Path p) {
    return basedir.relativize(p.toAbsolutePath()).toString().replace('\\', '/');
  }

  /** Everything besides a file's own content that changes its output, the compiler itself included. */
  private String optionsKey() {
    return Integer.toHexString((options.passPipeline() + "|" + options.passes() + "|" + options.coroutines() + "|"
        + new TreeMap<>(options.javaBindings()) + "|" + facadePackage + "|" + compilerStamp()).hashCode());
  }

  /** The compiler's jar (or class folder) and its modification time: a reinstalled snapshot recompiles. */
  private static String compilerStamp() {
    try {
      var source = Loomlir.class.getProtectionDomain().getCodeSource();
      if (source == null) return "";
      Path location = Path.of(source.getLocation().toURI());
      return location + "@" + Files.getLastModifiedTime(location).toMillis();
    } catch (java.net.URISyntaxException | IOException | SecurityException | IllegalArgumentException e) {
      return "";
    }
  }
}
