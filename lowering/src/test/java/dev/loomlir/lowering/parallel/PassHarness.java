package dev.loomlir.lowering.parallel;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PassManager;
import dev.loomlir.lowering.pass.PassPipelineException;
import dev.loomlir.syntax.parse.Parser;
import dev.loomlir.syntax.print.PrintOptions;
import dev.loomlir.syntax.print.Printer;
import dev.loomlir.verify.Verifier;

/** Parses a module, runs a textual pipeline on it, verifies and prints the result. */
public final class PassHarness {
  private PassHarness() {}

  public static Operation parse(String text) {
    Operation module = Parser.parseModule(Dialects.newContext(), new SourceBuffer("test.mlir", text));
    Verifier.verify(module);
    return module;
  }

  /** Runs {@code pipeline} (e.g. {@code builtin.module(async-parallel-for)}) and returns the printed result. */
  public static String run(String text, String pipeline) throws PassPipelineException {
    Operation module = parse(text);
    PassManager.parse(pipeline, BuiltinPasses.registry()).run(module);
    String printed = Printer.print(module, PrintOptions.DEFAULT);
    Verifier.verify(module);
    return printed;
  }

  /** Like {@link #run} without verifying the result (for debugging). */
  public static String runUnverified(String text, String pipeline) throws PassPipelineException {
    Operation module = parse(text);
    PassManager.parse(pipeline, BuiltinPasses.registry()).run(module);
    return Printer.print(module, PrintOptions.DEFAULT);
  }
}
