package dev.loomlir.dialects.async;

import dev.loomlir.dialects.func.FuncDialect;
import dev.loomlir.dialects.func.FuncVerifiers;
import dev.loomlir.dialects.func.FunctionSyntax;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import java.util.ArrayList;
import java.util.List;

/** {@code async.func}, {@code async.call} and {@code async.return}: functions returning async results. */
final class FuncOps {
  private FuncOps() {}

  static List<OpDef> ops() {
    return List.of(
        OpDef.op("async.func")
            .summary("async function operation")
            .attr("sym_name", Attrs.SYMBOL_NAME)
            .attr("function_type", Attrs.FUNCTION_TYPE)
            .optionalAttr("sym_visibility", Attrs.STRING)
            .optionalAttr("arg_attrs", FuncDialect.DICT_ARRAY)
            .optionalAttr("res_attrs", FuncDialect.DICT_ARRAY)
            .region("body")
            .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE)
            .defaultDialect("async")
            .syntax(new FunctionSyntax())
            .verify(FuncOps::verifyFunc),
        OpDef.op("async.call")
            .summary("async call operation")
            .attr("callee", Attrs.FLAT_SYMBOL_REF)
            .variadicOperand("operands", Types.ANY)
            .optionalAttr("arg_attrs", FuncDialect.DICT_ARRAY)
            .optionalAttr("res_attrs", FuncDialect.DICT_ARRAY)
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

  /** Upstream's Symbol and FunctionOpInterface checks, then async.func's own rule on results. */
  private static void verifyFunc(Operation op) {
    FuncVerifiers.verifyFunc(op);
    verifyAsyncResults(op, FuncVerifiers.functionType(op).results());
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
    FuncVerifiers.verifyCallSignature(op, FuncVerifiers.functionType(fn));
  }

  /** The operands are the payloads of the parent's value results (after the optional leading token). */
  private static void verifyReturn(Operation op) {
    Operation func = op.parentOp();
    if (func == null || !func.is("async.func")) return; // reported by the parent check
    List<Type> results = FuncVerifiers.functionType(func).results();
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
