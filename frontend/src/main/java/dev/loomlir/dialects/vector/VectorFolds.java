package dev.loomlir.dialects.vector;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The fold hooks of the vector ops, as upstream's: each returns an existing value or a constant,
 * updates the op in place (an empty list), or does nothing (null).
 */
final class VectorFolds {
  private VectorFolds() {}

  private static final List<FoldResult> IN_PLACE = List.of();

  // ---- vector.extract ----

  static List<FoldResult> extract(Operation op, Attribute[] constants) {
    ExtractOp e = ExtractOp.match(op);
    if (e.staticPosition().length == 0 && e.vector().type().equals(op.result(0).type())) return one(e.vector());
    boolean changed = foldConstantPositions(op, constants, 1, "static_position");
    e = ExtractOp.match(op);
    if (!e.hasDynamicPosition()) {
      Attribute dense = fromDense(e, constants[0]);
      if (dense != null) return List.of(FoldResult.of(dense));
      if (extractFromExtract(e)) return IN_PLACE;
      Value fromInsert = extractFromInsertChain(e);
      if (fromInsert != null) return fromInsert == op.result(0) ? IN_PLACE : one(fromInsert);
    }
    // The one fold (after those above, which need static positions) that takes dynamic ones too.
    Value fromBroadcast = extractFromBroadcast(e);
    if (fromBroadcast != null) return fromBroadcast == op.result(0) ? IN_PLACE : one(fromBroadcast);
    if (!e.hasDynamicPosition()) {
      if (extractFromShapeCast(e)) return IN_PLACE;
      Value element = extractFromFromElements(e);
      if (element != null) return one(element);
    }
    return changed ? IN_PLACE : null;
  }

  private static List<FoldResult> one(Value v) { return List.of(FoldResult.of(v)); }

  /**
   * Dynamic positions that are constants move into the static position list (upstream's
   * {@code extractInsertFoldConstantOp}); {@code first} is the index of the first dynamic operand.
   */
  static boolean foldConstantPositions(Operation op, Attribute[] constants, int first, String attrName) {
    long[] statics = VectorChecks.longs(op, attrName);
    List<Value> kept = new ArrayList<>(op.operands().subList(0, first));
    int operand = first;
    boolean changed = false;
    for (int i = 0; i < statics.length; i++) {
      if (statics[i] != Positions.DYNAMIC) continue;
      if (operand < constants.length && constants[operand] instanceof IntegerAttr c) {
        statics[i] = c.value();
        changed = true;
      } else {
        kept.add(op.operand(operand));
      }
      operand++;
    }
    if (!changed) return false;
    op.setOperands(kept);
    op.setAttr(attrName, Positions.attr(statics));
    return true;
  }

  /** An element or sub-vector of a dense constant. */
  private static Attribute fromDense(ExtractOp e, Attribute source) {
    if (!(source instanceof DenseElementsAttr d)) return null;
    long[] position = e.staticPosition();
    for (long p : position) if (p < 0) return null;
    VectorType type = e.sourceType();
    long[] strides = VectorTypes.strides(type.shape());
    long start = 0;
    for (int i = 0; i < position.length; i++) start += position[i] * strides[i];
    Type result = e.operation().result(0).type();
    if (!(result instanceof VectorType rv)) return d.element(start);
    if (d.isSplat()) return new DenseElementsAttr(rv, List.of(d.element(0)));
    List<Attribute> values = new ArrayList<>();
    for (long i = 0; i < rv.numElements(); i++) values.add(d.element(start + i));
    return new DenseElementsAttr(rv, values);
  }

  /** {@code extract(extract(x, p1), p2)} becomes {@code extract(x, p1 ++ p2)}, in place. */
  private static boolean extractFromExtract(ExtractOp e) {
    ExtractOp inner = ExtractOp.TYPE.matchDefining(e.vector());
    if (inner == null || inner.hasDynamicPosition()) return false;
    long[] outer = inner.staticPosition(), position = e.staticPosition();
    long[] combined = Arrays.copyOf(outer, outer.length + position.length);
    System.arraycopy(position, 0, combined, outer.length, position.length);
    e.operation().setOperand(0, inner.vector());
    e.operation().setAttr("static_position", Positions.attr(combined));
    return true;
  }

  /**
   * Looks through a chain of {@code vector.insert}s: an insert at exactly the extracted position
   * gives its value; one whose position is a prefix of the extracted one gives an extract from its
   * value (in place); one at a disjoint position is skipped.
   */
  private static Value extractFromInsertChain(ExtractOp e) {
    long[] position = e.staticPosition();
    Value current = e.vector();
    boolean moved = false;
    while (InsertOp.TYPE.matchDefining(current) instanceof InsertOp insert && insert.dynamicPosition().isEmpty()) {
      long[] inserted = insert.staticPosition();
      int common = Math.min(inserted.length, position.length);
      if (!Arrays.equals(inserted, 0, common, position, 0, common)) {
        current = insert.dest();
        moved = true;
        continue;
      }
      if (inserted.length == position.length && insert.valueToStore().type().equals(e.operation().result(0).type())) {
        return insert.valueToStore();
      }
      if (inserted.length < position.length) {
        e.operation().setOperand(0, insert.valueToStore());
        e.operation().setAttr("static_position", Positions.attr(Arrays.copyOfRange(position, inserted.length, position.length)));
        return e.operation().result(0);
      }
      break; // the extracted part only partly overlaps what was inserted
    }
    if (!moved) return null;
    e.operation().setOperand(0, current);
    return e.operation().result(0);
  }

  /** Upstream's {@code foldExtractFromBroadcast}: the broadcast source, or an extract from it (in place). */
  private static Value extractFromBroadcast(ExtractOp e) {
    BroadcastOp b = BroadcastOp.TYPE.matchDefining(e.vector());
    if (b == null) return null;
    Value source = b.source();
    Type resultType = e.operation().result(0).type();
    if (resultType.equals(source.type())) return source;
    int srcRank = source.type() instanceof VectorType v ? v.rank() : 0;
    int resRank = resultType instanceof VectorType v ? v.rank() : 0;
    if (resRank > srcRank) return null;
    if (resultType instanceof VectorType rv && source.type() instanceof VectorType sv
        && !rv.shape().equals(sv.shape().subList(sv.rank() - resRank, sv.rank()))) {
      return null;
    }
    // The position in the source's leading dimensions: 0 along a unit dimension the broadcast
    // stretched, else the position along the broadcast's matching dimension (static or dynamic).
    int deltaBroadcast = b.resultType().rank() - srcRank;
    List<Long> sourceShape = ((VectorType) source.type()).shape();
    Long[] old = e.mixedPosition();
    List<Value> dynamic = e.dynamicPosition();
    long[] position = new long[srcRank - resRank];
    List<Value> operands = new ArrayList<>(List.of(source));
    int nextDynamic = 0;
    for (int i = 0; i < deltaBroadcast; i++) if (old[i] == null) nextDynamic++;
    for (int i = 0; i < position.length; i++) {
      Long p = old[i + deltaBroadcast];
      position[i] = sourceShape.get(i) == 1 ? 0 : p == null ? Positions.DYNAMIC : p;
      if (p == null && sourceShape.get(i) != 1) operands.add(dynamic.get(nextDynamic));
      if (p == null) nextDynamic++;
    }
    e.operation().setOperands(operands);
    e.operation().setAttr("static_position", Positions.attr(position));
    return e.operation().result(0);
  }

  /**
   * Upstream's {@code foldExtractFromShapeCast}: when the extracted part's trailing dimensions are
   * the shape_cast source's, the same elements extracted from that source (in place): the position
   * is linearized over the cast's result and delinearized over its source's leading dimensions.
   */
  private static boolean extractFromShapeCast(ExtractOp e) {
    ShapeCastOp cast = ShapeCastOp.TYPE.matchDefining(e.vector());
    if (cast == null || cast.sourceType().rank() == 0 || cast.resultType().rank() == 0) return false;
    List<Long> from = cast.sourceType().shape();
    List<Long> result = e.operation().result(0).type() instanceof VectorType v ? v.shape() : List.of();
    if (result.size() > from.size()) return false;
    for (int i = 1; i <= result.size(); i++) {
      if (!from.get(from.size() - i).equals(result.get(result.size() - i))) return false;
    }
    long[] position = e.staticPosition();
    List<Long> castShape = e.sourceType().shape();
    long linear = 0;
    for (int i = 0; i < position.length; i++) linear = linear * castShape.get(i) + position[i];
    long[] moved = new long[from.size() - result.size()];
    for (int i = moved.length - 1; i >= 0; i--) {
      moved[i] = linear % from.get(i);
      linear /= from.get(i);
    }
    e.operation().setOperand(0, cast.source());
    e.operation().setAttr("static_position", Positions.attr(moved));
    return true;
  }

  /** A scalar extracted from {@code vector.from_elements}: that element. */
  private static Value extractFromFromElements(ExtractOp e) {
    FromElementsOp f = FromElementsOp.TYPE.matchDefining(e.vector());
    if (f == null || e.operation().result(0).type() instanceof VectorType) return null;
    long[] position = e.staticPosition();
    long[] strides = VectorTypes.strides(e.sourceType().shape());
    long index = 0;
    for (int i = 0; i < position.length; i++) {
      if (position[i] < 0) return null;
      index += position[i] * strides[i];
    }
    return f.elements().get((int) index);
  }

  // ---- vector.multi_reduction ----

  /** A 1-D multi_reduction that reduces nothing: its source (upstream's fold, which leaves the accumulator out). */
  static List<FoldResult> multiReduction(Operation op, Attribute[] constants) {
    MultiReductionOp m = MultiReductionOp.match(op);
    return m.sourceType().rank() == 1 && !m.reductionMask()[0] ? one(m.source()) : null;
  }

  // ---- vector.broadcast, shape_cast, transpose ----

  static List<FoldResult> broadcast(Operation op, Attribute[] constants) {
    BroadcastOp b = BroadcastOp.match(op);
    if (b.source().type().equals(b.resultType())) return one(b.source());
    Attribute c = constants[0];
    if ((c instanceof IntegerAttr i && i.type().equals(b.resultType().elementType()))
        || (c instanceof FloatAttr f && f.type().equals(b.resultType().elementType()))) {
      return List.of(FoldResult.of(new DenseElementsAttr(b.resultType(), List.of(c))));
    }
    return null;
  }

  /** Upstream's {@code BitCastOp::fold} for casts that change nothing: to the source's own type, or back through a cast. */
  static List<FoldResult> bitCast(Operation op, Attribute[] constants) {
    Value source = op.operand(0);
    if (source.type().equals(op.result(0).type())) return one(source);
    if (BitCastOp.TYPE.matchDefining(source) instanceof BitCastOp inner && inner.source().type().equals(op.result(0).type())) {
      return one(inner.source());
    }
    return null;
  }

  static List<FoldResult> shapeCast(Operation op, Attribute[] constants) {
    ShapeCastOp s = ShapeCastOp.match(op);
    VectorType result = s.resultType();
    if (s.source().type().equals(result)) return one(s.source());
    if (ShapeCastOp.TYPE.matchDefining(s.source()) instanceof ShapeCastOp inner) {
      op.setOperand(0, inner.source());
      return IN_PLACE;
    }
    if (TransposeOp.TYPE.matchDefining(s.source()) instanceof TransposeOp t) {
      if (!isOrderPreserving(t)) return null;
      op.setOperand(0, t.vector());
      return IN_PLACE;
    }
    if (BroadcastOp.TYPE.matchDefining(s.source()) instanceof BroadcastOp b && b.source().type().equals(result)) {
      return one(b.source());
    }
    if (constants[0] instanceof DenseElementsAttr d) return List.of(FoldResult.of(new DenseElementsAttr(result, d.values())));
    return null;
  }

  static List<FoldResult> transpose(Operation op, Attribute[] constants) {
    TransposeOp t = TransposeOp.match(op);
    if (constants[0] instanceof DenseElementsAttr d && d.isSplat()) {
      return List.of(FoldResult.of(new DenseElementsAttr(t.resultType(), d.values())));
    }
    if (t.sourceType().equals(t.resultType()) && isOrderPreserving(t)) return one(t.vector());
    return null;
  }

  /** The transpose moves no element: its non-unit dimensions keep their order. */
  static boolean isOrderPreserving(TransposeOp t) {
    long[] perm = t.permutation();
    List<Long> shape = t.sourceType().shape();
    long last = -1;
    for (long p : perm) {
      if (shape.get((int) p) == 1) continue;
      if (p < last) return false;
      last = p;
    }
    return true;
  }

  // ---- vector.from_elements, to_elements, insert ----

  static List<FoldResult> fromElements(Operation op, Attribute[] constants) {
    FromElementsOp f = FromElementsOp.match(op);
    List<Value> elements = f.elements();
    if (!elements.isEmpty() && ToElementsOp.TYPE.matchDefining(elements.get(0)) instanceof ToElementsOp t
        && t.source().type().equals(f.resultType())) {
      boolean inOrder = true;
      for (int i = 0; i < elements.size() && inOrder; i++) inOrder = elements.get(i) == t.operation().result(i);
      if (inOrder) return one(t.source());
    }
    List<Attribute> values = new ArrayList<>();
    for (Attribute c : constants) {
      if (!(c instanceof IntegerAttr || c instanceof FloatAttr)) return null;
      values.add(c);
    }
    if (values.isEmpty()) return null;
    boolean splat = values.stream().allMatch(values.get(0)::equals);
    return List.of(FoldResult.of(new DenseElementsAttr(f.resultType(), splat ? List.of(values.get(0)) : values)));
  }

  static List<FoldResult> toElements(Operation op, Attribute[] constants) {
    ToElementsOp t = ToElementsOp.match(op);
    if (FromElementsOp.TYPE.matchDefining(t.source()) instanceof FromElementsOp f) {
      List<FoldResult> out = new ArrayList<>();
      for (Value v : f.elements()) out.add(FoldResult.of(v));
      return out;
    }
    if (BroadcastOp.TYPE.matchDefining(t.source()) instanceof BroadcastOp b && !(b.source().type() instanceof VectorType)) {
      List<FoldResult> out = new ArrayList<>();
      for (int i = 0; i < op.numResults(); i++) out.add(FoldResult.of(b.source()));
      return out;
    }
    return null;
  }

  static List<FoldResult> insert(Operation op, Attribute[] constants) {
    InsertOp i = InsertOp.match(op);
    if (i.staticPosition().length == 0 && i.valueToStore().type().equals(i.destType())) return one(i.valueToStore());
    return foldConstantPositions(op, constants, 2, "static_position") ? IN_PLACE : null;
  }

  /** A mask of all or no lanes: the dense constant (upstream folds those, also for scalable vectors). */
  static List<FoldResult> constantMask(Operation op, Attribute[] constants) {
    ConstantMaskOp m = ConstantMaskOp.match(op);
    VectorType t = m.vectorType();
    long[] sizes = m.maskDimSizes();
    boolean all = true, none = true;
    for (int i = 0; i < sizes.length; i++) {
      long dim = t.rank() == 0 ? 1 : t.shape().get(i);
      all &= sizes[i] == dim;
      none &= sizes[i] == 0;
    }
    if (!all && !none) return null;
    return List.of(FoldResult.of(new DenseElementsAttr(t, List.of(IntegerAttr.bool(all)))));
  }
}
