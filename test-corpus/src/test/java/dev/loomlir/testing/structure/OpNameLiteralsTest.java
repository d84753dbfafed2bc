package dev.loomlir.testing.structure;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Passes and code generation name ops through their op classes, never through name strings: an
 * op-name literal ({@code "scf.for"}) in main sources outside the dialect packages is counted
 * against a budget that only goes down as dialects move to op classes. The few that stay are
 * names users type (pass anchors such as {@code builtin.module}) or names the parser must know.
 */
class OpNameLiteralsTest {
  /** Lower it when you convert code; never raise it. */
  private static final int BUDGET = 31;

  /** A dialect prefix, a dot and an op name; not a file name that happens to start like one ({@code "index.html"}). */
  private static final Pattern OP_NAME = Pattern.compile(
      "\"(arith|math|index|scf|cf|func|memref|linalg|async|vector|builtin|affine|llvm)\\.(?!html\")[a-z_][a-z_0-9.]*\"");

  @Test
  void opNamesAreNotSpelledOutsideTheDialects() throws IOException {
    List<String> hits = SourceLiterals.find(OP_NAME, path -> !path.contains("/dev/loomlir/dialects/"));
    assertTrue(hits.size() <= BUDGET, hits.size() + " op-name literals outside the dialect packages (budget "
        + BUDGET + "):\n" + String.join("\n", hits));
  }
}
