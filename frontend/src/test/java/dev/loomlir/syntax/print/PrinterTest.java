package dev.loomlir.syntax.print;

import static dev.loomlir.syntax.print.TestIr.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Custom and generic form, SSA naming and block labels; expected texts are mlir-opt-22's output. */
class PrinterTest {
  private static final PrintOptions GENERIC = new PrintOptions(true, false);

  /**
   * The IR of:
   * <pre>
   * func.func @f(%a: i32, %b: index) -> i32 {
   *   %c0 = arith.constant 0 : index
   *   %c0_0 = arith.constant 0 : index
   *   %c1 = arith.constant 1 : index
   *   %t = arith.constant true
   *   %f = arith.constant 1.0 : f32
   *   %x = arith.addi %a, %a : i32
   *   %r = scf.for %i = %c0 to %b step %c1 iter_args(%acc = %x) -> (i32) {
   *     %c0_1 = arith.constant 0 : index
   *     %y = arith.addi %acc, %a : i32
   *     scf.yield %y : i32
   *   }
   *   %u:2 = "test.foo"(%r) {unit, z = 1 : i32} : (i32) -> (i32, i32)
   *   cf.br ^bb1(%u#1 : i32)
   * ^bb1(%q: i32):
   *   "test.bar"() ({
   *   ^bb0(%z: i32):
   *     "test.baz"() : () -> ()
   *   }, {}) : () -> ()
   *   return %q : i32
   * }
   * </pre>
   */
  private static Operation sampleModule() {
    Operation module = module();
    Operation f = func(body(module), "f", List.of(I32, INDEX), List.of(I32));
    Block entry = body(f);
    Value a = entry.argument(0), b = entry.argument(1);
    Value c0 = constant(entry, IntegerAttr.index(0));
    constant(entry, IntegerAttr.index(0));
    Value c1 = constant(entry, IntegerAttr.index(1));
    constant(entry, IntegerAttr.bool(true));
    constant(entry, new FloatAttr(1.0, FloatType.F32));
    Value x = addi(entry, a, a);

    Operation loop = append(entry, create(FOR, List.of(c0, b, c1, x), List.of(I32), 1));
    Block loopBody = loop.region(0).addBlock();
    loopBody.addArgument(INDEX, Location.UNKNOWN);
    Value acc = loopBody.addArgument(I32, Location.UNKNOWN);
    constant(loopBody, IntegerAttr.index(0));
    Value y = addi(loopBody, acc, a);
    append(loopBody, create(YIELD, List.of(y), List.of(), 0));

    Operation foo = append(entry, unregistered("test.foo", List.of(loop.result()), List.of(I32, I32), 0));
    unitAttrs(foo, "unit");
    foo.attributes().put("z", IntegerAttr.i32(1));
    Block bb1 = f.region(0).addBlock();
    Value q = bb1.addArgument(I32, Location.UNKNOWN);
    Operation br = append(entry, create(BR, List.of(foo.result(1)), List.of(), 0));
    br.addSuccessor(bb1);

    Operation bar = append(bb1, unregistered("test.bar", List.of(), List.of(), 2));
    Block barBody = bar.region(0).addBlock();
    barBody.addArgument(I32, Location.UNKNOWN);
    append(barBody, unregistered("test.baz", List.of(), List.of(), 0));
    append(bb1, create(RETURN, List.of(q), List.of(), 0));
    return module;
  }

  @Test void printsCustomForm() {
    assertEquals("""
        module {
          func.func @f(%arg0: i32, %arg1: index) -> i32 {
            %c0 = arith.constant 0 : index
            %c0_0 = arith.constant 0 : index
            %c1 = arith.constant 1 : index
            %true = arith.constant true
            %cst = arith.constant 1.000000e+00 : f32
            %0 = arith.addi %arg0, %arg0 : i32
            %1 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %0) -> (i32) {
              %c0_1 = arith.constant 0 : index
              %4 = arith.addi %arg3, %arg0 : i32
              scf.yield %4 : i32
            }
            %2:2 = "test.foo"(%1) {unit, z = 1 : i32} : (i32) -> (i32, i32)
            cf.br ^bb1(%2#1 : i32)
          ^bb1(%3: i32):  // pred: ^bb0
            "test.bar"() ({
            ^bb0(%arg2: i32):
              "test.baz"() : () -> ()
            }, {
            }) : () -> ()
            return %3 : i32
          }
        }
        """, Printer.print(sampleModule(), PrintOptions.DEFAULT));
  }

  @Test void printsGenericForm() {
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{function_type = (i32, index) -> i32, sym_name = "f"}> ({
          ^bb0(%arg0: i32, %arg1: index):
            %0 = "arith.constant"() <{value = 0 : index}> : () -> index
            %1 = "arith.constant"() <{value = 0 : index}> : () -> index
            %2 = "arith.constant"() <{value = 1 : index}> : () -> index
            %3 = "arith.constant"() <{value = true}> : () -> i1
            %4 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
            %5 = "arith.addi"(%arg0, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
            %6 = "scf.for"(%0, %arg1, %2, %5) ({
            ^bb0(%arg3: index, %arg4: i32):
              %9 = "arith.constant"() <{value = 0 : index}> : () -> index
              %10 = "arith.addi"(%arg4, %arg0) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
              "scf.yield"(%10) : (i32) -> ()
            }) : (index, index, index, i32) -> i32
            %7:2 = "test.foo"(%6) {unit, z = 1 : i32} : (i32) -> (i32, i32)
            "cf.br"(%7#1)[^bb1] : (i32) -> ()
          ^bb1(%8: i32):  // pred: ^bb0
            "test.bar"() ({
            ^bb0(%arg2: i32):
              "test.baz"() : () -> ()
            }, {
            }) : () -> ()
            "func.return"(%8) : (i32) -> ()
          }) : () -> ()
        }) : () -> ()
        """, Printer.print(sampleModule(), GENERIC));
  }

  @Test void genericFormPrintsEmptyEntryBlockLabel() {
    Operation module = module();
    module.attributes().put("a.b", IntegerAttr.i64(1));
    assertEquals("""
        "builtin.module"() ({
        ^bb0:
        }) {a.b = 1 : i64} : () -> ()
        """, Printer.print(module, GENERIC));
    assertEquals("""
        module attributes {a.b = 1 : i64} {
        }
        """, Printer.print(module, PrintOptions.DEFAULT));
  }

  @Test void elidesImplicitTerminatorWithoutOperands() {
    Operation module = module();
    Operation f = func(body(module), "g", List.of(), List.of());
    Block entry = body(f);
    Value c0 = constant(entry, IntegerAttr.index(0));
    Operation loop = append(entry, create(FOR, List.of(c0, c0, c0), List.of(), 1));
    Block loopBody = loop.region(0).addBlock();
    loopBody.addArgument(INDEX, Location.UNKNOWN);
    append(loopBody, create(YIELD, List.of(), List.of(), 0));
    Operation inner = append(entry, create(FOR, List.of(c0, c0, c0), List.of(), 1));
    Block innerBody = inner.region(0).addBlock();
    innerBody.addArgument(INDEX, Location.UNKNOWN);
    constant(innerBody, IntegerAttr.i32(7));
    append(innerBody, create(YIELD, List.of(), List.of(), 0));
    append(entry, create(RETURN, List.of(), List.of(), 0));
    // func.func @g() { %c0 = arith.constant 0 : index
    //   scf.for %i = %c0 to %c0 step %c0 { }
    //   scf.for %i = %c0 to %c0 step %c0 { %c7 = arith.constant 7 : i32 }  return }
    assertEquals("""
        module {
          func.func @g() {
            %c0 = arith.constant 0 : index
            scf.for %arg0 = %c0 to %c0 step %c0 {
            }
            scf.for %arg0 = %c0 to %c0 step %c0 {
              %c7_i32 = arith.constant 7 : i32
            }
            return
          }
        }
        """, Printer.print(module, PrintOptions.DEFAULT));
  }

  @Test void printsPredecessorComments() {
    // func.func @f(%c: i1) {
    //   cf.cond_br %c, ^bb2, ^bb2
    // ^bb1: cf.br ^bb3
    // ^bb2: cf.cond_br %c, ^bb3, ^bb3
    // ^bb3: cf.br ^bb4
    // ^bb4: return }
    Operation module = module();
    Operation f = func(body(module), "f", List.of(I1), List.of());
    Block[] bb = new Block[5];
    bb[0] = body(f);
    for (int i = 1; i < 5; i++) bb[i] = f.region(0).addBlock();
    Value c = bb[0].argument(0);
    condBr(bb[0], c, bb[2], bb[2]);
    br(bb[1], bb[3]);
    condBr(bb[2], c, bb[3], bb[3]);
    br(bb[3], bb[4]);
    append(bb[4], create(RETURN, List.of(), List.of(), 0));
    assertEquals("""
        module {
          func.func @f(%arg0: i1) {
            cf.cond_br %arg0, ^bb2, ^bb2
          ^bb1:  // no predecessors
            cf.br ^bb3
          ^bb2:  // 2 preds: ^bb0, ^bb0
            cf.cond_br %arg0, ^bb3, ^bb3
          ^bb3:  // 3 preds: ^bb1, ^bb2, ^bb2
            cf.br ^bb4
          ^bb4:  // pred: ^bb3
            return
          }
        }
        """, Printer.print(module, PrintOptions.DEFAULT));
  }

  private static void condBr(Block from, Value cond, Block t, Block e) {
    Operation op = append(from, create(COND_BR, List.of(cond), List.of(), 0));
    op.addSuccessor(t);
    op.addSuccessor(e);
  }

  private static void br(Block from, Block to) {
    append(from, create(BR, List.of(), List.of(), 0)).addSuccessor(to);
  }
}
