package dev.loomlir.lowering;

import dev.loomlir.lowering.PipelineElement.PassElement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * What loomlir makes of one pass's options, in the words mlir-opt's {@code --dump-pass-pipeline}
 * would show them ({@code max-iterations=5 test-convergence=true disable-patterns={a,b}}, only
 * the options written), or the error message when it rejects them.
 */
final class OptionReadings {
  private static final PassRegistry REGISTRY = PassRegistry.withBuiltinPasses();

  private OptionReadings() {}

  /** {@code pass} is {@code name{options}}, run as {@code builtin.module(name{options})}. */
  static String fromPipeline(String pass) {
    String text = "builtin.module(" + pass + ")";
    try {
      PassManager.parse(text, REGISTRY);
      PassElement element = (PassElement) PassPipelineParser.parse(text).elements().get(0);
      return render(element.argument(), element.options());
    } catch (PassPipelineException e) {
      return e.getMessage();
    }
  }

  /** {@code flag} is {@code name=options}, as given on the command line after {@code --}. */
  static String fromFlag(String flag) {
    PassManager.PassFlag parsed = PassManager.PassFlag.parse(flag);
    try {
      PassManager.fromCommandLine(null, List.of(parsed), REGISTRY);
      return render(parsed.argument(), PassOptionSplitter.split(parsed.options()));
    } catch (PassPipelineException e) {
      return e.getMessage();
    }
  }

  private static String render(String pass, List<OptionArgument> arguments) throws PassPipelineException {
    PassInfo info = REGISTRY.lookup(pass);
    List<String> shown = new ArrayList<>();
    for (Map.Entry<String, String> value : info.readOptions(arguments).entrySet()) {
      PassOption option = info.options().stream().filter(o -> o.name().equals(value.getKey())).findFirst().orElseThrow();
      shown.add(option.name() + "=" + typed(option, value.getValue()));
    }
    return String.join(" ", shown);
  }

  private static String typed(PassOption option, String value) {
    return switch (option.type()) {
      case BOOL -> String.valueOf(PassOptions.parseBool(option.name(), value));
      case INT, LONG -> String.valueOf(PassOptions.parseLong(option.name(), value));
      case STRING_LIST -> "{" + value + "}";
      case CHOICE -> value;
    };
  }
}
