package dev.loomlir.testing.structure;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * Code generation names runtime methods and fields through {@code codegen.abi.RuntimeAbi}, whose
 * entries a test resolves against the real classes: a JVM method descriptor spelled as a literal
 * anywhere else in codegen, the compiler API or the command line ({@code "(JJ)J"}) is counted against a budget that
 * only goes down as emitters move to RuntimeAbi.
 */
class DescriptorLiteralsTest {
  /** Lower it when you convert code; never raise it. */
  private static final int BUDGET = 3;

  private static final String FIELD = "\\[*([ZBCSIJFD]|L[a-zA-Z0-9_/$]+;)";
  private static final Pattern METHOD_DESCRIPTOR = Pattern.compile("\"\\((" + FIELD + ")*\\)(" + FIELD + "|V)\"");

  @Test
  void methodDescriptorsAreNamedOnlyInTheRuntimeAbi() throws IOException {
    List<String> hits = SourceLiterals.find(METHOD_DESCRIPTOR,
        path -> (path.contains("/codegen-jvm/") || path.contains("/compiler/") || path.contains("/cli/")) && !path.contains("/codegen/abi/"));
    assertTrue(hits.size() <= BUDGET, hits.size() + " method descriptor literals outside codegen.abi (budget "
        + BUDGET + "):\\n" + String.join("\\n", hits));
  }
}
