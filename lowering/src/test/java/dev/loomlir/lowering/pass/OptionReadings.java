package dev.loomlir.lowering.pass;

import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PipelineElement.PassElement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.provider.Arguments;

/**
 * What loomlir makes of one pass's options, in the words mlir-opt's {@code --dump-pass-pipeline}
 * would show them ({@code max-iterations=5 test-convergence=true disable-patterns={a,b}}, only
 * the options written), or the error message when it rejects them.
 */
final class OptionReadings {
  private static final PassRegistry REGISTRY = BuiltinPasses.registry();

  private static final String PIPELINE = "pipeline";
  private static final String FLAG = "flag";

  private OptionReadings() {}

  /** A test case: {@code pass{options}} in a pipeline, and what mlir-opt-22 made of it. */
  static Arguments pipeline(String pass, String options, String expected) {
    return Arguments.of(PIPELINE, pass + "{" + options + "}", expected);
  }

  /** A test case: {@code -pass='options'} on the command line, and what mlir-opt-22 made of it. */
  static Arguments flag(String pass, String options, String expected) {
    return Arguments.of(FLAG, pass + "=" + options, expected);
  }

  /** What loomlir makes of a case built by {@link #pipeline} or {@link #flag}. */
  static String read(String form, String text) {
    return form.equals(PIPELINE) ? fromPipeline(text) : fromFlag(text);
  }

  /** {@code pass} is {@code name{options}}, run as {@code builtin.module(name{options})}. */
  static String fromPipeline(String pass) {
    String text = "builtin.module(" + pass + ")";
    try {
      PassManager.parse(text, REGISTRY);
      PassElement element = (PassElement) PassPipelineParser.parse(text).root().elements().get(0);
      return shown(element.argument(), element.options());
    } catch (PassPipelineException e) {
      return e.getMessage();
    }
  }

  /** {@code flag} is {@code name=options}, as given on the command line after {@code --}. */
  static String fromFlag(String flag) {
    PassManager.PassFlag parsed = PassManager.PassFlag.parse(flag);
    try {
      PassManager.fromCommandLine(null, List.of(parsed), REGISTRY);
      return shown(parsed.argument(), PassOptionSplitter.split(parsed.options()));
    } catch (PassPipelineException e) {
      return e.getMessage();
    }
  }

  /** The options {@code arguments} give the pass {@code pass}, as mlir-opt would show them. */
  static String shown(String pass, List<OptionArgument> arguments) throws PassPipelineException {
    PassOptionValues values = REGISTRY.lookup(pass).readOptions(arguments);
    List<String> shown = new ArrayList<>();
    for (PassOption<?> option : values.given()) shown.add(option.name() + "=" + typed(option, values));
    return String.join(" ", shown);
  }

  @SuppressWarnings("unchecked")
  private static String typed(PassOption<?> option, PassOptionValues values) {
    Object value = values.get(option);
    // mlir-opt prints a list's elements comma-separated in braces, an element with a space in braces too.
    if (option.kind() == PassOption.Kind.STRING_LIST) {
      return "{" + String.join(",", ((List<String>) value).stream().map(e -> e.contains(" ") ? "{" + e + "}" : e).toList()) + "}";
    }
    return String.valueOf(value);
  }
}
