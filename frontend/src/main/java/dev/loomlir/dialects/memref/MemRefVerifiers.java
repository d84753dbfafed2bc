package dev.loomlir.dialects.memref;

import static dev.loomlir.ir.DiagnosticException.opError;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.UnrankedMemRefType;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/** The extra verification rules of the memref ops (upstream's {@code verify()} methods and their messages). */
final class MemRefVerifiers {
  private MemRefVerifiers() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  static String q(Object o) { return "'" + o + "'"; }

  /** alloc, alloca: one size per dynamic dimension, one symbol operand per layout symbol. */
  static void allocLike(Operation op) {
    if (!(op.result().type() instanceof MemRefType type)) throw opError(op, "result must be a memref");
    dynamicDimensionCount(op, type, op.operandGroup("dynamicSizes").size());
    int symbols = layoutSymbolCount(type);
    int given = op.operandGroup("symbolOperands").size();
    if (given != symbols) {
      throw opError(op, "symbol operand count does not equal memref symbol count: expected " + symbols + ", got " + given);
    }
  }

  /** alloca: the memory is freed when the nearest automatic allocation scope (a function, a loop body...) exits. */
  static void alloca(Operation op) {
    allocLike(op);
    for (Operation parent = op.parentOp(); parent != null; parent = parent.parentOp()) {
      if (parent.def() != null && parent.def().has(Trait.AUTOMATIC_ALLOCATION_SCOPE)) return;
    }
    throw opError(op, "requires an ancestor op with AutomaticAllocationScope trait");
  }

  static void dynamicDimensionCount(Operation op, MemRefType type, int given) {
    int expected = type.numDynamicDims();
    if (given != expected) {
      throw opError(op, "incorrect number of dynamic sizes, has " + given + ", expected " + expected);
    }
  }

  /** Symbols of the layout's affine map: a strided layout has one per dynamic stride or offset. */
  private static int layoutSymbolCount(MemRefType type) {
    if (type.layout() instanceof AffineMapAttr m) return m.map().numSymbols();
    if (type.layout() instanceof StridedLayoutAttr s) {
      int n = s.offset() == DYNAMIC ? 1 : 0;
      for (long st : s.strides()) if (st == DYNAMIC) n++;
      return n;
    }
    return 0;
  }

  static void load(Operation op) {
    int rank = ((MemRefType) op.operand(0).type()).rank();
    int given = op.numOperands() - 1;
    if (given != rank) {
      throw opError(op, "incorrect number of indices for load, expected " + rank + " but got " + given);
    }
  }

  static void store(Operation op) {
    if (op.numOperands() - 2 != ((MemRefType) op.operand(1).type()).rank()) {
      throw opError(op, "store index operand count not equal to memref rank");
    }
  }

  static void cast(Operation op) {
    Type in = op.operand(0).type(), out = op.result().type();
    if (!(in instanceof ShapedType a && out instanceof ShapedType b && MemRefLayouts.castCompatible(a, b))) {
      throw castIncompatible(op);
    }
  }

  /** CastOpInterface's verification message. */
  private static DiagnosticException castIncompatible(Operation op) {
    return opError(op, "operand type " + q(op.operand(0).type()) + " and result type " + q(op.result().type())
        + " are cast incompatible");
  }

  /**
   * memory_space_cast: ranked to ranked of the same element type, shape and layout, or unranked
   * to unranked of the same element type; only the memory space may change.
   */
  static void memorySpaceCast(Operation op) {
    Type in = op.operand(0).type(), out = op.result().type();
    boolean compatible;
    if (in instanceof MemRefType a && out instanceof MemRefType b) {
      compatible = a.elementType().equals(b.elementType()) && a.shape().equals(b.shape()) && a.hasSameLayoutAs(b);
    } else {
      compatible = in instanceof UnrankedMemRefType a && out instanceof UnrankedMemRefType b
          && a.elementType().equals(b.elementType());
    }
    if (!compatible) throw castIncompatible(op);
  }

  /** realloc: 1-D identity layouts in one memory space, a size operand exactly when the result size is dynamic. */
  static void realloc(Operation op) {
    MemRefType source = (MemRefType) op.operand(0).type();
    MemRefType result = (MemRefType) op.result().type();
    if (!MemRefLayouts.hasIdentityMap(source)) {
      throw DiagnosticException.error(op, "unsupported layout for source memref type " + q(source));
    }
    if (!MemRefLayouts.hasIdentityMap(result)) {
      throw DiagnosticException.error(op, "unsupported layout for result memref type " + q(result));
    }
    if (!Objects.equals(source.memorySpace(), result.memorySpace())) {
      throw DiagnosticException.error(op, "different memory spaces specified for source memref type " + q(source)
          + " and result memref type " + q(result));
    }
    if (!source.elementType().equals(result.elementType())) {
      throw DiagnosticException.error(op, "different element types specified for source memref type " + q(source)
          + " and result memref type " + q(result));
    }
    boolean sized = !op.operandGroup("dynamicResultSize").isEmpty();
    if (result.numDynamicDims() > 0 && !sized) {
      throw DiagnosticException.error(op, "missing dimension operand for result type " + q(result));
    }
    if (result.numDynamicDims() == 0 && sized) {
      throw DiagnosticException.error(op, "unnecessary dimension operand for result type " + q(result));
    }
  }

  static void prefetch(Operation op) {
    if (op.numOperands() != 1 + ((MemRefType) op.operand(0).type()).rank()) throw opError(op, "too few indices");
  }

  /**
   * transpose: a permutation of the input's dimensions, and a result type that, once MLIR's
   * canonicalizeStridedLayout has simplified both, is the input with its sizes and strides permuted.
   */
  static void transpose(Operation op) {
    AffineMap permutation = ((AffineMapAttr) op.attr("permutation")).map();
    if (!permutation.isPermutation()) throw opError(op, "expected a permutation map");
    MemRefType in = (MemRefType) op.operand(0).type();
    if (permutation.numDims() != in.rank()) throw opError(op, "expected a permutation map of same rank as the input");
    MemRefLayouts.Strided layout = MemRefLayouts.stridesAndOffset(in);
    List<Long> sizes = new ArrayList<>(), strides = new ArrayList<>();
    for (AffineExpr r : permutation.results()) {
      int d = ((AffineExpr.Dim) r).position();
      sizes.add(in.shape().get(d));
      strides.add(layout.strides().get(d));
    }
    MemRefType expected = MemRefLayouts.canonicalizeStridedLayout(new MemRefType(sizes, in.elementType(),
        new StridedLayoutAttr(layout.offset(), strides), in.memorySpace()));
    MemRefType result = (MemRefType) op.result().type();
    if (!MemRefLayouts.canonicalizeStridedLayout(result).equals(expected)) {
      throw opError(op, "result type " + q(result) + " is not equivalent to the canonical transposed input type "
          + q(expected));
    }
  }

  /** copy: ODS {@code SameOperandsElementType} and {@code SameOperandsShape}. */
  static void copy(Operation op) {
    ShapedType src = (ShapedType) op.operand(0).type(), dst = (ShapedType) op.operand(1).type();
    if (!src.elementType().equals(dst.elementType())) throw opError(op, "requires the same element type for all operands");
    if (src.hasRank() && dst.hasRank()) {
      boolean same = src.rank() == dst.rank();
      for (int i = 0; same && i < src.rank(); i++) same = MemRefLayouts.compatible(src.shape().get(i), dst.shape().get(i));
      if (!same) throw opError(op, "requires the same shape for all operands");
    }
  }

  static void atomicRmw(Operation op) {
    MemRefType memref = (MemRefType) op.operand(1).type();
    if (op.numOperands() - 2 != memref.rank()) {
      throw opError(op, "expects the number of subscripts to be equal to memref rank");
    }
    String kind = MemRefAttrs.ATOMIC_RMW_KIND.keyword(op.attr("kind"));
    Type valueType = op.operand(0).type();
    if (MemRefAttrs.FLOAT_KINDS.contains(kind)) {
      if (!valueType.isFloat()) throw opError(op, "with kind '" + kind + "' expects a floating-point type");
    } else if (!"assign".equals(kind) && !valueType.isInteger()) {
      throw opError(op, "with kind '" + kind + "' expects an integer type");
    }
  }

  static void genericAtomicRmw(Operation op) {
    var body = op.region(0).entryBlock();
    if (body == null || body.numArguments() != 1) throw opError(op, "expected single number of entry block arguments");
    if (!op.result().type().equals(body.argument(0).type())) {
      throw opError(op, "expected block argument of the same type result type");
    }
    op.walk(nested -> {
      if (nested == op) return;
      if (nested.def() == null || !nested.def().has(Trait.PURE)) {
        throw new DiagnosticException(nested.location(),
            "body of 'memref.generic_atomic_rmw' should contain only operations with no side effects");
      }
    });
  }

  static void atomicYield(Operation op) {
    Type parent = op.parentOp().result().type();
    Type value = op.operand(0).type();
    if (!parent.equals(value)) {
      throw opError(op, "types mismatch between yield op: " + q(value) + " and its parent: " + q(parent));
    }
  }

  static void assumeAlignment(Operation op) {
    if (op.attr("alignment") instanceof IntegerAttr a && Long.bitCount(a.value()) != 1) {
      throw opError(op, "alignment must be power of 2");
    }
  }

  /** The scope's results are what its return yields (RegionBranchOpInterface's check, with its message). */
  static void allocaScope(Operation op) {
    var block = op.region(0).entryBlock();
    if (block == null || block.last() == null || !block.last().is("memref.alloca_scope.return")) return;
    Operation ret = block.last();
    if (ret.numOperands() != op.numResults()) {
      throw opError(op, "along control flow edge from Operation memref.alloca_scope.return to parent: region branch point has "
          + ret.numOperands() + " operands, but region successor needs " + op.numResults() + " inputs")
          .note(ret.location(), "region branch point");
    }
    for (int i = 0; i < ret.numOperands(); i++) {
      if (!ret.operand(i).type().equals(op.result(i).type())) {
        throw opError(op, "along control flow edge from Operation memref.alloca_scope.return to parent: successor operand"
            + " type #" + i + " " + q(ret.operand(i).type()) + " should match successor input type #" + i + " "
            + q(op.result(i).type())).note(ret.location(), "region branch point");
      }
    }
  }

  static void global(Operation op) {
    Type type = op.attr("type") instanceof TypeAttr t ? t.type() : null;
    if (!(type instanceof MemRefType memref) || !memref.hasStaticShape()) {
      throw opError(op, "type should be static shaped memref, but got " + q(type));
    }
    Attribute initial = op.attr("initial_value");
    if (initial == null || initial instanceof UnitAttr) return;
    if (!(initial instanceof DenseElementsAttr dense)) {
      throw opError(op, "initial value should be a unit or elements attribute, but got " + initial);
    }
    if (!dense.type().elementType().equals(memref.elementType())) {
      throw opError(op, "initial value element expected to be of type " + q(memref.elementType()) + ", but was of type "
          + q(dense.type().elementType()));
    }
    if (!dense.type().shape().equals(memref.shape())) {
      throw opError(op, "initial value shape expected to be " + dims(memref.shape()) + " but was " + dims(dense.type().shape()));
    }
  }

  static void getGlobalSymbol(Operation op) {
    String name = op.attr("name") instanceof SymbolRefAttr s ? s.root() : "";
    Operation global = SymbolTable.lookupNearest(op, name);
    if (global == null || !global.is("memref.global")) {
      throw opError(op, "'" + name + "' does not reference a valid global memref");
    }
    Type declared = ((TypeAttr) global.attr("type")).type();
    if (!declared.equals(op.result().type())) {
      throw opError(op, "result type " + q(op.result().type()) + " does not match type " + q(declared)
          + " of the global memref @" + name);
    }
  }

  static void reinterpretCast(Operation op) {
    ShapedType src = (ShapedType) op.operand(0).type();
    MemRefType result = (MemRefType) op.result().type();
    long[] offsets = SubViewTypes.ints(op, "static_offsets");
    long[] sizes = SubViewTypes.ints(op, "static_sizes");
    long[] strides = SubViewTypes.ints(op, "static_strides");
    OffsetSizeStrideRules.verify(op, offsets, sizes, strides, 1, result.rank(), result.rank());
    if (!Objects.equals(MemRefLayouts.memorySpace(src), result.memorySpace())) {
      throw DiagnosticException.error(op, "different memory spaces specified for source type " + q(src)
          + " and result memref type " + q(result));
    }
    if (!src.elementType().equals(result.elementType())) {
      throw DiagnosticException.error(op, "different element types specified for source type " + q(src)
          + " and result memref type " + q(result));
    }
    for (int i = 0; i < result.rank(); i++) {
      long actual = result.shape().get(i);
      if (actual != DYNAMIC && actual != sizes[i]) {
        throw DiagnosticException.error(op, "expected result type with size = " + staticOrDynamic(sizes[i]) + " instead of "
            + actual + " in dim = " + i);
      }
    }
    MemRefLayouts.Strided layout = MemRefLayouts.stridesAndOffset(result);
    if (layout == null) throw DiagnosticException.error(op, "expected result type to have strided layout but found " + q(result));
    if (layout.offset() != DYNAMIC && layout.offset() != offsets[0]) {
      throw DiagnosticException.error(op, "expected result type with offset = " + staticOrDynamic(offsets[0]) + " instead of "
          + layout.offset());
    }
    for (int i = 0; i < layout.strides().size(); i++) {
      long actual = layout.strides().get(i);
      if (actual != DYNAMIC && actual != strides[i]) {
        throw DiagnosticException.error(op, "expected result type with stride = " + staticOrDynamic(strides[i]) + " instead of "
            + actual + " in dim = " + i);
      }
    }
  }

  static void reshape(Operation op) {
    ShapedType src = (ShapedType) op.operand(0).type();
    ShapedType result = (ShapedType) op.result().type();
    if (!src.elementType().equals(result.elementType())) {
      throw opError(op, "element types of source and destination memref types should be the same");
    }
    if (src instanceof MemRefType m && !m.hasIdentityLayout()) {
      throw opError(op, "source memref type should have identity affine map");
    }
    long shapeLength = ((MemRefType) op.operand(1).type()).shape().get(0);
    if (result instanceof MemRefType r) {
      if (!r.hasIdentityLayout()) throw opError(op, "result memref type should have identity affine map");
      if (shapeLength == DYNAMIC) {
        throw opError(op, "cannot use shape operand with dynamic length to reshape to statically-ranked memref type");
      }
      if (shapeLength != r.rank()) throw opError(op, "length of shape operand differs from the result's memref rank");
    }
  }

  static void view(Operation op) {
    MemRefType base = (MemRefType) op.operand(0).type();
    MemRefType view = (MemRefType) op.result().type();
    if (!base.hasIdentityLayout()) throw DiagnosticException.error(op, "unsupported map for base memref type " + q(base));
    if (!view.hasIdentityLayout()) throw DiagnosticException.error(op, "unsupported map for result memref type " + q(view));
    if (!Objects.equals(base.memorySpace(), view.memorySpace())) {
      throw DiagnosticException.error(op, "different memory spaces specified for base memref type " + q(base)
          + " and view memref type " + q(view));
    }
    dynamicDimensionCount(op, view, op.numOperands() - 2);
  }

  /** The results are the base buffer (rank 0), the offset, then one size and one stride per dimension. */
  static void extractStridedMetadata(Operation op) {
    MemRefType src = (MemRefType) op.operand(0).type();
    List<Type> expected = new ArrayList<>();
    expected.add(new MemRefType(List.of(), src.elementType(), null, src.memorySpace()));
    for (int i = 0; i < 1 + 2 * src.rank(); i++) expected.add(dev.loomlir.ir.IndexType.INSTANCE);
    if (!expected.equals(op.resultTypes())) {
      throw opError(op, "inferred type(s) " + typeList(expected) + " are incompatible with return type(s) of operation "
          + typeList(op.resultTypes()));
    }
  }

  private static String typeList(List<Type> types) {
    return String.join(", ", types.stream().map(MemRefVerifiers::q).toList());
  }

  private static String staticOrDynamic(long v) { return v == DYNAMIC ? "dynamic" : Long.toString(v); }

  private static String dims(List<Long> shape) {
    return String.join(", ", shape.stream().map(String::valueOf).toList());
  }
}
