package dev.loomlir.syntax.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialect.Context;
import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
import org.junit.jupiter.api.Test;

/**
 * Parses custom syntax through compiled formats with the real parser and prints it back with the
 * real printer. Expected texts are mlir-opt-22's output for the same input, run with
 * {@code --allow-unregistered-dialect --mlir-very-unsafe-disable-verifier-on-parsing
 * --mlir-print-assume-verified} (custom form) or {@code --mlir-print-op-generic}.
 */
class FormatRoundTripTest {
  private static final String INPUT = """
      %v:4 = "test.source"() : () -> (i32, i32, index, i1)
      %m = "test.memref"() : () -> memref<4x4xf32>
      %f = "test.vec"() : () -> vector<4xf32>
      %0 = arith.addi %v#0, %v#1 : i32
      %1 = arith.addi %v#0, %v#1 overflow<nsw> : i32
      %2 = arith.divsi %0, %1 exact : i32
      %3 = arith.cmpi slt, %0, %1 : i32
      %4 = arith.constant 42 : i32
      %5 = memref.load %m[%v#2, %v#2] : memref<4x4xf32>
      memref.store %5, %m[%v#2, %v#2] {nontemporal = true} : memref<4x4xf32>
      %6 = memref.alloc(%v#2) : memref<?xf32>
      %7 = memref.alloc()[%v#2] : memref<4xf32>
      %8 = func.call @g(%0) : (i32) -> i64
      vector.print %f : vector<4xf32>
      vector.print %f : vector<4xf32> punctuation <comma>
      vector.print str "hi"
      %9 = arith.index_cast %v#2 : index to i32
      %10 = async.runtime.create : i64
      func.return {tag} %0, %1 : i32, i32
      %11 = scf.execute_region -> i32 {
        cf.cond_br %v#3, ^bb1(%0 : i32), ^bb2
      ^bb1(%a: i32):
        cf.br ^bb2
      ^bb2:
        scf.yield %1 : i32
      }
      """;

  private static final String CUSTOM = """
      module {
        %0:4 = "test.source"() : () -> (i32, i32, index, i1)
        %1 = "test.memref"() : () -> memref<4x4xf32>
        %2 = "test.vec"() : () -> vector<4xf32>
        %3 = arith.addi %0#0, %0#1 : i32
        %4 = arith.addi %0#0, %0#1 overflow<nsw> : i32
        %5 = arith.divsi %3, %4 exact : i32
        %6 = arith.cmpi slt, %3, %4 : i32
        %c42_i32 = arith.constant 42 : i32
        %7 = memref.load %1[%0#2, %0#2] : memref<4x4xf32>
        memref.store %7, %1[%0#2, %0#2] {nontemporal = true} : memref<4x4xf32>
        %alloc = memref.alloc(%0#2) : memref<?xf32>
        %alloc_0 = memref.alloc()[%0#2] : memref<4xf32>
        %8 = func.call @g(%3) : (i32) -> i64
        vector.print %2 : vector<4xf32>
        vector.print %2 : vector<4xf32> punctuation <comma>
        vector.print str "hi"
        %9 = arith.index_cast %0#2 : index to i32
        %10 = async.runtime.create : i64
        func.return {tag} %3, %4 : i32, i32
        %11 = scf.execute_region -> i32 {
          cf.cond_br %0#3, ^bb1(%3 : i32), ^bb2
        ^bb1(%12: i32):  // pred: ^bb0
          cf.br ^bb2
        ^bb2:  // 2 preds: ^bb0, ^bb1
          scf.yield %4 : i32
        }
      }
      """;

  private static final String GENERIC = """
      "builtin.module"() ({
        %0:4 = "test.source"() : () -> (i32, i32, index, i1)
        %1 = "test.memref"() : () -> memref<4x4xf32>
        %2 = "test.vec"() : () -> vector<4xf32>
        %3 = "arith.addi"(%0#0, %0#1) <{overflowFlags = 0 : i32}> : (i32, i32) -> i32
        %4 = "arith.addi"(%0#0, %0#1) <{overflowFlags = 1 : i32}> : (i32, i32) -> i32
        %5 = "arith.divsi"(%3, %4) <{isExact}> : (i32, i32) -> i32
        %6 = "arith.cmpi"(%3, %4) <{predicate = 2 : i64}> : (i32, i32) -> i1
        %7 = "arith.constant"() <{value = 42 : i32}> : () -> i32
        %8 = "memref.load"(%1, %0#2, %0#2) : (memref<4x4xf32>, index, index) -> f32
        "memref.store"(%8, %1, %0#2, %0#2) <{nontemporal = true}> : (f32, memref<4x4xf32>, index, index) -> ()
        %9 = "memref.alloc"(%0#2) <{operandSegmentSizes = array<i32: 1, 0>}> : (index) -> memref<?xf32>
        %10 = "memref.alloc"(%0#2) <{operandSegmentSizes = array<i32: 0, 1>}> : (index) -> memref<4xf32>
        %11 = "func.call"(%3) <{callee = @g}> : (i32) -> i64
        "vector.print"(%2) <{punctuation = 1 : i32}> : (vector<4xf32>) -> ()
        "vector.print"(%2) <{punctuation = 2 : i32}> : (vector<4xf32>) -> ()
        "vector.print"() <{punctuation = 1 : i32, stringLiteral = "hi"}> : () -> ()
        %12 = "arith.index_cast"(%0#2) : (index) -> i32
        %13 = "async.runtime.create"() : () -> i64
        "func.return"(%3, %4) {tag} : (i32, i32) -> ()
        %14 = "scf.execute_region"() ({
          "cf.cond_br"(%0#3, %3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
        ^bb1(%15: i32):  // pred: ^bb0
          "cf.br"()[^bb2] : () -> ()
        ^bb2:  // 2 preds: ^bb0, ^bb1
          "scf.yield"(%4) : (i32) -> ()
        }) : () -> i32
      }) : () -> ()
      """;

  /** Parses without verifying, as the expected texts were printed ({@code --mlir-very-unsafe-disable-verifier-on-parsing}). */
  private static Operation parse(Context ctx, String text) {
    return IrFixtures.parseUnverified(ctx, IrFixtures.FILE, text);
  }

  private static String print(Operation module, boolean generic) {
    return generic ? IrFixtures.printGeneric(module) : IrFixtures.print(module);
  }

  @Test void printsWhatMlirOptPrints() {
    assertEquals(CUSTOM, print(parse(TestOps.context(), INPUT), false));
  }

  @Test void reparsesItsOwnOutput() {
    Context ctx = TestOps.context();
    assertEquals(CUSTOM, print(parse(ctx, print(parse(ctx, INPUT), false)), false));
  }

  /**
   * The generic form shows what parsing built: defaults filled in, segment sizes, inferred types.
   * (Upstream spells the test enums as {@code #arith.overflow<none>}; the stand-ins are plain integers.)
   */
  @Test void buildsWhatMlirOptBuilds() {
    assertEquals(GENERIC, print(parse(TestOps.context(), INPUT), true));
  }

  /** The diagnostic for bad input. */
  private static String parseError(String text) {
    return IrFixtures.diagnose(TestOps.context(), IrFixtures.FILE, text).message();
  }

  @Test void reportsMissingLiteral() {
    String m = parseError("%v:2 = \"test.source\"() : () -> (i32, i32)\n%0 = arith.addi %v#0 %v#1 : i32\n");
    assertTrue(m.contains("expected ','"), m);
  }

  @Test void reportsOperandCountMismatch() {
    String m = parseError("%v = \"test.source\"() : () -> i32\nfunc.return %v, %v : i32\n");
    assertTrue(m.contains("2"), m);
  }

  @Test void reportsBadEnumKeyword() {
    String m = parseError("%v:2 = \"test.source\"() : () -> (i32, i32)\n%0 = arith.cmpi foo, %v#0, %v#1 : i32\n");
    assertTrue(m.contains("expected string or keyword containing one of the following enum values for attribute"
        + " 'predicate' [eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge]"), m);
  }
}
