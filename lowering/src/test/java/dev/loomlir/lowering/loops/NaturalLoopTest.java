package dev.loomlir.lowering.loops;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import java.util.List;
import org.junit.jupiter.api.Test;

class NaturalLoopTest {
  /** The region of the module's first function. */
  private static Region function(String text) {
    Operation module = IrFixtures.parse(text);
    return module.region(0).entryBlock().first().region(0);
  }

  private static List<Integer> indices(List<Block> blocks) {
    return blocks.stream().map(Block::index).toList();
  }

  /** The loop nest async-parallel-for's compute function has after convert-scf-to-cf. */
  @Test
  void aLoweredNestIsTwoLoopsTheInnerOneInnermost() {
    Region f = function("""
        func.func @f(%lb: index, %ub: index, %m: memref<?xf32>) {
          cf.br ^bb1(%lb : index)
        ^bb1(%i: index):
          %c = arith.cmpi slt, %i, %ub : index
          cf.cond_br %c, ^bb2, ^bb6
        ^bb2:
          cf.br ^bb3(%lb : index)
        ^bb3(%j: index):
          %d = arith.cmpi slt, %j, %ub : index
          cf.cond_br %d, ^bb4, ^bb5
        ^bb4:
          %x = memref.load %m[%j] : memref<?xf32>
          %one = arith.constant 1 : index
          %j1 = arith.addi %j, %one : index
          cf.br ^bb3(%j1 : index)
        ^bb5:
          %one2 = arith.constant 1 : index
          %i1 = arith.addi %i, %one2 : index
          cf.br ^bb1(%i1 : index)
        ^bb6:
          return
        }
        """);
    List<NaturalLoop> loops = NaturalLoop.find(f);
    assertEquals(2, loops.size());
    NaturalLoop outer = loops.get(0), inner = loops.get(1);
    assertEquals(List.of(1, 2, 3, 4, 5), indices(outer.blocks()));
    assertEquals(List.of(5), indices(outer.latches()));
    assertFalse(outer.isInnermost(loops));
    assertEquals(List.of(3, 4), indices(inner.blocks()));
    assertEquals(List.of(2), indices(inner.entries()));
    assertTrue(inner.isInnermost(loops));
  }

  @Test
  void twoLatchesAndTwoExitsMakeOneLoop() {
    Region f = function("""
        func.func @f(%n: index, %flag: i1) {
          %c0 = arith.constant 0 : index
          cf.br ^bb1(%c0 : index)
        ^bb1(%i: index):
          %c = arith.cmpi slt, %i, %n : index
          cf.cond_br %c, ^bb2, ^bb4
        ^bb2:
          %one = arith.constant 1 : index
          %i1 = arith.addi %i, %one : index
          cf.cond_br %flag, ^bb1(%i1 : index), ^bb3
        ^bb3:
          cf.cond_br %flag, ^bb5, ^bb1(%i1 : index)
        ^bb4:
          return
        ^bb5:
          return
        }
        """);
    List<NaturalLoop> loops = NaturalLoop.find(f);
    assertEquals(1, loops.size());
    assertEquals(List.of(1, 2, 3), indices(loops.get(0).blocks()));
    assertEquals(List.of(2, 3), indices(loops.get(0).latches()));
    assertEquals(List.of(0), indices(loops.get(0).entries()));
  }

  /** A cycle entered at two blocks has no header dominating the other: it is no natural loop. */
  @Test
  void aCycleWithTwoEntriesIsNoLoop() {
    Region f = function("""
        func.func @f(%flag: i1) {
          cf.cond_br %flag, ^bb1, ^bb2
        ^bb1:
          cf.cond_br %flag, ^bb2, ^bb3
        ^bb2:
          cf.br ^bb1
        ^bb3:
          return
        }
        """);
    assertEquals(List.of(), NaturalLoop.find(f));
  }
}
