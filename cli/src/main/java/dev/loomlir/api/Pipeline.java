package dev.loomlir.api;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.codegen.ModuleCompiler;
import dev.loomlir.diag.DiagnosticException;
import dev.loomlir.diag.DiagnosticRenderer;
import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.diag.SourceManager;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.PassManager;
import dev.loomlir.lowering.PassOptions;
import dev.loomlir.lowering.PassPipelineException;
import dev.loomlir.lowering.PassRegistry;
import dev.loomlir.syntax.Parser;
import dev.loomlir.verify.Verifier;

/**
 * From text to class files: parse, verify, the user's passes, the {@link DefaultLowering}, verify,
 * generate code. Every failure is a {@link CompileException} with the rendered diagnostics. The
 * parser and verifier recurse with the nesting of the IR: very deeply nested programs need a
 * thread with a large stack (the command line runs on one).
 */
public final class Pipeline {
  private static final PassRegistry REGISTRY = PassRegistry.withBuiltinPasses();

  private Pipeline() {}

  public static CompiledModule compile(String source, String sourceName, CompilationOptions options)
      throws CompileException {
    PassManager userPasses;
    PassManager lowering;
    try {
      userPasses = userPasses(options);
      lowering = PassManager.onModule();
      for (String pass : DefaultLowering.passes()) addPassFlag(lowering, pass);
    } catch (PassPipelineException e) {
      throw new CompileException("<unknown>:0: error: " + e.getMessage());
    }
    SourceManager sources = new SourceManager();
    SourceBuffer buffer = new SourceBuffer(sourceName, source);
    sources.add(buffer);
    try {
      Operation module = Parser.parseModule(Dialects.newContext(), buffer);
      Verifier.verify(module);
      userPasses.run(module);
      lowering.run(module);
      Verifier.verify(module);
      return ModuleCompiler.compile(module, sourceName, options.codegenOptions());
    } catch (DiagnosticException e) {
      throw new CompileException(new DiagnosticRenderer(sources).format(e.diagnostic()));
    }
  }

  private static PassManager userPasses(CompilationOptions options) throws PassPipelineException {
    if (options.passPipeline() != null) {
      if (!options.passes().isEmpty()) {
        throw new PassPipelineException("'-pass-pipeline' option can't be used with individual pass options");
      }
      return PassManager.parse(options.passPipeline(), REGISTRY);
    }
    PassManager pm = PassManager.onModule();
    for (String flag : options.passes()) addPassFlag(pm, flag);
    return pm;
  }

  /** Adds a pass written as mlir-opt's flag without dashes: {@code name} or {@code name=options}. */
  private static void addPassFlag(PassManager pm, String flag) throws PassPipelineException {
    int eq = flag.indexOf('=');
    String name = eq < 0 ? flag : flag.substring(0, eq);
    pm.addPass(name, REGISTRY.create(name, PassOptions.parse(eq < 0 ? "" : flag.substring(eq + 1))));
  }
}
