package dev.loomlir.testing.upstream;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.lowering.BuiltinPasses;
import dev.loomlir.lowering.pass.PassDeclaration;
import dev.loomlir.lowering.pass.PassOption;
import dev.loomlir.lowering.pass.PassRegistry;
import dev.loomlir.testing.lit.CapturedRun;
import dev.loomlir.testing.lit.InProcessTool;
import dev.loomlir.testsupport.ToolRequirement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * {@link LoomlirOnly} is the whole difference between what {@code loomlir opt} and mlir-opt-22
 * accept: every flag, pass and pass option loomlir has that the list leaves out is in mlir-opt-22's
 * help, and nothing listed as missing upstream is there. So UpstreamExpectationsTest can take a
 * RUN line for upstream's by looking only at the list.
 */
class LoomlirOnlyTest {
  /** A picocli option line: {@code -h, --help}, {@code --split-input-file}, {@code -o=OUT}. */
  private static final Pattern HELP_OPTION = Pattern.compile("^\\s+-(\\w)(?:, --([\\w-]+))?|^\\s+--([\\w-]+)");

  private static UpstreamOptHelp upstream;
  private final PassRegistry registry = BuiltinPasses.registry();

  @BeforeAll
  static void readUpstreamHelp() throws Exception {
    upstream = UpstreamOptHelp.of(ToolRequirement.require("mlir-opt-22"));
  }

  @Test
  void passesNotListedAreUpstreamsAndListedOnesAreNot() {
    List<String> wrong = new ArrayList<>();
    for (PassDeclaration pass : registry.passes()) {
      boolean listed = LoomlirOnly.PASSES.contains(pass.argument());
      if (listed == upstream.hasPass(pass.argument())) wrong.add(pass.argument() + (listed ? " (listed)" : ""));
    }
    assertEquals(List.of(), wrong, "passes LoomlirOnly.PASSES gets wrong");
    LoomlirOnly.PASSES.forEach(p -> assertNotNull(registry.lookup(p), p + " is listed but not registered"));
  }

  @Test
  void passOptionsNotListedAreUpstreamsAndListedOnesAreNot() {
    List<String> wrong = new ArrayList<>();
    for (PassDeclaration pass : registry.passes()) {
      if (LoomlirOnly.PASSES.contains(pass.argument())) continue;
      Set<String> listed = LoomlirOnly.PASS_OPTIONS.getOrDefault(pass.argument(), Set.of());
      for (String option : optionNames(pass)) {
        if (listed.contains(option) == upstream.hasPassOption(pass.argument(), option)) {
          wrong.add(pass.argument() + "{" + option + "}" + (listed.contains(option) ? " (listed)" : ""));
        }
      }
    }
    assertEquals(List.of(), wrong, "pass options LoomlirOnly.PASS_OPTIONS gets wrong");
    for (Map.Entry<String, Set<String>> e : LoomlirOnly.PASS_OPTIONS.entrySet()) {
      PassDeclaration pass = registry.lookup(e.getKey());
      assertNotNull(pass, e.getKey() + " is listed but not registered");
      assertTrue(optionNames(pass).containsAll(e.getValue()), () -> e + " lists options " + e.getKey() + " lacks");
    }
  }

  @Test
  void optFlagsNotListedAreUpstreamsAndListedOnesAreNot() {
    Set<String> flags = loomlirOptFlags();
    assertTrue(flags.containsAll(List.of("split-input-file", "verify-diagnostics", "o", "V")),
        () -> "cannot read loomlir opt --help: " + flags);
    List<String> wrong = new ArrayList<>();
    for (String flag : flags) {
      if (LoomlirOnly.FLAGS.contains(flag) == upstream.flags().contains(flag)) wrong.add(flag);
    }
    assertEquals(List.of(), wrong, "flags LoomlirOnly.FLAGS gets wrong");
    assertTrue(flags.containsAll(LoomlirOnly.FLAGS_PRINTING_TOOL_TEXT), "a listed flag loomlir opt lacks");
  }

  /** The option names {@code loomlir opt --help} lists before its passes. */
  private static Set<String> loomlirOptFlags() {
    CapturedRun help = InProcessTool.LOOMLIR.capture(List.of("opt", "--help"), new byte[0]);
    assertEquals(0, help.exitCode(), help.stderrText());
    String options = help.stdoutText().split("\nPasses", 2)[0];
    Set<String> flags = new TreeSet<>();
    for (String line : options.split("\n")) {
      Matcher m = HELP_OPTION.matcher(line);
      if (!m.find()) continue;
      for (int group = 1; group <= 3; group++) {
        if (m.group(group) != null) flags.add(m.group(group));
      }
    }
    assertFalse(flags.isEmpty(), "no options in loomlir opt --help");
    return flags;
  }

  private static List<String> optionNames(PassDeclaration pass) {
    return pass.options().stream().map(PassOption::name).toList();
  }
}
