package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.AffineSimplifier;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Strides and offsets of memref layouts (MLIR's {@code getStridesAndOffset}): identity layouts,
 * {@code strided<...>} layouts and affine maps that simplify to a linear function of the
 * dimensions ({@link AffineLayoutStrides}).
 * {@link ShapedType#DYNAMIC} marks a value only known at run time.
 */
public final class MemRefLayouts {
  private MemRefLayouts() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  /** The strides and offset of a strided layout. */
  public record Strided(List<Long> strides, long offset) {
    public Strided { strides = List.copyOf(strides); }
  }

  public static boolean isStrided(MemRefType t) { return stridesAndOffset(t) != null; }

  /** The layout's strides and offset, or null when the layout is not strided. */
  public static Strided stridesAndOffset(MemRefType t) {
    if (t.hasIdentityLayout()) return new Strided(identityStrides(t.shape()), 0);
    if (t.layout() instanceof StridedLayoutAttr s) return new Strided(s.strides(), s.offset());
    if (t.layout() instanceof AffineMapAttr m) return AffineLayoutStrides.of(m.map(), t.rank());
    return null;
  }

  /**
   * Row-major strides: each the product of the dimensions after it, dynamic once one of them is
   * dynamic or 0 (as MLIR's strides of an identity layout).
   */
  public static List<Long> identityStrides(List<Long> shape) {
    Long[] strides = new Long[shape.size()];
    long running = 1;
    for (int i = shape.size() - 1; i >= 0; i--) {
      strides[i] = running;
      long d = shape.get(i);
      running = (running == DYNAMIC || d <= 0) ? DYNAMIC : running * d;
    }
    return Arrays.asList(strides);
  }

  /**
   * The layout as an affine map (MLIR's {@code getAffineMap} of a layout): the identity map, the
   * written map, or for {@code strided<...>} MLIR's {@code makeStridedLinearLayoutMap}: the offset
   * (a symbol when dynamic) plus {@code di * stride_i}, a new symbol for each dynamic stride.
   */
  static AffineMap layoutMap(MemRefType t) {
    if (t.layout() instanceof AffineMapAttr m) return m.map();
    if (!(t.layout() instanceof StridedLayoutAttr s)) return AffineMap.identity(t.rank());
    int symbols = 0;
    AffineExpr e = s.offset() == DYNAMIC ? new AffineExpr.Symbol(symbols++) : new AffineExpr.Constant(s.offset());
    for (int d = 0; d < s.strides().size(); d++) {
      long stride = s.strides().get(d);
      AffineExpr factor = stride == DYNAMIC ? new AffineExpr.Symbol(symbols++) : new AffineExpr.Constant(stride);
      e = AffineExpr.sum(e, AffineExpr.product(new AffineExpr.Dim(d), factor));
    }
    return new AffineMap(s.strides().size(), symbols, List.of(e));
  }

  /**
   * MLIR's {@code makeCanonicalStridedLayoutExpr}: the row-major expression for {@code shape},
   * strides becoming symbols from the first dimension (counted from the right) that is not
   * known to be positive.
   */
  private static AffineExpr rowMajorExpr(List<Long> shape) {
    if (shape.isEmpty()) return new AffineExpr.Constant(0);
    AffineExpr e = null;
    int symbols = 0;
    long running = 1;
    boolean dynamic = false;
    for (int d = shape.size() - 1; d >= 0; d--) {
      AffineExpr stride = dynamic ? new AffineExpr.Symbol(symbols++) : new AffineExpr.Constant(running);
      AffineExpr term = AffineExpr.product(new AffineExpr.Dim(d), stride);
      e = e == null ? term : AffineExpr.sum(e, term);
      if (shape.get(d) > 0) running *= shape.get(d);
      else dynamic = true;
    }
    return AffineSimplifier.simplify(e, shape.size(), symbols);
  }

  /**
   * MLIR's {@code MemRefType::canonicalizeStridedLayout}: the layout dropped when it is the
   * row-major one for the shape, otherwise replaced by its simplified affine map (a layout
   * whose map is the identity, or has several results, stays as it is).
   */
  public static MemRefType canonicalizeStridedLayout(MemRefType t) {
    AffineMap m = layoutMap(t);
    if (m.isIdentity() || m.results().size() > 1) return t;
    MemRefType plain = new MemRefType(t.shape(), t.elementType(), null, t.memorySpace());
    if (m.numDims() == 0 && m.numSymbols() == 0) {
      return m.results().get(0) instanceof AffineExpr.Constant c && c.value() == 0 ? plain : t;
    }
    if (t.shape().isEmpty()) return t;
    AffineExpr simplified = AffineSimplifier.simplify(m.results().get(0), m.numDims(), m.numSymbols());
    if (simplified.equals(rowMajorExpr(t.shape()))) return plain;
    AffineMap layout = new AffineMap(m.numDims(), m.numSymbols(), List.of(simplified));
    return new MemRefType(t.shape(), t.elementType(), new AffineMapAttr(layout), t.memorySpace());
  }

  /** Whether the layout's affine map is the identity ({@code strided<[1]>} is, for rank 1). */
  static boolean hasIdentityMap(MemRefType t) { return layoutMap(t).isIdentity(); }

  static long add(long a, long b) { return a == DYNAMIC || b == DYNAMIC ? DYNAMIC : a + b; }

  /** As MLIR's saturated arithmetic: zero times anything, dynamic included, is zero. */
  static long mul(long a, long b) {
    if (a == 0 || b == 0) return 0;
    return a == DYNAMIC || b == DYNAMIC ? DYNAMIC : a * b;
  }

  /** Static values agree when equal or when either is dynamic. */
  static boolean compatible(long a, long b) { return a == b || a == DYNAMIC || b == DYNAMIC; }

  /**
   * MLIR's {@code CastOp::areCastCompatible} for two memref types (ranked or unranked): same
   * element type and memory space, and for two ranked types the same rank with each size,
   * stride and offset equal or dynamic on one side.
   */
  public static boolean castCompatible(ShapedType a, ShapedType b) {
    if (!a.elementType().equals(b.elementType())) return false;
    if (!Objects.equals(memorySpace(a), memorySpace(b))) return false;
    if (!a.hasRank() && !b.hasRank()) return false;
    if (!a.hasRank() || !b.hasRank()) return true;
    MemRefType ra = (MemRefType) a, rb = (MemRefType) b;
    if (ra.rank() != rb.rank()) return false;
    for (int i = 0; i < ra.rank(); i++) if (!compatible(ra.shape().get(i), rb.shape().get(i))) return false;
    if (ra.hasSameLayoutAs(rb)) return true;
    Strided sa = stridesAndOffset(ra), sb = stridesAndOffset(rb);
    if (sa == null || sb == null) return false;
    if (!compatible(sa.offset(), sb.offset())) return false;
    for (int i = 0; i < sa.strides().size(); i++) {
      if (!compatible(sa.strides().get(i), sb.strides().get(i))) return false;
    }
    return true;
  }

  public static dev.loomlir.ir.Attribute memorySpace(ShapedType t) {
    if (t instanceof MemRefType m) return m.memorySpace();
    if (t instanceof dev.loomlir.ir.UnrankedMemRefType u) return u.memorySpace();
    return null;
  }

  /** The memref's layout has unit stride in its last dimension (true for rank 0 and identity layouts). */
  public static boolean lastDimUnitStride(MemRefType t) {
    if (t.rank() == 0 || t.hasIdentityLayout()) return true;
    Strided s = stridesAndOffset(t);
    return s != null && !s.strides().isEmpty() && s.strides().get(s.strides().size() - 1) == 1L;
  }
}
