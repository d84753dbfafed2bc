package dev.loomlir.testing.upstream;

import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * What {@code loomlir opt} accepts that mlir-opt-22 lacks or reads differently. Everything else
 * it accepts (OptCommand's flags, PassRegistry's passes and their options) is upstream's, under
 * the same name and with the same meaning; {@link LoomlirOnlyTest} holds the names to that.
 */
final class LoomlirOnly {
  /** loomlir's own passes. */
  static final Set<String> PASSES = Set.of(
      "loomlir-int-loop-versioning", // versions index loops as i32 loops for the JVM
      "loomlir-scalarize-vectors"); // fixed-size vectors become their elements, for the JVM

  /** Options of upstream passes that mlir-opt-22 does not have, by pass. */
  static final Map<String, Set<String>> PASS_OPTIONS = Map.of(
      // upstream had it until LLVM 16; loomlir keeps it
      "async-to-async-runtime", Set.of("eliminate-blocking-await-ops"));

  /** Driver flags mlir-opt-22 does not have: picocli's short form of --version. */
  static final Set<String> FLAGS = Set.of("V");

  /** Driver flags both tools have that print text of their own (usage, version) instead of IR. */
  static final Set<String> FLAGS_PRINTING_TOOL_TEXT = Set.of("h", "help", "version");

  private LoomlirOnly() {}

  /** The first thing in {@code opt} that mlir-opt-22 would not do the same way, if any. */
  static Optional<String> firstUse(OptInvocation opt) {
    for (String flag : opt.flags()) {
      if (FLAGS.contains(flag) || FLAGS_PRINTING_TOOL_TEXT.contains(flag)) return Optional.of("flag -" + flag);
    }
    for (PassUse use : opt.passes()) {
      if (PASSES.contains(use.pass())) return Optional.of("pass --" + use.pass());
      for (String option : use.options()) {
        if (PASS_OPTIONS.getOrDefault(use.pass(), Set.of()).contains(option)) {
          return Optional.of("option " + option + " of --" + use.pass());
        }
      }
    }
    return Optional.empty();
  }
}
