package dev.loomlir.syntax.print;

import static dev.loomlir.syntax.print.TestIr.*;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code --mlir-print-debuginfo}: location aliases as mlir-opt-22 prints them. */
class DebugInfoTest {
  private static final PrintOptions DEBUG = new PrintOptions(false, true);

  private static Location at(String file, int line, int col) { return new Location.FileLineCol(file, line, col); }

  /**
   * g.mlir:
   * <pre>
   * func.func @f(%a: i32 loc(unknown)) {
   *   %0 = "test.x"() : () -> i32 loc(unknown)
   *   "test.y"() : () -> () loc("x.c":3:4)
   *   "test.y"() : () -> () loc("x.c":3:4)
   *   return
   * } loc(unknown)
   * </pre>
   * Argument locations print inline but their aliases are defined at the top; op locations
   * print as aliases defined after the module.
   */
  @Test void printsLocationAliases() {
    Operation module = module();
    module.setLocation(at("g.mlir", 0, 0));
    Operation f = func(body(module), "f", List.of(I32), List.of());
    append(body(f), unregistered("test.x", List.of(), List.of(I32), 0));
    append(body(f), unregistered("test.y", List.of(), List.of(), 0)).setLocation(at("x.c", 3, 4));
    append(body(f), unregistered("test.y", List.of(), List.of(), 0)).setLocation(at("x.c", 3, 4));
    append(body(f), create(RETURN, List.of(), List.of(), 0)).setLocation(at("g.mlir", 5, 3));
    assertEquals("""
        #loc1 = loc(unknown)
        module {
          func.func @f(%arg0: i32 loc(unknown)) {
            %0 = "test.x"() : () -> i32 loc(#loc1)
            "test.y"() : () -> () loc(#loc2)
            "test.y"() : () -> () loc(#loc2)
            return loc(#loc3)
          } loc(#loc1)
        } loc(#loc)
        #loc = loc("g.mlir":0:0)
        #loc2 = loc("x.c":3:4)
        #loc3 = loc("g.mlir":5:3)
        """, Printer.print(module, DEBUG));
  }

  /** Block argument locations in labels; generic form. Expected from mlir-opt-22 --mlir-print-op-generic --mlir-print-debuginfo. */
  @Test void printsBlockArgumentLocationsInline() {
    Operation module = module();
    module.setLocation(at("t.mlir", 0, 0));
    Operation x = append(body(module), unregistered("test.x", List.of(), List.of(), 1));
    x.setLocation(at("t.mlir", 1, 1));
    x.region(0).addBlock().addArgument(I32, at("t.mlir", 2, 6));
    assertEquals("""
        #loc2 = loc("t.mlir":2:6)
        "builtin.module"() ({
          "test.x"() ({
          ^bb0(%arg0: i32 loc("t.mlir":2:6)):
          }) : () -> () loc(#loc1)
        }) : () -> () loc(#loc)
        #loc = loc("t.mlir":0:0)
        #loc1 = loc("t.mlir":1:1)
        """, Printer.print(module, new PrintOptions(true, true)));
  }

  /**
   * Nested locations get aliases of their own and come after the locations they contain:
   * <pre>
   * "test.y"() : () -> () loc("foo"("x.c":1:2))
   * "test.y"() : () -> () loc(fused["x.c":1:2, "y.c":3:4])
   * "test.y"() : () -> () loc(callsite("a"("x.c":1:2) at "z.c":5:6))
   * "test.y"() : () -> () loc("nm")
   * </pre>
   */
  @Test void aliasesNestedLocationsByDepth() {
    Location xc = at("x.c", 1, 2);
    Operation module = module();
    module.setLocation(at("l.mlir", 0, 0));
    List<Location> locs = List.of(
        new Location.Name("foo", xc),
        new Location.Fused(List.of(xc, at("y.c", 3, 4)), null),
        new Location.CallSite(new Location.Name("a", xc), at("z.c", 5, 6)),
        new Location.Name("nm", Location.UNKNOWN));
    for (Location loc : locs) append(body(module), unregistered("test.y", List.of(), List.of(), 0)).setLocation(loc);
    assertEquals("""
        module {
          "test.y"() : () -> () loc(#loc5)
          "test.y"() : () -> () loc(#loc6)
          "test.y"() : () -> () loc(#loc8)
          "test.y"() : () -> () loc(#loc4)
        } loc(#loc)
        #loc = loc("l.mlir":0:0)
        #loc1 = loc("x.c":1:2)
        #loc2 = loc("y.c":3:4)
        #loc3 = loc("z.c":5:6)
        #loc4 = loc("nm")
        #loc5 = loc("foo"(#loc1))
        #loc6 = loc(fused[#loc1, #loc2])
        #loc7 = loc("a"(#loc1))
        #loc8 = loc(callsite(#loc7 at #loc3))
        """, Printer.print(module, DEBUG));
  }
}
