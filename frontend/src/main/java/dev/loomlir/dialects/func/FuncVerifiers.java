package dev.loomlir.dialects.func;

import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import java.util.List;
import java.util.stream.Collectors;

/** The func dialect's extra rules, with upstream's messages. */
public final class FuncVerifiers {
  private FuncVerifiers() {}

  public static FunctionType functionType(Operation func) {
    return (FunctionType) ((TypeAttr) func.attr("function_type")).type();
  }

  /** FunctionOpInterface (shared by func.func and async.func): the entry block matches the signature; argument and result attributes are dialect attributes. */
  public static void verifyFunc(Operation op) {
    boolean isPublic = !(op.attr("sym_visibility") instanceof StringAttr v) || v.value().equals("public");
    if (op.region(0).isEmpty() && isPublic) {
      throw DiagnosticException.opError(op, "symbol declaration cannot have public visibility");
    }
    FunctionType type = functionType(op);
    verifyAttrArray(op, op.attr("arg_attrs"), type.inputs().size(), "argument", "arguments");
    verifyAttrArray(op, op.attr("res_attrs"), type.results().size(), "result", "results");
    Block entry = op.region(0).entryBlock();
    if (entry == null) return;
    if (entry.numArguments() != type.inputs().size()) {
      throw DiagnosticException.opError(op, "entry block must have " + type.inputs().size()
          + " arguments to match function signature");
    }
    for (int i = 0; i < entry.numArguments(); i++) {
      Type argType = entry.argument(i).type();
      if (!argType.equals(type.inputs().get(i))) {
        throw DiagnosticException.opError(op, "type of entry block argument #" + i + "(" + quoted(argType)
            + ") must match the type of the corresponding argument in function signature(" + quoted(type.inputs().get(i)) + ")");
      }
    }
  }

  private static void verifyAttrArray(Operation op, Attribute attr, int expected, String kind, String plural) {
    if (attr == null) return;
    List<Attribute> dicts = ((ArrayAttr) attr).elements();
    if (dicts.size() != expected) {
      throw DiagnosticException.opError(op, "expects " + kind + " attribute array to have the same number of elements as the number of function "
          + plural + ", got " + dicts.size() + ", but expected " + expected);
    }
    for (Attribute d : dicts) {
      for (String name : ((DictionaryAttr) d).entries().keySet()) {
        if (!name.contains(".")) throw DiagnosticException.opError(op, plural + " may only have dialect attributes");
      }
    }
  }

  /** func.return: operands match the enclosing function's results. */
  static void verifyReturn(Operation op) {
    Operation func = op.parentOp();
    if (func == null || !func.is("func.func")) return; // the parent rule reports it
    List<Type> results = functionType(func).results();
    String name = SymbolTable.symbolName(func);
    if (op.numOperands() != results.size()) {
      throw DiagnosticException.opError(op, "has " + op.numOperands() + " operands, but enclosing function (@" + name
          + ") returns " + results.size());
    }
    for (int i = 0; i < results.size(); i++) {
      Type t = op.operand(i).type();
      if (!t.equals(results.get(i))) {
        throw new DiagnosticException(op.location(), "type of return operand " + i + " (" + quoted(t)
            + ") doesn't match function result type (" + quoted(results.get(i)) + ") in function @" + name);
      }
    }
  }

  /** func.call: the callee is a function of the nearest symbol table and its type matches. */
  static void verifyCallSymbolUses(Operation op) {
    if (!(op.attr("callee") instanceof SymbolRefAttr callee)) {
      throw DiagnosticException.opError(op, "requires a 'callee' symbol reference attribute");
    }
    Operation fn = SymbolTable.lookupNearest(op, callee.root());
    if (fn == null || !fn.is("func.func")) {
      throw DiagnosticException.opError(op, "'" + callee.root() + "' does not reference a valid function");
    }
    verifyCallSignature(op, functionType(fn));
  }

  /** A call's operand and result types match its callee's signature (shared by func.call and async.call). */
  public static void verifyCallSignature(Operation call, FunctionType fnType) {
    if (fnType.inputs().size() != call.numOperands()) throw DiagnosticException.opError(call, "incorrect number of operands for callee");
    for (int i = 0; i < fnType.inputs().size(); i++) {
      if (!call.operand(i).type().equals(fnType.inputs().get(i))) {
        throw DiagnosticException.opError(call, "operand type mismatch: expected operand type " + quoted(fnType.inputs().get(i))
            + ", but provided " + quoted(call.operand(i).type()) + " for operand number " + i);
      }
    }
    if (fnType.results().size() != call.numResults()) throw DiagnosticException.opError(call, "incorrect number of results for callee");
    for (int i = 0; i < fnType.results().size(); i++) {
      if (!call.result(i).type().equals(fnType.results().get(i))) {
        throw DiagnosticException.opError(call, "result type mismatch at index " + i)
            .note(call.location(), "      op result types: " + typeList(call.resultTypes()))
            .note(call.location(), "function result types: " + typeList(fnType.results()));
      }
    }
  }

  /** Types as MLIR diagnostics print them: quoted. */
  static String quoted(Type t) { return "'" + t + "'"; }

  private static String typeList(List<Type> types) {
    return types.stream().map(FuncVerifiers::quoted).collect(Collectors.joining(", "));
  }

  /** func.constant: refers to a function of the enclosing module, with the same type. */
  static void verifyConstant(Operation op) {
    String name = ((SymbolRefAttr) op.attr("value")).root();
    Operation module = op.ancestorNamed("builtin.module");
    Operation fn = module == null ? null : SymbolTable.lookupIn(module, name);
    if (fn == null || !fn.is("func.func")) {
      throw DiagnosticException.opError(op, "reference to undefined function '" + name + "'");
    }
    if (!functionType(fn).equals(op.result(0).type())) {
      throw DiagnosticException.opError(op, "reference to function with mismatched type");
    }
  }
}
