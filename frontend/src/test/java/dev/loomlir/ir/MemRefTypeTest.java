package dev.loomlir.ir;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Which layouts {@link MemRefType#hasSameLayoutAs} treats as the same. */
class MemRefTypeTest {
  private static final List<Long> SHAPE = List.of(3L, 4L);

  private static MemRefType withLayout(Attribute layout) {
    return new MemRefType(SHAPE, FloatType.F32, layout, null);
  }

  private static final MemRefType NO_LAYOUT = withLayout(null);
  private static final MemRefType IDENTITY_MAP = withLayout(new AffineMapAttr(AffineMap.identity(2)));
  private static final MemRefType STRIDED = withLayout(new StridedLayoutAttr(0, List.of(4L, 1L)));
  private static final MemRefType TRANSPOSED = withLayout(new AffineMapAttr(
      new AffineMap(2, 0, List.of(new AffineExpr.Dim(1), new AffineExpr.Dim(0)))));

  @Test
  void everySpellingOfTheIdentityIsTheSameLayout() {
    assertTrue(NO_LAYOUT.hasSameLayoutAs(IDENTITY_MAP));
    assertTrue(IDENTITY_MAP.hasSameLayoutAs(NO_LAYOUT));
    assertTrue(NO_LAYOUT.hasSameLayoutAs(NO_LAYOUT));
  }

  @Test
  void equalLayoutAttributesAreTheSameLayout() {
    assertTrue(STRIDED.hasSameLayoutAs(withLayout(new StridedLayoutAttr(0, List.of(4L, 1L)))));
    assertTrue(TRANSPOSED.hasSameLayoutAs(TRANSPOSED));
  }

  @Test
  void differentLayoutsAreNotTheSame() {
    assertFalse(TRANSPOSED.hasSameLayoutAs(NO_LAYOUT));
    assertFalse(NO_LAYOUT.hasSameLayoutAs(TRANSPOSED));
    assertFalse(STRIDED.hasSameLayoutAs(withLayout(new StridedLayoutAttr(0, List.of(8L, 1L)))));
  }

  @Test
  void aStridedIdentityIsNotTheIdentityLayout() {
    // strided<[4, 1]> addresses a 3x4 memref as the identity does, but it is another attribute.
    assertFalse(STRIDED.hasSameLayoutAs(NO_LAYOUT));
    assertFalse(IDENTITY_MAP.hasSameLayoutAs(STRIDED));
  }
}
