package dev.loomlir.dialects.index;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.DiagnosticException;
import org.junit.jupiter.api.Test;

/** The index dialect against upstream's text: expected strings come from mlir-opt-22. */
class IndexDialectTest {
  @Test void everyOpHasCompilingSyntax() {
    IrFixtures.assertAllSyntaxCompiles(new IndexDialect());
  }

  @Test void genericForm() {
    String text = """
        func.func @f(%a: index) -> i1 {
          %0 = index.cmp ult(%a, %a)
          %c = index.constant 5
          %t = index.bool.constant true
          return %0 : i1
        }
        """;
    // mlir-opt-22 --mlir-print-op-generic
    String expected = """
        "builtin.module"() ({
          "func.func"() <{function_type = (index) -> i1, sym_name = "f"}> ({
          ^bb0(%arg0: index):
            %0 = "index.cmp"(%arg0, %arg0) <{pred = #index<cmp_predicate ult>}> : (index, index) -> i1
            %1 = "index.constant"() <{value = 5 : index}> : () -> index
            %2 = "index.bool.constant"() <{value = true}> : () -> i1
            "func.return"(%0) : (i1) -> ()
          }) : () -> ()
        }) : () -> ()
        """;
    assertEquals(expected, IrFixtures.printGeneric(text));
  }

  @Test void unknownPredicateIsDiagnosed() {
    String text = "func.func @f(%a: index) {\n  %0 = index.cmp foo(%a, %a)\n  return\n}\n";
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> IrFixtures.parse("t.mlir", text));
    assertTrue(e.getMessage().contains(
        "expected ::mlir::index::IndexCmpPredicate to be one of: eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge"),
        e.getMessage());
  }
}
