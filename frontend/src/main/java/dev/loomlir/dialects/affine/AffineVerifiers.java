package dev.loomlir.dialects.affine;

import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerSet;
import dev.loomlir.ir.IntegerSetAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.LoopLikeVerifier;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.List;

/** The affine ops' own rules, with upstream's messages. */
final class AffineVerifiers {
  private AffineVerifiers() {}

  /** Upstream's {@code AnyVector}: the vectors of affine.vector_load/store have at least one dimension. */
  static final TypeConstraint NON_ZERO_RANK_VECTOR = TypeConstraint.of("vector of any type values",
      t -> t instanceof VectorType v && !v.shape().isEmpty());

  /** Upstream's {@code verifyDimAndSymbolIdentifiers}: the first {@code numDims} operands dimensions, the rest symbols. */
  static void verifyDimsAndSymbols(Operation op, List<Value> operands, int numDims) {
    Region scope = AffineScopes.affineScope(op);
    for (int i = 0; i < operands.size(); i++) {
      if (i < numDims) {
        if (!AffineScopes.isValidDim(operands.get(i), scope)) {
          throw DiagnosticException.opError(op, "operand cannot be used as a dimension id");
        }
      } else if (!AffineScopes.isValidSymbol(operands.get(i), scope)) {
        throw DiagnosticException.opError(op, "operand cannot be used as a symbol");
      }
    }
  }

  private static AffineMap map(Operation op, String name) { return ((AffineMapAttr) op.attr(name)).map(); }

  static void verifyApply(Operation op) {
    AffineMap map = map(op, "map");
    if (op.numOperands() != map.numInputs()) {
      throw DiagnosticException.opError(op, "operand count and affine map dimension and symbol count must match");
    }
    if (map.numResults() != 1) throw DiagnosticException.opError(op, "mapping must produce one value");
    // Values that are dimensions but not symbols may not stand for symbols (others, used outside
    // affine ops, may be neither).
    Region scope = AffineScopes.affineScope(op);
    for (Value v : op.operands().subList(map.numDims(), op.numOperands())) {
      if (AffineScopes.isValidDim(v, scope) && !AffineScopes.isValidSymbol(v, scope)) {
        throw DiagnosticException.error(op, "dimensional operand cannot be used as a symbol");
      }
    }
  }

  static void verifyMinMax(Operation op) {
    AffineMap map = map(op, "map");
    if (op.numOperands() != map.numInputs()) {
      throw DiagnosticException.opError(op, "operand count and affine map dimension and symbol count must match");
    }
    if (map.numResults() == 0) throw DiagnosticException.opError(op, "affine map expect at least one result");
  }

  /** Upstream's LoopLikeOpInterface check, which runs before the nested ops and the region checks below. */
  static void verifyForLoopLike(Operation op) {
    ForOp forOp = ForOp.TYPE.cast(op);
    Block body = forOp.body();
    if (body == null) return;
    List<BlockArgument> iterArgs = body.numArguments() == 0 ? List.of() : body.arguments().subList(1, body.numArguments());
    List<Value> yielded = YieldOp.is(body.last()) ? body.last().operands() : List.of();
    LoopLikeVerifier.verify(op, forOp.inits(), iterArgs, yielded);
  }

  static void verifyForRegions(Operation op) {
    ForOp forOp = ForOp.TYPE.cast(op);
    Block body = forOp.body();
    if (body == null || body.numArguments() == 0 || !body.argument(0).type().isIndex()) {
      throw DiagnosticException.opError(op, "expected body to have a single index argument for the induction variable");
    }
    AffineMap lb = forOp.lowerBoundMap(), ub = forOp.upperBoundMap();
    if (lb.numInputs() > 0) verifyDimsAndSymbols(op, forOp.lowerBoundOperands(), lb.numDims());
    if (ub.numInputs() > 0) verifyDimsAndSymbols(op, forOp.upperBoundOperands(), ub.numDims());
    if (lb.numResults() < 1) throw DiagnosticException.opError(op, "expected lower bound map to have at least one result");
    if (ub.numResults() < 1) throw DiagnosticException.opError(op, "expected upper bound map to have at least one result");
    if (op.numResults() == 0) return;
    if (op.numOperands() - lb.numInputs() - ub.numInputs() != op.numResults()) {
      throw DiagnosticException.opError(op, "mismatch between the number of loop-carried values and results");
    }
    if (body.numArguments() - 1 != op.numResults()) {
      throw DiagnosticException.opError(op, "mismatch between the number of basic block args and results");
    }
  }

  static void verifyIf(Operation op) {
    for (int r = 0; r < op.numRegions(); r++) {
      Block entry = op.region(r).entryBlock();
      if (entry != null && entry.numArguments() > 0) {
        throw DiagnosticException.opError(op, "region #" + r + " should have no arguments");
      }
    }
    if (!(op.attr("condition") instanceof IntegerSetAttr condition)) {
      throw DiagnosticException.opError(op, "requires an integer set attribute named 'condition'");
    }
    IntegerSet set = condition.set();
    if (op.numOperands() != set.numInputs()) {
      throw DiagnosticException.opError(op, "operand count and condition integer set dimension and symbol count must match");
    }
    verifyDimsAndSymbols(op, op.operands(), set.numDims());
  }

  static void verifyLoad(Operation op) {
    LoadOp load = LoadOp.TYPE.cast(op);
    if (!op.result().type().equals(load.memrefType().elementType())) {
      throw DiagnosticException.opError(op, "result type must match element type of memref");
    }
    verifyIndexing(op, load.map(), load.mapOperands(), load.memrefType());
  }

  static void verifyStore(Operation op) {
    StoreOp store = StoreOp.TYPE.cast(op);
    if (!store.value().type().equals(store.memrefType().elementType())) {
      throw DiagnosticException.opError(op, "value to store must have the same type as memref element type");
    }
    verifyIndexing(op, store.map(), store.mapOperands(), store.memrefType());
  }

  static void verifyVectorLoad(Operation op) {
    VectorLoadOp load = VectorLoadOp.TYPE.cast(op);
    verifyIndexing(op, load.map(), load.mapOperands(), load.memrefType());
    verifyVectorElementType(op, load.memrefType(), load.vectorType());
  }

  static void verifyVectorStore(Operation op) {
    VectorStoreOp store = VectorStoreOp.TYPE.cast(op);
    verifyIndexing(op, store.map(), store.mapOperands(), store.memrefType());
    verifyVectorElementType(op, store.memrefType(), store.vectorType());
  }

  private static void verifyVectorElementType(Operation op, MemRefType memref, VectorType vector) {
    if (!memref.elementType().equals(vector.elementType())) {
      throw DiagnosticException.opError(op, "requires memref and vector types of the same elemental type");
    }
  }

  /** Upstream's {@code verifyMemoryOpIndexing}, shared by loads and stores. */
  static void verifyIndexing(Operation op, AffineMap map, List<Value> mapOperands, MemRefType type) {
    if (map.numResults() != type.rank()) throw DiagnosticException.opError(op, "affine map num results must equal memref rank");
    if (map.numInputs() != mapOperands.size()) {
      throw DiagnosticException.opError(op, "expects as many subscripts as affine map inputs");
    }
    for (Value v : mapOperands) {
      if (!v.type().isIndex()) throw DiagnosticException.opError(op, "index to load must have 'index' type");
    }
    verifyDimsAndSymbols(op, mapOperands, map.numDims());
  }

  static void verifyPrefetch(Operation op) {
    PrefetchOp prefetch = PrefetchOp.TYPE.cast(op);
    AffineMap map = prefetch.map();
    if (map.numResults() != ((MemRefType) prefetch.memref().type()).rank()) {
      throw DiagnosticException.opError(op, "affine.prefetch affine map num results must equal memref rank");
    }
    if (map.numInputs() + 1 != op.numOperands()) throw DiagnosticException.opError(op, "too few operands");
    Region scope = AffineScopes.affineScope(op);
    for (Value v : prefetch.mapOperands()) {
      if (!AffineScopes.isValidDim(v, scope) && !AffineScopes.isValidSymbol(v, scope)) {
        throw DiagnosticException.opError(op, "index must be a valid dimension or symbol identifier");
      }
    }
  }

  static void verifyYield(Operation op) {
    Operation parent = op.parentOp();
    if (!(ForOp.is(parent) || IfOp.is(parent) || ParallelOp.is(parent))) {
      throw DiagnosticException.opError(op, "only terminates affine.if/for/parallel regions");
    }
    if (parent.numResults() != op.numOperands()) {
      throw DiagnosticException.opError(op, "parent of yield must have same number of results as the yield operands");
    }
    for (int i = 0; i < op.numOperands(); i++) {
      if (!parent.result(i).type().equals(op.operand(i).type())) {
        throw DiagnosticException.opError(op, "types mismatch between yield op and its parent");
      }
    }
  }

  static void verifyParallel(Operation op) {
    ParallelOp parallel = ParallelOp.TYPE.cast(op);
    int numDims = parallel.numDims();
    int lbGroups = parallel.lowerBoundsGroups().size(), ubGroups = parallel.upperBoundsGroups().size();
    int numArgs = parallel.body() == null ? 0 : parallel.body().numArguments();
    if (lbGroups != numDims || ubGroups != numDims || numArgs != numDims) {
      throw DiagnosticException.opError(op, "the number of region arguments (" + numArgs
          + ") and the number of map groups for lower (" + lbGroups + ") and upper bound (" + ubGroups
          + "), and the number of steps (" + numDims + ") must all match");
    }
    checkGroupTotal(op, parallel.lowerBoundsGroups(), parallel.lowerBoundsMap(), "lower");
    checkGroupTotal(op, parallel.upperBoundsGroups(), parallel.upperBoundsMap(), "upper");
    List<Attribute> reductions = ((ArrayAttr) op.attr("reductions")).elements();
    if (reductions.size() != op.numResults()) throw DiagnosticException.opError(op, "a reduction must be specified for each output");
    for (int i = 0; i < reductions.size(); i++) {
      String kind = MemRefAttrs.ATOMIC_RMW_KIND.keyword(reductions.get(i));
      if (kind == null) throw DiagnosticException.opError(op, "invalid reduction attribute");
      if (!reductionMatches(op.result(i).type(), kind)) {
        throw DiagnosticException.opError(op, "result type cannot match reduction attribute");
      }
    }
    verifyDimsAndSymbols(op, parallel.lowerBoundsOperands(), parallel.lowerBoundsMap().numDims());
    verifyDimsAndSymbols(op, parallel.upperBoundsOperands(), parallel.upperBoundsMap().numDims());
  }

  private static void checkGroupTotal(Operation op, List<Integer> groups, AffineMap map, String side) {
    long total = 0;
    for (int g : groups) total += Integer.toUnsignedLong(g);
    if (total != map.numResults()) {
      throw DiagnosticException.opError(op, "expected " + side + " bounds map to have " + total + " results");
    }
  }

  /**
   * Upstream's {@code isResultTypeMatchAtomicRMWKind}: the signed and unsigned min/max kinds need
   * integers of that signedness, so they never match a signless integer.
   */
  private static boolean reductionMatches(Type t, String kind) {
    return switch (kind) {
      case "addf", "mulf", "maximumf", "minimumf" -> t instanceof FloatType;
      case "addi", "muli", "ori", "andi" -> t instanceof IntegerType;
      case "assign" -> true;
      case "maxs", "mins" -> t instanceof IntegerType it && it.signedness() == IntegerType.Signedness.SIGNED;
      case "maxu", "minu" -> t instanceof IntegerType it && it.signedness() == IntegerType.Signedness.UNSIGNED;
      default -> false;
    };
  }

  static void verifyLinearize(Operation op) {
    LinearizeIndexOp lin = LinearizeIndexOp.TYPE.cast(op);
    int numIndexes = lin.multiIndex().size(), numBasis = lin.staticBasis().length;
    if (numIndexes != numBasis && numIndexes != numBasis + 1) {
      throw DiagnosticException.opError(op, "should be passed a basis element for each index except possibly the first");
    }
    checkDynamicMarkers(op, lin.staticBasis(), lin.dynamicBasis().size());
  }

  static void verifyDelinearize(Operation op) {
    DelinearizeIndexOp delin = DelinearizeIndexOp.TYPE.cast(op);
    long[] basis = delin.staticBasis();
    if (op.numResults() != basis.length && op.numResults() != basis.length + 1) {
      throw DiagnosticException.opError(op, "should return an index for each basis element and up to one extra index");
    }
    checkDynamicMarkers(op, basis, delin.dynamicBasis().size());
    for (long v : basis) {
      if (v <= 0 && v != ShapedType.DYNAMIC) {
        throw DiagnosticException.opError(op, "no basis element may be statically non-positive");
      }
    }
  }

  private static void checkDynamicMarkers(Operation op, long[] basis, int numDynamic) {
    int markers = 0;
    for (long v : basis) if (v == ShapedType.DYNAMIC) markers++;
    if (markers != numDynamic) {
      throw DiagnosticException.opError(op, "mismatch between dynamic and static basis (kDynamic marker but no "
          + "corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite");
    }
  }
}
