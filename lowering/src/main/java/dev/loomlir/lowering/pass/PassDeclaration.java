package dev.loomlir.lowering.pass;

import dev.loomlir.ir.OpType;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one declaration of a pass (upstream's entry in a {@code Passes.td}): its command-line
 * argument, summary, the op it is restricted to (null: any op), its typed options, and how to
 * build it from their values. Each pass class holds its own as {@code DECLARATION};
 * {@code dev.loomlir.lowering.BuiltinPasses} registers them all.
 */
public final class PassDeclaration {
  private final String argument;
  private final String summary;
  private final String passName;
  private final OpType<?> anchor;
  private final List<PassOption<?>> options;
  private final Function<PassOptionValues, Pass> factory;

  private PassDeclaration(String argument, String summary, String passName, OpType<?> anchor,
                          List<PassOption<?>> options, Function<PassOptionValues, Pass> factory) {
    this.argument = argument;
    this.summary = summary;
    this.passName = passName;
    this.anchor = anchor;
    this.options = List.copyOf(options);
    this.factory = factory;
  }

  /** A pass of class {@code passClass} (its name is what upstream's errors call the pass) with no options yet. */
  public static PassDeclaration of(Class<? extends Pass> passClass, String argument, String summary) {
    return new PassDeclaration(argument, summary, passClass.getSimpleName(), null, List.of(), null);
  }

  /** Restricts the pass to ops of {@code type} (upstream's {@code Pass<"arg", "ModuleOp">}). */
  public PassDeclaration anchoredOn(OpType<?> type) {
    return new PassDeclaration(argument, summary, passName, type, options, factory);
  }

  public PassDeclaration options(PassOption<?>... declared) {
    return new PassDeclaration(argument, summary, passName, anchor, List.of(declared), factory);
  }

  /** How to build the pass from its option values. */
  public PassDeclaration factory(Function<PassOptionValues, Pass> f) {
    return new PassDeclaration(argument, summary, passName, anchor, options, f);
  }

  /** How to build the pass, for a pass without options. */
  public PassDeclaration factory(Supplier<Pass> f) { return factory(values -> f.get()); }

  public String argument() { return argument; }

  public String summary() { return summary; }

  /** The pass's name in upstream's diagnostics ({@code AsyncToAsyncRuntimePass}). */
  public String passName() { return passName; }

  /** The op the pass runs on, or null when it runs on any op. */
  public OpType<?> anchor() { return anchor; }

  public List<PassOption<?>> options() { return options; }

  /** The pass with every option at its default. */
  public Pass create() { return factory.apply(PassOptionValues.defaults()); }

  /**
   * The pass built from {@code arguments}, read in the order written as mlir-opt reads them: the
   * first unknown name or bad value is the error, a later value of an option replaces an earlier
   * one, and a list option collects them all; a factory's IllegalArgumentException is an option error too.
   */
  public Pass create(List<OptionArgument> arguments) throws PassPipelineException {
    PassOptionValues values = readOptions(arguments);
    try {
      return factory.apply(values);
    } catch (IllegalArgumentException e) {
      // A factory rejecting an option value, as mlir-opt's option parser does.
      throw new PassPipelineException(e.getMessage());
    }
  }

  /** The option values {@code arguments} give, read as {@link #create(List)} reads them. */
  public PassOptionValues readOptions(List<OptionArgument> arguments) throws PassPipelineException {
    PassOptionValues values = PassOptionValues.defaults();
    for (OptionArgument argument : arguments) {
      PassOption<?> option = option(argument.name());
      if (option == null) throw new PassPipelineException("<Pass-Options-Parser>: no such option " + argument.name());
      try {
        values.set(option, option.read(argument.value()));
      } catch (IllegalArgumentException e) {
        throw new PassPipelineException(e.getMessage());
      }
    }
    return values;
  }

  private PassOption<?> option(String name) {
    for (PassOption<?> option : options) if (option.name().equals(name)) return option;
    return null;
  }
}
