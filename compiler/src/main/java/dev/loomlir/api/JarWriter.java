package dev.loomlir.api;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.launch.AsyncSettings;
import dev.loomlir.launch.EntryResult;
import dev.loomlir.launch.JarMain;
import dev.loomlir.launch.ModuleMetadata;
import dev.loomlir.runtime.MlirRuntimeException;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.jar.Attributes;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;
import java.util.jar.JarOutputStream;
import java.util.jar.Manifest;

/**
 * Writes a self-contained jar for a compiled module: the generated classes, the runtime
 * ({@code dev.loomlir.runtime}), the launcher ({@code dev.loomlir.launch}, its {@code Main-Class})
 * and the {@link ModuleMetadata}. It runs with {@code java -jar} on any Java 21+ runtime. Classes
 * that Java bindings name are not included: put them on the class path.
 */
public final class JarWriter {
  /** A fixed entry time, so the same program gives the same jar. */
  private static final LocalDateTime ENTRY_TIME = LocalDateTime.of(2024, 1, 1, 0, 0);

  private JarWriter() {}

  /**
   * @param entry the entry function's symbol, or null for a jar only {@link Loomlir#loadJar} uses
   * @param entryResult how the entry's result is printed (ignored without an entry)
   */
  public static void write(CompiledModule module, String sourceName, String entry, EntryResult entryResult, Path jar)
      throws IOException {
    write(module, sourceName, entry, entryResult, AsyncSettings.DEFAULT.withWarmUp(module.usesAsyncRuntime()), jar);
  }

  /**
   * As above; {@code asyncDefaults} are the launcher's worker count and reference checking when
   * {@code java -jar} gets no arguments, and whether it warms the runtime up (the coroutine mode
   * is compiled into the classes).
   */
  public static void write(CompiledModule module, String sourceName, String entry, EntryResult entryResult,
                           AsyncSettings asyncDefaults, Path jar) throws IOException {
    write(module, sourceName, entry, entryResult, asyncDefaults, jar, false);
  }

  /**
   * As above; a {@code runCacheEntry} (for {@code loomlir run}'s cache) holds only the generated
   * classes and the metadata, and runs with loomlir's own jar before it on the class path
   * (writing the runtime into each cost ~0.15 s of a first run). It keeps the source name as
   * given, not its last part: an entry runs only for the command line that named it so, and
   * reports errors as {@code run} does.
   */
  public static void write(CompiledModule module, String sourceName, String entry, EntryResult entryResult,
                           AsyncSettings asyncDefaults, Path jar, boolean runCacheEntry) throws IOException {
    write(module, sourceName, entry, entryResult, asyncDefaults, jar, runCacheEntry, null);
  }

  /** As above, with the module's Java facade (its class and, beside it, its source), if not null. */
  public static void write(CompiledModule module, String sourceName, String entry, EntryResult entryResult,
                           AsyncSettings asyncDefaults, Path jar, boolean runCacheEntry, JavaFacade facade)
      throws IOException {
    boolean withRuntime = !runCacheEntry;
    ModuleMetadata metadata = new ModuleMetadata(module.className(), runCacheEntry ? sourceName : baseName(sourceName),
        new ArrayList<>(module.classes().keySet()), entry, entry == null ? null : entryResult,
        CompiledProgram.publicFunctions(module), asyncDefaults);
    Map<String, byte[]> entries = new LinkedHashMap<>();
    ByteArrayOutputStream manifest = new ByteArrayOutputStream();
    manifest().write(manifest);
    entries.put(JarFile.MANIFEST_NAME, manifest.toByteArray());
    ByteArrayOutputStream description = new ByteArrayOutputStream();
    metadata.write(description);
    entries.put(ModuleMetadata.RESOURCE, description.toByteArray());
    for (var c : module.classes().entrySet()) entries.put(c.getKey().replace('.', '/') + ".class", c.getValue());
    if (facade != null) {
      entries.put(facade.classFilePath(), facade.classFile());
      entries.put(facade.sourcePath(), facade.javaSource().getBytes(StandardCharsets.UTF_8));
    }
    if (withRuntime) {
      entries.putAll(ClassFiles.ofPackage(MlirRuntimeException.class));
      entries.putAll(ClassFiles.ofPackage(JarMain.class));
    }

    // The folder must exist (a missing one is the caller's mistake, as for any output file). The
    // jar is written beside its final name and renamed into place, with the umask's permissions.
    Path temp = jar.toAbsolutePath().resolveSibling(".loomlir-" + ProcessHandle.current().pid() + "-"
        + Thread.currentThread().threadId() + "-" + jar.getFileName() + ".tmp");
    try {
      try (OutputStream file = Files.newOutputStream(temp, StandardOpenOption.CREATE, StandardOpenOption.TRUNCATE_EXISTING,
          StandardOpenOption.WRITE); JarOutputStream out = new JarOutputStream(file)) {
        for (var e : entries.entrySet()) {
          JarEntry je = new JarEntry(e.getKey());
          je.setTimeLocal(ENTRY_TIME);
          out.putNextEntry(je);
          out.write(e.getValue());
          out.closeEntry();
        }
      }
      Files.move(temp, jar, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
    } finally {
      Files.deleteIfExists(temp);
    }
  }

  private static Manifest manifest() {
    Manifest m = new Manifest();
    Attributes a = m.getMainAttributes();
    a.put(Attributes.Name.MANIFEST_VERSION, "1.0");
    a.put(Attributes.Name.MAIN_CLASS, JarMain.class.getName());
    a.put(new Attributes.Name("Created-By"), "loomlir");
    return m;
  }

  private static String baseName(String path) {
    return path.substring(Math.max(path.lastIndexOf('/'), path.lastIndexOf('\\')) + 1);
  }
}
