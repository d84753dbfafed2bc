package dev.loomlir.dialects.vector;

import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import java.util.List;

/** The verifier rules vector.load/store and the masked, gather and expand/compress ops share. */
final class MemoryChecks {
  private MemoryChecks() {}

  /**
   * vector.load/store: unit stride in the memref's last dimension when more than one element moves,
   * a memref of rank at least the vector's, its vector element type (if any) equal to the vector,
   * its scalar element type equal to the vector's, one index per memref dimension.
   */
  static void loadStore(Operation op, Type base, VectorType vector, String valueName, String lowerRank,
                        String elementTypes, int indices) {
    if (!(base instanceof MemRefType memref)) return; // unranked: nothing upstream checks applies
    if (vector.numElements() > 1 && !VectorChecks.lastDimUnitStride(memref)) {
      throw VectorChecks.fail(op, "most minor memref dim must have unit stride");
    }
    if (memref.rank() < vector.rank()) throw VectorChecks.fail(op, lowerRank);
    Type element = memref.elementType();
    if (element instanceof VectorType ev) {
      if (!ev.equals(vector)) throw VectorChecks.fail(op, "base memref and " + valueName + " vector types should match");
      element = ev.elementType();
    }
    if (!vector.elementType().equals(element)) throw VectorChecks.fail(op, elementTypes);
    indexCount(op, memref, indices);
  }

  /** {@code base and result element type should match}: the memref's (or tensor's) element type is the vector's. */
  static void elementType(Operation op, Type base, VectorType vector, String valueName) {
    if (base instanceof ShapedType s && !s.elementType().equals(vector.elementType())) {
      throw VectorChecks.fail(op, "base and " + valueName + " element type should match");
    }
  }

  static void indexCount(Operation op, Type base, int indices) {
    if (base instanceof ShapedType s && s.hasRank() && indices != s.rank()) {
      throw VectorChecks.fail(op, "requires " + s.rank() + " indices");
    }
  }

  static boolean sameShape(VectorType a, VectorType b) { return a.shape().equals(b.shape()) && a.scalable().equals(b.scalable()); }

  /**
   * The masked reads (maskedload, expandload): element type, index count, a mask of the result's
   * shape ({@code maskWord} is how upstream's message names the match, "shape" or "dim"), a
   * pass-through of the result's type.
   */
  static void maskedRead(Operation op, Value base, int indices, Value mask, VectorType result, Value passThru, String maskWord) {
    elementType(op, base.type(), result, "result");
    indexCount(op, base.type(), indices);
    if (!result.shape().equals(((VectorType) mask.type()).shape())) {
      throw VectorChecks.fail(op, "expected result " + maskWord + " to match mask " + maskWord);
    }
    if (!result.equals(passThru.type())) throw VectorChecks.fail(op, "expected pass_thru of same type as result type");
  }

  /** The masked writes (maskedstore, compressstore), as {@link #maskedRead}. */
  static void maskedWrite(Operation op, Value base, int indices, Value mask, VectorType value, String maskWord) {
    elementType(op, base.type(), value, "valueToStore");
    indexCount(op, base.type(), indices);
    if (!value.shape().equals(((VectorType) mask.type()).shape())) {
      throw VectorChecks.fail(op, "expected valueToStore " + maskWord + " to match mask " + maskWord);
    }
  }

  /** The access of an op whose memref is operand 0, followed by its indices, then {@code trailing} other operands. */
  static IndexedMemoryAccess baseThenIndices(int trailing) {
    return new IndexedMemoryAccess() {
      @Override public Value memref(Operation op) { return op.operand(0); }
      @Override public List<Value> indices(Operation op) { return op.operands().subList(1, op.numOperands() - trailing); }
    };
  }

  /** A transfer op's source (operand {@code base}) and its {@code indices} group. */
  static IndexedMemoryAccess transferAccess(int base) {
    return new IndexedMemoryAccess() {
      @Override public Value memref(Operation op) { return op.operand(base); }
      @Override public List<Value> indices(Operation op) { return op.operandGroup("indices"); }
    };
  }
}
