package dev.loomlir.cli;

import dev.loomlir.diag.DiagnosticRenderer;
import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.diag.SourceManager;
import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Diagnostic;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.pass.PassFailure;
import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.lowering.pass.PassPipelineException;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.syntax.parse.Parser;
import dev.loomlir.syntax.print.PrintOptions;
import dev.loomlir.syntax.print.Printer;
import dev.loomlir.verify.Verifier;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Supplier;

/**
 * The work of {@code loomlir opt}: read, split, parse, verify, run passes, print; or, with
 * {@code --verify-diagnostics}, check the diagnostics against the file's annotations.
 */
public final class OptDriver {
  static final String STDIN_NAME = "<stdin>";

  private final OptOptions options;
  private final Supplier<PassRegistry> registry;
  private final InputStream in;
  private final PrintStream out;
  private final PrintStream err;

  /** {@code registry} is asked for the pass registry only if a pass is named. */
  public OptDriver(OptOptions options, Supplier<PassRegistry> registry, InputStream in, PrintStream out, PrintStream err) {
    this.options = options;
    this.registry = registry;
    this.in = in;
    this.out = out;
    this.err = err;
  }

  /** Returns the process exit code: 0 success, 1 for errors in the input or the command line. */
  public int run() throws IOException {
    PassManager passes;
    try {
      passes = buildPassManager();
    } catch (PassPipelineException e) {
      err.println(e.render());
      return 1;
    }
    SourceInput source = SourceInput.read(options.input(), in, err);
    if (source == null) return 1;
    if (source.error() != null) {
      err.print(source.error());
      return 1;
    }
    String name = source.name();
    String text = source.text();

    SourceManager sources = new SourceManager();
    SourceBuffer whole = new SourceBuffer(name, text);
    sources.add(whole);
    DiagnosticRenderer renderer = new DiagnosticRenderer(sources);
    DiagnosticVerifier verifier = options.verifyDiagnostics() ? new DiagnosticVerifier(whole, renderer) : null;

    List<InputSplitter.Chunk> chunks = options.splitInputFile()
        ? InputSplitter.split(text) : List.of(new InputSplitter.Chunk(text, 0));
    StringBuilder output = new StringBuilder();
    boolean failed = false;
    for (int i = 0; i < chunks.size(); i++) {
      if (i > 0) output.append(InputSplitter.MARKER).append('\n');
      InputSplitter.Chunk chunk = chunks.get(i);
      try {
        output.append(process(new SourceBuffer(name, chunk.text(), chunk.lineOffset()), passes));
      } catch (PassFailure e) {
        failed = true; // upstream's signalPassFailure() without a diagnostic: nothing to print
      } catch (DiagnosticException e) {
        failed = true;
        Diagnostic d = e.diagnostic();
        if (verifier != null) verifier.consume(d);
        else renderer.render(d, err);
      }
    }
    if (!writeOutput(output.toString())) return 1;
    if (verifier == null) return failed ? 1 : 0;
    List<String> reports = verifier.finish();
    reports.forEach(err::print);
    return reports.isEmpty() ? 0 : 1;
  }

  private String process(SourceBuffer buffer, PassManager passes) {
    Context ctx = Dialects.newContext().setAllowUnregisteredDialects(options.allowUnregisteredDialect());
    Operation module = Parser.parseModule(ctx, buffer);
    Verifier.verify(module);
    if (!passes.isEmpty()) {
      passes.run(module, ctx);
      Verifier.verify(module);
    }
    String printed = Printer.print(module, new PrintOptions(options.printGeneric(), options.printDebugInfo()));
    // mlir-opt ends the printed op with a newline and then one more.
    return printed.endsWith("\n") ? printed + "\n" : printed + "\n\n";
  }

  private PassManager buildPassManager() throws PassPipelineException {
    PassManager pm = options.passPipeline() == null && options.passFlags().isEmpty() ? PassManager.onModule()
        : PassManager.fromCommandLine(options.passPipeline(), options.passFlags(), registry.get());
    if (options.printIrAfterAll()) pm.instrument(new PassManager.Instrumentation(true, PassManager.irPrinter(err)));
    return pm;
  }

  /** Writes the result; false (with mlir-opt's message) when the output file cannot be written. */
  private boolean writeOutput(String text) {
    if (options.output() == null || options.output().equals("-")) {
      out.print(text);
      out.flush();
      return true;
    }
    try {
      Files.writeString(Path.of(options.output()), text);
      return true;
    } catch (IOException e) {
      err.println("cannot open output file '" + options.output() + "': " + IoMessages.reason(e));
      return false;
    }
  }
}
