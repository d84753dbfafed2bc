package dev.loomlir.launch;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.StringReader;
import java.io.StringWriter;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;

/**
 * What a jar written by {@code loomlir compile} knows about its module, stored as the resource
 * {@value #RESOURCE}: the module class, the generated classes, the entry point, and the public
 * functions with their JVM methods and MLIR types. The jar's launcher and {@code Loomlir.loadJar}
 * read it; neither needs the compiler.
 *
 * @param className binary name of the module class
 * @param sourceName the .mlir file name the module was compiled from
 * @param classNames binary names of every generated class (the module class first)
 * @param entry the entry function's symbol, or null when the jar has no entry point
 * @param entryResult how the entry's result is printed (null without an entry)
 * @param functions the module's public functions, in source order
 * @param asyncDefaults how the jar's launcher configures the async runtime unless its arguments
 *     say otherwise ({@code loomlir compile --workers N --check-refcounts})
 */
public record ModuleMetadata(String className, String sourceName, List<String> classNames, String entry,
                             EntryResult entryResult, List<Function> functions, AsyncSettings asyncDefaults) {
  public static final String RESOURCE = "META-INF/loomlir/module.properties";
  private static final String FORMAT = "1";

  /**
   * A public function.
   *
   * @param symbol MLIR symbol name (without {@code @})
   * @param methodName the static method implementing it
   * @param descriptor the method's JVM descriptor
   * @param inputs MLIR spellings of the argument types
   * @param results MLIR spellings of the result types
   */
  public record Function(String symbol, String methodName, String descriptor, List<String> inputs,
                         List<String> results) {
    public Function {
      inputs = List.copyOf(inputs);
      results = List.copyOf(results);
    }

    /** The static method implementing this function in {@code module}, the class generated for it. */
    public MethodHandle handleIn(Class<?> module) throws ReflectiveOperationException {
      MethodType type = MethodType.fromMethodDescriptorString(descriptor, module.getClassLoader());
      return MethodHandles.publicLookup().findStatic(module, methodName, type);
    }
  }

  public ModuleMetadata {
    classNames = List.copyOf(classNames);
    functions = List.copyOf(functions);
    asyncDefaults = asyncDefaults == null ? AsyncSettings.DEFAULT : asyncDefaults;
  }

  /** The public function {@code symbol}, or null. */
  public Function function(String symbol) {
    for (Function f : functions) if (f.symbol().equals(symbol)) return f;
    return null;
  }

  public void write(OutputStream out) throws IOException {
    Properties p = new Properties();
    p.setProperty("format", FORMAT);
    p.setProperty("class", className);
    p.setProperty("source", sourceName);
    putList(p, "classes", classNames);
    if (entry != null) {
      p.setProperty("entry", entry);
      p.setProperty("entry.result", entryResult.spelling());
    }
    p.setProperty("async.workers", Integer.toString(asyncDefaults.workers()));
    p.setProperty("async.checkRefcounts", Boolean.toString(asyncDefaults.checkRefCounts()));
    p.setProperty("async.warmUp", Boolean.toString(asyncDefaults.warmUp()));
    p.setProperty("functions", Integer.toString(functions.size()));
    for (int i = 0; i < functions.size(); i++) {
      Function f = functions.get(i);
      String key = "function." + i + ".";
      p.setProperty(key + "symbol", f.symbol());
      p.setProperty(key + "method", f.methodName());
      p.setProperty(key + "descriptor", f.descriptor());
      putList(p, key + "inputs", f.inputs());
      putList(p, key + "results", f.results());
    }
    StringWriter text = new StringWriter();
    p.store(text, "loomlir compiled module");
    // Drop the timestamp comment Properties.store writes, so equal inputs give equal jars.
    StringBuilder stable = new StringBuilder();
    text.toString().lines().filter(l -> !l.startsWith("#") || l.startsWith("#loomlir")).sorted()
        .forEach(l -> stable.append(l).append('\n'));
    out.write(stable.toString().getBytes(StandardCharsets.ISO_8859_1));
  }

  /** Reads what {@link #write} wrote; IOException when it is missing pieces or of another format. */
  public static ModuleMetadata read(InputStream in) throws IOException {
    Properties p = new Properties();
    p.load(new StringReader(new String(in.readAllBytes(), StandardCharsets.ISO_8859_1)));
    if (!FORMAT.equals(p.getProperty("format"))) {
      throw new IOException("not a loomlir module description (format " + p.getProperty("format") + ")");
    }
    String entry = p.getProperty("entry");
    EntryResult result = entry == null ? null : EntryResult.parse(required(p, "entry.result"));
    int count = intValue(p, "functions");
    List<Function> functions = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      String key = "function." + i + ".";
      functions.add(new Function(required(p, key + "symbol"), required(p, key + "method"),
          required(p, key + "descriptor"), getList(p, key + "inputs"), getList(p, key + "results")));
    }
    // Optional: jars written before these keys existed run with the runtime's defaults.
    AsyncSettings async = new AsyncSettings(p.containsKey("async.workers") ? intValue(p, "async.workers") : 0,
        Boolean.parseBoolean(p.getProperty("async.checkRefcounts", "false")),
        Boolean.parseBoolean(p.getProperty("async.warmUp", "false")));
    return new ModuleMetadata(required(p, "class"), required(p, "source"), getList(p, "classes"), entry, result,
        functions, async);
  }

  private static void putList(Properties p, String key, List<String> values) {
    p.setProperty(key, Integer.toString(values.size()));
    for (int i = 0; i < values.size(); i++) p.setProperty(key + "." + i, values.get(i));
  }

  private static List<String> getList(Properties p, String key) throws IOException {
    int n = intValue(p, key);
    List<String> values = new ArrayList<>(n);
    for (int i = 0; i < n; i++) values.add(required(p, key + "." + i));
    return values;
  }

  private static int intValue(Properties p, String key) throws IOException {
    try {
      return Integer.parseInt(required(p, key));
    } catch (NumberFormatException e) {
      throw new IOException("loomlir module description: '" + key + "' is not a number");
    }
  }

  private static String required(Properties p, String key) throws IOException {
    String v = p.getProperty(key);
    if (v == null) throw new IOException("loomlir module description lacks '" + key + "'");
    return v;
  }
}
