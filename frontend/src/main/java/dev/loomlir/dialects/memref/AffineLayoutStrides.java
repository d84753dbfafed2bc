package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineExpr.Binary;
import dev.loomlir.ir.AffineExpr.Constant;
import dev.loomlir.ir.AffineExpr.Dim;
import dev.loomlir.ir.AffineExpr.Kind;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineSimplifier;
import dev.loomlir.ir.ShapedType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The strides and offset of a memref whose layout is a single-result affine map, derived as MLIR
 * does: read from the simplified expression, so terms that cancel ({@code s0 - s0},
 * {@code d0 * 2 - d0}) do not count; each stride and the offset kept as an expression (the
 * symbols and products it collects) and simplified again; one that folds to a constant is
 * static, any other {@link ShapedType#DYNAMIC}. Floordiv, ceildiv or mod left after
 * simplification make the layout not strided.
 */
final class AffineLayoutStrides {
  private final int numDims;
  private final int numSymbols;
  private final AffineExpr[] strides;
  private AffineExpr offset = new Constant(0);

  private AffineLayoutStrides(int numDims, int numSymbols) {
    this.numDims = numDims;
    this.numSymbols = numSymbols;
    this.strides = new AffineExpr[numDims];
    Arrays.fill(strides, new Constant(0));
  }

  /** The layout's strides and offset, or null when {@code map} is not a strided layout of that rank. */
  static MemRefLayouts.Strided of(AffineMap map, int rank) {
    if (map.results().size() != 1 || map.numDims() != rank) return null;
    AffineLayoutStrides s = new AffineLayoutStrides(map.numDims(), map.numSymbols());
    AffineExpr simplified = AffineSimplifier.simplify(map.results().get(0), map.numDims(), map.numSymbols());
    if (!s.collect(simplified, new Constant(1))) return null;
    List<Long> strides = new ArrayList<>();
    for (AffineExpr stride : s.strides) strides.add(s.value(stride));
    return new MemRefLayouts.Strided(strides, s.value(s.offset));
  }

  /** Adds {@code factor * e} to the strides and offset; false when {@code e} is not strided. */
  private boolean collect(AffineExpr e, AffineExpr factor) {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (e instanceof Dim d) {
      strides[d.position()] = AffineExpr.sum(strides[d.position()], factor);
      return true;
    }
    if (!(e instanceof Binary b)) {
      offset = AffineExpr.sum(offset, AffineExpr.product(e, factor));
      return true;
    }
    if (b.kind() == Kind.ADD) return collect(b.lhs(), factor) && collect(b.rhs(), factor);
    if (b.kind() != Kind.MUL) return false;
    if (b.lhs() instanceof Dim d) {
      strides[d.position()] = AffineExpr.sum(strides[d.position()], AffineExpr.product(b.rhs(), factor));
      return true;
    }
    // Only one side holds dimensions; the other scales everything found in it.
    if (b.lhs().isSymbolicOrConstant()) return collect(b.rhs(), AffineExpr.product(factor, b.lhs()));
    return collect(b.lhs(), AffineExpr.product(factor, b.rhs()));
  }

  /** The static value of a collected stride or offset, dynamic unless it simplifies to a constant. */
  private long value(AffineExpr collected) {
    AffineExpr simplified = AffineSimplifier.simplify(collected, numDims, numSymbols);
    return simplified instanceof Constant c ? c.value() : ShapedType.DYNAMIC;
  }
}
