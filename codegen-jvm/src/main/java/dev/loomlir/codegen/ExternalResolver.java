package dev.loomlir.codegen;

import dev.loomlir.codegen.emit.CallTarget;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.ExternalFunctions;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.Type;

/**
 * Finds the implementation of a function declared without a body: a Java method bound by the
 * {@code loomlir.java = "pkg.Cls#method"} attribute (or {@link CompileOptions#javaBindings}), else
 * a runtime function registered under its name. Signatures are checked against the declaration.
 */
final class ExternalResolver {
  /** The discardable attribute binding a declaration to a Java method. */
  static final String JAVA_ATTR = "loomlir.java";

  private final EmitterRegistry registry;
  private final CompileOptions options;

  ExternalResolver(EmitterRegistry registry, CompileOptions options) {
    this.registry = registry;
    this.options = options;
  }

  /** The implementation of {@code decl}, or null when nothing implements it (an error only if it is used). */
  CallTarget resolve(Operation decl, String symbol, FunctionType type) {
    String binding = decl.attr(JAVA_ATTR) instanceof StringAttr s ? s.value() : options.javaBindings().get(symbol);
    if (decl.attr(JAVA_ATTR) != null && !(decl.attr(JAVA_ATTR) instanceof StringAttr)) {
      throw new DiagnosticException(decl.location(), "'" + JAVA_ATTR + "' must be a string \"pkg.Class#method\"");
    }
    if (binding != null) return bindJava(decl, symbol, type, binding, decl.attr(JAVA_ATTR) != null);
    ExternalFunctions.Implementation impl = registry.externals().lookup(symbol);
    if (impl == null) return null;
    String expected;
    try {
      expected = descriptor(decl, type);
    } catch (DiagnosticException e) {
      return null; // a type we cannot map: reported if the function is used
    }
    if (!expected.equals(impl.descriptor())) {
      throw new DiagnosticException(decl.location(), "external function '@" + symbol + "' is declared with type "
          + type + ", which does not match the runtime's " + symbol + " " + jvmSignature(impl.descriptor()));
    }
    return new CallTarget(impl.owner(), impl.method(), impl.descriptor(), resultTypes(decl, type), null);
  }

  private CallTarget bindJava(Operation decl, String symbol, FunctionType type, String binding, boolean namedBySource) {
    int hash = binding.indexOf('#');
    if (hash <= 0 || hash == binding.length() - 1) {
      throw new DiagnosticException(decl.location(), "Java binding '" + binding + "' of '@" + symbol
          + "' must have the form \"pkg.Class#method\"");
    }
    String className = binding.substring(0, hash), methodName = binding.substring(hash + 1);
    if (namedBySource && !options.sourceBindings().allows(className, methodName)) {
      throw new DiagnosticException(decl.location(), "Java binding '" + binding + "' of '@" + symbol
          + "' is not allowed: the host refuses bindings named by the source unless it allows the class or"
          + " method, or trusts the source");
    }
    if (type.results().size() > 1) {
      throw new DiagnosticException(decl.location(), "'@" + symbol + "' has " + type.results().size()
          + " results; a function bound to a Java method may have at most one");
    }
    String expected = descriptor(decl, type);
    Class<?> cls;
    try {
      cls = Class.forName(className, false, options.effectiveLoader());
    } catch (ClassNotFoundException | LinkageError e) {
      throw new DiagnosticException(decl.location(), "Java class '" + className + "' bound to '@" + symbol + "' not found");
    }
    List<String> candidates = new ArrayList<>();
    for (Method m : cls.getMethods()) {
      if (!m.getName().equals(methodName) || !Modifier.isStatic(m.getModifiers())) continue;
      String d = Type.getMethodDescriptor(m);
      if (d.equals(expected)) {
        return new CallTarget(Type.getInternalName(cls), methodName, d, resultTypes(decl, type), null);
      }
      candidates.add(jvmSignature(d));
    }
    String found = candidates.isEmpty() ? "there is no public static method of that name"
        : "found " + String.join(", ", candidates);
    throw new DiagnosticException(decl.location(), "Java method " + binding + " bound to '@" + symbol + "' must be public static "
        + jvmSignature(expected) + " to match type " + type + "; " + found);
  }

  private String descriptor(Operation decl, FunctionType type) {
    List<Type> results = resultTypes(decl, type);
    Type ret = results.isEmpty() ? Type.VOID_TYPE : results.get(0);
    return registry.types().methodDescriptor(type, ret, decl.location());
  }

  private List<Type> resultTypes(Operation decl, FunctionType type) {
    List<Type> rs = new ArrayList<>();
    for (dev.loomlir.ir.Type t : type.results()) rs.add(registry.types().map(t, decl.location()));
    return rs;
  }

  /** {@code (long, int) -> void} from a JVM descriptor, for messages. */
  static String jvmSignature(String descriptor) {
    List<String> args = new ArrayList<>();
    for (Type t : Type.getArgumentTypes(descriptor)) args.add(t.getClassName());
    return "(" + String.join(", ", args) + ") -> " + Type.getReturnType(descriptor).getClassName();
  }
}
