package dev.loomlir.api;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.ModuleCompiler;
import dev.loomlir.diag.DiagnosticRenderer;
import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.diag.SourceManager;
import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.lowering.pass.PassPipelineException;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.syntax.parse.Parser;
import dev.loomlir.verify.Verifier;
import java.util.List;

/**
 * From text to class files: parse, verify, the user's passes, the {@link DefaultLowering}, verify,
 * generate code. Every failure is a {@link CompileException} with the rendered diagnostics. The
 * parser and verifier recurse with the nesting of the IR: very deeply nested programs need a
 * thread with a large stack (the command line runs on one).
 */
public final class Pipeline {
  private static final PassRegistry REGISTRY = BuiltinPasses.registry();

  private Pipeline() {}

  public static CompiledModule compile(String source, String sourceName, CompilationOptions options)
      throws CompileException {
    return compile(source, sourceName, options, PassManager.Instrumentation.DEFAULT);
  }

  /** As above, with the instrumentation (e.g. printing the IR after each pass) of every pass run. */
  public static CompiledModule compile(String source, String sourceName, CompilationOptions options,
                                       PassManager.Instrumentation instrumentation) throws CompileException {
    return compile(source, sourceName, options, instrumentation, null).module();
  }

  /** A compiled module and its Java facade (null when none was asked for). */
  public record Output(CompiledModule module, JavaFacade facade) {}

  /**
   * As above, and generates the {@link JavaFacade} named {@code facadeClass} (a binary name) when
   * it is not null. Unless the options name the module class, it is {@code loomlir.gen.} followed
   * by the facade's name, so that modules with different facades never share a class name.
   */
  public static Output compile(String source, String sourceName, CompilationOptions options,
                               PassManager.Instrumentation instrumentation, String facadeClass) throws CompileException {
    if (facadeClass != null && !FacadeGenerator.isValidClassName(facadeClass)) {
      throw new CompileException(sourceName + ": error: '" + facadeClass + "' is not a valid Java class name for the"
          + " facade (expected a binary name such as com.example.Kernels)");
    }
    if (facadeClass != null && facadeClass.equals(options.className())) {
      throw new CompileException(sourceName + ": error: the facade cannot have the module class's name '" + facadeClass + "'");
    }
    if (facadeClass != null && options.className() == null) options = options.withClassName("loomlir.gen." + facadeClass);
    PassManager userPasses = userPipeline(options.passPipeline(), options.passes(), instrumentation);
    SourceManager sources = new SourceManager();
    SourceBuffer buffer = new SourceBuffer(sourceName, source);
    sources.add(buffer);
    try {
      Context context = Dialects.newContext();
      Operation module = Parser.parseModule(context, buffer);
      Verifier.verify(module);
      var declared = facadeClass == null ? null : SourceFunction.collect(module, buffer);
      List<String> userFlags = DefaultLowering.withAffineLowering(options.passes(), module);
      if (options.passPipeline() == null && !userFlags.equals(options.passes())) {
        userPasses = userPipeline(null, userFlags, instrumentation);
      }
      userPasses.run(module, context);
      // What the default lowering does depends on what the user's passes left (see DefaultLowering).
      defaultLowering(module, instrumentation).run(module, context);
      Verifier.verify(module);
      CompiledModule compiled = ModuleCompiler.compile(module, sourceName, options.codegenOptions());
      return new Output(compiled, facadeClass == null ? null : FacadeGenerator.generate(facadeClass, compiled, declared));
    } catch (DiagnosticException e) {
      throw new CompileException(new DiagnosticRenderer(sources).format(e.diagnostic()));
    }
  }

  private static PassManager userPipeline(String pipeline, List<String> passFlags,
                                          PassManager.Instrumentation instrumentation) throws CompileException {
    try {
      return PassManager.fromCommandLine(pipeline, flags(passFlags), REGISTRY).instrument(instrumentation);
    } catch (PassPipelineException e) {
      throw new CompileException(e.render());
    }
  }

  private static PassManager defaultLowering(Operation module, PassManager.Instrumentation instrumentation) {
    try {
      return PassManager.fromCommandLine(null, flags(DefaultLowering.passesFor(module)), REGISTRY)
          .instrument(instrumentation);
    } catch (PassPipelineException e) {
      throw new IllegalStateException("the default lowering names an unknown pass", e);
    }
  }

  private static List<PassManager.PassFlag> flags(List<String> texts) {
    return texts.stream().map(PassManager.PassFlag::parse).toList();
  }
}
