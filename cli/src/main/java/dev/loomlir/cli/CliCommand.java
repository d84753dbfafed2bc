package dev.loomlir.cli;

import java.util.ArrayList;
import java.util.List;

/**
 * A subcommand as data: its name, help text, optional input file and options (see
 * {@link CliOption}). {@code passFooter} adds the list of registered passes to its help.
 */
record CliCommand(String name, List<String> description, String fileDescription, List<CliOption> options,
                  boolean passFooter) {
  CliCommand {
    description = List.copyOf(description);
    options = List.copyOf(options);
  }

  /** The option spelled {@code name}, or null. */
  CliOption option(String name) {
    for (CliOption o : options) {
      if (o.names().contains(name)) return o;
    }
    return null;
  }

  /** This command with {@code more} options after its own. */
  CliCommand with(List<CliOption> more) {
    List<CliOption> all = new ArrayList<>(options);
    all.addAll(more);
    return new CliCommand(name, description, fileDescription, all, passFooter);
  }
}
