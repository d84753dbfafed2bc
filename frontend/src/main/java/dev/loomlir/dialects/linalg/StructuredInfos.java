package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.Function;

/** The {@link StructuredOpInfo} of each linalg op: where its maps and iterator types come from. */
final class StructuredInfos {
  private StructuredInfos() {}

  /** An info assembled from functions of the op. */
  private record Info(Function<Operation, List<Value>> in, Function<Operation, List<Value>> out,
                      Function<Operation, List<AffineMap>> maps, Function<Operation, List<LinalgEnumAttr>> iterators)
      implements StructuredOpInfo {
    @Override public List<Value> inputs(Operation op) { return in.apply(op); }
    @Override public List<Value> outputs(Operation op) { return out.apply(op); }
    @Override public List<AffineMap> indexingMaps(Operation op) { return maps.apply(op); }
    @Override public List<LinalgEnumAttr> iteratorTypes(Operation op) { return iterators.apply(op); }
  }

  private static List<Value> group(Operation op, String name) { return op.operandGroup(name); }

  /** generic and matmul: maps from the {@code indexing_maps} attribute. */
  private static List<AffineMap> mapsAttr(Operation op) {
    List<AffineMap> maps = new ArrayList<>();
    if (op.attr("indexing_maps") instanceof ArrayAttr arr) {
      for (Attribute a : arr.elements()) if (a instanceof AffineMapAttr m) maps.add(m.map());
    }
    return maps;
  }

  static final StructuredOpInfo GENERIC = new Info(op -> group(op, "inputs"), op -> group(op, "outputs"),
      StructuredInfos::mapsAttr, op -> {
        List<LinalgEnumAttr> its = new ArrayList<>();
        if (op.attr("iterator_types") instanceof ArrayAttr arr) {
          for (Attribute a : arr.elements()) if (a instanceof LinalgEnumAttr e) its.add(e);
        }
        return its;
      });

  static final StructuredOpInfo MATMUL = new Info(op -> group(op, "inputs"), op -> group(op, "outputs"),
      StructuredInfos::mapsAttr,
      op -> List.of(LinalgEnumAttr.PARALLEL, LinalgEnumAttr.PARALLEL, LinalgEnumAttr.REDUCTION));

  /** fill and copy: a parallel loop per output dimension; a scalar input is read at every point. */
  static final StructuredOpInfo ELEMENTWISE = new Info(op -> group(op, "inputs"), op -> group(op, "outputs"),
      op -> elementwiseMaps(op, group(op, "inputs"), group(op, "outputs")), StructuredInfos::parallelOverOutput);

  static final StructuredOpInfo MAP = new Info(op -> group(op, "inputs"), op -> group(op, "init"),
      op -> elementwiseMaps(op, group(op, "inputs"), group(op, "init")), StructuredInfos::parallelOverOutput);

  static final StructuredOpInfo REDUCE = new Info(LinalgDecls::inputs, LinalgDecls::outputs, StructuredInfos::reduceMaps,
      op -> {
        int rank = LinalgDecls.inputs(op).isEmpty() ? 0 : StructuredOpVerifier.rank(LinalgDecls.inputs(op).get(0).type());
        List<LinalgEnumAttr> its = new ArrayList<>(Collections.nCopies(rank, LinalgEnumAttr.PARALLEL));
        for (long d : LinalgVerifiers.dimensions(op)) if (d >= 0 && d < rank) its.set((int) d, LinalgEnumAttr.REDUCTION);
        return its;
      });

  private static int outputRank(Operation op) {
    List<Value> outs = StructuredOpInfo.of(op).outputs(op);
    return outs.isEmpty() ? 0 : StructuredOpVerifier.rank(outs.get(0).type());
  }

  private static List<LinalgEnumAttr> parallelOverOutput(Operation op) {
    return Collections.nCopies(outputRank(op), LinalgEnumAttr.PARALLEL);
  }

  /** Identity maps over the output's loops; a rank-0 (scalar) operand gets the map with no results. */
  private static List<AffineMap> elementwiseMaps(Operation op, List<Value> ins, List<Value> outs) {
    int loops = outs.isEmpty() ? 0 : StructuredOpVerifier.rank(outs.get(0).type());
    List<AffineMap> maps = new ArrayList<>();
    for (Value v : ins) maps.add(StructuredOpVerifier.rank(v.type()) == 0 ? new AffineMap(loops, 0, List.of()) : AffineMap.identity(loops));
    for (Value v : outs) maps.add(AffineMap.identity(loops));
    return maps;
  }

  /** Inputs use the identity map; inits drop the reduced dimensions. */
  private static List<AffineMap> reduceMaps(Operation op) {
    List<Value> ins = LinalgDecls.inputs(op);
    int rank = ins.isEmpty() ? 0 : StructuredOpVerifier.rank(ins.get(0).type());
    List<Long> reduced = new ArrayList<>();
    for (long d : LinalgVerifiers.dimensions(op)) reduced.add(d);
    List<AffineExpr> kept = new ArrayList<>();
    for (int i = 0; i < rank; i++) if (!reduced.contains((long) i)) kept.add(new AffineExpr.Dim(i));
    List<AffineMap> maps = new ArrayList<>();
    for (int i = 0; i < ins.size(); i++) maps.add(AffineMap.identity(rank));
    for (int i = 0; i < LinalgDecls.outputs(op).size(); i++) maps.add(new AffineMap(rank, 0, kept));
    return maps;
  }
}
