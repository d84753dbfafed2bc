package dev.loomlir.lowering.linalg;

import dev.loomlir.dialects.linalg.IndexOp;
import dev.loomlir.dialects.linalg.StructuredOpInfo;
import dev.loomlir.dialects.memref.DimOp;
import dev.loomlir.dialects.memref.LoadOp;
import dev.loomlir.dialects.memref.StoreOp;
import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.lowering.builder.OpCloner;
import dev.loomlir.lowering.builder.ScfBuilder;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeMap;

/**
 * Lowers one linalg structured op on memrefs to a loop nest around its scalar body, as upstream's
 * {@code linalgOpToLoopsImpl}: loop bounds are {@code memref.dim}s of the first operand dimension
 * each loop indexes; inside, every shaped input and every output is loaded at its indexing map's
 * position (scalars are used as they are), the body is cloned with its arguments replaced by those
 * values and {@code linalg.index} by the induction variables, and each yielded value is stored
 * to its output. Unused loads are left for the folder to erase, as upstream's driver does.
 */
final class StructuredOpLowering {
  private final Operation op;
  private final StructuredOpInfo info;
  private final ScfBuilder b;

  StructuredOpLowering(OpRegistry ops, Operation op, StructuredOpInfo info) {
    this.op = op;
    this.info = info;
    this.b = new ScfBuilder(ops, op.location());
  }

  /** Builds the loop nest before the op; the caller erases the op. */
  void lower(boolean parallel) {
    List<Value> operands = new ArrayList<>(info.inputs(op));
    operands.addAll(info.outputs(op));
    List<AffineMap> maps = info.indexingMaps(op);
    if (maps.size() != operands.size()) {
      throw DiagnosticException.opError(op, "expected one indexing map per operand");
    }
    b.setInsertionPointBefore(op);
    List<Value> upperBounds = loopUpperBounds(operands, maps);
    List<Value> ivs = LoopNestBuilder.build(b, upperBounds, info.iteratorTypes(op), parallel);
    emitScalarBody(operands, maps, ivs);
  }

  /** For each loop, the size of the first operand dimension its map results name directly. */
  private List<Value> loopUpperBounds(List<Value> operands, List<AffineMap> maps) {
    int numLoops = info.numLoops(op);
    TreeMap<Long, int[]> needed = new TreeMap<>();
    int[][] source = new int[numLoops][];
    for (int loop = 0; loop < numLoops; loop++) {
      search:
      for (int o = 0; o < operands.size(); o++) {
        if (!(operands.get(o).type() instanceof MemRefType)) continue;
        List<AffineExpr> results = maps.get(o).results();
        for (int r = 0; r < results.size(); r++) {
          if (results.get(r) instanceof AffineExpr.Dim d && d.position() == loop) {
            source[loop] = new int[] {o, r};
            needed.put(((long) o << 32) | r, source[loop]);
            break search;
          }
        }
      }
      if (source[loop] == null) {
        throw DiagnosticException.opError(op, "cannot find the size of loop " + loop + " from the operand shapes");
      }
    }
    // Sizes are read in operand order, as upstream's flat list of operand dimensions.
    TreeMap<Long, Value> sizes = new TreeMap<>();
    for (var e : needed.entrySet()) {
      int[] s = e.getValue();
      Value index = b.constant(IntegerAttr.index(s[1]));
      Value dim = DimOp.create(b, b.location(), operands.get(s[0]), index).result();
      sizes.put(e.getKey(), dim);
    }
    List<Value> upperBounds = new ArrayList<>();
    for (int[] s : source) upperBounds.add(sizes.get(((long) s[0] << 32) | s[1]));
    return upperBounds;
  }

  private void emitScalarBody(List<Value> operands, List<AffineMap> maps, List<Value> ivs) {
    AffineExprEmitter indexing = new AffineExprEmitter(b, ivs);
    int numInputs = info.inputs(op).size();
    List<Value> blockValues = new ArrayList<>();
    for (int o = 0; o < operands.size(); o++) {
      Value operand = operands.get(o);
      boolean scalarInput = o < numInputs && !(operand.type() instanceof MemRefType);
      blockValues.add(scalarInput ? operand : load(operand, indexing.apply(maps.get(o), op.location())));
    }

    Block body = op.region(0).entryBlock();
    OpCloner cloner = new OpCloner();
    cloner.map(body.arguments(), blockValues);
    Operation yield = body.last();
    for (Operation bodyOp : body) {
      if (bodyOp == yield) break;
      if (IndexOp.match(bodyOp) instanceof IndexOp index) {
        cloner.map(index.result(), ivs.get(index.dim()));
        continue;
      }
      cloner.cloneInto(b, bodyOp);
    }
    List<Value> outputs = info.outputs(op);
    for (int i = 0; i < yield.numOperands(); i++) {
      Value value = cloner.lookup(yield.operand(i));
      List<Value> indices = indexing.apply(maps.get(numInputs + i), op.location());
      StoreOp.create(b, b.location(), value, outputs.get(i), indices);
    }
  }

  private Value load(Value memref, List<Value> indices) {
    return LoadOp.create(b, b.location(), memref, indices).result();
  }
}
