package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.AffineSimplifier;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Strides and offsets of memref layouts (MLIR's {@code getStridesAndOffset}): identity layouts,
 * {@code strided<...>} layouts and affine maps that are a linear function of the dimensions.
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
    if (t.layout() instanceof AffineMapAttr m) return fromAffineMap(m.map(), t.rank());
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

  /** A single-result map {@code sum(di * ci) + c}; symbols make the coefficient or offset dynamic. */
  private static Strided fromAffineMap(AffineMap map, int rank) {
    if (map.results().size() != 1 || map.numDims() != rank) return null;
    long[] coefficients = new long[rank];
    long[] offset = {0};
    if (!accumulate(map.results().get(0), 1, coefficients, offset)) return null;
    List<Long> strides = new ArrayList<>();
    for (long c : coefficients) strides.add(c);
    return new Strided(strides, offset[0]);
  }

  /**
   * Adds {@code factor * e} to the strides and offset; false when {@code e} is not strided.
   * Not built on {@link AffineSimplifier}'s flat form, though both linearize: this keeps only a
   * strided summary of the map as written (a symbol anywhere makes the offset dynamic, {@code d * s}
   * makes that stride dynamic, any other non-constant product is not strided), so terms that
   * cancel still count: {@code d0 + s0 - s0} has a dynamic offset here and 0 in the flat form (and
   * in mlir-opt-22, which simplifies first). Reading the flat form would change such answers.
   */
  private static boolean accumulate(AffineExpr e, long factor, long[] coefficients, long[] offset) {
    switch (e) {
      case AffineExpr.Dim d -> {
        coefficients[d.position()] = add(coefficients[d.position()], factor);
        return true;
      }
      case AffineExpr.Symbol s -> {
        offset[0] = DYNAMIC;
        return true;
      }
      case AffineExpr.Constant c -> {
        offset[0] = add(offset[0], mul(factor, c.value()));
        return true;
      }
      case AffineExpr.Binary b when b.kind() == AffineExpr.Kind.ADD ->
          { return accumulate(b.lhs(), factor, coefficients, offset) && accumulate(b.rhs(), factor, coefficients, offset); }
      case AffineExpr.Binary b when b.kind() == AffineExpr.Kind.MUL -> {
        if (b.rhs() instanceof AffineExpr.Constant c) return accumulate(b.lhs(), mul(factor, c.value()), coefficients, offset);
        if (b.rhs() instanceof AffineExpr.Symbol && b.lhs() instanceof AffineExpr.Dim d) {
          coefficients[d.position()] = DYNAMIC;
          return true;
        }
        return false;
      }
      default -> { return false; }
    }
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

  static long mul(long a, long b) { return a == DYNAMIC || b == DYNAMIC ? DYNAMIC : a * b; }

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
}
