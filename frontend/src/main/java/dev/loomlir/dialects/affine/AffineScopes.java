package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.memref.AllocOp;
import dev.loomlir.dialects.memref.CastOp;
import dev.loomlir.dialects.memref.DimOp;
import dev.loomlir.dialects.memref.SubViewOp;
import dev.loomlir.dialects.memref.ViewOp;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import java.util.List;

/**
 * Upstream's rules for which values may be affine dimensions and symbols. An op with the
 * {@link Trait#AFFINE_SCOPE} trait ({@code func.func}, {@code builtin.module}) opens a scope; a
 * value defined at the top level of a scope (or an argument of its region) is a symbol for every
 * use in it, and so are constants, pure ops of symbols, and {@code memref.dim} of a memref whose
 * size is known to be a symbol; values dominating the scope's op are symbols too unless the op is
 * isolated from above. Dimensions are the symbols, the induction variables of {@code affine.for}
 * and {@code affine.parallel}, and applies (and linearize/delinearize) of dimensions.
 */
public final class AffineScopes {
  private AffineScopes() {}

  /** The region of the closest enclosing op with the affine-scope trait that holds {@code op}; null if none. */
  public static Region affineScope(Operation op) {
    for (Operation cur = op; cur.parentOp() != null; cur = cur.parentOp()) {
      if (cur.parentOp().def() != null && cur.parentOp().def().has(Trait.AFFINE_SCOPE)) return cur.parentRegion();
    }
    return null;
  }

  /** Defined at the top level of {@code region}, or an argument of one of its blocks. */
  static boolean isTopLevelValue(Value value, Region region) {
    if (value instanceof BlockArgument arg) return arg.owner().parentRegion() == region;
    return value.definingOp().parentRegion() == region;
  }

  /** Defined directly in a region of an affine-scope op (MLIR's one-argument {@code isTopLevelValue}). */
  static boolean isTopLevelValue(Value value) {
    Operation parent = value instanceof BlockArgument arg ? arg.owner().parentOp() : value.definingOp().parentOp();
    return parent != null && hasAffineScope(parent);
  }

  private static boolean hasAffineScope(Operation op) { return op.def() != null && op.def().has(Trait.AFFINE_SCOPE); }

  /** The induction variable of an {@code affine.for} or one of an {@code affine.parallel}. */
  public static boolean isAffineInductionVar(Value value) {
    if (!(value instanceof BlockArgument arg) || arg.owner().parentOp() == null) return false;
    Operation owner = arg.owner().parentOp();
    if (ForOp.is(owner)) return arg.index() == 0;
    return ParallelOp.is(owner);
  }

  /** Valid as a dimension wherever it is used (MLIR's one-argument {@code isValidDim}). */
  public static boolean isValidDim(Value value) {
    if (!value.type().isIndex()) return false;
    if (value.definingOp() != null) return isValidDim(value, affineScope(value.definingOp()));
    if (isAffineInductionVar(value)) return true;
    Operation parent = ((BlockArgument) value).owner().parentOp();
    return parent != null && hasAffineScope(parent);
  }

  /** Valid as a dimension of an op whose affine scope is {@code region}. */
  public static boolean isValidDim(Value value, Region region) {
    if (!value.type().isIndex()) return false;
    if (isValidSymbol(value, region)) return true;
    Operation op = value.definingOp();
    if (op == null) return isAffineInductionVar(value);
    if (ApplyOp.is(op) || LinearizeIndexOp.is(op) || DelinearizeIndexOp.is(op)) {
      for (Value operand : op.operands()) if (!isValidDim(operand, region)) return false;
      return true;
    }
    if (isDimOp(op)) return isTopLevelValue(op.operand(0));
    return false;
  }

  /** Valid as a symbol wherever it is used (MLIR's one-argument {@code isValidSymbol}). */
  public static boolean isValidSymbol(Value value) {
    if (!value.type().isIndex()) return false;
    if (isTopLevelValue(value)) return true;
    if (value.definingOp() != null) return isValidSymbol(value, affineScope(value.definingOp()));
    return false;
  }

  /** Valid as a symbol of an op whose affine scope is {@code region} (null: no scope known). */
  public static boolean isValidSymbol(Value value, Region region) {
    if (!value.type().isIndex()) return false;
    if (region != null && isTopLevelValue(value, region)) return true;
    Operation def = value.definingOp();
    if (def == null) return dominatesScopeAsSymbol(value, region);
    if (isConstant(def)) return true;
    if (def.def() != null && def.def().has(Trait.PURE)) {
      boolean allSymbols = true;
      for (Value operand : def.operands()) {
        if (!isValidSymbol(operand, region)) {
          allSymbols = false;
          break;
        }
      }
      if (allSymbols) return true;
    }
    if (isDimOp(def)) return isDimOpValidSymbol(def, region);
    return dominatesScopeAsSymbol(value, region);
  }

  /** A value from outside {@code region}'s op is a symbol there when it is one in the enclosing region. */
  private static boolean dominatesScopeAsSymbol(Value value, Region region) {
    Operation regionOp = region == null ? null : region.parentOp();
    if (regionOp == null || (regionOp.def() != null && regionOp.def().has(Trait.ISOLATED_FROM_ABOVE))) return false;
    Region parentRegion = regionOp.parentRegion();
    return parentRegion != null && isValidSymbol(value, parentRegion);
  }

  /** An op that folds to a constant: MLIR's {@code m_Constant}. */
  static boolean isConstant(Operation op) {
    return op.def() != null && op.def().has(Trait.CONSTANT_LIKE) && op.numResults() == 1;
  }

  /** The constant integer an index value is defined as, or null. */
  static Long constantIndex(Value v) {
    Operation def = v.definingOp();
    if (def == null || !isConstant(def)) return null;
    return def.attr("value") instanceof IntegerAttr i ? i.value() : null;
  }

  // memref.dim is the only ShapedDimOpInterface op loomlir has (no tensor.dim).
  private static boolean isDimOp(Operation op) { return DimOp.is(op); }

  /**
   * A {@code memref.dim} is a symbol when its memref is defined at the top level of a scope, or
   * comes from an alloc, view or subview (through casts) whose size in that dimension is static or
   * a symbol.
   */
  private static boolean isDimOpValidSymbol(Operation dim, Region region) {
    Value source = dim.operand(0);
    if (isTopLevelValue(source)) return true;
    if (source instanceof BlockArgument) return false;
    Long index = constantIndex(dim.operand(1));
    if (index == null) return false;
    Operation def = source.definingOp();
    while (CastOp.match(def) instanceof CastOp cast) {
      if (!(cast.source().type() instanceof MemRefType)) return false;
      def = cast.source().definingOp();
    }
    if (def == null) return false;
    List<Value> dynamicSizes;
    if (AllocOp.match(def) instanceof AllocOp alloc) dynamicSizes = alloc.dynamicSizes();
    else if (ViewOp.match(def) instanceof ViewOp view) dynamicSizes = view.sizes();
    else if (SubViewOp.match(def) instanceof SubViewOp subview) dynamicSizes = subview.sizes();
    else return false;
    if (!(def.result(0).type() instanceof MemRefType type) || index < 0 || index >= type.rank()) return false;
    List<Long> shape = type.shape();
    if (shape.get(index.intValue()) != ShapedType.DYNAMIC) return true;
    int dynamicPosition = 0;
    for (int i = 0; i < index; i++) if (shape.get(i) == ShapedType.DYNAMIC) dynamicPosition++;
    return dynamicPosition < dynamicSizes.size() && isValidSymbol(dynamicSizes.get(dynamicPosition), region);
  }
}
