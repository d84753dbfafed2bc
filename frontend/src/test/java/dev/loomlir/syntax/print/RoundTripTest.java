package dev.loomlir.syntax.print;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Operation;
import org.junit.jupiter.api.Test;

/**
 * Parse with the real dialects, print, compare with what mlir-opt-22 prints for the same file
 * (the expected texts are its output, minus the extra newline mlir-opt adds after the op).
 */
class RoundTripTest {
  private static final String LOOPS = """
        func.func @loops(%n: index, %m: memref<?xf32>) -> f32 {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %init = arith.constant 0.0 : f32
          %sum = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
            %v = memref.load %m[%i] : memref<?xf32>
            %s = arith.addf %acc, %v : f32
            scf.yield %s : f32
          }
          scf.for %i = %c0 to %n step %c1 {
            %c0_0 = arith.constant 0 : index
            memref.store %sum, %m[%c0_0] : memref<?xf32>
          }
          %b = arith.cmpf olt, %sum, %init : f32
          cf.cond_br %b, ^neg(%sum : f32), ^done
        ^neg(%x: f32):
          %y = arith.negf %x : f32
          cf.br ^done
        ^done:
          return %sum : f32
        }
        """;

  private static final String MIXED = """
        #strided = strided<[?, 1], offset: ?>
        module attributes {test.x = "a\\"b"} {
          func.func private @ext(i32 {test.noalias}, memref<?x4xf32, affine_map<(d0, d1) -> (d1, d0)>>) -> (i32 {test.res})
          func.func @g(%a: i32 {test.arg = 1 : i32}, %m: memref<4x4xf32, #strided>, %c: i1) -> (i32, i32) attributes {test.fn} {
            %r = scf.if %c -> (i32) {
              scf.yield %a : i32
            } else {
              %c7 = arith.constant 7 : i32
              scf.yield %c7 : i32
            }
            scf.if %c {
              "test.side"() : () -> ()
            }
            %w:2 = scf.while (%x = %a, %y = %a) : (i32, i32) -> (i32, i32) {
              %cond = arith.cmpi slt, %x, %y : i32
              scf.condition(%cond) %x, %y : i32, i32
            } do {
            ^bb0(%x: i32, %y: i32):
              %s = arith.addi %x, %y : i32
              scf.yield %s, %y : i32, i32
            }
            cf.switch %a : i32, [
              default: ^bb1(%a : i32),
              42: ^bb2,
              43: ^bb1(%r : i32)
            ]
          ^bb1(%z: i32):
            %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
            %sub = memref.subview %m[0, 0] [2, 2] [1, 1] : memref<4x4xf32, #strided> to memref<2x2xf32, strided<[?, 1], offset: ?>>
            memref.dealloc %alloc : memref<8xf32>
            return %z, %w#1 : i32, i32
          ^bb2:
            %t, %v = async.execute -> !async.value<i32> {
              async.yield %a : i32
            }
            %ev = async.await %v : !async.value<i32>
            %cst = arith.constant dense<[1.0, 2.5]> : vector<2xf32>
            %cst2 = arith.constant 0x7FC00000 : f32
            %u:3 = "test.multi"() {"quoted key" = unit, sym = @foo::@bar} : () -> (i32, i32, i32)
            return %ev, %u#2 : i32, i32
          }
          module @inner {
          }
        }
        """;

  private static String roundTrip(String fileName, String text, PrintOptions options) {
    return Printer.print(IrFixtures.parse(IrFixtures.allowingUnregistered(), fileName, text), options);
  }

  @Test void loopsInCustomForm() {
    assertEquals("""
        module {
          func.func @loops(%arg0: index, %arg1: memref<?xf32>) -> f32 {
            %c0 = arith.constant 0 : index
            %c1 = arith.constant 1 : index
            %cst = arith.constant 0.000000e+00 : f32
            %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %cst) -> (f32) {
              %4 = memref.load %arg1[%arg2] : memref<?xf32>
              %5 = arith.addf %arg3, %4 : f32
              scf.yield %5 : f32
            }
            scf.for %arg2 = %c0 to %arg0 step %c1 {
              %c0_0 = arith.constant 0 : index
              memref.store %0, %arg1[%c0_0] : memref<?xf32>
            }
            %1 = arith.cmpf olt, %0, %cst : f32
            cf.cond_br %1, ^bb1(%0 : f32), ^bb2
          ^bb1(%2: f32):  // pred: ^bb0
            %3 = arith.negf %2 : f32
            cf.br ^bb2
          ^bb2:  // 2 preds: ^bb0, ^bb1
            return %0 : f32
          }
        }
        """, roundTrip("n.mlir", LOOPS, PrintOptions.DEFAULT));
  }

  @Test void loopsInGenericForm() {
    assertEquals("""
        "builtin.module"() ({
          "func.func"() <{function_type = (index, memref<?xf32>) -> f32, sym_name = "loops"}> ({
          ^bb0(%arg0: index, %arg1: memref<?xf32>):
            %0 = "arith.constant"() <{value = 0 : index}> : () -> index
            %1 = "arith.constant"() <{value = 1 : index}> : () -> index
            %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
            %3 = "scf.for"(%0, %arg0, %1, %2) ({
            ^bb0(%arg3: index, %arg4: f32):
              %8 = "memref.load"(%arg1, %arg3) : (memref<?xf32>, index) -> f32
              %9 = "arith.addf"(%arg4, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
              "scf.yield"(%9) : (f32) -> ()
            }) : (index, index, index, f32) -> f32
            "scf.for"(%0, %arg0, %1) ({
            ^bb0(%arg2: index):
              %7 = "arith.constant"() <{value = 0 : index}> : () -> index
              "memref.store"(%3, %arg1, %7) : (f32, memref<?xf32>, index) -> ()
              "scf.yield"() : () -> ()
            }) : (index, index, index) -> ()
            %4 = "arith.cmpf"(%3, %2) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
            "cf.cond_br"(%4, %3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, f32) -> ()
          ^bb1(%5: f32):  // pred: ^bb0
            %6 = "arith.negf"(%5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
            "cf.br"()[^bb2] : () -> ()
          ^bb2:  // 2 preds: ^bb0, ^bb1
            "func.return"(%3) : (f32) -> ()
          }) : () -> ()
        }) : () -> ()
        """, roundTrip("n.mlir", LOOPS, new PrintOptions(true, false)));
  }

  @Test void loopsWithDebugInfo() {
    assertEquals("""
        #loc2 = loc("n.mlir":1:18)
        #loc3 = loc("n.mlir":1:29)
        #loc16 = loc("n.mlir":16:6)
        module {
          func.func @loops(%arg0: index loc("n.mlir":1:18), %arg1: memref<?xf32> loc("n.mlir":1:29)) -> f32 {
            %c0 = arith.constant 0 : index loc(#loc4)
            %c1 = arith.constant 1 : index loc(#loc5)
            %cst = arith.constant 0.000000e+00 : f32 loc(#loc6)
            %0 = scf.for %arg2 = %c0 to %arg0 step %c1 iter_args(%arg3 = %cst) -> (f32) {
              %4 = memref.load %arg1[%arg2] : memref<?xf32> loc(#loc8)
              %5 = arith.addf %arg3, %4 : f32 loc(#loc9)
              scf.yield %5 : f32 loc(#loc10)
            } loc(#loc7)
            scf.for %arg2 = %c0 to %arg0 step %c1 {
              %c0_0 = arith.constant 0 : index loc(#loc12)
              memref.store %0, %arg1[%c0_0] : memref<?xf32> loc(#loc13)
            } loc(#loc11)
            %1 = arith.cmpf olt, %0, %cst : f32 loc(#loc14)
            cf.cond_br %1, ^bb1(%0 : f32), ^bb2 loc(#loc15)
          ^bb1(%2: f32 loc("n.mlir":16:6)):  // pred: ^bb0
            %3 = arith.negf %2 : f32 loc(#loc17)
            cf.br ^bb2 loc(#loc18)
          ^bb2:  // 2 preds: ^bb0, ^bb1
            return %0 : f32 loc(#loc19)
          } loc(#loc1)
        } loc(#loc)
        #loc = loc("n.mlir":0:0)
        #loc1 = loc("n.mlir":1:1)
        #loc4 = loc("n.mlir":2:9)
        #loc5 = loc("n.mlir":3:9)
        #loc6 = loc("n.mlir":4:11)
        #loc7 = loc("n.mlir":5:10)
        #loc8 = loc("n.mlir":6:10)
        #loc9 = loc("n.mlir":7:10)
        #loc10 = loc("n.mlir":8:5)
        #loc11 = loc("n.mlir":10:3)
        #loc12 = loc("n.mlir":11:13)
        #loc13 = loc("n.mlir":12:5)
        #loc14 = loc("n.mlir":14:8)
        #loc15 = loc("n.mlir":15:3)
        #loc17 = loc("n.mlir":17:8)
        #loc18 = loc("n.mlir":18:3)
        #loc19 = loc("n.mlir":20:3)
        """, roundTrip("n.mlir", LOOPS, new PrintOptions(false, true)));
  }

  @Test void mixedDialectsInCustomForm() {
    assertEquals("""
        #map = affine_map<(d0, d1) -> (d1, d0)>
        module attributes {test.x = "a\\22b"} {
          func.func private @ext(i32 {test.noalias}, memref<?x4xf32, #map>) -> (i32 {test.res})
          func.func @g(%arg0: i32 {test.arg = 1 : i32}, %arg1: memref<4x4xf32, strided<[?, 1], offset: ?>>, %arg2: i1) -> (i32, i32) attributes {test.fn} {
            %0 = scf.if %arg2 -> (i32) {
              scf.yield %arg0 : i32
            } else {
              %c7_i32 = arith.constant 7 : i32
              scf.yield %c7_i32 : i32
            }
            scf.if %arg2 {
              "test.side"() : () -> ()
            }
            %1:2 = scf.while (%arg3 = %arg0, %arg4 = %arg0) : (i32, i32) -> (i32, i32) {
              %5 = arith.cmpi slt, %arg3, %arg4 : i32
              scf.condition(%5) %arg3, %arg4 : i32, i32
            } do {
            ^bb0(%arg3: i32, %arg4: i32):
              %5 = arith.addi %arg3, %arg4 : i32
              scf.yield %5, %arg4 : i32, i32
            }
            cf.switch %arg0 : i32, [
              default: ^bb1(%arg0 : i32),
              42: ^bb2,
              43: ^bb1(%0 : i32)
            ]
          ^bb1(%2: i32):  // 2 preds: ^bb0, ^bb0
            %alloc = memref.alloc() {alignment = 64 : i64} : memref<8xf32>
            %subview = memref.subview %arg1[0, 0] [2, 2] [1, 1] : memref<4x4xf32, strided<[?, 1], offset: ?>> to memref<2x2xf32, strided<[?, 1], offset: ?>>
            memref.dealloc %alloc : memref<8xf32>
            return %2, %1#1 : i32, i32
          ^bb2:  // pred: ^bb0
            %token, %bodyResults = async.execute -> !async.value<i32> {
              async.yield %arg0 : i32
            }
            %3 = async.await %bodyResults : !async.value<i32>
            %cst = arith.constant dense<[1.000000e+00, 2.500000e+00]> : vector<2xf32>
            %cst_0 = arith.constant 0x7FC00000 : f32
            %4:3 = "test.multi"() {"quoted key", sym = @foo::@bar} : () -> (i32, i32, i32)
            return %3, %4#2 : i32, i32
          }
          module @inner {
          }
        }
        """, roundTrip("m.mlir", MIXED, PrintOptions.DEFAULT));
  }

  @Test void mixedDialectsInGenericFormWithDebugInfo() {
    assertEquals("""
        #loc3 = loc("m.mlir":4:16)
        #loc4 = loc("m.mlir":4:46)
        #loc5 = loc("m.mlir":4:77)
        #loc13 = loc("m.mlir":14:23)
        #loc14 = loc("m.mlir":14:32)
        #loc17 = loc("m.mlir":18:10)
        #loc18 = loc("m.mlir":18:19)
        #loc22 = loc("m.mlir":27:8)
        #map = affine_map<(d0, d1) -> (d1, d0)>
        "builtin.module"() ({
          "func.func"() <{arg_attrs = [{test.noalias}, {}], function_type = (i32, memref<?x4xf32, #map>) -> i32, res_attrs = [{test.res}], sym_name = "ext", sym_visibility = "private"}> ({
          }) : () -> () loc(#loc1)
          "func.func"() <{arg_attrs = [{test.arg = 1 : i32}, {}, {}], function_type = (i32, memref<4x4xf32, strided<[?, 1], offset: ?>>, i1) -> (i32, i32), sym_name = "g"}> ({
          ^bb0(%arg0: i32 loc("m.mlir":4:16), %arg1: memref<4x4xf32, strided<[?, 1], offset: ?>> loc("m.mlir":4:46), %arg2: i1 loc("m.mlir":4:77)):
            %0 = "scf.if"(%arg2) ({
              "scf.yield"(%arg0) : (i32) -> () loc(#loc7)
            }, {
              %12 = "arith.constant"() <{value = 7 : i32}> : () -> i32 loc(#loc8)
              "scf.yield"(%12) : (i32) -> () loc(#loc9)
            }) : (i1) -> i32 loc(#loc6)
            "scf.if"(%arg2) ({
              "test.side"() : () -> () loc(#loc11)
              "scf.yield"() : () -> () loc(#loc10)
            }, {
            }) : (i1) -> () loc(#loc10)
            %1:2 = "scf.while"(%arg0, %arg0) ({
            ^bb0(%arg5: i32 loc("m.mlir":14:23), %arg6: i32 loc("m.mlir":14:32)):
              %11 = "arith.cmpi"(%arg5, %arg6) <{predicate = 2 : i64}> : (i32, i32) -> i1 loc(#loc15)
              "scf.condition"(%11, %arg5, %arg6) : (i1, i32, i32) -> () loc(#loc16)
            }, {
            ^bb0(%arg3: i32 loc("m.mlir":18:10), %arg4: i32 loc("m.mlir":18:19)):
              %10 = "arith.addi"(%arg3, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32 loc(#loc19)
              "scf.yield"(%10, %arg4) : (i32, i32) -> () loc(#loc20)
            }) : (i32, i32) -> (i32, i32) loc(#loc12)
            "cf.switch"(%arg0, %arg0, %0)[^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[42, 43]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, i32, i32) -> () loc(#loc21)
          ^bb1(%2: i32 loc("m.mlir":27:8)):  // 2 preds: ^bb0, ^bb0
            %3 = "memref.alloc"() <{alignment = 64 : i64, operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<8xf32> loc(#loc23)
            %4 = "memref.subview"(%arg1) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (memref<4x4xf32, strided<[?, 1], offset: ?>>) -> memref<2x2xf32, strided<[?, 1], offset: ?>> loc(#loc24)
            "memref.dealloc"(%3) : (memref<8xf32>) -> () loc(#loc25)
            "func.return"(%2, %1#1) : (i32, i32) -> () loc(#loc26)
          ^bb2:  // pred: ^bb0
            %5:2 = "async.execute"() <{operandSegmentSizes = array<i32: 0, 0>}> ({
              "async.yield"(%arg0) : (i32) -> () loc(#loc28)
            }) : () -> (!async.token, !async.value<i32>) loc(#loc27)
            %6 = "async.await"(%5#1) : (!async.value<i32>) -> i32 loc(#loc29)
            %7 = "arith.constant"() <{value = dense<[1.000000e+00, 2.500000e+00]> : vector<2xf32>}> : () -> vector<2xf32> loc(#loc30)
            %8 = "arith.constant"() <{value = 0x7FC00000 : f32}> : () -> f32 loc(#loc31)
            %9:3 = "test.multi"() {"quoted key", sym = @foo::@bar} : () -> (i32, i32, i32) loc(#loc32)
            "func.return"(%6, %9#2) : (i32, i32) -> () loc(#loc33)
          }) {test.fn} : () -> () loc(#loc2)
          "builtin.module"() <{sym_name = "inner"}> ({
          ^bb0:
          }) : () -> () loc(#loc34)
        }) {test.x = "a\\22b"} : () -> () loc(#loc)
        #loc = loc("m.mlir":2:1)
        #loc1 = loc("m.mlir":3:3)
        #loc2 = loc("m.mlir":4:3)
        #loc6 = loc("m.mlir":5:10)
        #loc7 = loc("m.mlir":6:7)
        #loc8 = loc("m.mlir":8:13)
        #loc9 = loc("m.mlir":9:7)
        #loc10 = loc("m.mlir":11:5)
        #loc11 = loc("m.mlir":12:7)
        #loc12 = loc("m.mlir":14:12)
        #loc15 = loc("m.mlir":15:15)
        #loc16 = loc("m.mlir":16:7)
        #loc19 = loc("m.mlir":19:12)
        #loc20 = loc("m.mlir":20:7)
        #loc21 = loc("m.mlir":22:5)
        #loc23 = loc("m.mlir":28:14)
        #loc24 = loc("m.mlir":29:12)
        #loc25 = loc("m.mlir":30:5)
        #loc26 = loc("m.mlir":31:5)
        #loc27 = loc("m.mlir":33:14)
        #loc28 = loc("m.mlir":34:7)
        #loc29 = loc("m.mlir":36:11)
        #loc30 = loc("m.mlir":37:12)
        #loc31 = loc("m.mlir":38:13)
        #loc32 = loc("m.mlir":39:12)
        #loc33 = loc("m.mlir":40:5)
        #loc34 = loc("m.mlir":42:3)
        """, roundTrip("m.mlir", MIXED, new PrintOptions(true, true)));
  }

  @Test void printsOneNestedOpWithTheWholeModuleNumbering() {
    Operation module = IrFixtures.parse("n.mlir", LOOPS);
    Operation func = module.region(0).entryBlock().first();
    Operation loop = func.region(0).entryBlock().first().next().next().next();
    Operation add = loop.region(0).entryBlock().first().next();
    assertEquals("%5 = arith.addf %arg3, %4 : f32", Printer.printNested(add, PrintOptions.DEFAULT));
    assertEquals("%9 = \"arith.addf\"(%arg4, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32",
        Printer.printNested(add, IrFixtures.GENERIC));
  }
}
