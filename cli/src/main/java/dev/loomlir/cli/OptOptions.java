package dev.loomlir.cli;

import java.util.List;

/** What {@code loomlir opt} was asked to do, after argument parsing. */
public record OptOptions(
    String input,
    String output,
    boolean splitInputFile,
    boolean verifyDiagnostics,
    boolean printGeneric,
    boolean printDebugInfo,
    boolean allowUnregisteredDialect,
    String passPipeline,
    List<PassFlag> passFlags) {

  /** A pass given as its own flag, {@code --name} or {@code --name=options}. */
  public record PassFlag(String argument, String options) {}

  public OptOptions {
    passFlags = List.copyOf(passFlags);
  }
}
