package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.RankedTensorType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.VectorType;
import java.util.ArrayList;
import java.util.List;

/** What {@code vector.transfer_read} and {@code transfer_write} share: attributes, defaults, printing and checks. */
final class TransferOps {
  private TransferOps() {}

  static final AttrKind BOOL_ARRAY = Attrs.arrayOf("1-bit boolean array attribute",
      a -> a instanceof IntegerAttr i && i.type().equals(IntegerType.I1));

  static ArrayAttr inBounds(boolean... values) {
    List<Attribute> elements = new ArrayList<>();
    for (boolean b : values) elements.add(IntegerAttr.bool(b));
    return new ArrayAttr(elements);
  }

  static ArrayAttr allOutOfBounds(int rank) { return inBounds(new boolean[rank]); }

  static boolean[] inBoundsValues(Operation op) {
    if (!(op.attr("in_bounds") instanceof ArrayAttr a)) return new boolean[0];
    boolean[] out = new boolean[a.elements().size()];
    for (int i = 0; i < out.length; i++) out[i] = a.elements().get(i) instanceof IntegerAttr b && b.boolValue();
    return out;
  }

  static AffineMap permutationMap(Operation op) { return ((AffineMapAttr) op.attr("permutation_map")).map(); }

  static boolean isMemRefOrRankedTensor(Type t) { return t instanceof MemRefType || t instanceof RankedTensorType; }

  /** The attribute dictionary, without the defaults upstream elides: a minor-identity map, all-false in_bounds. */
  static void printAttrs(Operation op, OpAsmPrinter p) {
    List<String> elided = new ArrayList<>(List.of("operandSegmentSizes"));
    if (PermutationMaps.isMinorIdentity(permutationMap(op))) elided.add("permutation_map");
    boolean any = false;
    for (boolean b : inBoundsValues(op)) any |= b;
    if (!any) elided.add("in_bounds");
    p.printOptionalAttrDict(op, elided);
  }

  /** Upstream's {@code verifyTransferOp}, after the index count. */
  static void verify(Operation op, ShapedType shaped, VectorType vector, VectorType mask, AffineMap map) {
    if (!isMemRefOrRankedTensor(shaped)) throw VectorChecks.fail(op, "requires source to be a memref or ranked tensor type");
    Type element = shaped.elementType();
    if (element instanceof VectorType ev) {
      long sourceBits = (long) VectorTypes.bitWidth(ev.elementType()) * last(ev);
      long resultBits = (long) VectorTypes.bitWidth(vector.elementType()) * last(vector);
      if (sourceBits == 0 || resultBits % sourceBits != 0) {
        throw VectorChecks.fail(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of "
            + "the minor 1-D vector of the source");
      }
      if (ev.rank() > vector.rank()) throw VectorChecks.fail(op, "requires source vector element and vector result ranks to match.");
      if (map.results().size() != vector.rank() - ev.rank()) {
        throw VectorChecks.fail(op, "requires a permutation_map with result dims of the same rank as the vector type");
      }
      if (mask != null) throw VectorChecks.fail(op, "does not support masks with vector element type");
    } else {
      long resultBits = (long) VectorTypes.bitWidth(vector.elementType()) * (vector.rank() == 0 ? 1 : last(vector));
      int elementBits = VectorTypes.bitWidth(element);
      if (elementBits == 0 || resultBits % elementBits != 0) {
        throw VectorChecks.fail(op, "requires the bitwidth of the minor 1-D vector to be an integral multiple of the bitwidth of "
            + "the source element type");
      }
      if (map.results().size() != vector.rank()) {
        throw VectorChecks.fail(op, "requires a permutation_map with result dims of the same rank as the vector type");
      }
    }
    if (map.numSymbols() != 0) throw VectorChecks.fail(op, "requires permutation_map without symbols");
    if (map.numDims() != shaped.rank()) {
      throw VectorChecks.fail(op, "requires a permutation_map with input dims of the same rank as the source type");
    }
    if (mask != null) {
      VectorType inferred = PermutationMaps.maskType(vector, map);
      if (!mask.equals(inferred)) {
        throw VectorChecks.fail(op, "inferred mask type (" + inferred + ") and mask operand type (" + mask + ") don't match");
      }
    }
    int inBounds = inBoundsValues(op).length;
    if (map.results().size() != inBounds) {
      throw VectorChecks.fail(op, "expects the in_bounds attr of same rank as permutation_map results: " + new AffineMapAttr(map)
          + " vs inBounds of size: " + inBounds);
    }
  }

  /** Upstream's {@code verifyPermutationMap}: each result a dimension used once, or the constant 0. */
  static void verifyPermutationMap(Operation op, AffineMap map) {
    boolean[] seen = new boolean[map.numDims()];
    for (int i = 0; i < map.results().size(); i++) {
      if (PermutationMaps.isBroadcast(map, i)) continue;
      int d = PermutationMaps.dimPosition(map, i);
      if (d < 0) {
        throw VectorChecks.fail(op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)");
      }
      if (seen[d]) throw VectorChecks.fail(op, "requires a permutation_map that is a permutation (found one dim used more than once)");
      seen[d] = true;
    }
  }

  private static long last(VectorType v) { return v.shape().get(v.rank() - 1); }
}
