package dev.loomlir.api;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * The Java API refuses {@code loomlir.java} bindings named by the source unless the options allow
 * them (by class, by method, or by trusting the source); bindings the host gives stay allowed.
 */
class BindingPolicyTest {
  private static final String EXIT = """
      func.func private @exit(i32) attributes {loomlir.java = "java.lang.System#exit"}
      func.func @main() {
        %c = arith.constant 3 : i32
        func.call @exit(%c) : (i32) -> ()
        return
      }
      """;

  private static final String HYPOT = """
      func.func private @hypot(f64, f64) -> f64 attributes {loomlir.java = "java.lang.Math#hypot"}
      func.func @h(%a: f64, %b: f64) -> f64 {
        %c = func.call @hypot(%a, %b) : (f64, f64) -> f64
        return %c : f64
      }
      """;

  private static final String REFUSED_EXIT = "exit.mlir:1:1: error: Java binding 'java.lang.System#exit' of '@exit' is not"
      + " allowed: the host refuses bindings named by the source unless it allows the class or method, or trusts the source";

  @Test
  void sourceBindingsAreRefusedByDefaultAtTheDeclaration() {
    CompileException e = assertThrows(CompileException.class, () -> Loomlir.compile(EXIT, "exit.mlir"));
    assertTrue(e.diagnostics().startsWith(REFUSED_EXIT + "\n"), e.diagnostics());
    assertTrue(e.diagnostics().contains("func.func private @exit(i32)"), "the declaration's line is shown: " + e.diagnostics());
    CompileException hypot = assertThrows(CompileException.class, () -> Loomlir.compile(HYPOT, "hypot.mlir"));
    assertTrue(hypot.diagnostics().startsWith("hypot.mlir:1:1: error: Java binding 'java.lang.Math#hypot' of '@hypot' is"
        + " not allowed"), hypot.diagnostics());
  }

  @Test
  void allowedByClassByMethodOrByTrust() throws Exception {
    for (CompilationOptions allowed : new CompilationOptions[] {
        CompilationOptions.defaults().withAllowedBindingClasses(Math.class),
        CompilationOptions.defaults().withAllowedBindingMethods("java.lang.Math#hypot"),
        CompilationOptions.defaults().withTrustedSource()}) {
      try (CompiledProgram p = Loomlir.compile(HYPOT, "hypot.mlir", allowed)) {
        assertEquals(5.0, p.call("h", 3.0, 4.0));
      }
    }
  }

  @Test
  void allowingOtherMethodsOrClassesDoesNotAllowThisOne() {
    for (CompilationOptions other : new CompilationOptions[] {
        CompilationOptions.defaults().withAllowedBindingClasses(Math.class),
        CompilationOptions.defaults().withAllowedBindingMethods("java.lang.System#nanoTime")}) {
      CompileException e = assertThrows(CompileException.class, () -> Loomlir.compile(EXIT, "exit.mlir", other));
      assertTrue(e.diagnostics().startsWith(REFUSED_EXIT), e.diagnostics());
    }
  }

  @Test
  void bindingsTheHostGivesNeedNoPermission() throws Exception {
    String source = """
        func.func private @hypot(f64, f64) -> f64
        func.func @h(%a: f64, %b: f64) -> f64 {
          %c = func.call @hypot(%a, %b) : (f64, f64) -> f64
          return %c : f64
        }
        """;
    try (CompiledProgram p = Loomlir.compile(source, "given.mlir",
        CompilationOptions.defaults().withJavaBinding("hypot", "java.lang.Math#hypot"))) {
      assertEquals(13.0, p.call("h", 5.0, 12.0));
    }
  }
}
