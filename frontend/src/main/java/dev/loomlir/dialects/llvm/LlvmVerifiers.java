package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** The llvm ops' extra rules, with upstream's messages. */
final class LlvmVerifiers {
  private LlvmVerifiers() {}

  static void verifyFunc(Operation op) {
    LlvmFuncOp f = LlvmFuncOp.match(op);
    String linkage = f.linkage();
    if (linkage.equals("common")) throw DiagnosticException.opError(op, "functions cannot have 'common' linkage");
    LlvmFunctionType type = f.functionType();
    if (f.isExternal()) {
      if (!linkage.equals("external") && !linkage.equals("extern_weak")) {
        throw DiagnosticException.opError(op, "external functions must have 'external' or 'extern_weak' linkage");
      }
      return;
    }
    Block entry = f.entryBlock();
    if (entry.numArguments() != type.params().size()) {
      throw DiagnosticException.opError(op, "entry block must have " + type.params().size()
          + " arguments to match function signature");
    }
    for (int i = 0; i < entry.numArguments(); i++) {
      Type argType = entry.argument(i).type();
      if (!argType.equals(type.params().get(i))) {
        throw DiagnosticException.opError(op, "type of entry block argument #" + i + "('" + argType
            + "') must match the type of the corresponding argument in function signature('" + type.params().get(i) + "')");
      }
    }
  }

  static void verifyReturn(Operation op) {
    LlvmFuncOp parent = LlvmFuncOp.TYPE.closest(op.parentOp());
    if (parent == null) return;
    Type expected = parent.functionType().result();
    boolean hasArg = op.numOperands() == 1;
    String problem = null;
    if (expected instanceof LlvmVoidType) {
      if (hasArg) problem = "expected no operands";
    } else if (!hasArg) {
      problem = "expected 1 operand";
    } else if (!expected.equals(op.operand(0).type())) {
      problem = "mismatching result types";
    }
    if (problem != null) {
      throw DiagnosticException.opError(op, problem).note(parent.operation().location(), "when returning from function");
    }
  }

  static void verifyConstant(Operation op) {
    Attribute value = op.attr("value");
    Type type = op.result(0).type();
    // instanceof, not a pattern switch: its invokedynamic costs ~1 ms per run (issue 18).
    if (value instanceof StringAttr s) {
      if (!(type instanceof LlvmArrayType a && a.elementType().equals(IntegerType.I8)
          && a.numElements() == s.value().getBytes(StandardCharsets.UTF_8).length)) {
        throw DiagnosticException.opError(op, "expected array type of " + s.value().getBytes(StandardCharsets.UTF_8).length
            + " i8 elements for the string constant");
      }
    } else if (value instanceof IntegerAttr) {
      if (!(type instanceof IntegerType)) throw DiagnosticException.opError(op, "expected integer type");
    } else if (value instanceof FloatAttr f) {
      if (type instanceof FloatType ft && !ft.equals(f.type())) {
        throw DiagnosticException.opError(op, "FloatAttr does not match expected type of the constant");
      }
    } else if (!(value instanceof DenseElementsAttr)) {
      throw DiagnosticException.opError(op, "only supports integer, float, string or elements attributes");
    }
  }

  static void verifyAddressOf(Operation op) {
    String name = AddressOfOp.match(op).globalName();
    Operation target = SymbolTable.lookupNearest(op, name);
    if (!GlobalOp.is(target) && !LlvmFuncOp.is(target)) {
      throw DiagnosticException.opError(op, "must reference a global defined by 'llvm.mlir.global', 'llvm.mlir.alias' "
          + "or 'llvm.func' or 'llvm.mlir.ifunc'");
    }
  }

  static void verifyLoadStoreType(Operation op) {
    Type t = LoadOp.is(op) ? op.result(0).type() : op.operand(0).type();
    if (t instanceof LlvmFunctionType || t instanceof LlvmVoidType) {
      throw DiagnosticException.opError(op, "type must be LLVM type with size, but got " + t);
    }
  }

  static void verifyGEP(Operation op) {
    GEPOp gep = GEPOp.match(op);
    Type current = gep.elemType();
    List<Object> indices = gep.indices();
    for (int i = 1; i < indices.size(); i++) {
      if (current instanceof LlvmStructType s) {
        if (!(indices.get(i) instanceof Long index)) {
          throw DiagnosticException.opError(op, "expected index " + i + " indexing a struct to be constant");
        }
        if (index < 0 || index >= s.fields().size()) {
          throw DiagnosticException.opError(op, "index " + i + " indexing a struct is out of bounds");
        }
        current = s.fields().get((int) (long) index);
      } else if (current instanceof LlvmArrayType a) {
        current = a.elementType();
      } else {
        throw DiagnosticException.opError(op, "type " + current + " cannot be indexed (index #" + i + ")");
      }
    }
  }

  static void verifyGlobal(Operation op) {
    GlobalOp g = GlobalOp.match(op);
    if (g.value() instanceof StringAttr s) {
      int length = s.value().getBytes(StandardCharsets.UTF_8).length;
      if (!(g.globalType() instanceof LlvmArrayType a && a.elementType().equals(IntegerType.I8) && a.numElements() == length)) {
        throw DiagnosticException.opError(op, "requires an i8 array type of the length equal to that of the string attribute");
      }
    }
    if (g.value() != null && !op.region(0).isEmpty()) {
      throw DiagnosticException.opError(op, "cannot have both initializer value and region");
    }
  }

  /** A direct call names an {@code llvm.func} whose signature its operands and result match. */
  static void verifyCall(Operation op) {
    LlvmCallOp call = LlvmCallOp.match(op);
    String callee = call.callee();
    if (callee == null) return;
    Operation fn = SymbolTable.lookupNearest(op, callee);
    if (!LlvmFuncOp.is(fn)) {
      throw DiagnosticException.opError(op, "'" + callee + "' does not reference a valid LLVM function or IFunc");
    }
    LlvmFunctionType type = LlvmFuncOp.match(fn).functionType();
    List<Value> args = call.arguments();
    if (type.varArg() ? args.size() < type.params().size() : args.size() != type.params().size()) {
      throw DiagnosticException.opError(op, "incorrect number of operands (" + args.size() + ") for callee (expecting: "
          + type.params().size() + ")");
    }
    for (int i = 0; i < type.params().size(); i++) {
      if (!args.get(i).type().equals(type.params().get(i))) {
        throw DiagnosticException.opError(op, "operand type mismatch for operand " + i + ": '" + args.get(i).type()
            + "' != '" + type.params().get(i) + "'");
      }
    }
    if (type.varArg() && op.attr("var_callee_type") == null) {
      throw DiagnosticException.opError(op, "missing var_callee_type attribute for vararg call");
    }
    List<Type> results = type.results();
    if (op.numResults() != results.size()) {
      throw DiagnosticException.opError(op, "incorrect number of results (" + op.numResults() + ") for callee (expecting: "
          + results.size() + ")");
    }
    if (!results.isEmpty() && !op.result(0).type().equals(results.get(0))) {
      throw DiagnosticException.opError(op, "result type mismatch: '" + op.result(0).type() + "' != '" + results.get(0) + "'");
    }
  }
}
