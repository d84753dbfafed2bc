package dev.loomlir.launch;

import java.io.ByteArrayInputStream;
import java.io.FileOutputStream;
import java.io.FileDescriptor;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code Main-Class} of jars written by {@code loomlir compile}: reads the jar's
 * {@link ModuleMetadata}, runs the entry point with {@link EntryPoint} and exits with its code
 * (0 success, 1 run-time error of the program, 2 a broken jar, a bad argument or an internal
 * error). MLIR entry points take no arguments; the jar's arguments configure the async runtime,
 * overriding what {@code loomlir compile} recorded: {@code --workers N} and
 * {@code --check-refcounts} (also {@code -Dloomlir.workers=N}, {@code LOOMLIR_WORKERS} and
 * {@code -Dloomlir.checkRefcounts=true}). The coroutine mode is the one the jar was compiled with.
 */
public final class JarMain {
  private static final int INTERNAL_ERROR = 2;

  private JarMain() {}

  public static void main(String[] args) {
    StartupCacheCheck.warnIfUnused(System.err);
    // Write bytes straight to the file descriptor: the program's output is buffered by EntryPoint.
    System.exit(run(List.of(args), JarMain.class.getClassLoader(), new FileOutputStream(FileDescriptor.out), System.err));
  }

  /** Runs the program whose metadata and classes {@code loader} finds (the jar's, for {@code java -jar}). */
  public static int run(List<String> args, ClassLoader loader, OutputStream out, PrintStream err) {
    ModuleMetadata metadata;
    MethodHandle entry;
    List<MethodHandle> constructors, destructors;
    try {
      metadata = readMetadata(loader);
      if (metadata.entry() == null) {
        err.println("loomlir: this jar has no entry point");
        return INTERNAL_ERROR;
      }
      ModuleMetadata.Function f = metadata.function(metadata.entry());
      if (f == null) throw new IOException("entry point @" + metadata.entry() + " is not in the function table");
      Class<?> module = Class.forName(metadata.className(), true, loader);
      entry = f.handleIn(module);
      constructors = handles(metadata, metadata.constructors(), module);
      destructors = handles(metadata, metadata.destructors(), module);
    } catch (IOException | ReflectiveOperationException | LinkageError e) {
      err.println("loomlir: broken jar: " + e);
      return INTERNAL_ERROR;
    }
    AsyncSettings async;
    try {
      async = metadata.asyncDefaults().withArguments(args);
    } catch (IllegalArgumentException e) {
      err.println("loomlir: error: " + e.getMessage());
      return INTERNAL_ERROR;
    }
    try {
      return EntryPoint.run(entry, constructors, destructors, metadata.entryResult(), metadata.sourceName(), out, err,
          async);
    } catch (Throwable t) {
      err.println("loomlir: internal error: " + t);
      if (System.getenv("LOOMLIR_STACKTRACE") != null) t.printStackTrace(err);
      return INTERNAL_ERROR;
    }
  }

  private static List<MethodHandle> handles(ModuleMetadata metadata, List<String> symbols, Class<?> module)
      throws IOException, ReflectiveOperationException {
    List<MethodHandle> handles = new ArrayList<>();
    for (String symbol : symbols) {
      ModuleMetadata.Function f = metadata.function(symbol);
      if (f == null) throw new IOException("@" + symbol + " is not in the function table");
      handles.add(f.handleIn(module));
    }
    return handles;
  }

  private static ModuleMetadata readMetadata(ClassLoader loader) throws IOException {
    byte[] bytes = ClassPathResource.read(ModuleMetadata.RESOURCE, loader);
    if (bytes == null) throw new IOException("missing " + ModuleMetadata.RESOURCE);
    return ModuleMetadata.read(new ByteArrayInputStream(bytes));
  }
}
