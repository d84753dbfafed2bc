package dev.loomlir.syntax.print;

import static dev.loomlir.syntax.print.TestIr.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How values are named across regions; expected texts are mlir-opt-22's output. */
class SsaNamingTest {
  /**
   * Suggested names are unique within a region and the regions enclosing it, not across sibling
   * regions; numbers and the conflict suffix counter continue from the enclosing region.
   * The IR (with --allow-unregistered-dialect):
   * <pre>
   * %a = "test.x"() : () -> i32
   * func.func @f() { %x = "test.y"() : () -> i32  %c0 = arith.constant 0 : index  return }
   * %c0 = arith.constant 0 : index
   * "test.r"() ({
   *   %c0 = arith.constant 0 : index  %z = "test.y"() : () -> i32
   *   "test.r"() ({ %c0 = arith.constant 0 : index  %y = "test.y"() : () -> i32 },
   *              { ^bb0(%q: i32): %c0 = arith.constant 0 : index }) : () -> ()
   * }, {
   * ^bb0(%q: i32):
   *   %c0 = arith.constant 0 : index
   *   "test.r"() ({ ^bb0(%w: i32): %c0 = arith.constant 0 : index }) : () -> ()
   *   "test.br"(%q)[^bb1] : (i32) -> ()
   * ^bb1(%z: i32):
   *   %c0 = arith.constant 0 : index
   *   "test.end"() : () -> ()
   * }) : () -> ()
   * %c0 = arith.constant 0 : index
   * </pre>
   */
  @Test void uniquesSuggestedNamesPerRegionScope() {
    Operation module = module();
    Block top = body(module);
    append(top, unregistered("test.x", List.of(), List.of(I32), 0));
    Operation f = func(top, "f", List.of(), List.of());
    append(body(f), unregistered("test.y", List.of(), List.of(I32), 0));
    constant(body(f), IntegerAttr.index(0));
    append(body(f), create(RETURN, List.of(), List.of(), 0));
    constant(top, IntegerAttr.index(0));

    Operation outer = append(top, unregistered("test.r", List.of(), List.of(), 2));
    Block first = outer.region(0).addBlock();
    constant(first, IntegerAttr.index(0));
    append(first, unregistered("test.y", List.of(), List.of(I32), 0));
    Operation inner = append(first, unregistered("test.r", List.of(), List.of(), 2));
    Block innerFirst = inner.region(0).addBlock();
    constant(innerFirst, IntegerAttr.index(0));
    append(innerFirst, unregistered("test.y", List.of(), List.of(I32), 0));
    Block innerSecond = inner.region(1).addBlock();
    innerSecond.addArgument(I32, Location.UNKNOWN);
    constant(innerSecond, IntegerAttr.index(0));

    Block second = outer.region(1).addBlock();
    Value q = second.addArgument(I32, Location.UNKNOWN);
    constant(second, IntegerAttr.index(0));
    Operation nested = append(second, unregistered("test.r", List.of(), List.of(), 1));
    Block nestedBody = nested.region(0).addBlock();
    nestedBody.addArgument(I32, Location.UNKNOWN);
    constant(nestedBody, IntegerAttr.index(0));
    Block bb1 = outer.region(1).addBlock();
    bb1.addArgument(I32, Location.UNKNOWN);
    append(second, unregistered("test.br", List.of(q), List.of(), 0)).addSuccessor(bb1);
    constant(bb1, IntegerAttr.index(0));
    append(bb1, unregistered("test.end", List.of(), List.of(), 0));
    constant(top, IntegerAttr.index(0));

    assertEquals("""
        module {
          %0 = "test.x"() : () -> i32
          func.func @f() {
            %1 = "test.y"() : () -> i32
            %c0_1 = arith.constant 0 : index
            return
          }
          %c0 = arith.constant 0 : index
          "test.r"() ({
            %c0_1 = arith.constant 0 : index
            %1 = "test.y"() : () -> i32
            "test.r"() ({
              %c0_2 = arith.constant 0 : index
              %2 = "test.y"() : () -> i32
            }, {
            ^bb0(%arg0: i32):
              %c0_2 = arith.constant 0 : index
            }) : () -> ()
          }, {
          ^bb0(%arg0: i32):
            %c0_1 = arith.constant 0 : index
            "test.r"() ({
            ^bb0(%arg1: i32):
              %c0_3 = arith.constant 0 : index
            }) : () -> ()
            "test.br"(%arg0)[^bb1] : (i32) -> ()
          ^bb1(%1: i32):  // pred: ^bb0
            %c0_2 = arith.constant 0 : index
            "test.end"() : () -> ()
          }) : () -> ()
          %c0_0 = arith.constant 0 : index
        }
        """, Printer.print(module, PrintOptions.DEFAULT));
  }

  /** Generic form: plain numbers, unique over the whole output; the last sibling region is numbered first. */
  @Test void genericFormNumbersRegionsInWorkStackOrder() {
    // func.func @f(%b: index) { scf.for %i = %b to %b step %b {}
    //   "test.bar"() ({ ^bb0(%z: i32): "test.baz"() : () -> () }) : () -> ()  return }
    Operation module = module();
    Operation f = func(body(module), "f", List.of(INDEX), List.of());
    Value b = body(f).argument(0);
    Operation loop = append(body(f), create(FOR, List.of(b, b, b), List.of(), 1));
    Block loopBody = loop.region(0).addBlock();
    loopBody.addArgument(INDEX, Location.UNKNOWN);
    append(loopBody, create(YIELD, List.of(), List.of(), 0));
    Operation bar = append(body(f), unregistered("test.bar", List.of(), List.of(), 1));
    Block barBody = bar.region(0).addBlock();
    barBody.addArgument(I32, Location.UNKNOWN);
    append(barBody, unregistered("test.baz", List.of(), List.of(), 0));
    append(body(f), create(RETURN, List.of(), List.of(), 0));
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{function_type = (index) -> (), sym_name = "f"}> ({
          ^bb0(%arg0: index):
            "scf.for"(%arg0, %arg0, %arg0) ({
            ^bb0(%arg2: index):
              "scf.yield"() : () -> ()
            }) : (index, index, index) -> ()
            "test.bar"() ({
            ^bb0(%arg1: i32):
              "test.baz"() : () -> ()
            }) : () -> ()
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """, Printer.print(module, new PrintOptions(true, false)));
  }

  /** An async.execute-like op naming its first result and its group of body results. */
  private static final OpDef EXECUTE = OpDef.op("async.execute").region("body")
      .implement(AsmResultNames.class, op -> new String[] {"token", "bodyResults"})
      .syntax(printing((op, p) -> {
        p.printOptionalArrowTypeList(op.resultTypes().subList(1, op.numResults()));
        p.print(" ");
        p.printRegion(op.region(0), false, true, false);
      }));

  private static final OpDef ASYNC_YIELD = OpDef.op("async.yield").traits(dev.loomlir.ir.Trait.TERMINATOR)
      .syntax(printing((op, p) -> {
        p.print(" ");
        p.printOperands(op.operands());
        p.print(" : ");
        p.printTypes(op.operandTypes());
      }));

  /**
   * <pre>
   * func.func @f(%a: i32) -> i32 {
   *   %t, %r:2 = async.execute -> (!async.value<i32>, !async.value<i32>) { async.yield %a, %a : i32, i32 }
   *   %t2, %r2 = async.execute -> (!async.value<i32>) { async.yield %a : i32 }
   *   "test.use"(%r#1, %r2, %t) : (!async.value<i32>, !async.value<i32>, !async.token) -> ()
   *   return %a : i32
   * }
   * </pre>
   */
  @Test void namesResultGroups() {
    var token = new dev.loomlir.ir.OpaqueType("async", "token");
    var value = new dev.loomlir.ir.OpaqueType("async", "value<i32>");
    Operation module = module();
    Operation f = func(body(module), "f", List.of(I32), List.of(I32));
    Value a = body(f).argument(0);
    Operation e1 = append(body(f), create(EXECUTE, List.of(), List.of(token, value, value), 1));
    append(e1.region(0).addBlock(), create(ASYNC_YIELD, List.of(a, a), List.of(), 0));
    Operation e2 = append(body(f), create(EXECUTE, List.of(), List.of(token, value), 1));
    append(e2.region(0).addBlock(), create(ASYNC_YIELD, List.of(a), List.of(), 0));
    append(body(f), unregistered("test.use", List.of(e1.result(2), e2.result(1), e1.result(0)), List.of(), 0));
    append(body(f), create(RETURN, List.of(a), List.of(), 0));
    assertEquals("""
        module {
          func.func @f(%arg0: i32) -> i32 {
            %token, %bodyResults:2 = async.execute -> (!async.value<i32>, !async.value<i32>) {
              async.yield %arg0, %arg0 : i32, i32
            }
            %token_0, %bodyResults_1 = async.execute -> !async.value<i32> {
              async.yield %arg0 : i32
            }
            "test.use"(%bodyResults#1, %bodyResults_1, %token) : (!async.value<i32>, !async.value<i32>, !async.token) -> ()
            return %arg0 : i32
          }
        }
        """, Printer.print(module, PrintOptions.DEFAULT));
  }

  @Test void sanitizesSuggestedNames() {
    assertEquals("c0", SsaNameTable.sanitize("c0"));
    assertEquals("_1abc", SsaNameTable.sanitize("1abc"));
    assertEquals("a_b", SsaNameTable.sanitize("a b"));
    assertEquals("a2Bb", SsaNameTable.sanitize("a+b"));
  }

  /** Block argument names suggested by the op, as linalg.generic's {@code %in}, {@code %out}. */
  @Test void namesEntryBlockArgumentsFromTheOp() {
    OpDef generic = OpDef.op("test.generic").region("body")
        .implement(AsmBlockArgumentNames.class, (Operation op, Region r) -> new String[] {"in", "in", "out"})
        .syntax(printing((op, p) -> {
          p.print(" ");
          p.printRegion(op.region(0), true, true, false);
        }));
    Operation module = module();
    Operation g = append(body(module), create(generic, List.of(), List.of(), 1));
    Block b = g.region(0).addBlock();
    for (int i = 0; i < 4; i++) b.addArgument(I32, Location.UNKNOWN);
    append(b, unregistered("test.use", List.of(b.argument(3)), List.of(), 0));
    assertEquals("""
        module {
          test.generic {
          ^bb0(%in: i32, %in_0: i32, %out: i32, %arg0: i32):
            "test.use"(%arg0) : (i32) -> ()
          }
        }
        """, Printer.print(module, PrintOptions.DEFAULT));
  }
}
