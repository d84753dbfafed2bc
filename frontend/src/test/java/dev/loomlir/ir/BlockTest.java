package dev.loomlir.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A block's successors and predecessors, read from its terminator. */
class BlockTest {
  private static final String BRANCHES = """
      func.func @branches(%c: i1) {
        cf.cond_br %c, ^then, ^else
      ^then:
        cf.br ^else
      ^else:
        return
      }
      """;

  private static List<Block> blocks() {
    Operation module = IrFixtures.parse(BRANCHES);
    return module.region(0).entryBlock().first().region(0).blocks();
  }

  @Test
  void successorsAreTheTerminatorsInItsOrder() {
    List<Block> b = blocks();
    assertEquals(List.of(b.get(1), b.get(2)), b.get(0).successors());
    assertEquals(List.of(b.get(2)), b.get(1).successors());
    assertEquals(List.of(), b.get(2).successors());
  }

  @Test
  void anEmptyBlockHasNoSuccessors() {
    assertEquals(List.of(), new Block().successors());
  }

  @Test
  void predecessorsAreTheBlocksBranchingHere() {
    List<Block> b = blocks();
    assertEquals(List.of(b.get(0), b.get(1)), b.get(2).predecessors());
    assertEquals(List.of(), b.get(0).predecessors());
  }
}
