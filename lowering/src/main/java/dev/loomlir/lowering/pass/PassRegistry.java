package dev.loomlir.lowering.pass;

import java.util.ArrayList;
import java.util.Collection;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * Passes by name, sorted by argument for {@code --help}; {@code dev.loomlir.lowering.BuiltinPasses}
 * fills one with every pass loomlir ships.
 */
public final class PassRegistry {
  private final Map<String, PassDeclaration> passes = new TreeMap<>();

  public PassRegistry register(PassDeclaration declaration) {
    passes.put(declaration.argument(), declaration);
    return this;
  }

  public PassDeclaration lookup(String argument) { return passes.get(argument); }

  public Collection<PassDeclaration> passes() { return Collections.unmodifiableCollection(passes.values()); }

  /**
   * mlir-opt's error for a pass argument nothing is registered under, made by {@code error} (which
   * may locate it in a pipeline's text), with a note when the argument names an LLVM lowering.
   */
  static PassPipelineException unknownPass(String argument, Function<String, PassPipelineException> error) {
    return error.apply("'" + argument + "' does not refer to a registered pass or pass pipeline")
        .withNote(LlvmOnlyPasses.note(argument));
  }

  /**
   * The passes and their options as {@code mlir-opt --help} lists them: a pass per line with its
   * summary, its options indented under it (an enum option's values under that), in argument order.
   */
  public List<String> helpLines() {
    List<String> lines = new ArrayList<>();
    for (PassDeclaration pass : passes.values()) {
      lines.add(helpLine(6, "--" + pass.argument(), "-   " + pass.summary()));
      for (PassOption<?> option : pass.options()) {
        String what = option.description();
        if (option.noEffectReason() != null) what += " (accepted; no effect in loomlir: " + option.noEffectReason() + ")";
        lines.add(helpLine(8, "--" + option.name() + option.kind().helpSuffix, "- " + what));
        for (PassOption.Choice choice : option.choices()) {
          lines.add(helpLine(4, "=" + choice.value(), "-   " + choice.description()));
        }
      }
    }
    return lines;
  }

  /** {@code text} at {@code indent}, then {@code description} at mlir-opt's help column. */
  private static String helpLine(int indent, String text, String description) {
    String head = " ".repeat(indent) + text;
    return head + " ".repeat(Math.max(1, 71 - head.length())) + description;
  }

  /** Builds a pass, reading its options as mlir-opt's pass options parser does ({@link PassDeclaration#create(List)}). */
  public Pass create(String argument, List<OptionArgument> options) throws PassPipelineException {
    PassDeclaration declaration = passes.get(argument);
    if (declaration == null) throw unknownPass(argument, PassPipelineException::new);
    return declaration.create(options);
  }
}
