package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.arith.CmpIOp;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.dialects.arith.SelectOp;
import dev.loomlir.dialects.vector.BroadcastOp;
import dev.loomlir.dialects.vector.ConstantMaskOp;
import dev.loomlir.dialects.vector.CreateMaskOp;
import dev.loomlir.dialects.vector.DeinterleaveOp;
import dev.loomlir.dialects.vector.ExtractOp;
import dev.loomlir.dialects.vector.ExtractStridedSliceOp;
import dev.loomlir.dialects.vector.FromElementsOp;
import dev.loomlir.dialects.vector.InsertOp;
import dev.loomlir.dialects.vector.InsertStridedSliceOp;
import dev.loomlir.dialects.vector.InterleaveOp;
import dev.loomlir.dialects.vector.Positions;
import dev.loomlir.dialects.vector.ShapeCastOp;
import dev.loomlir.dialects.vector.ShuffleOp;
import dev.loomlir.dialects.vector.StepOp;
import dev.loomlir.dialects.vector.ToElementsOp;
import dev.loomlir.dialects.vector.TransposeOp;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/**
 * The vector ops that only move lanes: their results' lanes are lanes of their operands (or
 * constants), picked at compile time; dynamic positions pick with compares and selects.
 */
final class DataMovementRules {
  private DataMovementRules() {}

  static void register(LaneRules rules) {
    rules.add(BroadcastOp.TYPE, (op, l) -> one(broadcast(BroadcastOp.match(op), l)));
    rules.add(ExtractOp.TYPE, (op, l) -> one(extract(ExtractOp.match(op), l)));
    rules.add(InsertOp.TYPE, (op, l) -> one(insert(InsertOp.match(op), l)));
    rules.add(ExtractStridedSliceOp.TYPE, (op, l) -> one(extractStridedSlice(ExtractStridedSliceOp.match(op), l)));
    rules.add(InsertStridedSliceOp.TYPE, (op, l) -> one(insertStridedSlice(InsertStridedSliceOp.match(op), l)));
    rules.add(ShuffleOp.TYPE, (op, l) -> one(shuffle(ShuffleOp.match(op), l)));
    rules.add(ShapeCastOp.TYPE, (op, l) -> one(l.of(op.operand(0))));
    rules.add(TransposeOp.TYPE, (op, l) -> one(transpose(TransposeOp.match(op), l)));
    rules.add(InterleaveOp.TYPE, (op, l) -> one(interleave(InterleaveOp.match(op), l)));
    rules.add(DeinterleaveOp.TYPE, (op, l) -> deinterleave(DeinterleaveOp.match(op), l));
    rules.add(FromElementsOp.TYPE, (op, l) -> one(op.operands()));
    rules.add(ToElementsOp.TYPE, (op, l) -> each(l.of(op.operand(0))));
    rules.add(StepOp.TYPE, (op, l) -> one(step(StepOp.match(op), l)));
    rules.add(ConstantMaskOp.TYPE, (op, l) -> one(constantMask(ConstantMaskOp.match(op), l)));
    rules.add(CreateMaskOp.TYPE, (op, l) -> one(createMask(CreateMaskOp.match(op), l)));
  }

  static List<List<Value>> one(List<Value> lanes) { return List.of(lanes); }

  /** Each value its own (scalar) result. */
  static List<List<Value>> each(List<Value> values) {
    List<List<Value>> out = new ArrayList<>();
    for (Value v : values) out.add(List.of(v));
    return out;
  }

  static List<Long> shape(Type t) { return t instanceof VectorType v ? v.shape() : List.of(); }

  private static List<Value> broadcast(BroadcastOp b, Lanes l) {
    List<Long> rs = b.resultType().shape();
    List<Value> src = l.of(b.source());
    List<Long> ss = shape(b.source().type());
    int lead = rs.size() - ss.size();
    List<Value> out = new ArrayList<>();
    for (long r = 0, n = Shapes.count(rs); r < n; r++) {
      long[] idx = Shapes.index(r, rs);
      long[] s = new long[ss.size()];
      for (int j = 0; j < s.length; j++) s[j] = ss.get(j) == 1 ? 0 : idx[lead + j];
      out.add(src.get((int) Shapes.linear(s, ss)));
    }
    return out;
  }

  /** The lanes of the block at {@code position} (a prefix of the shape's dimensions), {@code count} long. */
  private static List<Value> block(List<Value> lanes, List<Long> shape, long[] position) {
    long[] strides = Shapes.strides(shape);
    long start = 0, count = 1;
    for (int i = 0; i < position.length; i++) start += Math.max(0, position[i]) * strides[i];
    for (int i = position.length; i < shape.size(); i++) count *= shape.get(i);
    return lanes.subList((int) start, (int) (start + count));
  }

  private static List<Value> extract(ExtractOp e, Lanes l) {
    List<Value> src = l.of(e.vector());
    List<Long> shape = e.sourceType().shape();
    Long[] position = e.mixedPosition();
    List<Value> dynamic = e.dynamicPosition();
    return pick(l, src, shape, position, dynamic, 0, new long[position.length], 0);
  }

  /**
   * The block at {@code position}, choosing among the values dynamic positions may take with
   * selects (position 0 where none matches: an out-of-range position is undefined upstream).
   */
  private static List<Value> pick(Lanes l, List<Value> src, List<Long> shape, Long[] position, List<Value> dynamic,
                                  int dim, long[] chosen, int nextDynamic) {
    if (dim == position.length) return block(src, shape, chosen);
    if (position[dim] != null) {
      chosen[dim] = position[dim] == Positions.POISON ? 0 : position[dim];
      return pick(l, src, shape, position, dynamic, dim + 1, chosen, nextDynamic);
    }
    Value index = dynamic.get(nextDynamic);
    chosen[dim] = 0;
    List<Value> result = new ArrayList<>(pick(l, src, shape, position, dynamic, dim + 1, chosen.clone(), nextDynamic + 1));
    for (long k = 1; k < shape.get(dim); k++) {
      chosen[dim] = k;
      List<Value> candidate = pick(l, src, shape, position, dynamic, dim + 1, chosen.clone(), nextDynamic + 1);
      Value match = CmpIOp.create(l.builder(), l.location(), CmpIPredicate.EQ, index, l.index(k)).result();
      for (int i = 0; i < result.size(); i++) result.set(i, SelectOp.create(l.builder(), l.location(), match, candidate.get(i), result.get(i)).result());
    }
    return result;
  }

  private static List<Value> insert(InsertOp ins, Lanes l) {
    List<Value> out = new ArrayList<>(l.of(ins.dest()));
    List<Long> shape = ins.destType().shape();
    List<Value> value = l.of(ins.valueToStore());
    Long[] position = ins.mixedPosition();
    for (Long p : position) if (p != null && p == Positions.POISON) return out;
    placeAll(l, out, shape, value, position, ins.dynamicPosition(), 0, new long[position.length], 0, null);
    return out;
  }

  /** Writes {@code value} into the block at every position the dynamic indices may take, under the condition that they do. */
  private static void placeAll(Lanes l, List<Value> out, List<Long> shape, List<Value> value, Long[] position,
                               List<Value> dynamic, int dim, long[] chosen, int nextDynamic, Value condition) {
    if (dim == position.length) {
      long[] strides = Shapes.strides(shape);
      long start = 0;
      for (int i = 0; i < chosen.length; i++) start += chosen[i] * strides[i];
      for (int i = 0; i < value.size(); i++) {
        int at = (int) start + i;
        out.set(at, condition == null ? value.get(i) : SelectOp.create(l.builder(), l.location(), condition, value.get(i), out.get(at)).result());
      }
      return;
    }
    if (position[dim] != null) {
      chosen[dim] = position[dim];
      placeAll(l, out, shape, value, position, dynamic, dim + 1, chosen, nextDynamic, condition);
      return;
    }
    Value index = dynamic.get(nextDynamic);
    for (long k = 0; k < shape.get(dim); k++) {
      chosen[dim] = k;
      Value match = CmpIOp.create(l.builder(), l.location(), CmpIPredicate.EQ, index, l.index(k)).result();
      Value both = condition == null ? match : and(l, condition, match);
      placeAll(l, out, shape, value, position, dynamic, dim + 1, chosen.clone(), nextDynamic + 1, both);
    }
  }

  /** {@code a && b} on i1 values, as a select. */
  static Value and(Lanes l, Value a, Value b) {
    return SelectOp.create(l.builder(), l.location(), a, b, l.constant(IntegerAttr.bool(false), IntegerType.I1)).result();
  }

  private static List<Value> extractStridedSlice(ExtractStridedSliceOp s, Lanes l) {
    List<Value> src = l.of(s.vector());
    List<Long> ss = s.sourceType().shape(), rs = s.resultType().shape();
    long[] offsets = s.offsets();
    List<Value> out = new ArrayList<>();
    for (long r = 0, n = Shapes.count(rs); r < n; r++) {
      long[] idx = Shapes.index(r, rs);
      for (int i = 0; i < offsets.length; i++) idx[i] += offsets[i];
      out.add(src.get((int) Shapes.linear(idx, ss)));
    }
    return out;
  }

  private static List<Value> insertStridedSlice(InsertStridedSliceOp s, Lanes l) {
    List<Value> out = new ArrayList<>(l.of(s.dest()));
    List<Value> value = l.of(s.valueToStore());
    List<Long> vs = s.sourceType().shape(), ds = s.destType().shape();
    long[] offsets = s.offsets();
    int lead = ds.size() - vs.size();
    for (long v = 0, n = Shapes.count(vs); v < n; v++) {
      long[] idx = Shapes.index(v, vs);
      long[] d = offsets.clone();
      for (int i = 0; i < idx.length; i++) d[lead + i] += idx[i];
      out.set((int) Shapes.linear(d, ds), value.get((int) v));
    }
    return out;
  }

  private static List<Value> shuffle(ShuffleOp s, Lanes l) {
    List<Value> v1 = l.of(s.v1()), v2 = l.of(s.v2());
    List<Long> s1 = shape(s.v1().type()), s2 = shape(s.v2().type());
    long lead1 = s1.isEmpty() ? 1 : s1.get(0);
    long block = s1.isEmpty() ? 1 : Shapes.count(s1.subList(1, s1.size()));
    List<Value> out = new ArrayList<>();
    for (long m : s.mask()) {
      List<Value> from = m < lead1 ? v1 : v2;
      long b = m < 0 ? 0 : m < lead1 ? m : m - lead1;
      out.addAll(from.subList((int) (b * block), (int) (b * block + block)));
    }
    return out;
  }

  private static List<Value> transpose(TransposeOp t, Lanes l) {
    List<Value> src = l.of(t.vector());
    List<Long> ss = t.sourceType().shape(), rs = t.resultType().shape();
    long[] perm = t.permutation();
    List<Value> out = new ArrayList<>();
    for (long r = 0, n = Shapes.count(rs); r < n; r++) {
      long[] idx = Shapes.index(r, rs);
      long[] s = new long[idx.length];
      for (int i = 0; i < idx.length; i++) s[(int) perm[i]] = idx[i];
      out.add(src.get((int) Shapes.linear(s, ss)));
    }
    return out;
  }

  private static List<Value> interleave(InterleaveOp op, Lanes l) {
    List<Value> a = l.of(op.lhs()), b = l.of(op.rhs());
    List<Long> s = shape(op.lhs().type());
    long n = s.isEmpty() ? 1 : s.get(s.size() - 1);
    List<Value> out = new ArrayList<>();
    for (int row = 0; row < a.size() / n; row++) {
      for (int j = 0; j < n; j++) {
        out.add(a.get((int) (row * n + j)));
        out.add(b.get((int) (row * n + j)));
      }
    }
    return out;
  }

  private static List<List<Value>> deinterleave(DeinterleaveOp op, Lanes l) {
    List<Value> src = l.of(op.source());
    List<Value> even = new ArrayList<>(), odd = new ArrayList<>();
    for (int i = 0; i < src.size(); i++) (i % 2 == 0 ? even : odd).add(src.get(i));
    return List.of(even, odd);
  }

  private static List<Value> step(StepOp s, Lanes l) {
    List<Value> out = new ArrayList<>();
    for (long i = 0; i < s.resultType().shape().get(0); i++) out.add(l.index(i));
    return out;
  }

  private static List<Value> constantMask(ConstantMaskOp m, Lanes l) {
    List<Long> shape = m.vectorType().shape();
    long[] sizes = m.maskDimSizes();
    Value set = l.constant(IntegerAttr.bool(true), IntegerType.I1), unset = l.constant(IntegerAttr.bool(false), IntegerType.I1);
    List<Value> out = new ArrayList<>();
    for (long r = 0, n = Shapes.count(shape); r < n; r++) {
      long[] idx = Shapes.index(r, shape);
      boolean in = shape.isEmpty() ? sizes[0] > 0 : true;
      for (int i = 0; i < idx.length; i++) in &= idx[i] < sizes[i];
      out.add(in ? set : unset);
    }
    return out;
  }

  /** Lane {@code [i, j]} is {@code i < a && j < b}, from one compare per dimension and position. */
  private static List<Value> createMask(CreateMaskOp m, Lanes l) {
    List<Long> shape = m.vectorType().shape();
    List<Value> bounds = m.bounds();
    if (shape.isEmpty()) return List.of(CmpIOp.create(l.builder(), l.location(), CmpIPredicate.SGT, bounds.get(0), l.index(0)).result());
    List<List<Value>> below = new ArrayList<>();
    for (int d = 0; d < shape.size(); d++) {
      List<Value> perPosition = new ArrayList<>();
      for (long k = 0; k < shape.get(d); k++) perPosition.add(CmpIOp.create(l.builder(), l.location(), CmpIPredicate.SGT, bounds.get(d), l.index(k)).result());
      below.add(perPosition);
    }
    List<Value> out = new ArrayList<>();
    for (long r = 0, n = Shapes.count(shape); r < n; r++) {
      long[] idx = Shapes.index(r, shape);
      Value lane = below.get(0).get((int) idx[0]);
      for (int d = 1; d < idx.length; d++) lane = and(l, lane, below.get(d).get((int) idx[d]));
      out.add(lane);
    }
    return out;
  }

}
