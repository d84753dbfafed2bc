package dev.loomlir.lowering.pass;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IrEdits;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.lowering.pass.PipelineElement.NestedPipeline;
import dev.loomlir.lowering.pass.PipelineElement.PassElement;
import dev.loomlir.verify.Verifier;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BiConsumer;

/**
 * Runs a pipeline anchored on one op name ({@code builtin.module}, {@code func.func}, or
 * {@code any}): its passes run on the op itself, nested pipelines on each matching op directly
 * inside the op's regions, as MLIR's OpPassManager does.
 */
public final class PassManager {
  private static final String ANY = "any";

  private sealed interface Step {}

  private record RunPass(PassDeclaration declaration, Pass pass) implements Step {}

  private record RunNested(PassManager nested) implements Step {}

  /**
   * What runs around each pass: verification after it when it edited the IR (mlir-opt does this
   * by default) and an optional observer of the IR after it ({@code --mlir-print-ir-after-all}).
   */
  public record Instrumentation(boolean verifyEach, BiConsumer<String, Operation> afterPass) {
    public static final Instrumentation DEFAULT = new Instrumentation(true, null);
  }

  private final String anchor;
  private final List<Step> steps = new ArrayList<>();
  private Instrumentation instrumentation = Instrumentation.DEFAULT;

  private PassManager(String anchor) { this.anchor = anchor; }

  /** An empty pipeline on {@code builtin.module}. */
  public static PassManager onModule() { return new PassManager("builtin.module"); }

  /**
   * Parses {@code text} and instantiates every pass from {@code registry}. As in mlir-opt, every
   * pass name is looked up before any pass is built, so an unknown pass is the error even when an
   * earlier pass has a bad option.
   */
  public static PassManager parse(String text, PassRegistry registry) throws PassPipelineException {
    ParsedPipeline parsed = PassPipelineParser.parse(text);
    checkRegistered(parsed.root(), parsed, registry);
    return build(parsed.root(), registry);
  }

  private static void checkRegistered(NestedPipeline pipeline, ParsedPipeline parsed, PassRegistry registry)
      throws PassPipelineException {
    for (PipelineElement element : pipeline.elements()) {
      // instanceof, not pattern switches, in this class: each pattern switch is an invokedynamic
      // that every opt run with a pass links anew (docs/performance-notes.md, issue 18).
      if (element instanceof NestedPipeline nested) {
        checkRegistered(nested, parsed, registry);
      } else if (element instanceof PassElement pass) {
        if (registry.lookup(pass.argument()) == null) {
          throw PassRegistry.unknownPass(pass.argument(), message -> parsed.errorAt(pass.offset(), message));
        }
      } else {
        throw new AssertionError("unknown pipeline element " + element);
      }
    }
  }

  private static PassManager build(NestedPipeline pipeline, PassRegistry registry) throws PassPipelineException {
    PassManager pm = new PassManager(pipeline.anchor());
    for (PipelineElement element : pipeline.elements()) {
      if (element instanceof NestedPipeline nested) {
        pm.steps.add(new RunNested(build(nested, registry)));
      } else if (element instanceof PassElement pass) {
        pm.addPass(registry.lookup(pass.argument()), registry.create(pass.argument(), pass.options()));
      } else {
        throw new AssertionError("unknown pipeline element " + element);
      }
    }
    return pm;
  }

  /** A pass given as its own command-line flag: {@code --name} or {@code --name=options}. */
  public record PassFlag(String argument, String options) {
    /** Parses mlir-opt's flag text without dashes: {@code name} or {@code name=options}. */
    public static PassFlag parse(String text) {
      int eq = text.indexOf('=');
      return eq < 0 ? new PassFlag(text, null) : new PassFlag(text.substring(0, eq), text.substring(eq + 1));
    }
  }

  /**
   * The pipeline a command line asks for: {@code --pass-pipeline=...} or individual pass flags
   * (mlir-opt rejects both together), anchored on {@code builtin.module}.
   */
  public static PassManager fromCommandLine(String pipeline, List<PassFlag> flags, PassRegistry registry)
      throws PassPipelineException {
    if (pipeline != null) {
      if (!flags.isEmpty()) {
        throw new PassPipelineException("'-pass-pipeline' option can't be used with individual pass options");
      }
      return parse(pipeline, registry);
    }
    PassManager pm = onModule();
    for (PassFlag flag : flags) {
      Pass pass = registry.create(flag.argument(), PassOptionSplitter.split(flag.options() == null ? "" : flag.options()));
      pm.addPassNestingImplicitly(registry.lookup(flag.argument()), pass);
    }
    return pm;
  }

  /**
   * As mlir-opt adds pass flags (implicit nesting): a pass restricted to another op than this
   * pipeline's runs in a pipeline nested on that op, shared with the passes for it right before.
   */
  private void addPassNestingImplicitly(PassDeclaration declaration, Pass pass) throws PassPipelineException {
    String passAnchor = declaration.anchor() == null ? null : declaration.anchor().name();
    if (passAnchor == null || anchor.equals(ANY) || anchor.equals(passAnchor)) {
      addPass(declaration, pass);
      return;
    }
    PassManager nested = !steps.isEmpty() && steps.get(steps.size() - 1) instanceof RunNested last
        && last.nested().anchor.equals(passAnchor) ? last.nested() : null;
    if (nested == null) {
      nested = new PassManager(passAnchor);
      nested.instrumentation = instrumentation;
      steps.add(new RunNested(nested));
    }
    nested.addPass(declaration, pass);
  }

  /** Prints the IR after each pass as mlir-opt's {@code --mlir-print-ir-after-all} does. */
  public static BiConsumer<String, Operation> irPrinter(java.io.PrintStream out) {
    return (argument, op) -> {
      out.print("// -----// IR Dump After " + argument + " (" + argument + ") //----- //\n");
      out.print(dev.loomlir.syntax.print.Printer.print(op, dev.loomlir.syntax.print.PrintOptions.DEFAULT));
      out.print("\n");
      out.flush();
    };
  }

  public String anchor() { return anchor; }

  /**
   * Adds {@code pass}, built from {@code declaration}; a pass restricted to another op than this
   * pipeline's is mlir-opt's error.
   */
  public PassManager addPass(PassDeclaration declaration, Pass pass) throws PassPipelineException {
    if (declaration.anchor() != null && !anchor.equals(ANY) && !anchor.equals(declaration.anchor().name())) {
      throw new PassPipelineException("Can't add pass '" + declaration.passName() + "' restricted to '"
          + declaration.anchor().name() + "' on a PassManager intended to run on '" + anchor + "', did you intend to nest?");
    }
    steps.add(new RunPass(declaration, pass));
    return this;
  }

  public boolean isEmpty() { return steps.isEmpty(); }

  /** Sets the instrumentation of this pipeline and every nested one. */
  public PassManager instrument(Instrumentation i) {
    instrumentation = i;
    for (Step step : steps) if (step instanceof RunNested n) n.nested().instrument(i);
    return this;
  }

  /**
   * Runs the pipeline on {@code op}, parsed with the standard dialects ({@link Dialects#newContext});
   * see {@link #run(Operation, Context)}.
   */
  public void run(Operation op) { run(op, Dialects.newContext()); }

  /** Runs the pipeline on {@code op}, parsed in {@code context}; a pass failure propagates as {@link DiagnosticException}. */
  public void run(Operation op, Context context) { run(op, new PassContext(context)); }

  private void run(Operation op, PassContext context) {
    if (!anchor.equals(ANY) && !op.is(anchor)) {
      throw new DiagnosticException(op.location(),
          "can't run '" + anchor + "' pass manager on '" + op.name() + "' op");
    }
    for (Step step : steps) {
      if (step instanceof RunPass p) {
        long editsBefore = IrEdits.count();
        p.pass().run(op, context);
        // As MLIR: IR a pass left as it was is not verified again.
        if (instrumentation.verifyEach() && IrEdits.count() != editsBefore) Verifier.verify(op);
        if (instrumentation.afterPass() != null) instrumentation.afterPass().accept(p.declaration().argument(), op);
      } else if (step instanceof RunNested n) {
        runOnChildren(op, n.nested(), context);
      } else {
        throw new AssertionError("unknown step " + step);
      }
    }
  }

  private static void runOnChildren(Operation op, PassManager nested, PassContext context) {
    for (Region region : op.regions()) {
      for (Block block : region.blocks()) {
        for (Operation child : block.operations()) {
          if (nested.anchor.equals(ANY) || child.is(nested.anchor)) nested.run(child, context);
        }
      }
    }
  }
}
