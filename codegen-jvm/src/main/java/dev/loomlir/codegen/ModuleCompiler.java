package dev.loomlir.codegen;

import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.dialects.llvm.LlvmFuncOp;
import dev.loomlir.dialects.builtin.ModuleOp;
import dev.loomlir.codegen.async.AsyncEmitters;
import dev.loomlir.codegen.async.CoroutineCompiler;
import dev.loomlir.codegen.bytecode.FrameComputingClassWriter;
import dev.loomlir.codegen.emit.CallTarget;
import dev.loomlir.codegen.emit.ExternalFunctions;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.FunctionEmitter;
import dev.loomlir.codegen.emit.ModuleContext;
import dev.loomlir.codegen.emit.ModuleOpEmitter;
import dev.loomlir.codegen.emit.NameMangler;
import dev.loomlir.codegen.emit.TupleClassWriter;
import dev.loomlir.codegen.llvm.LlvmEmitters;
import dev.loomlir.codegen.memref.MemRefEmitters;
import dev.loomlir.codegen.ops.ArithEmitters;
import dev.loomlir.codegen.ops.CfEmitters;
import dev.loomlir.codegen.ops.FuncEmitters;
import dev.loomlir.codegen.ops.IndexEmitters;
import dev.loomlir.codegen.ops.MathEmitters;
import dev.loomlir.codegen.vector.VectorEmitters;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.objectweb.asm.ClassTooLargeException;
import org.objectweb.asm.ClassWriter;
import org.objectweb.asm.MethodTooLargeException;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Compiles a verified {@code builtin.module} at the func/cf/arith/math/index/vector level into JVM
 * classes: one public final class per module with one static method per {@code func.func}
 * (private symbols become private methods), plus a small class per distinct list of result types
 * of functions with several results. The class's {@code SourceFile} is the .mlir file name and
 * its line numbers are the ops' lines, so JVM stack traces point into the .mlir file.
 */
public final class ModuleCompiler implements Opcodes {
  private final EmitterRegistry registry;

  public ModuleCompiler(EmitterRegistry registry) { this.registry = registry; }

  /** Compiles with everything loomlir supports ({@link #standardRegistry()}). */
  public static CompiledModule compile(Operation module, String sourceName, CompileOptions options) {
    return new ModuleCompiler(standardRegistry()).compileModule(module, sourceName, options);
  }

  /** Everything loomlir compiles: the emitters of each dialect, and the runner utilities. */
  public static EmitterRegistry standardRegistry() {
    EmitterRegistry r = new EmitterRegistry();
    ArithEmitters.register(r);
    MathEmitters.register(r);
    IndexEmitters.register(r);
    FuncEmitters.register(r);
    CfEmitters.register(r);
    VectorEmitters.register(r);
    AsyncEmitters.register(r);
    MemRefEmitters.register(r);
    LlvmEmitters.register(r);
    ExternalFunctions.registerRunnerUtils(r.externals());
    return r;
  }

  public CompiledModule compileModule(Operation module, String sourceName, CompileOptions options) {
    if (options == null) options = CompileOptions.defaults();
    if (!ModuleOp.is(module)) {
      throw new DiagnosticException(module.location(), "expected a 'builtin.module' to compile, got '" + module.name() + "'");
    }
    String binaryName = options.className() != null ? options.className() : NameMangler.className(sourceName);
    String internalName = binaryName.replace('.', '/');
    String sourceFile = sourceFileName(sourceName);
    ModuleContext ctx = new ModuleContext(internalName, registry);

    List<Operation> definitions = new ArrayList<>();
    Map<String, FunctionInfo> table = new LinkedHashMap<>();
    declareSymbols(module, ctx, options, definitions, table);

    ClassWriter cw = new FrameComputingClassWriter();
    cw.visit(V21, ACC_PUBLIC | ACC_FINAL | ACC_SUPER, internalName, null, "java/lang/Object", null);
    cw.visitSource(sourceFile, null);
    Map<String, Operation> byMethod = new HashMap<>();
    for (Operation func : definitions) {
      FunctionInfo info = table.get(symbolOf(func));
      byMethod.put(info.methodName(), func);
      int access = ACC_STATIC | (info.isPublic() ? ACC_PUBLIC : ACC_PRIVATE);
      MethodVisitor mv = cw.visitMethod(access, info.methodName(), info.descriptor(), null, null);
      if (CoroutineCompiler.splits(func)) {
        boolean virtualThreads = options.coroutines() == CoroutineMode.VIRTUAL_THREADS;
        new CoroutineCompiler(ctx, func, info.descriptor(), virtualThreads, cw).emit(mv);
      } else {
        new FunctionEmitter(ctx, func, mv).emit();
      }
    }
    writeStaticData(cw, ctx);
    cw.visitEnd();

    Map<String, byte[]> classes = new LinkedHashMap<>();
    classes.put(binaryName, toBytes(cw, module, byMethod));
    for (var e : ctx.generatedClasses().entrySet()) classes.put(e.getKey().replace('/', '.'), e.getValue());
    for (var e : ctx.tupleClasses().entrySet()) {
      classes.put(e.getValue().replace('/', '.'), TupleClassWriter.write(e.getValue(), e.getKey(), sourceFile));
    }
    return new CompiledModule(binaryName, classes, table, options.effectiveLoader(), hasAsyncOps(module),
        runnable(ctx.constructors(), table), runnable(ctx.destructors(), table));
  }

  /**
   * The symbols of global constructors or destructors, each checked to be a public function
   * without arguments or results that a host can call (as LLVM requires: {@code void ()}).
   */
  private static List<String> runnable(List<ModuleContext.Structor> structors, Map<String, FunctionInfo> table) {
    List<String> symbols = new ArrayList<>();
    for (ModuleContext.Structor s : structors) {
      FunctionInfo f = table.get(s.symbol());
      if (f == null || !f.type().inputs().isEmpty() || !f.type().results().isEmpty()) {
        throw DiagnosticException.opError(s.declaration(), "'" + s.symbol()
            + "' must be a function defined in this module without arguments or results to be run");
      }
      if (!f.isPublic()) {
        throw DiagnosticException.opError(s.declaration(), "'" + s.symbol()
            + "' has internal linkage: loomlir runs only public global constructors and destructors");
      }
      symbols.add(s.symbol());
    }
    return symbols;
  }

  /** Whether {@code root} or an op nested in it belongs to the async dialect. */
  static boolean hasAsyncOps(Operation root) {
    boolean[] found = {false};
    root.walk(op -> found[0] |= op.dialectName().equals("async"));
    return found[0];
  }

  /** Builds the function table and the call targets of every function, before any body is emitted. */
  private void declareSymbols(Operation module, ModuleContext ctx, CompileOptions options, List<Operation> definitions,
                              Map<String, FunctionInfo> table) {
    ExternalResolver externals = new ExternalResolver(registry, options);
    Block body = module.region(0).entryBlock();
    if (body == null) return;
    for (Operation op : body) {
      FunctionType type = functionTypeOf(op);
      if (type != null) {
        String symbol = symbolOf(op);
        if (op.region(0).isEmpty()) {
          CallTarget t = externals.resolve(op, symbol, type);
          if (t != null) ctx.defineFunction(symbol, type, t);
          else ctx.declareUnresolved(symbol, type, op);
          continue;
        }
        List<Type> results = new ArrayList<>();
        for (dev.loomlir.ir.Type r : type.results()) results.add(registry.types().map(r, op.location()));
        Type ret = ctx.returnType(results);
        String descriptor = registry.types().methodDescriptor(type, ret, op.location());
        String tuple = results.size() > 1 ? ctx.tupleClass(results) : null;
        boolean isPublic = isPublic(op);
        String method = NameMangler.methodName(symbol);
        if (!isPublic && ForegroundCompilation.wants(op)) method += ForegroundCompilation.SUFFIX;
        ctx.defineFunction(symbol, type, new CallTarget(ctx.className(), method, descriptor, results, tuple));
        table.put(symbol, new FunctionInfo(symbol, method, descriptor, type, isPublic,
            tuple == null ? null : tuple.replace('/', '.')));
        definitions.add(op);
      } else {
        ModuleOpEmitter e = registry.moduleOpEmitter(op);
        if (e == null) {
          throw new DiagnosticException(op.location(), "'" + op.name()
              + "' op is not supported by the JVM code generator at module level");
        }
        e.declare(op, ctx);
      }
    }
  }

  private static void writeStaticData(ClassWriter cw, ModuleContext ctx) {
    for (ModuleContext.StaticField f : ctx.staticFields()) {
      int access = ACC_PRIVATE | ACC_STATIC | (f.isFinal() ? ACC_FINAL : 0);
      cw.visitField(access, f.name(), f.type().getDescriptor(), null, null).visitEnd();
    }
    if (ctx.classInitializers().isEmpty()) return;
    MethodVisitor mv = cw.visitMethod(ACC_STATIC, "<clinit>", "()V", null, null);
    mv.visitCode();
    for (Consumer<MethodVisitor> code : ctx.classInitializers()) code.accept(mv);
    mv.visitInsn(RETURN);
    mv.visitMaxs(0, 0);
    mv.visitEnd();
  }

  private static byte[] toBytes(ClassWriter cw, Operation module, Map<String, Operation> byMethod) {
    try {
      return cw.toByteArray();
    } catch (MethodTooLargeException e) {
      Operation func = byMethod.get(CoroutineCompiler.functionMethodOf(e.getMethodName()));
      String what = func == null ? "the module's static initializer" : "function '@" + symbolOf(func) + "'";
      throw new DiagnosticException(func == null ? module.location() : func.location(), what
          + " is too large for one JVM method (" + e.getCodeSize() + " bytes of bytecode, the limit is 65535);"
          + " split it into smaller functions");
    } catch (ClassTooLargeException e) {
      throw new DiagnosticException(module.location(), "module is too large for one JVM class (constant pool has "
          + e.getConstantPoolCount() + " entries, the limit is 65535)");
    }
  }

  static String symbolOf(Operation func) { return ((StringAttr) func.attr("sym_name")).value(); }

  /**
   * The signature of a function op, {@code func.func} or {@code llvm.func} (whose {@code void}
   * result is no result, and whose variadic tail is left to the declaration's binding), else null.
   */
  static FunctionType functionTypeOf(Operation op) {
    if (FuncOp.match(op) instanceof FuncOp f) return f.functionType();
    if (LlvmFuncOp.match(op) instanceof LlvmFuncOp f) return f.functionType().asFunctionType();
    return null;
  }

  /** Public symbols become public methods: a func.func without private visibility, an llvm.func not of private or internal linkage. */
  private static boolean isPublic(Operation op) {
    if (LlvmFuncOp.match(op) instanceof LlvmFuncOp f) return !f.linkage().equals("private") && !f.linkage().equals("internal");
    return !(op.attr("sym_visibility") instanceof StringAttr v) || v.value().equals("public");
  }

  /** The file name (without directories) for the SourceFile attribute. */
  private static String sourceFileName(String sourceName) {
    if (sourceName == null || sourceName.isEmpty() || sourceName.equals("-")) return "<stdin>";
    return sourceName.substring(Math.max(sourceName.lastIndexOf('/'), sourceName.lastIndexOf('\\')) + 1);
  }
}
