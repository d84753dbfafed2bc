package dev.loomlir.ir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.syntax.print.PrintedNames;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** Live-in and live-out sets, with values and blocks named as the printer names them. */
class LivenessTest {
  /** A loop whose exit block comes first in the region, so one backward sweep is not enough. */
  private static final String LOOP = """
      func.func @loop(%n: i32, %x: i32) -> i32 {
        %start = arith.constant 0 : i32       // %c0_i32
        %scale = arith.muli %x, %n : i32      // %0
        %bias = arith.addi %x, %x : i32       // %1
        cf.br ^test(%start : i32)
      ^done:                                  // ^bb1
        %r = arith.addi %scale, %n : i32      // %2
        return %r : i32
      ^test(%i: i32):                         // ^bb2(%3)
        %go = arith.cmpi ult, %i, %n : i32    // %4
        cf.cond_br %go, ^step, ^done
      ^step:                                  // ^bb3
        %next = arith.addi %i, %bias : i32    // %5
        cf.br ^test(%next : i32)
      }
      """;

  private static final String NESTED = """
      func.func @nested(%c: i1, %x: i32) -> i32 {
        cf.br ^next
      ^next:
        %r = scf.execute_region -> i32 {
          cf.cond_br %c, ^a, ^b
        ^a:
          scf.yield %x : i32
        ^b:
          %y = arith.addi %x, %x : i32
          scf.yield %y : i32
        }
        return %r : i32
      }
      """;

  @Test
  void loopKeepsValuesLiveAroundTheBackEdge() {
    Ir ir = Ir.parse(LOOP);
    // The function's arguments are the entry block's, so not live-in there; %arg1 dies in it.
    // %c0_i32 is only forwarded by the entry's branch: a use there, not live out of it.
    ir.assertLive(0, Set.of(), Set.of("%arg0", "%0", "%1"));
    // After the loop only what the exit uses is live; nothing is live after a return.
    ir.assertLive(1, Set.of("%arg0", "%0"), Set.of());
    // %0 is defined before the loop and used after it: live through the header and the body.
    // The header's own argument %3 is not live-in there, but is live out into the body using it.
    ir.assertLive(2, Set.of("%arg0", "%0", "%1"), Set.of("%arg0", "%0", "%1", "%3"));
    // %1 is used only in the body; %5 is only forwarded back to the header.
    ir.assertLive(3, Set.of("%arg0", "%0", "%1", "%3"), Set.of("%arg0", "%0", "%1"));
  }

  @Test
  void usesInNestedRegionsBelongToTheOpHoldingThem() {
    Ir ir = Ir.parse(NESTED);
    // %arg0 and %arg1 are used only inside scf.execute_region; %y is local to it.
    ir.assertLive(0, Set.of(), Set.of("%arg0", "%arg1"));
    ir.assertLive(1, Set.of("%arg0", "%arg1"), Set.of());
  }

  @Test
  void valuesFromOutsideTheRegionAreLiveUpToTheirUses() {
    Ir ir = Ir.parse(NESTED).nestedIn(1);
    ir.assertLive(0, Set.of("%arg0", "%arg1"), Set.of("%arg1"));
    ir.assertLive(1, Set.of("%arg1"), Set.of());
    ir.assertLive(2, Set.of("%arg1"), Set.of());
  }

  @Test
  void describesBlocksAddedLater() {
    Ir ir = Ir.parse(LOOP);
    Block edge = new Block();
    assertEquals(Set.of(), ir.live().liveIn(edge));
    assertEquals(Set.of(), ir.live().liveOut(edge));
    // A block on the edge into the header forwarding %c0_i32: it uses it, then flows into the header.
    Value zero = ir.block(0).first().result();
    ir.live().addEdgeBlock(edge, ir.block(2), List.of(zero));
    assertEquals(Set.of("%arg0", "%0", "%1", "%c0_i32"), ir.names(ir.live().liveIn(edge)));
    assertEquals(Set.of("%arg0", "%0", "%1"), ir.names(ir.live().liveOut(edge)));
    ir.live().addUseAtStart(ir.block(1), zero);
    ir.assertLive(1, Set.of("%arg0", "%0", "%c0_i32"), Set.of());
  }

  /** The liveness of one region of a verified module: the function body, or one nested in it. */
  private record Ir(Region region, Liveness live, PrintedNames printed) {
    /** The body of the one function of {@code text}. */
    static Ir parse(String text) {
      Operation module = IrFixtures.parse(text);
      return new Ir(module.region(0).entryBlock().first().region(0), PrintedNames.of(module));
    }

    private Ir(Region region, PrintedNames printed) { this(region, new Liveness(region), printed); }

    /** The first region of the first op of block {@code index}. */
    Ir nestedIn(int index) { return new Ir(block(index).first().region(0), printed); }

    Block block(int index) { return region.blocks().get(index); }

    Set<String> names(Set<Value> values) {
      return values.stream().map(printed::value).collect(Collectors.toSet());
    }

    void assertLive(int index, Set<String> in, Set<String> out) {
      assertEquals(in, names(live.liveIn(block(index))), "live-in of block " + index);
      assertEquals(out, names(live.liveOut(block(index))), "live-out of block " + index);
    }
  }
}
