package dev.loomlir.dialects.arith;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.ir.IntegerAttr;
import org.junit.jupiter.api.Test;

/**
 * The one encoding of comparison predicates: stored values as mlir-opt-22 prints them in generic
 * form ({@code arith.cmpi uge} is {@code predicate = 9 : i64}, {@code arith.cmpf uno} is 14), and
 * the semantics folders rely on, worked out by hand.
 */
class CmpPredicateTest {
  @Test void storedValuesAreUpstreams() {
    assertEquals(IntegerAttr.i64(9), CmpIPredicate.of("uge").attr());
    assertEquals(IntegerAttr.i64(4), CmpIPredicate.of("sgt").attr());
    assertEquals(CmpFPredicate.UNO, CmpFPredicate.of(IntegerAttr.i64(14)));
    assertEquals("true", CmpFPredicate.of(IntegerAttr.i64(15)).keyword());
    assertEquals("false", CmpFPredicate.ALWAYS_FALSE.keyword());
  }

  @Test void unsignedPredicatesReadTheBitsAtTheWidth() {
    // -1 : i8 is 255 unsigned.
    assertFalse(CmpIPredicate.ULT.holds(-1, 1, 8));
    assertTrue(CmpIPredicate.SLT.holds(-1, 1, 8));
    assertTrue(CmpIPredicate.UGT.holds(Long.MIN_VALUE, 1, 64));
    assertTrue(CmpIPredicate.UGE.holds(-1, -1, 1));
  }

  @Test void swappingTheOperandsSwapsThePredicate() {
    long[] values = {-128, -1, 0, 1, 127};
    for (CmpIPredicate p : CmpIPredicate.values()) {
      for (long a : values) {
        for (long b : values) {
          assertEquals(p.holds(a, b, 8), p.swapped().holds(b, a, 8), p + " " + a + " " + b);
        }
      }
    }
  }

  @Test void orderedPredicatesAreFalseOnNaNAndUnorderedOnesTrue() {
    for (CmpFPredicate p : CmpFPredicate.values()) {
      String k = p.keyword();
      boolean expected = k.startsWith("u") || k.equals("true");
      assertEquals(expected, p.holds(Double.NaN, 1.0), k);
    }
    assertTrue(CmpFPredicate.OLT.holds(-0.0, 1.0));
    assertFalse(CmpFPredicate.OLT.holds(-0.0, 0.0));
    assertTrue(CmpFPredicate.ONE.holds(1.0, 2.0));
    assertFalse(CmpFPredicate.ONE.holds(1.0, 1.0));
  }
}
