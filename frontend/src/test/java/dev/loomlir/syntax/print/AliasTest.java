package dev.loomlir.syntax.print;

import static dev.loomlir.syntax.print.TestIr.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code #map} aliases: names and order as mlir-opt-22 prints them. */
class AliasTest {
  private static final AffineExpr D0 = new AffineExpr.Dim(0), D1 = new AffineExpr.Dim(1);

  /** {@code affine_map<(d0) -> (d0 + k)>} */
  private static AffineMapAttr shift(long k) {
    return new AffineMapAttr(new AffineMap(1, 0, List.of(AffineExpr.sum(D0, new AffineExpr.Constant(k)))));
  }

  private static Type memref(AffineMapAttr layout) {
    return new MemRefType(List.of(4L), FloatType.F32, layout, null);
  }

  /**
   * Generic ops are visited regions first, then operand and result types, then attributes:
   * <pre>
   * "test.x"() ({
   * ^bb0(%a : memref<4xf32, affine_map<(d0) -> (d0 + 1)>>):
   *   "test.y"() : () -> ()
   * }) {a = affine_map<(d0) -> (d0 + 2)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 3)>>)
   * "test.x"(){a = affine_map<(d0) -> (d0 + 4)>} : () -> (memref<4xf32, affine_map<(d0) -> (d0 + 5)>>)
   * </pre>
   */
  @Test void ordersAliasesAsTheCollectorVisitsThem() {
    Operation module = module();
    Operation x = append(body(module), unregistered("test.x", List.of(), List.of(memref(shift(3))), 1));
    Block b = x.region(0).addBlock();
    b.addArgument(memref(shift(1)), Location.UNKNOWN);
    append(b, unregistered("test.y", List.of(), List.of(), 0));
    x.attributes().put("a", shift(2));
    Operation x2 = append(body(module), unregistered("test.x", List.of(), List.of(memref(shift(5))), 0));
    x2.attributes().put("a", shift(4));
    assertEquals("""
        #map = affine_map<(d0) -> (d0 + 1)>
        #map1 = affine_map<(d0) -> (d0 + 3)>
        #map2 = affine_map<(d0) -> (d0 + 2)>
        #map3 = affine_map<(d0) -> (d0 + 5)>
        #map4 = affine_map<(d0) -> (d0 + 4)>
        module {
          %0 = "test.x"() ({
          ^bb0(%arg0: memref<4xf32, #map>):
            "test.y"() : () -> ()
          }) {a = #map2} : () -> memref<4xf32, #map1>
          %1 = "test.x"() {a = #map4} : () -> memref<4xf32, #map3>
        }
        """, Printer.print(module, PrintOptions.DEFAULT));
  }

  /**
   * <pre>
   * func.func @g(%a: memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>) {
   *   "test.x"() {b = [#m1, #m0], a = #m0, c = affine_map<(d0) -> (d0)>} : () -> ()
   *   return
   * }
   * </pre>
   * with {@code #m0 = affine_map<(d0, d1) -> (d1, d0)>}, {@code #m1 = affine_map<(d0, d1) -> (d0)>}.
   */
  @Test void aliasesMapsInArraysAndMemRefLayoutsAndFunctionTypes() {
    AffineMapAttr withSymbol = new AffineMapAttr(
        new AffineMap(1, 1, List.of(AffineExpr.sum(D0, new AffineExpr.Symbol(0)))));
    AffineMapAttr swap = new AffineMapAttr(new AffineMap(2, 0, List.of(D1, D0)));
    AffineMapAttr first = new AffineMapAttr(new AffineMap(2, 0, List.of(D0)));
    Operation module = module();
    Operation f = func(body(module), "g", List.of(memref(withSymbol)), List.of());
    Operation x = append(body(f), unregistered("test.x", List.of(), List.of(), 0));
    x.attributes().put("b", new ArrayAttr(List.of(first, swap)));
    x.attributes().put("a", swap);
    x.attributes().put("c", new AffineMapAttr(AffineMap.identity(1)));
    append(body(f), create(RETURN, List.of(), List.of(), 0));
    assertEquals("""
        #map = affine_map<(d0)[s0] -> (d0 + s0)>
        #map1 = affine_map<(d0, d1) -> (d1, d0)>
        #map2 = affine_map<(d0, d1) -> (d0)>
        #map3 = affine_map<(d0) -> (d0)>
        module {
          func.func @g(%arg0: memref<4xf32, #map>) {
            "test.x"() {a = #map1, b = [#map2, #map1], c = #map3} : () -> ()
            return
          }
        }
        """, Printer.print(module, PrintOptions.DEFAULT));
    assertEquals("""
        #map = affine_map<(d0)[s0] -> (d0 + s0)>
        #map1 = affine_map<(d0, d1) -> (d1, d0)>
        #map2 = affine_map<(d0, d1) -> (d0)>
        #map3 = affine_map<(d0) -> (d0)>
        "builtin.module"() ({
          "func.func"() <{function_type = (memref<4xf32, #map>) -> (), sym_name = "g"}> ({
          ^bb0(%arg0: memref<4xf32, #map>):
            "test.x"() {a = #map1, b = [#map2, #map1], c = #map3} : () -> ()
            "func.return"() : () -> ()
          }) : () -> ()
        }) : () -> ()
        """, Printer.print(module, new PrintOptions(true, false)));
  }
}
