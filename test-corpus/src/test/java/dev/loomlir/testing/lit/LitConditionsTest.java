package dev.loomlir.testing.lit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** lit's feature expressions, {@code %if} and suite substitutions, as upstream's RUN lines use them. */
class LitConditionsTest {
  private static final Set<String> X86 = Set.of("target=x86_64-unknown-linux-gnu", "host-supports-jit");

  @Test
  void featureExpressionsMatchFeaturesWithRegexParts() {
    assertFalse(LitExpression.evaluate("target={{s390x-.*}}", X86));
    assertTrue(LitExpression.evaluate("target={{x86_64-.*}}", X86));
    assertTrue(LitExpression.evaluate("target=x86{{.*}}", X86));
    assertFalse(LitExpression.evaluate("system-aix", X86));
    assertTrue(LitExpression.evaluate("!system-aix && (host-supports-jit || system-aix)", X86));
    assertFalse(LitExpression.evaluate("host-supports-jit && !target=x86_64{{.*}}", X86));
    assertTrue(LitExpression.evaluate("true", Set.of()));
    assertThrows(IllegalArgumentException.class, () -> LitExpression.evaluate("(a || b", X86));
    assertThrows(IllegalArgumentException.class, () -> LitExpression.evaluate("a ||", X86));
  }

  @Test
  void ifPicksTheBranchItsConditionSelects() {
    Substitutions s = new Substitutions(Path.of("/d/f.mlir"), Path.of("/tmp"), new LitConfig(X86, Map.of(),
        UnaryOperator.identity()));
    assertEquals("mlir-runner /d/f.mlir  | FileCheck /d/f.mlir",
        s.apply("mlir-runner %s %if target={{s390x-.*}} %{ -argext-abi-check=false %} | FileCheck %s"));
    assertEquals("a -x b", s.apply("a %if host-supports-jit %{-x%} %else %{-y%} b"));
    assertEquals("a -y b", s.apply("a %if system-aix %{-x%} %else %{-y%} b"));
    assertEquals("a [in] b", s.apply("a %if host-supports-jit %{[%if true %{in%}]%} b"));
  }

  @Test
  void suiteSubstitutionsComeFirstLongestNameFirst() {
    LitConfig config = new LitConfig(Set.of(), Map.of("%mlir_runner_utils", "/l/r.so", "%mlir_c_runner_utils", "/l/c.so"),
        UnaryOperator.identity());
    Substitutions s = new Substitutions(Path.of("/d/f.mlir"), Path.of("/tmp"), config);
    assertEquals("-shared-libs=/l/r.so,/l/c.so /d/f.mlir /tmp/f.mlir.tmp /d",
        s.apply("-shared-libs=%mlir_runner_utils,%mlir_c_runner_utils %s %t %p"));
  }

  @Test
  void directivesSplitOnCommas() {
    String text = "// UNSUPPORTED: target=riscv64{{.*}}, system-windows\n// XFAIL: system-aix\n";
    assertEquals(List.of("target=riscv64{{.*}}", "system-windows"), LitFile.directive(text, "UNSUPPORTED"));
    assertEquals(List.of("system-aix"), LitFile.directive(text, "XFAIL"));
  }
}
