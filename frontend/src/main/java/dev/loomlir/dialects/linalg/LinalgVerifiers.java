package dev.loomlir.dialects.linalg;

import static dev.loomlir.ir.DiagnosticException.opError;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.RankedTensorType;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnrankedTensorType;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/** Op-specific verification of the linalg ops, with upstream's messages. */
final class LinalgVerifiers {
  private LinalgVerifiers() {}

  private static String q(Object o) { return "'" + o + "'"; }

  /** loomlir implements linalg on buffers only. */
  static void buffersOnly(Operation op) {
    for (int i = 0; i < op.numOperands(); i++) {
      Type t = op.operand(i).type();
      if (t instanceof RankedTensorType || t instanceof UnrankedTensorType) {
        throw opError(op, "operand #" + i + " is a tensor: only buffer (memref) semantics is supported");
      }
    }
  }

  static void yield(Operation op) {
    Operation parent = op.parentOp();
    if (parent == null || parent.numRegions() != 1 || parent.region(0).isEmpty()) {
      throw opError(op, "expected single non-empty parent region");
    }
    StructuredOpInfo info = StructuredOpInfo.of(parent);
    if (info == null) throw opError(op, "expected parent op with LinalgOp interface");
    List<Value> outputs = info.outputs(parent);
    if (op.numOperands() != outputs.size()) {
      throw opError(op, "expected number of yield values (" + op.numOperands()
          + ") to match the number of inits / outs operands of the enclosing LinalgOp (" + outputs.size() + ")");
    }
    for (int i = 0; i < op.numOperands(); i++) {
      Type element = NamedOpSyntax.elementTypeOrSelf(outputs.get(i).type());
      Type given = op.operand(i).type();
      if (!given.equals(element)) {
        throw opError(op, "type of yield operand " + (i + 1) + " (" + q(given)
            + ") doesn't match the element type of the enclosing linalg.generic op (" + q(element) + ")");
      }
    }
  }

  static void index(Operation op) {
    StructuredOpInfo info = StructuredOpInfo.of(op.parentOp());
    if (info == null) throw opError(op, "expected parent op with LinalgOp interface");
    long dim = ((IntegerAttr) op.attr("dim")).value();
    int loops = info.numLoops(op.parentOp());
    if (loops <= dim) {
      throw opError(op, "expected dim (" + dim + ") to be lower than the number of loops (" + loops
          + ") of the enclosing LinalgOp");
    }
  }

  static void fill(Operation op) {
    Type value = op.operandGroup("inputs").get(0).type();
    Type element = NamedOpSyntax.elementTypeOrSelf(op.operandGroup("outputs").get(0).type());
    if (!NamedOpSyntax.elementTypeOrSelf(value).equals(element)) {
      throw opError(op, "expected fill value type (" + q(value) + ") to match output element type (" + q(element) + ")");
    }
  }

  static void map(Operation op) {
    Block body = op.region(0).entryBlock();
    if (body == null) return;
    List<Value> inputs = op.operandGroup("inputs");
    if (op.numOperands() != body.numArguments()) {
      throw opError(op, "expects number of operands to match the arity of mapper, but got: " + op.numOperands()
          + " and " + body.numArguments());
    }
    for (int i = 0; i < inputs.size(); i++) {
      Type element = NamedOpSyntax.elementTypeOrSelf(inputs.get(i).type());
      if (!element.equals(body.argument(i).type())) {
        throw opError(op, "expected element type of input " + q(element) + " to match bbArg type " + q(body.argument(i).type()));
      }
    }
    List<Long> outShape = StructuredOpVerifier.shape(op.operand("init").type());
    for (Value input : inputs) {
      List<Long> shape = StructuredOpVerifier.shape(input.type());
      if (!shape.equals(outShape)) {
        throw opError(op, "expected shape of input (" + dims(shape) + ") to match shape of output (" + dims(outShape) + ")");
      }
    }
  }

  static void reduce(Operation op) {
    List<Value> inputs = LinalgDecls.inputs(op), inits = LinalgDecls.outputs(op);
    for (int i = 1; i < inputs.size(); i++) {
      if (!shapeOf(inputs.get(i)).equals(shapeOf(inputs.get(0)))) {
        throw opError(op, "expects all inputs to have the same shapes. Shape at input-index " + i
            + " is not equal to the shape at input-index 0.");
      }
    }
    for (int i = 1; i < inits.size(); i++) {
      if (!shapeOf(inits.get(i)).equals(shapeOf(inits.get(0)))) {
        throw opError(op, "expects all outputs to have the same shapes. Shape at output-index " + i
            + " is not equal to the shape at output-index 0.");
      }
    }
    if (inputs.isEmpty() || inits.isEmpty()) return;
    List<Long> inputShape = shapeOf(inputs.get(0)), initShape = shapeOf(inits.get(0));
    Set<Long> reduced = new HashSet<>();
    for (long d : dimensions(op)) {
      if (d < 0 || d >= inputShape.size()) {
        throw opError(op, "dimensions for reduction should be in the range [0, " + (inputShape.size() - 1) + "].");
      }
      reduced.add(d);
    }
    List<Long> kept = new ArrayList<>();
    for (int i = 0; i < inputShape.size(); i++) if (!reduced.contains((long) i)) kept.add(inputShape.get(i));
    if (kept.size() != initShape.size()) {
      throw opError(op, "number of dimensions after reduction " + kept.size() + " doesn't match the init rank "
          + initShape.size());
    }
    if (!kept.equals(initShape)) {
      throw opError(op, "init dimensions [" + dims(initShape) + "] doesn't match input dimensions after reduction ["
          + dims(kept) + "]");
    }
    Block body = op.region(0).entryBlock();
    if (body == null) return;
    if (body.numArguments() != op.numOperands()) throw opError(op, "mismatching number of operands and block arguments");
    for (int i = 0; i < inputs.size(); i++) {
      Type element = NamedOpSyntax.elementTypeOrSelf(inputs.get(i).type());
      if (!element.equals(body.argument(i).type())) {
        throw opError(op, "input element type " + q(element) + " does not match corresponding block argument type "
            + q(body.argument(i).type()));
      }
    }
    for (int i = 0; i < inits.size(); i++) {
      Type element = NamedOpSyntax.elementTypeOrSelf(inits.get(i).type());
      Type arg = body.argument(inputs.size() + i).type();
      if (!element.equals(arg)) {
        throw opError(op, "output element type " + q(element) + " does not match corresponding block argument type " + q(arg));
      }
    }
  }

  static long[] dimensions(Operation op) {
    return op.attr("dimensions") instanceof DenseArrayAttr d && d.ints() != null ? d.ints() : new long[0];
  }

  private static List<Long> shapeOf(Value v) {
    return v.type() instanceof ShapedType s && s.hasRank() ? s.shape() : List.of();
  }

  private static String dims(List<Long> shape) {
    return String.join(", ", shape.stream().map(d -> d == ShapedType.DYNAMIC ? "-9223372036854775808" : String.valueOf(d)).toList());
  }
}
