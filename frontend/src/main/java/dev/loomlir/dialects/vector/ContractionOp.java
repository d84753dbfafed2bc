package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.rewrite.OpBuilder;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code vector.contract {indexing_maps, iterator_types, kind} %lhs, %rhs, %acc}: for each point
 * of the iteration space (the maps' dimensions), {@code lhs[map0] * rhs[map1]}; the reduction
 * dimensions are combined (by {@code add} unless {@code kind} says otherwise) into
 * {@code acc[map2]}. Operands narrower than the accumulator are extended first (signed for integers).
 */
public final class ContractionOp extends OpView {
  public static final OpType<ContractionOp> TYPE = OpType.of(OpDef.op("vector.contract")
      .summary("vector contraction operation")
      .operand("lhs", VectorTypes.NON_ZERO_RANK)
      .operand("rhs", VectorTypes.NON_ZERO_RANK)
      .operand("acc", Types.ANY)
      .attr("indexing_maps", Attrs.ARRAY)
      .attr("iterator_types", Attrs.arrayOf("Iterator type should be an enum.", a -> a instanceof IteratorTypeAttr))
      .defaultAttr("kind", VectorAttrs.COMBINING_KIND, CombiningKindAttr.ADD)
      .result("result", Types.ANY)
      .traits(Trait.PURE)
      .syntax(new ContractionSyntax())
      .verify(VectorChecks.sameOperandElementType(0, 1, "lhs and rhs have same element type"))
      .verify(VectorChecks.sameElementType(0, 2, "third operand acc and result have same element type"))
      .verify(ContractionOp::verify)
      .implement(Maskable.class, op -> iterationMaskType(new ContractionOp(op))), ContractionOp::new);

  private ContractionOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ContractionOp match(Operation op) { return TYPE.match(op); }

  public static ContractionOp create(OpBuilder b, Location loc, Value lhs, Value rhs, Value acc, List<AffineMap> maps,
                                     List<Boolean> reductions, CombiningKind kind) {
    OperationState s = b.state(TYPE, loc);
    s.operands.add(lhs);
    s.operands.add(rhs);
    s.operands.add(acc);
    List<Attribute> mapAttrs = new ArrayList<>();
    for (AffineMap m : maps) mapAttrs.add(new AffineMapAttr(m));
    List<Attribute> iterators = new ArrayList<>();
    for (boolean r : reductions) iterators.add(r ? IteratorTypeAttr.REDUCTION : IteratorTypeAttr.PARALLEL);
    s.addAttribute("indexing_maps", new ArrayAttr(mapAttrs));
    s.addAttribute("iterator_types", new ArrayAttr(iterators));
    s.addAttribute("kind", new CombiningKindAttr(kind));
    s.resultTypes.add(acc.type());
    return new ContractionOp(b.insert(s));
  }

  public Value lhs() { return op.operand(0); }

  public Value rhs() { return op.operand(1); }

  public Value acc() { return op.operand(2); }

  public VectorType lhsType() { return (VectorType) lhs().type(); }

  public VectorType rhsType() { return (VectorType) rhs().type(); }

  public CombiningKind kind() { return op.attr("kind") instanceof CombiningKindAttr k ? k.kind() : CombiningKind.ADD; }

  public List<AffineMap> indexingMaps() {
    List<AffineMap> maps = new ArrayList<>();
    if (op.attr("indexing_maps") instanceof ArrayAttr a) {
      for (Attribute m : a.elements()) if (m instanceof AffineMapAttr am) maps.add(am.map());
    }
    return maps;
  }

  /** For each iteration dimension, whether it is a reduction. */
  public boolean[] reductionIterators() {
    List<Attribute> its = ((ArrayAttr) op.attr("iterator_types")).elements();
    boolean[] out = new boolean[its.size()];
    for (int i = 0; i < out.length; i++) out[i] = ((IteratorTypeAttr) its.get(i)).reduction();
    return out;
  }

  /** The extent of each iteration dimension, read off the operands whose maps use it. */
  public long[] iterationBounds() {
    List<AffineMap> maps = indexingMaps();
    long[] bounds = new long[reductionIterators().length];
    Value[] operands = {lhs(), rhs(), acc()};
    for (int k = 0; k < 3; k++) {
      if (!(operands[k].type() instanceof VectorType v)) continue;
      for (int i = 0; i < v.rank(); i++) {
        int d = PermutationMaps.dimPosition(maps.get(k), i);
        if (d >= 0 && bounds[d] == 0) bounds[d] = v.shape().get(i);
      }
    }
    return bounds;
  }

  private static VectorType iterationMaskType(ContractionOp c) {
    List<Long> shape = new ArrayList<>();
    for (long b : c.iterationBounds()) shape.add(b);
    return new VectorType(shape, dev.loomlir.ir.IntegerType.I1);
  }

  /** Pairs (lhs dim, rhs dim) of the iterators of one kind that index both operands (upstream's {@code getDimMap}). */
  static List<int[]> dimMap(List<AffineMap> maps, boolean[] reductions, boolean reduction) {
    List<int[]> pairs = new ArrayList<>();
    for (int i = 0; i < reductions.length; i++) {
      if (reductions[i] != reduction) continue;
      int l = PermutationMaps.resultIndexOf(maps.get(0), i), r = PermutationMaps.resultIndexOf(maps.get(1), i);
      if (l >= 0 && r >= 0) pairs.add(new int[] {l, r});
    }
    return pairs;
  }

  private static void verify(Operation op) {
    ContractionOp c = new ContractionOp(op);
    List<AffineMap> maps = c.indexingMaps();
    if (maps.size() != 3) throw VectorChecks.fail(op, "expected an indexing map for each vector operand");
    boolean[] reductions = c.reductionIterators();
    for (int i = 0; i < 3; i++) {
      AffineMap m = maps.get(i);
      if (m.numSymbols() != 0) throw VectorChecks.fail(op, "expected indexing map " + i + " to have no symbols");
      int rank = op.operand(i).type() instanceof VectorType v ? v.rank() : 0;
      if (m.numDims() != reductions.length) {
        throw VectorChecks.fail(op, "expected indexing map " + i + " to have " + reductions.length + " number of inputs");
      }
      if (m.results().size() != rank) {
        throw VectorChecks.fail(op, "expected indexing map " + i + " to have " + rank + " number of outputs");
      }
      if (!PermutationMaps.isProjectedPermutation(m, false)) {
        throw VectorChecks.fail(op, "expected indexing map " + i + " to be a projected permutation of its inputs");
      }
    }
    List<int[]> contracting = dimMap(maps, reductions, true), batch = dimMap(maps, reductions, false);
    if (contracting.isEmpty()) throw VectorChecks.fail(op, "expected at least one contracting dimension pair");
    VectorType lhs = c.lhsType(), rhs = c.rhsType();
    if (!validDimMap(lhs, rhs, contracting)) throw VectorChecks.fail(op, "invalid contracting dimension map");
    if (!validDimMap(lhs, rhs, batch)) throw VectorChecks.fail(op, "invalid batch dimension map");
    verifyOutputShape(c, lhs, rhs, maps, contracting, batch);
    Type result = op.result(0).type();
    if (!c.kind().supports(VectorTypes.elementType(result))) throw VectorChecks.fail(op, "unsupported contraction type");
  }

  private static boolean validDimMap(VectorType lhs, VectorType rhs, List<int[]> pairs) {
    for (int[] p : pairs) {
      if (p[0] < 0 || p[0] >= lhs.rank() || p[1] < 0 || p[1] >= rhs.rank()) return false;
      if (!lhs.shape().get(p[0]).equals(rhs.shape().get(p[1]))) return false;
    }
    return true;
  }

  /** Upstream's {@code verifyOutputShape}: the free and batch dimensions make the accumulator's and result's shape. */
  private static void verifyOutputShape(ContractionOp c, VectorType lhs, VectorType rhs, List<AffineMap> maps,
                                        List<int[]> contracting, List<int[]> batch) {
    Operation op = c.operation();
    Set<Integer> lhsContracting = new HashSet<>(), rhsContracting = new HashSet<>(), rhsBatch = new HashSet<>();
    for (int[] p : contracting) {
      lhsContracting.add(p[0]);
      rhsContracting.add(p[1]);
    }
    for (int[] p : batch) rhsBatch.add(p[1]);
    int expectedDims = 0;
    for (int i = 0; i < lhs.rank(); i++) if (!lhsContracting.contains(i)) expectedDims++;
    for (int i = 0; i < rhs.rank(); i++) if (!rhsContracting.contains(i) && !rhsBatch.contains(i)) expectedDims++;
    Type acc = c.acc().type(), res = op.result(0).type();
    if (expectedDims == 0) {
      if (res instanceof VectorType || acc instanceof VectorType) throw VectorChecks.fail(op, "invalid accumulator/result vector shape");
      return;
    }
    if (!(res instanceof VectorType resVector) || !(acc instanceof VectorType accVector)) {
      throw VectorChecks.fail(op, "invalid accumulator/result vector shape");
    }
    int numDims = maps.get(0).numDims();
    boolean[] used = new boolean[numDims];
    for (int k = 0; k < 2; k++) {
      for (int i = 0; i < maps.get(k).results().size(); i++) {
        int d = PermutationMaps.dimPosition(maps.get(k), i);
        if (d >= 0) used[d] = true;
      }
    }
    for (boolean u : used) if (!u) throw VectorChecks.fail(op, "expected all dimensions to be either a LHS or a RHS dimension");
    long[] extents = new long[numDims];
    boolean[] known = new boolean[numDims];
    VectorType[] types = {lhs, rhs};
    for (int k = 0; k < 2; k++) {
      for (int i = 0; i < types[k].rank(); i++) {
        int d = PermutationMaps.dimPosition(maps.get(k), i);
        if (!known[d]) {
          extents[d] = types[k].shape().get(i);
          known[d] = true;
        }
      }
    }
    List<Long> shape = new ArrayList<>();
    AffineMap resMap = maps.get(2);
    for (int i = 0; i < resMap.results().size(); i++) shape.add(extents[PermutationMaps.dimPosition(resMap, i)]);
    VectorType expected = new VectorType(shape, resVector.elementType(), resVector.scalable());
    if (!resVector.equals(expected) || !accVector.equals(expected)) {
      throw VectorChecks.fail(op, "invalid accumulator/result vector shape, expected: '" + expected + "'");
    }
  }
}
