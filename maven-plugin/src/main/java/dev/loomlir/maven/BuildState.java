package dev.loomlir.maven;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.TreeMap;

/**
 * What the last run compiled, kept in the build folder: for each .mlir file (relative to the
 * source folder) its stamp (options, modification time, size), its facade and the files written
 * for it (relative to the project), so that the next run recompiles only what changed and
 * deletes the outputs of files that went away. A missing or unreadable state recompiles everything.
 */
final class BuildState {
  /** One compiled file. */
  record Entry(String stamp, String facade, List<String> outputs) {
    Entry {
      outputs = List.copyOf(outputs);
    }
  }

  private final Map<String, Entry> files = new TreeMap<>();

  Map<String, Entry> files() { return files; }

  static BuildState read(Path file) {
    BuildState state = new BuildState();
    if (!Files.isRegularFile(file)) return state;
    Properties p = new Properties();
    try (Reader in = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      p.load(in);
    } catch (IOException | IllegalArgumentException e) {
      return state;
    }
    for (String key : p.stringPropertyNames()) {
      String[] fields = p.getProperty(key).split("\t", -1);
      if (fields.length != 3) return new BuildState();
      List<String> outputs = fields[2].isEmpty() ? List.of() : Arrays.asList(fields[2].split(","));
      state.files.put(key, new Entry(fields[0], fields[1], outputs));
    }
    return state;
  }

  void write(Path file) throws IOException {
    Properties p = new Properties();
    for (var e : files.entrySet()) {
      Entry v = e.getValue();
      p.setProperty(e.getKey(), v.stamp() + "\t" + v.facade() + "\t" + String.join(",", v.outputs()));
    }
    Files.createDirectories(file.getParent());
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      p.store(out, null);
    }
  }
}
