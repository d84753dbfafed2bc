package dev.loomlir.bench.mlir;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Half-precision argument fills round as arith.truncf does: to nearest, ties to even (worked out by hand). */
class ScalarTypesTest {
  @Test void bf16RoundsToNearestEven() {
    // 259 needs 9 significant bits; bf16 keeps 8: 258 (significand 129, odd) or 260 (130, even).
    assertEquals(260.0, ScalarTypes.fromHalfBits("bf16", ScalarTypes.halfBits("bf16", 259)));
    assertEquals(258.0, ScalarTypes.fromHalfBits("bf16", ScalarTypes.halfBits("bf16", 258)));
  }

  @Test void f16RoundsOnceFromDouble() {
    // 2049 + 2^-30 is just above the tie between 2048 and 2050 (f16 keeps 11 bits): it rounds up,
    // where a first rounding to float (2049 exactly, a tie) would go to the even 2048.
    assertEquals(2050.0, ScalarTypes.fromHalfBits("f16", ScalarTypes.halfBits("f16", 2049 + 0x1p-30)));
  }
}
