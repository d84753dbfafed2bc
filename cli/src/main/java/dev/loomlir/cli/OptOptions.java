package dev.loomlir.cli;

import dev.loomlir.lowering.pass.PassManager;
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
    List<PassManager.PassFlag> passFlags,
    boolean printIrAfterAll) {

  public OptOptions {
    passFlags = List.copyOf(passFlags);
  }
}
