package dev.loomlir.dialects.arith;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.NoneType;
import dev.loomlir.ir.OpVerifier;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.VectorType;
import java.util.List;

/** What is special about {@code arith.constant}: its value kind, result type, verifier and result names. */
final class ConstantRules {
  private ConstantRules() {}

  /** ODS {@code TypedAttrInterface}: any attribute that carries a type; printed with it. */
  static final AttrKind TYPED_VALUE = Attrs.generic("TypedAttr instance", a -> typeOf(a) != null);

  /** The type an attribute carries, or null. */
  static Type typeOf(Attribute a) {
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (a instanceof IntegerAttr i) return i.type();
    if (a instanceof FloatAttr f) return f.type();
    if (a instanceof DenseElementsAttr d) return d.type();
    if (a instanceof StringAttr) return NoneType.INSTANCE;
    return null;
  }

  /** The result has the value's type: {@code arith.constant 42 : i32} defines an i32. */
  static List<Type> inferResultType(dev.loomlir.ir.OperationState state) {
    Type t = typeOf(state.properties.get("value"));
    return t == null ? List.of() : List.of(t);
  }

  /** Upstream's checks, in its order: matching types (the ODS trait), signless integers, value kind, scalable splats. */
  static final OpVerifier VERIFY = op -> {
    Attribute value = op.properties().get("value");
    Type type = op.result(0).type();
    if (!type.equals(typeOf(value))) {
      throw DiagnosticException.opError(op, "failed to verify that all of {value, result} have same type");
    }
    if (type instanceof IntegerType it && !it.isSignless()) {
      throw DiagnosticException.opError(op, "integer return type must be signless");
    }
    if (!(value instanceof IntegerAttr || value instanceof FloatAttr || value instanceof DenseElementsAttr)) {
      throw DiagnosticException.opError(op, "value must be an integer, float, or elements attribute");
    }
    if (type instanceof VectorType v && v.scalable().contains(true) && !((DenseElementsAttr) value).isSplat()) {
      throw DiagnosticException.opError(op,
          "intializing scalable vectors with elements attribute is not supported unless it's a vector splat");
    }
  };

  /**
   * {@code %true}/{@code %false} for i1, {@code %c42_i32} for integers ({@code %c0} for index),
   * {@code %cst} for everything else.
   */
  static final AsmResultNames NAMES = op -> {
    Attribute value = op.properties().get("value");
    Type type = op.result(0).type();
    if (value instanceof IntegerAttr i) {
      if (type instanceof IntegerType it && it.width() == 1) return new String[] {i.boolValue() ? "true" : "false"};
      String name = "c" + i.value();
      return new String[] {type instanceof IntegerType ? name + "_" + type : name};
    }
    return new String[] {"cst"};
  };
}
