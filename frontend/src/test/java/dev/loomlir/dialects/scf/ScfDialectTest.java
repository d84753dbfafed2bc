package dev.loomlir.dialects.scf;

import static dev.loomlir.fixtures.IrFixtures.error;
import static dev.loomlir.fixtures.IrFixtures.printGeneric;
import static dev.loomlir.fixtures.IrFixtures.roundTrip;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** The scf dialect; expected texts are mlir-opt-22's output for the same input. */
class ScfDialectTest {
  @Test
  void everyOpSyntaxCompiles() {
    IrFixtures.assertAllSyntaxCompiles(new ScfDialect());
  }

  @Test
  void loopsConditionalsAndSwitches() {
    String in = """
        func.func @f(%lb: index, %x: f32, %c: i1) -> f32 {
          %r = scf.for %i = %lb to %lb step %lb iter_args(%a = %x) -> (f32) {
            %y = scf.if %c -> (f32) {
              scf.yield %a : f32
            } else {
              scf.yield %x : f32
            }
            scf.yield %y : f32
          }
          scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
          }
          %s = scf.index_switch %lb -> f32
          case 3 {
            scf.yield %x : f32
          }
          default {
            scf.yield %r : f32
          }
          return %s : f32
        }
        """;
    // Upstream leaves a space at the end of the `scf.reduce` and `scf.index_switch` lines.
    assertEquals("""
        module {
          func.func @f(%arg0: index, %arg1: f32, %arg2: i1) -> f32 {
            %0 = scf.for %arg3 = %arg0 to %arg0 step %arg0 iter_args(%arg4 = %arg1) -> (f32) {
              %2 = scf.if %arg2 -> (f32) {
                scf.yield %arg4 : f32
              } else {
                scf.yield %arg1 : f32
              }
              scf.yield %2 : f32
            }
            scf.parallel (%arg3) = (%arg0) to (%arg0) step (%arg0) {
              scf.reduce\s
            }
            %1 = scf.index_switch %arg0 -> f32\s
            case 3 {
              scf.yield %arg1 : f32
            }
            default {
              scf.yield %0 : f32
            }
            return %1 : f32
          }
        }
        """, roundTrip(in));
  }

  @Test
  void implicitTerminatorsAreMaterialized() {
    String in = """
        func.func @f(%lb: index, %c: i1) {
          scf.for %i = %lb to %lb step %lb {
          }
          scf.if %c {
          }
          scf.parallel (%i) = (%lb) to (%lb) step (%lb) {
          }
          return
        }
        """;
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{function_type = (index, i1) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: index, %arg1: i1):
            "scf.for"(%arg0, %arg0, %arg0) ({
            ^bb0(%arg3: index):
              "scf.yield"() : () -> ()
            }) : (index, index, index) -> ()
            "scf.if"(%arg1) ({
              "scf.yield"() : () -> ()
            }, {
            }) : (i1) -> ()
            "scf.parallel"(%arg0, %arg0, %arg0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
            ^bb0(%arg2: index):
              "scf.reduce"() : () -> ()
            }) : (index, index, index) -> ()
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """, printGeneric(in));
  }

  @Test
  void whileWithTypedForInteger() {
    String in = """
        func.func @f(%c: i1, %n: i32, %x: f32) -> f32 {
          scf.for unsigned %i = %n to %n step %n : i32 {
          }
          %w = scf.while (%a = %x) : (f32) -> f32 {
            scf.condition(%c) %a : f32
          } do {
          ^bb0(%b: f32):
            scf.yield %b : f32
          } attributes {test.k}
          return %w : f32
        }
        """;
    assertEquals("""
        module {
          func.func @f(%arg0: i1, %arg1: i32, %arg2: f32) -> f32 {
            scf.for unsigned %arg3 = %arg1 to %arg1 step %arg1  : i32 {
            }
            %0 = scf.while (%arg3 = %arg2) : (f32) -> f32 {
              scf.condition(%arg0) %arg3 : f32
            } do {
            ^bb0(%arg3: f32):
              scf.yield %arg3 : f32
            } attributes {test.k}
            return %0 : f32
          }
        }
        """, roundTrip(in));
  }

  @Test
  void ifWithResultsNeedsElse() {
    assertEquals("'scf.if' op must have an else block if defining values", error("""
        func.func @e(%c: i1, %f: f32) {
          %r = scf.if %c -> (f32) {
            scf.yield %f : f32
          }
          return
        }
        """));
  }

  @Test
  void yieldTypeMismatchAlongRegionEdge() {
    assertEquals("'scf.while' op along control flow edge from Operation scf.yield to Region #0: "
        + "successor operand type #0 'i32' should match successor input type #0 'f32'", error("""
        func.func @w(%c: i1, %f: f32, %i: i32) {
          %r = scf.while (%a = %f) : (f32) -> f32 {
            scf.condition(%c) %a : f32
          } do {
          ^bb0(%b: f32):
            scf.yield %i : i32
          }
          return
        }
        """));
  }

  @Test
  void reductionRegionArguments() {
    assertEquals("'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region", error("""
        func.func @p(%lb: index, %f: f32) {
          %r = scf.parallel (%i) = (%lb) to (%lb) step (%lb) init (%f) -> f32 {
            scf.reduce(%f : f32) {
            ^bb0(%l: f32, %r: i32):
              scf.reduce.return %l : f32
            }
          }
          return
        }
        """));
  }

  @Test
  void duplicateSwitchCase() {
    assertEquals("'scf.index_switch' op has duplicate case value: 1", error("""
        func.func @x(%i: index) {
          scf.index_switch %i
          case 1 {
            scf.yield
          }
          case 1 {
            scf.yield
          }
          default {
          }
          return
        }
        """));
  }

  /** mlir-opt-22 places both errors at the colon before scf.while's function type (column 28). */
  @Test
  void whileTypeErrorsAreAtTheColon() {
    assertEquals("2:28: custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'i32'",
        parseError("%r = scf.while (%x = %a) : i32 {"));
    assertEquals("2:28: custom op 'scf.while' expected as many input types as operands (expected 1 got 2)",
        parseError("%r = scf.while (%x = %a) : (i32, i32) -> i32 {"));
  }

  private static String parseError(String whileLine) {
    String text = """
        func.func @f(%a: i32) {
          LINE
            %c = arith.constant true
            scf.condition(%c) %x : i32
          } do {
          ^bb0(%y: i32):
            scf.yield %y : i32
          }
          return
        }
        """.replace("LINE", whileLine);
    return IrFixtures.errorAt(text);
  }
}
