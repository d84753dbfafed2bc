package dev.loomlir.codegen.emit;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Type;

/**
 * Module-level state shared by the function emitters: the module class's name, every callable
 * symbol, the classes that carry multiple results, and extra static fields with their class
 * initializer code (for module-level data such as memref globals).
 */
public final class ModuleContext {
  /** A static field added to the module class. */
  public record StaticField(String name, Type type, boolean isFinal) {}

  private final String internalName;
  private final EmitterRegistry registry;
  private final Map<String, CallTarget> targets = new HashMap<>();
  private final Map<String, FunctionType> functionTypes = new HashMap<>();
  private final Map<String, Operation> unresolvedExternals = new HashMap<>();
  private final Map<List<Type>, String> tupleClasses = new LinkedHashMap<>();
  private final List<StaticField> staticFields = new ArrayList<>();
  private final List<Consumer<MethodVisitor>> classInit = new ArrayList<>();
  private final Map<String, byte[]> generatedClasses = new LinkedHashMap<>();
  private final Map<Object, Object> state = new HashMap<>();
  private final List<Structor> constructors = new ArrayList<>();
  private final List<Structor> destructors = new ArrayList<>();
  private int syntheticCounter;

  /** A function the host runs around the entry point, and the op that named it (for errors). */
  public record Structor(String symbol, Operation declaration) {}

  public ModuleContext(String internalName, EmitterRegistry registry) {
    this.internalName = internalName;
    this.registry = registry;
  }

  /** Internal name of the module class ({@code loomlir/gen/Prog}). */
  public String className() { return internalName; }

  public EmitterRegistry registry() { return registry; }

  // ---- global constructors and destructors (llvm.mlir.global_ctors / global_dtors) ----

  /** Runs {@code symbol} before the entry point, after the constructors added before it. */
  public void addConstructor(String symbol, Operation declaration) { constructors.add(new Structor(symbol, declaration)); }

  /** Runs {@code symbol} after the entry point returned, after the destructors added before it. */
  public void addDestructor(String symbol, Operation declaration) { destructors.add(new Structor(symbol, declaration)); }

  public List<Structor> constructors() { return constructors; }

  public List<Structor> destructors() { return destructors; }

  // ---- functions ----

  public void defineFunction(String symbol, FunctionType type, CallTarget target) {
    functionTypes.put(symbol, type);
    targets.put(symbol, target);
  }

  public void declareUnresolved(String symbol, FunctionType type, Operation declaration) {
    functionTypes.put(symbol, type);
    unresolvedExternals.put(symbol, declaration);
  }

  /** The MLIR type of function {@code symbol}, or null when the module has no such function. */
  public FunctionType functionType(String symbol) { return functionTypes.get(symbol); }

  /** The method to call for {@code symbol}; a diagnostic at {@code use} when it has no implementation. */
  public CallTarget callTarget(String symbol, Location use) {
    CallTarget t = targets.get(symbol);
    if (t != null) return t;
    Operation decl = unresolvedExternals.get(symbol);
    DiagnosticException e = new DiagnosticException(use, "external function '@" + symbol
        + "' has no definition: it is not a runner utility, and no Java method is bound to it"
        + " (add the attribute loomlir.java = \"pkg.Cls#method\" to its declaration)");
    if (decl != null) e.note(decl.location(), "declared here");
    throw e;
  }

  // ---- results ----

  /** The internal name of the class carrying results of these JVM types (created on first use). */
  public String tupleClass(List<Type> resultTypes) {
    return tupleClasses.computeIfAbsent(List.copyOf(resultTypes),
        k -> internalName + "$" + NameMangler.SYNTHETIC_PREFIX + "Results" + tupleClasses.size());
  }

  public Map<List<Type>, String> tupleClasses() { return tupleClasses; }

  /** The JVM return type for a function with these results: void, the single result, or a tuple class. */
  public Type returnType(List<Type> resultTypes) {
    if (resultTypes.isEmpty()) return Type.VOID_TYPE;
    if (resultTypes.size() == 1) return resultTypes.get(0);
    return Type.getObjectType(tupleClass(resultTypes));
  }

  // ---- module-level data ----

  /** Adds a private static field to the module class and returns its (unique) name. */
  public String addStaticField(String nameHint, Type type, boolean isFinal) {
    String name = NameMangler.SYNTHETIC_PREFIX + NameMangler.methodName(nameHint) + "$" + (syntheticCounter++);
    staticFields.add(new StaticField(name, type, isFinal));
    return name;
  }

  /** Appends code to the module class's static initializer (run in registration order). */
  public void addClassInitializer(Consumer<MethodVisitor> code) { classInit.add(code); }

  /** State a module-level emitter keeps while the module is compiled (e.g. globals by symbol). */
  @SuppressWarnings("unchecked")
  public <T> T moduleState(Object key, java.util.function.Supplier<T> init) {
    return (T) state.computeIfAbsent(key, k -> init.get());
  }

  /** Adds a class to the module's output (e.g. a coroutine frame class), by internal name. */
  public void addGeneratedClass(String internalName, byte[] bytes) { generatedClasses.put(internalName, bytes); }

  public Map<String, byte[]> generatedClasses() { return generatedClasses; }

  public List<StaticField> staticFields() { return staticFields; }

  public List<Consumer<MethodVisitor>> classInitializers() { return classInit; }
}
