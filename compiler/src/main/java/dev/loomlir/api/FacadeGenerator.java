package dev.loomlir.api;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.FunctionInfo;
import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.runtime.MultiResult;
import dev.loomlir.runtime.async.CallScope;
import dev.loomlir.runtime.async.ProgramRuntime;
import dev.loomlir.runtime.memref.MemRef;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import javax.lang.model.SourceVersion;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Writes the {@link JavaFacade} of a compiled module: the Java source and, from the same model,
 * the class file (so that no Java compiler is needed at build time). A method takes and returns
 * exactly the JVM types of the compiled method, but for several results, which it returns as
 * the {@link MultiResult} the generated tuple class implements.
 */
final class FacadeGenerator implements Opcodes {
  /** One facade method: its Java name, parameters and the compiled method it calls. */
  private record Method(FunctionInfo function, SourceFunction source, String javaName, List<String> parameters,
                        Type facadeType) {}

  private final String facadeName;
  private final CompiledModule module;
  private final Map<String, SourceFunction> sources;

  private FacadeGenerator(String facadeName, CompiledModule module, Map<String, SourceFunction> sources) {
    this.facadeName = facadeName;
    this.module = module;
    this.sources = sources;
  }

  /** Whether {@code name} can name a facade: a binary name of Java identifiers, none a keyword. */
  static boolean isValidClassName(String name) {
    return name != null && SourceVersion.isName(name) && !name.endsWith(".");
  }

  /**
   * The facade {@code facadeName} of {@code module}: one method per public function the user wrote
   * (those of {@code sources}; functions that passes added are not part of it). A signature with
   * no Java type is a {@link DiagnosticException} at the function.
   */
  static JavaFacade generate(String facadeName, CompiledModule module, Map<String, SourceFunction> sources) {
    return new FacadeGenerator(facadeName, module, sources).generate();
  }

  private JavaFacade generate() {
    List<Method> methods = new ArrayList<>();
    Map<String, String> symbolOfJavaName = new HashMap<>();
    for (FunctionInfo f : module.functions().values()) {
      SourceFunction source = sources.get(f.symbol());
      if (!f.isPublic() || source == null) continue;
      if (!SourceVersion.isIdentifier(f.methodName()) || SourceVersion.isKeyword(f.methodName())) {
        throw new DiagnosticException(source.location(), "function '@" + f.symbol() + "' cannot be part of a Java"
            + " facade: its compiled method '" + f.methodName() + "' cannot be named in Java source; rename it");
      }
      String javaName = javaName(f.symbol());
      String clash = symbolOfJavaName.putIfAbsent(javaName, f.symbol());
      if (clash != null) {
        throw new DiagnosticException(source.location(), "functions '@" + clash + "' and '@" + f.symbol()
            + "' would both be the method '" + javaName + "' of the Java facade " + facadeName);
      }
      methods.add(new Method(f, source, javaName, parameterNames(f, source), facadeType(f, source.location())));
    }
    return new JavaFacade(facadeName, module.className(), source(methods), classFile(methods));
  }

  /**
   * Whether calls enter a call of the module's {@link ProgramRuntime}, as the API's handles do:
   * for a module that uses the async runtime, so that a failure of a task a call started is thrown
   * by that call.
   */
  private boolean inCallScope() { return module.usesAsyncRuntime(); }

  // --- Java types -------------------------------------------------------------------------------

  /** The facade's method type: the compiled one, with a tuple result seen as its MultiResult. */
  private static Type facadeType(FunctionInfo f, Location at) {
    Type compiled = Type.getMethodType(f.descriptor());
    Type[] args = compiled.getArgumentTypes();
    for (int i = 0; i < args.length; i++) {
      if (!isJavaVisible(args[i])) {
        throw noJavaType(f, "parameter " + (i + 1) + " has type '" + f.type().inputs().get(i) + "'", at);
      }
    }
    Type result = compiled.getReturnType();
    if (f.tupleClass() != null) {
      result = Type.getType(MultiResult.class);
    } else if (result.getSort() != Type.VOID && !isJavaVisible(result)) {
      throw noJavaType(f, "result has type '" + f.type().results().get(0) + "'", at);
    }
    return Type.getMethodType(result, args);
  }

  /**
   * Primitives, arrays of them (vectors) and memref descriptors: the types of the README's table.
   * Runtime objects (async tokens, values and groups, pointers, function handles) are not.
   */
  private static boolean isJavaVisible(Type t) {
    return switch (t.getSort()) {
      case Type.ARRAY -> t.getDimensions() == 1 && t.getElementType().getSort() != Type.OBJECT;
      case Type.OBJECT -> t.getClassName().startsWith(MemRef.class.getPackageName() + ".");
      default -> true;
    };
  }

  private static DiagnosticException noJavaType(FunctionInfo f, String what, Location at) {
    return new DiagnosticException(at, "function '@" + f.symbol() + "' cannot be part of a Java facade: its " + what
        + ", which has no Java type (a facade takes and returns integers, index, floats, vectors and memrefs)");
  }

  /** The Java spelling of a JVM type: {@code long}, {@code float[]}, {@code dev.loomlir.runtime.memref.MemRefF32}. */
  private static String javaSpelling(Type t) {
    return t.getClassName();
  }

  // --- names ------------------------------------------------------------------------------------

  /** The symbol when it is a Java identifier; otherwise with other characters as {@code _} (and {@code _} before a keyword or digit). */
  static String javaName(String symbol) {
    if (SourceVersion.isIdentifier(symbol) && !SourceVersion.isKeyword(symbol)) return symbol;
    StringBuilder sb = new StringBuilder();
    symbol.codePoints().forEach(c -> sb.appendCodePoint(Character.isJavaIdentifierPart(c) && c != '$' ? c : '_'));
    if (sb.isEmpty() || !Character.isJavaIdentifierStart(sb.codePointAt(0)) || SourceVersion.isKeyword(sb)) {
      sb.insert(0, '_');
    }
    return sb.toString();
  }

  /**
   * The source's argument names where they are Java identifiers (and unique, and do not hide the
   * packages the body names), else {@code argN}.
   */
  private List<String> parameterNames(FunctionInfo f, SourceFunction source) {
    int n = f.type().inputs().size();
    Set<String> taken = new HashSet<>(reservedNames());
    List<String> names = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      String name = i < source.argumentNames().size() ? source.argumentNames().get(i) : null;
      if (name == null || !SourceVersion.isIdentifier(name) || SourceVersion.isKeyword(name) || taken.contains(name)) {
        name = "arg" + i;
        while (taken.contains(name)) name = "_" + name;
      }
      taken.add(name);
      names.add(name);
    }
    return names;
  }

  /** First segments of the qualified names a body spells: a parameter so named would hide the package. */
  private Set<String> reservedNames() {
    Set<String> reserved = new HashSet<>(Set.of("$call", "$result", "$thrown", "PROGRAM"));
    for (String qualified : List.of(module.className(), MemRef.class.getName(), MultiResult.class.getName())) {
      reserved.add(qualified.substring(0, Math.max(0, qualified.indexOf('.'))));
    }
    return reserved;
  }

  // --- the Java source --------------------------------------------------------------------------

  private String source(List<Method> methods) {
    int dot = facadeName.lastIndexOf('.');
    String simpleName = facadeName.substring(dot + 1);
    StringBuilder s = new StringBuilder();
    s.append("// Generated by loomlir from ").append(comment(sourceName())).append(": do not edit.\n");
    if (dot > 0) s.append("package ").append(facadeName, 0, dot).append(";\n");
    s.append("\n/**\n")
        .append(" * Typed calls of the public functions of {@code ").append(comment(sourceName()))
        .append("}, compiled by loomlir into\n")
        .append(" * {@code ").append(module.className()).append("}: each method calls the compiled function directly.\n")
        .append(" * Run-time errors of the program are thrown as {@code dev.loomlir.runtime.MlirRuntimeException}.\n")
        .append(" */\n")
        .append("public final class ").append(simpleName).append(" {\n");
    if (inCallScope()) {
      s.append("  /** The module's async runtime: each call is one of its calls, so that its tasks' failures reach it. */\n")
          .append("  private static final ").append(ProgramRuntime.class.getName()).append(" PROGRAM =\n      ")
          .append(ProgramRuntime.class.getName()).append(".of(").append(module.className()).append(".class);\n\n");
    }
    s.append("  private ").append(simpleName).append("() {}\n");
    for (Method m : methods) {
      Type[] args = m.facadeType().getArgumentTypes();
      Type result = m.facadeType().getReturnType();
      String where = m.source().fileLine();
      s.append("\n  /**\n")
          .append("   * {@code ").append(comment(m.source().opName() + " @" + m.function().symbol() + m.function().type()))
          .append("}").append(where == null ? "" : " at {@code " + comment(where) + "}").append(".\n");
      if (args.length > 0 || result.getSort() != Type.VOID) s.append("   *\n");
      for (int i = 0; i < args.length; i++) {
        s.append("   * @param ").append(m.parameters().get(i)).append(" {@code ")
            .append(comment(m.function().type().inputs().get(i).toString())).append("}\n");
      }
      if (result.getSort() != Type.VOID) {
        s.append("   * @return {@code ").append(comment(FunctionType.resultsToString(m.function().type().results())))
            .append("}\n");
      }
      s.append("   */\n")
          .append("  public static ").append(javaSpelling(result)).append(' ').append(m.javaName()).append('(');
      for (int i = 0; i < args.length; i++) {
        s.append(i == 0 ? "" : ", ").append(javaSpelling(args[i])).append(' ').append(m.parameters().get(i));
      }
      s.append(") {\n");
      for (int i = 0; i < args.length; i++) {
        String check = memrefCheck(m, i);
        if (check == null) continue;
        int rank = memrefRank(m.function().type().inputs().get(i));
        String p = m.parameters().get(i);
        s.append("    if (").append(p).append(" == null").append(rank < 0 ? "" : " || " + p + ".rank() != " + rank)
            .append(") throw new IllegalArgumentException(\"").append(javaString(check)).append("\");\n");
      }
      String call = module.className() + "." + m.function().methodName() + "(" + String.join(", ", m.parameters()) + ")";
      boolean isVoid = result.getSort() == Type.VOID;
      if (!inCallScope()) {
        s.append("    ").append(isVoid ? "" : "return ").append(call).append(";\n  }\n");
        continue;
      }
      s.append("    ").append(CallScope.class.getName()).append(" $call = PROGRAM.enterCall();\n");
      if (!isVoid) s.append("    ").append(javaSpelling(result)).append(" $result;\n");
      s.append("    try {\n      ").append(isVoid ? "" : "$result = ").append(call).append(";\n")
          .append("    } catch (Throwable $thrown) {\n      $call.exit($thrown);\n      throw $thrown;\n    }\n")
          .append("    $call.exit(null);\n");
      if (!isVoid) s.append("    return $result;\n");
      s.append("  }\n");
    }
    return s.append("}\n").toString();
  }

  private String sourceName() {
    for (SourceFunction f : sources.values()) {
      if (f.location() instanceof Location.FileLineCol at) return at.file();
    }
    return module.className();
  }

  /** Text safe inside a Javadoc comment: no comment end, no unicode escape. */
  private static String comment(String text) {
    return text.replace("*/", "*&#47;").replace("\\", "&#92;");
  }

  // --- argument checks ----------------------------------------------------------------------------

  /**
   * The message for a memref argument that is null or of another rank (what the API's handles
   * check, as the Java type fixes only the element type), or null for other parameters.
   */
  private static String memrefCheck(Method m, int i) {
    dev.loomlir.ir.Type type = m.function().type().inputs().get(i);
    if (m.facadeType().getArgumentTypes()[i].getSort() != Type.OBJECT) return null;
    int rank = memrefRank(type);
    return "@" + m.function().symbol() + m.function().type() + ": argument " + i + " (" + type + ") must be a memref"
        + (rank < 0 ? "" : " of rank " + rank) + ", not null";
  }

  /** The rank of a ranked memref type, else -1 (unranked memrefs take any rank). */
  private static int memrefRank(dev.loomlir.ir.Type type) {
    return type instanceof MemRefType mt ? mt.shape().size() : -1;
  }

  /** {@code if (x == null || x.rank() != R) throw new IllegalArgumentException(message)} for each memref parameter. */
  private static void emitMemRefChecks(MethodVisitor mv, Method m) {
    Type[] args = m.facadeType().getArgumentTypes();
    int slot = 0;
    for (int i = 0; i < args.length; slot += args[i].getSize(), i++) {
      String message = memrefCheck(m, i);
      if (message == null) continue;
      int rank = memrefRank(m.function().type().inputs().get(i));
      Label fail = new Label();
      Label ok = new Label();
      mv.visitVarInsn(ALOAD, slot);
      mv.visitJumpInsn(IFNULL, fail);
      if (rank >= 0) {
        mv.visitVarInsn(ALOAD, slot);
        RuntimeAbi.MEMREF_RANK_INT.invoke(mv);
        mv.visitLdcInsn(rank);
        mv.visitJumpInsn(IF_ICMPEQ, ok);
      } else {
        mv.visitJumpInsn(GOTO, ok);
      }
      mv.visitLabel(fail);
      String exception = Type.getInternalName(IllegalArgumentException.class);
      mv.visitTypeInsn(NEW, exception);
      mv.visitInsn(DUP);
      mv.visitLdcInsn(message);
      mv.visitMethodInsn(INVOKESPECIAL, exception, "<init>", Type.getMethodDescriptor(Type.VOID_TYPE,
          Type.getType(String.class)), false);
      mv.visitInsn(ATHROW);
      mv.visitLabel(ok);
    }
  }

  /** {@code text} as the body of a Java string literal. */
  private static String javaString(String text) {
    StringBuilder sb = new StringBuilder();
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') sb.append('\\').append(c);
      else if (c < 0x20) sb.append(String.format("\\%03o", (int) c));  // not \\u: javac reads those before strings
      else if (c > 0x7e) sb.append(String.format("\\u%04x", (int) c));
      else sb.append(c);
    }
    return sb.toString();
  }

  // --- the class file ---------------------------------------------------------------------------

  private byte[] classFile(List<Method> methods) {
    String internalName = facadeName.replace('.', '/');
    String moduleInternalName = module.className().replace('.', '/');
    String object = Type.getInternalName(Object.class);
    // Frames are simple (no merge of reference types), so no class needs loading to compute them.
    ClassWriter cw = new ClassWriter(ClassWriter.COMPUTE_FRAMES) {
      @Override protected String getCommonSuperClass(String type1, String type2) { return object; }
    };
    cw.visit(V21, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, internalName, null, object, null);
    cw.visitSource(facadeName.substring(facadeName.lastIndexOf('.') + 1) + ".java", null);
    MethodVisitor init = cw.visitMethod(ACC_PRIVATE, "<init>", Type.getMethodDescriptor(Type.VOID_TYPE), null, null);
    init.visitCode();
    init.visitVarInsn(ALOAD, 0);
    init.visitMethodInsn(INVOKESPECIAL, object, "<init>", Type.getMethodDescriptor(Type.VOID_TYPE), false);
    init.visitInsn(RETURN);
    init.visitMaxs(0, 0);
    init.visitEnd();
    String programType = Type.getDescriptor(ProgramRuntime.class);
    if (inCallScope()) {
      cw.visitField(ACC_PRIVATE | ACC_STATIC | ACC_FINAL, "PROGRAM", programType, null, null).visitEnd();
      MethodVisitor clinit = cw.visitMethod(ACC_STATIC, "<clinit>", Type.getMethodDescriptor(Type.VOID_TYPE), null, null);
      clinit.visitCode();
      clinit.visitLdcInsn(Type.getObjectType(moduleInternalName));
      RuntimeAbi.PROGRAM_OF.invoke(clinit);
      clinit.visitFieldInsn(PUTSTATIC, internalName, "PROGRAM", programType);
      clinit.visitInsn(RETURN);
      clinit.visitMaxs(0, 0);
      clinit.visitEnd();
    }
    for (Method m : methods) {
      MethodVisitor mv = cw.visitMethod(ACC_PUBLIC | ACC_STATIC, m.javaName(), m.facadeType().getDescriptor(), null, null);
      for (String parameter : m.parameters()) mv.visitParameter(parameter, 0);
      mv.visitCode();
      int slot = 0;
      for (Type arg : m.facadeType().getArgumentTypes()) slot += arg.getSize();
      int scope = slot;
      Label start = new Label();
      Label end = new Label();
      Label handler = new Label();
      if (inCallScope()) {
        mv.visitTryCatchBlock(start, end, handler, Type.getInternalName(Throwable.class));
        mv.visitFieldInsn(GETSTATIC, internalName, "PROGRAM", programType);
        RuntimeAbi.ENTER_CALL.invoke(mv);
        mv.visitVarInsn(ASTORE, scope);
        mv.visitLabel(start);
      }
      emitMemRefChecks(mv, m);
      slot = 0;
      for (Type arg : m.facadeType().getArgumentTypes()) {
        mv.visitVarInsn(arg.getOpcode(ILOAD), slot);
        slot += arg.getSize();
      }
      mv.visitMethodInsn(INVOKESTATIC, moduleInternalName, m.function().methodName(), m.function().descriptor(), false);
      Type result = m.facadeType().getReturnType();
      if (inCallScope()) {
        mv.visitLabel(end);
        // result stays on the stack: exit(null) may throw the failure of a task instead
        mv.visitVarInsn(ALOAD, scope);
        mv.visitInsn(ACONST_NULL);
        RuntimeAbi.EXIT_CALL.invoke(mv);
        mv.visitInsn(result.getOpcode(IRETURN));
        mv.visitLabel(handler);
        mv.visitVarInsn(ASTORE, scope + 1);
        mv.visitVarInsn(ALOAD, scope);
        mv.visitVarInsn(ALOAD, scope + 1);
        RuntimeAbi.EXIT_CALL.invoke(mv);
        mv.visitVarInsn(ALOAD, scope + 1);
        mv.visitInsn(ATHROW);
      } else {
        mv.visitInsn(result.getOpcode(IRETURN));
      }
      mv.visitMaxs(0, 0);
      mv.visitEnd();
    }
    cw.visitEnd();
    return cw.toByteArray();
  }
}
