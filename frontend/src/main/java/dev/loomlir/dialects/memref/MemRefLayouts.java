package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
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

  /** Row-major strides: each the product of the dimensions after it (dynamic once one of them is). */
  public static List<Long> identityStrides(List<Long> shape) {
    Long[] strides = new Long[shape.size()];
    long running = 1;
    for (int i = shape.size() - 1; i >= 0; i--) {
      strides[i] = running;
      long d = shape.get(i);
      running = (running == DYNAMIC || d == DYNAMIC) ? DYNAMIC : running * d;
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
    if (Objects.equals(ra.layout(), rb.layout()) || (ra.hasIdentityLayout() && rb.hasIdentityLayout())) return true;
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
