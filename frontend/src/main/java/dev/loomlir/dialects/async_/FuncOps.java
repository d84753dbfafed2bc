package dev.loomlir.dialects.async_;

import dev.loomlir.diag.DiagnosticException;
import dev.loomlir.dialect.AttrKind;
import dev.loomlir.dialect.Attrs;
import dev.loomlir.dialect.OpDef;
import dev.loomlir.dialect.Trait;
import dev.loomlir.dialect.Types;
import dev.loomlir.dialects.func.FuncVerifiers;
import dev.loomlir.dialects.func.FunctionSyntax;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;

/** {@code async.func}, {@code async.call} and {@code async.return}: functions returning async results. */
final class FuncOps {
  private FuncOps() {}

  /** ODS {@code DictArrayAttr}: per-argument (or per-result) attribute dictionaries. */
  static final AttrKind DICT_ARRAY = Attrs.arrayOf("Array of dictionary attributes", a -> a instanceof DictionaryAttr);

  static List<OpDef> ops() {
    return List.of(
        OpDef.op("async.func")
            .summary("async function operation")
            .attr("sym_name", Attrs.SYMBOL_NAME)
            .attr("function_type", Attrs.FUNCTION_TYPE)
            .optionalAttr("sym_visibility", Attrs.STRING)
            .optionalAttr("arg_attrs", DICT_ARRAY)
            .optionalAttr("res_attrs", DICT_ARRAY)
            .region("body")
            .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE)
            .defaultDialect("async")
            .syntax(new FunctionSyntax())
            .verify(FuncOps::verifyFunc),
        OpDef.op("async.call")
            .summary("async call operation")
            .attr("callee", Attrs.FLAT_SYMBOL_REF)
            .variadicOperand("operands", Types.ANY)
            .optionalAttr("arg_attrs", DICT_ARRAY)
            .optionalAttr("res_attrs", DICT_ARRAY)
            .variadicResult("results", AsyncTypes.VALUE_OR_TOKEN)
            .traits(Trait.SIDE_EFFECTS)
            .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
            .verifySymbolUses(FuncOps::verifyCall),
        OpDef.op("async.return")
            .summary("Async function return operation")
            .variadicOperand("operands", Types.ANY)
            .traits(Trait.PURE, Trait.TERMINATOR, Trait.RETURN_LIKE)
            .parents("async.func")
            .format("attr-dict ($operands^ `:` type($operands))?")
            .verify(FuncOps::verifyReturn));
  }

  static FunctionType functionType(Operation func) { return FuncVerifiers.functionType(func); }

  /** Upstream's Symbol and FunctionOpInterface checks, then async.func's own rule on results. */
  private static void verifyFunc(Operation op) {
    FuncVerifiers.verifyFunc(op);
    verifyAsyncResults(op, functionType(op).results());
  }

  /** At least one result, all async, and a token only in first place. */
  private static void verifyAsyncResults(Operation op, List<Type> results) {
    if (results.isEmpty()) {
      throw DiagnosticException.opError(op, "result is expected to be at least of size 1, but got 0");
    }
    for (int i = 0; i < results.size(); i++) {
      Type t = results.get(i);
      if (!(t instanceof TokenType) && !(t instanceof ValueType)) {
        throw DiagnosticException.opError(op,
            "result type must be async value type or async token type, but got '" + t + "'");
      }
      if (t instanceof TokenType && i != 0) {
        // Upstream's message starts with a space, hence the double space after "op".
        throw DiagnosticException.opError(op, " results' (optional) async token type is expected "
            + "to appear as the 1st return value, but got " + (i + 1));
      }
    }
  }


  /** The callee must be an async.func whose signature matches the call exactly. */
  private static void verifyCall(Operation op) {
    if (!(op.attr("callee") instanceof SymbolRefAttr callee) || !callee.isFlat()) {
      throw DiagnosticException.opError(op, "requires a 'callee' symbol reference attribute");
    }
    Operation fn = SymbolTable.lookupNearest(op, callee);
    if (fn == null || !fn.is("async.func")) {
      throw DiagnosticException.opError(op, "'" + callee.root() + "' does not reference a valid async function");
    }
    FunctionType fnType = functionType(fn);
    if (fnType.inputs().size() != op.numOperands()) {
      throw DiagnosticException.opError(op, "incorrect number of operands for callee");
    }
    for (int i = 0; i < fnType.inputs().size(); i++) {
      Type provided = op.operand(i).type();
      if (!provided.equals(fnType.inputs().get(i))) {
        throw DiagnosticException.opError(op, "operand type mismatch: expected operand type '"
            + fnType.inputs().get(i) + "', but provided '" + provided + "' for operand number " + i);
      }
    }
    if (fnType.results().size() != op.numResults()) {
      throw DiagnosticException.opError(op, "incorrect number of results for callee");
    }
    for (int i = 0; i < fnType.results().size(); i++) {
      if (!op.result(i).type().equals(fnType.results().get(i))) {
        throw DiagnosticException.opError(op, "result type mismatch at index " + i)
            .note(op.location(), "      op result types: " + quotedList(op.resultTypes()))
            .note(op.location(), "function result types: " + quotedList(fnType.results()));
      }
    }
  }

  private static String quotedList(List<Type> types) {
    return types.stream().map(t -> "'" + t + "'").collect(Collectors.joining(", "));
  }

  /** The operands are the payloads of the parent's value results (after the optional leading token). */
  private static void verifyReturn(Operation op) {
    Operation func = op.parentOp();
    if (func == null || !func.is("async.func")) return; // reported by the parent check
    List<Type> results = functionType(func).results();
    List<Type> expected = new ArrayList<>();
    for (int i = 0; i < results.size(); i++) {
      if (i == 0 && results.get(0) instanceof TokenType) continue;
      expected.add(ValueType.unwrap(results.get(i)));
    }
    if (!op.operandTypes().equals(expected)) {
      throw DiagnosticException.opError(op, "operand types do not match the types returned from the parent FuncOp");
    }
  }
}
