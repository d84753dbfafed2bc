package dev.loomlir.dialects.vector;

import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpVerifier;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.dialects.memref.MemRefLayouts;

/** Checks several vector ops share: upstream's {@code PredOpTrait}s and the memory ops' index rules. */
final class VectorChecks {
  private VectorChecks() {}

  /**
   * ODS {@code TCresVTEtIsSameAsOpBase<result, operand>}: the element types (of a vector, or the
   * type itself) of result {@code result} and operand {@code operand} are equal.
   */
  static OpVerifier sameElementType(int result, int operand, String description) {
    return op -> {
      if (op.numResults() <= result || op.numOperands() <= operand) return;
      if (!Types.elementTypeOrSelf(op.result(result).type()).equals(Types.elementTypeOrSelf(op.operand(operand).type()))) {
        throw fail(op, "failed to verify that " + description);
      }
    };
  }

  /** ODS {@code TCopVTEtIsSameAs<a, b>}: operands {@code a} and {@code b} have the same element type. */
  static OpVerifier sameOperandElementType(int a, int b, String description) {
    return op -> {
      if (!Types.elementTypeOrSelf(op.operand(a).type()).equals(Types.elementTypeOrSelf(op.operand(b).type()))) {
        throw fail(op, "failed to verify that " + description);
      }
    };
  }

  static DiagnosticException fail(Operation op, String message) { return DiagnosticException.opError(op, message); }

  /** {@code requires N indices}: one index per dimension of the memref (or tensor) {@code base}. */
  static void indexCount(Operation op, Value base, int indices) {
    int rank = ((ShapedType) base.type()).rank();
    if (indices != rank) throw fail(op, "requires " + rank + " indices");
  }

  /** The memref's layout has unit stride in its last dimension (true for rank 0 and identity layouts). */
  static boolean lastDimUnitStride(MemRefType t) { return MemRefLayouts.lastDimUnitStride(t); }

  /** The i64 values of a dense array attribute (empty when absent). */
  static long[] longs(Operation op, String attr) {
    return op.attr(attr) instanceof DenseArrayAttr d && d.ints() != null ? d.ints() : new long[0];
  }

  static VectorType vector(Value v) { return (VectorType) v.type(); }

  static Type type(Value v) { return v.type(); }
}
