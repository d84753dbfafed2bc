package dev.loomlir.cli;

import java.util.List;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Model.OptionSpec;
import picocli.CommandLine.Model.PositionalParamSpec;
import picocli.CommandLine.ParseResult;

/**
 * picocli's model of a {@link CliCommand}, built through its programmatic API (no annotations,
 * no reflection), for the command lines {@link FastArgs} leaves to picocli: help, version,
 * usage errors and anything unusual.
 */
final class PicocliModel {
  static final String VERSION_LINE = "loomlir " + Main.VERSION;

  private PicocliModel() {}

  /** The root command, {@code loomlir}, without subcommands. */
  static CommandSpec root() {
    CommandSpec spec = CommandSpec.create().name("loomlir").mixinStandardHelpOptions(true).version(VERSION_LINE);
    spec.usageMessage().description("MLIR tools on the JVM.").synopsisSubcommandLabel("COMMAND");
    return spec;
  }

  /** {@code command}'s spec; {@code passFooter} is the pass listing its help ends with (when it has one). */
  static CommandSpec of(CliCommand command, String[] passFooter) {
    CommandSpec spec = CommandSpec.create().name(command.name()).mixinStandardHelpOptions(true).version(VERSION_LINE);
    spec.usageMessage().description(command.description().toArray(String[]::new));
    if (command.passFooter()) {
      spec.usageMessage().footerHeading("%nPasses (each also accepted as --<pass>[=<options>]):%n").footer(passFooter);
    }
    if (command.fileDescription() != null) {
      spec.addPositional(PositionalParamSpec.builder().index("0").arity("0..1").paramLabel("FILE")
          .description(command.fileDescription()).type(String.class).build());
    }
    for (CliOption o : command.options()) {
      OptionSpec.Builder b = OptionSpec.builder(o.names().toArray(String[]::new)).hidden(o.hidden()).required(o.required());
      if (!o.description().isEmpty()) b.description(o.description());
      if (o.label() != null) b.paramLabel(o.label());
      switch (o.kind()) {
        case FLAG -> b.type(boolean.class);
        case VALUE -> b.type(String.class);
        case INT_VALUE -> b.type(int.class);
        case IGNORED_FLAG -> b.type(boolean[].class).arity("0");
        case IGNORED_VALUE -> b.type(List.class).auxiliaryTypes(String.class);
      }
      spec.addOption(b.build());
    }
    return spec;
  }

  /** What picocli parsed for {@code command}, in the form {@link FastArgs} gives it. */
  static ParsedArgs toParsedArgs(CliCommand command, ParseResult result) {
    ParsedArgs parsed = new ParsedArgs();
    if (result.hasMatchedPositional(0)) parsed.setFile(result.matchedPositional(0).getValue());
    for (CliOption o : command.options()) {
      if (o.repeatable() || !result.hasMatchedOption(o.key())) continue;
      if (o.takesValue()) {
        parsed.set(o, result.matchedOptionValue(o.key(), null));
      } else if (result.matchedOptionValue(o.key(), false)) {
        parsed.set(o, Boolean.TRUE);
      }
    }
    return parsed;
  }
}
