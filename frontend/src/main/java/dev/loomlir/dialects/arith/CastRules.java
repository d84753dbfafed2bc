package dev.loomlir.dialects.arith;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpVerifier;
import dev.loomlir.ir.RankedTensorType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnrankedTensorType;
import java.util.List;
import java.util.Objects;
import java.util.function.BiPredicate;
import java.util.stream.Collectors;

/**
 * Which element types each cast op converts between (MLIR's {@code CastOpInterface::areCastCompatible})
 * and the verifiers built from them, with upstream's messages.
 */
public final class CastRules {
  private CastRules() {}

  /** Strictly wider integer: extui, extsi. */
  public static final BiPredicate<Type, Type> INT_WIDENING = (in, out) -> intWidth(in) > 0 && intWidth(out) > intWidth(in);

  /** Strictly narrower integer: trunci. */
  public static final BiPredicate<Type, Type> INT_NARROWING = (in, out) -> intWidth(out) > 0 && intWidth(in) > intWidth(out);

  /** Strictly wider float: extf, scaling_extf. */
  public static final BiPredicate<Type, Type> FLOAT_WIDENING =
      (in, out) -> in instanceof FloatType a && out instanceof FloatType b && b.width() > a.width();

  /** Strictly narrower float: truncf, scaling_truncf. */
  public static final BiPredicate<Type, Type> FLOAT_NARROWING =
      (in, out) -> in instanceof FloatType a && out instanceof FloatType b && b.width() < a.width();

  public static final BiPredicate<Type, Type> INT_TO_FLOAT = (in, out) -> in instanceof IntegerType && out instanceof FloatType;

  public static final BiPredicate<Type, Type> FLOAT_TO_INT = (in, out) -> in instanceof FloatType && out instanceof IntegerType;

  /** index_cast, index_castui: index to a signless integer or back. */
  public static final BiPredicate<Type, Type> INDEX_INT =
      (in, out) -> (in.isIndex() && ArithTypes.isSignlessInteger(out)) || (ArithTypes.isSignlessInteger(in) && out.isIndex());

  /** bitcast: integers and floats of the same bit width. */
  public static final BiPredicate<Type, Type> SAME_WIDTH = (in, out) -> bitWidth(in) > 0 && bitWidth(in) == bitWidth(out);

  /**
   * Checks the cast from the first operand's element type to the result's element type; the
   * message lists every operand type, as upstream's cast interface verifier does.
   */
  public static OpVerifier compatible(BiPredicate<Type, Type> rule) {
    return op -> {
      Type in = op.operand(0).type();
      Type out = op.result(0).type();
      // Shapes that differ are the SameOperandsAndResultShape trait's to report, which upstream checks first.
      if (!sameShape(in, out)) return;
      if (rule.test(element(in), element(out)) && sameEncoding(in, out)) return;
      List<Type> ins = op.operandTypes();
      String operands = ins.size() == 1 ? "operand type '" + in + "'"
          : "operand types " + ins.stream().map(t -> "'" + t + "'").collect(Collectors.joining(", "));
      throw DiagnosticException.opError(op, operands + " and result type '" + out + "' are cast incompatible");
    };
  }

  /** ODS {@code SameInputOutputTensorDims}: tensor operand and result have identical (not merely compatible) shapes. */
  public static final OpVerifier SAME_TENSOR_DIMS = op -> {
    if (!tensorDims(op.operand(0).type()).equals(tensorDims(op.result(0).type()))) {
      throw DiagnosticException.opError(op, "failed to verify that input and output have the same tensor dimensions");
    }
  };

  private static List<Long> tensorDims(Type t) {
    if (t instanceof RankedTensorType r) return r.shape();
    if (t instanceof UnrankedTensorType) return List.of(Long.MIN_VALUE + 1); // differs from every ranked shape
    return List.of();
  }

  private static boolean sameShape(Type a, Type b) {
    if (a instanceof ShapedType x && b instanceof ShapedType y && x.hasRank() && y.hasRank()) {
      return x.shape().equals(y.shape());
    }
    return (a instanceof ShapedType) == (b instanceof ShapedType);
  }

  /** Tensors cast only between the same encoding (none, or equal), as upstream's cast interface requires. */
  private static boolean sameEncoding(Type a, Type b) {
    if (a instanceof RankedTensorType x && b instanceof RankedTensorType y) return Objects.equals(x.encoding(), y.encoding());
    return true;
  }

  /** The element type of a vector, tensor or memref; a scalar itself. */
  static Type element(Type t) {
    return t instanceof ShapedType s ? s.elementType() : t;
  }

  private static int intWidth(Type t) {
    return t instanceof IntegerType i ? i.width() : 0;
  }

  private static int bitWidth(Type t) {
    if (t instanceof IntegerType i) return i.width();
    if (t instanceof FloatType f) return f.width();
    return 0;
  }

}
