package dev.loomlir.dialects.linalg;

import static dev.loomlir.ir.DiagnosticException.opError;

import dev.loomlir.ir.AffineExpr;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The checks every linalg structured op gets (upstream's {@code verifyStructuredOpInterface}):
 * one indexing map per operand, each over the loop space and of the operand's rank, invertible
 * as a whole, one block argument of the element type per operand, and static shapes that agree
 * with the loop sizes they imply. Runs after the body is verified, as upstream.
 */
final class StructuredOpVerifier {
  private StructuredOpVerifier() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  static void verify(Operation op) {
    StructuredOpInfo info = StructuredOpInfo.of(op);
    List<Value> operands = new ArrayList<>(info.inputs(op));
    operands.addAll(info.outputs(op));
    List<AffineMap> maps = info.indexingMaps(op);
    if (maps.size() != operands.size()) {
      throw opError(op, "expected the number of indexing_map (" + maps.size()
          + ") to be equal to the number of input/output operands (" + operands.size() + ")");
    }
    int numLoops = info.numLoops(op);
    for (int i = 0; i < operands.size(); i++) {
      AffineMap map = maps.get(i);
      if (map.numSymbols() != 0) throw opError(op, "unexpected symbols in indexing_map #" + i);
      if (map.numDims() != numLoops) {
        throw opError(op, "expected indexing_map #" + i + " to have " + numLoops + " dim(s) to match the number of loops");
      }
      int rank = rank(operands.get(i).type());
      if (rank != map.results().size()) {
        throw opError(op, "expected operand #" + i + " rank (" + rank + ") to match the result rank of indexing_map ("
            + map.results().size() + ")");
      }
    }
    long[] loopSizes = staticLoopSizes(op, operands, maps, numLoops);
    verifyBlockArguments(op, operands);
    if (Arrays.stream(loopSizes).noneMatch(s -> s == DYNAMIC)) verifyShapes(op, operands, maps, loopSizes);
  }

  /** Each loop's size: the first operand dimension indexed by exactly that loop (upstream's shapes-to-loops map). */
  private static long[] staticLoopSizes(Operation op, List<Value> operands, List<AffineMap> maps, int numLoops) {
    long[] sizes = new long[numLoops];
    boolean[] found = new boolean[numLoops];
    List<AffineExpr> all = new ArrayList<>();
    for (int i = 0; i < operands.size(); i++) {
      List<Long> shape = shape(operands.get(i).type());
      List<AffineExpr> results = maps.get(i).results();
      for (int r = 0; r < results.size(); r++) {
        all.add(results.get(r));
        if (results.get(r) instanceof AffineExpr.Dim d && !found[d.position()]) {
          found[d.position()] = true;
          sizes[d.position()] = shape.get(r);
        }
      }
    }
    for (boolean f : found) {
      if (!f) {
        throw opError(op, "invalid indexing maps are non-invertible: (" + new AffineMap(numLoops, 0, all) + ")");
      }
    }
    return sizes;
  }

  private static void verifyBlockArguments(Operation op, List<Value> operands) {
    if (op.numRegions() != 1 || op.region(0).blocks().size() != 1) throw opError(op, "expects to have 1 region with 1 block");
    Block block = op.region(0).entryBlock();
    if (block.numArguments() != operands.size()) {
      throw opError(op, "expected as many non-induction variable region arguments as the number of input/output operands");
    }
    for (int i = 0; i < operands.size(); i++) {
      Type element = NamedOpSyntax.elementTypeOrSelf(operands.get(i).type());
      Type arg = block.argument(i).type();
      if (!element.equals(arg)) {
        throw opError(op, "expected type of bb argument #" + i + " ('" + arg
            + "') to match element or self type of the corresponding operand ('" + element + "')");
      }
    }
  }

  /** Evaluates each map at the first and last loop iteration and compares with the operand's static sizes. */
  private static void verifyShapes(Operation op, List<Value> operands, List<AffineMap> maps, long[] loopSizes) {
    long[] first = new long[loopSizes.length];
    long[] last = new long[loopSizes.length];
    for (int d = 0; d < loopSizes.length; d++) last[d] = loopSizes[d] - 1;
    for (int i = 0; i < operands.size(); i++) {
      List<Long> shape = shape(operands.get(i).type());
      AffineMap map = maps.get(i);
      for (int dim = 0; dim < shape.size(); dim++) {
        long size = shape.get(dim);
        if (size == DYNAMIC || size == 0) continue;
        AffineExpr e = map.results().get(dim);
        long start = e.evaluate(first, new long[0]), end = e.evaluate(last, new long[0]);
        long inferred = Math.max(start, end) + 1;
        if (Math.min(start, end) < 0) {
          throw opError(op, "unexpected result less than 0 at expression #" + dim + " in " + map);
        }
        if (e instanceof AffineExpr.Dim) {
          if (inferred != size) {
            throw opError(op, "inferred input/output operand #" + i + " has shape's dimension #" + dim + " to be "
                + inferred + ", but found " + size);
          }
        } else if (inferred > size) {
          throw opError(op, "inferred input/output operand #" + i + " has shape's dimension #" + dim
              + " to be greater than or equal to " + inferred + ", but found " + size);
        }
      }
    }
  }

  static int rank(Type t) { return t instanceof ShapedType s && s.hasRank() ? s.rank() : 0; }

  static List<Long> shape(Type t) { return t instanceof ShapedType s && s.hasRank() ? s.shape() : List.of(); }
}
