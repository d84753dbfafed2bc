package dev.loomlir.testing.upstream;

import dev.loomlir.lowering.pass.OptionArgument;
import dev.loomlir.lowering.pass.PassOptionSplitter;
import dev.loomlir.lowering.pass.PassPipelineException;
import dev.loomlir.lowering.pass.PassPipelineParser;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.lowering.pass.PipelineElement;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The arguments of one {@code loomlir opt} command (after {@code loomlir opt}), sorted as the
 * command line reads them: a flag naming a registered pass runs that pass, passes inside
 * {@code --pass-pipeline} too, and every other flag belongs to the driver. {@code %s} is the
 * input file; {@code flags} are driver flag names without dashes or values.
 */
record OptInvocation(List<String> args, List<String> flags, List<PassUse> passes) {
  static final String INPUT = "%s";
  private static final String PIPELINE_FLAG = "pass-pipeline";

  OptInvocation {
    args = List.copyOf(args);
    flags = List.copyOf(flags);
    passes = List.copyOf(passes);
  }

  /** Empty when an argument is neither a flag nor {@code %s}, or a pipeline does not parse. */
  static Optional<OptInvocation> of(List<String> args, PassRegistry registry) {
    List<String> flags = new ArrayList<>();
    List<PassUse> passes = new ArrayList<>();
    try {
      for (int i = 0; i < args.size(); i++) {
        String arg = args.get(i);
        if (arg.equals(INPUT)) continue;
        if (!arg.startsWith("-") || arg.equals("-")) return Optional.empty();
        String flag = arg.replaceFirst("^--?", "");
        int eq = flag.indexOf('=');
        String name = eq < 0 ? flag : flag.substring(0, eq);
        String value = eq < 0 ? null : flag.substring(eq + 1);
        if (name.equals(PIPELINE_FLAG)) {
          if (value == null && ++i < args.size()) value = args.get(i);
          if (value == null) return Optional.empty();
          collectPasses(PassPipelineParser.parse(value).root(), passes);
          flags.add(name);
        } else if (registry.lookup(name) != null) {
          passes.add(new PassUse(name, optionNames(PassOptionSplitter.split(value == null ? "" : value))));
        } else {
          flags.add(name);
        }
      }
    } catch (PassPipelineException e) {
      return Optional.empty(); // a malformed pipeline: an error test, not a run of passes
    }
    return Optional.of(new OptInvocation(args, flags, passes));
  }

  boolean readsInputFile() {
    return args.contains(INPUT);
  }

  private static void collectPasses(PipelineElement.NestedPipeline pipeline, List<PassUse> into) {
    for (PipelineElement element : pipeline.elements()) {
      switch (element) {
        case PipelineElement.NestedPipeline nested -> collectPasses(nested, into);
        case PipelineElement.PassElement pass -> into.add(new PassUse(pass.argument(), optionNames(pass.options())));
      }
    }
  }

  private static Set<String> optionNames(List<OptionArgument> options) {
    return options.stream().map(OptionArgument::name).collect(Collectors.toSet());
  }
}
