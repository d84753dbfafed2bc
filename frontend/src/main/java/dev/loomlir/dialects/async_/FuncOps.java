package dev.loomlir.dialects.async_;

import dev.loomlir.diag.DiagnosticException;
import dev.loomlir.dialect.AttrKind;
import dev.loomlir.dialect.Attrs;
import dev.loomlir.dialect.OpDef;
import dev.loomlir.dialect.Trait;
import dev.loomlir.dialect.Types;
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
            .attr(FuncSyntax.SYM_NAME, Attrs.SYMBOL_NAME)
            .attr(FuncSyntax.FUNCTION_TYPE, Attrs.FUNCTION_TYPE)
            .optionalAttr(FuncSyntax.SYM_VISIBILITY, Attrs.STRING)
            .optionalAttr(FuncSyntax.ARG_ATTRS, DICT_ARRAY)
            .optionalAttr(FuncSyntax.RES_ATTRS, DICT_ARRAY)
            .region("body")
            .traits(Trait.SYMBOL, Trait.ISOLATED_FROM_ABOVE)
            .defaultDialect("async")
            .syntax(new FuncSyntax())
            .verify(FuncOps::verifyFunc),
        OpDef.op("async.call")
            .summary("async call operation")
            .attr("callee", Attrs.FLAT_SYMBOL_REF)
            .variadicOperand("operands", Types.ANY)
            .optionalAttr(FuncSyntax.ARG_ATTRS, DICT_ARRAY)
            .optionalAttr(FuncSyntax.RES_ATTRS, DICT_ARRAY)
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

  static FunctionType functionType(Operation func) {
    return (FunctionType) ((TypeAttr) func.attr(FuncSyntax.FUNCTION_TYPE)).type();
  }

  /** Upstream's Symbol and FunctionOpInterface checks, then async.func's own rule on results. */
  private static void verifyFunc(Operation op) {
    FunctionType type = functionType(op);
    Block entry = op.region(0).entryBlock();
    String visibility = op.attr(FuncSyntax.SYM_VISIBILITY) instanceof StringAttr s ? s.value() : "public";
    if (entry == null && visibility.equals("public")) {
      throw DiagnosticException.opError(op, "symbol declaration cannot have public visibility");
    }
    verifyAttrsArray(op, FuncSyntax.ARG_ATTRS, "argument", "arguments", type.inputs().size());
    verifyAttrsArray(op, FuncSyntax.RES_ATTRS, "result", "results", type.results().size());
    if (entry != null) verifyEntryArguments(op, entry, type.inputs());
    verifyAsyncResults(op, type.results());
  }

  private static void verifyEntryArguments(Operation op, Block entry, List<Type> inputs) {
    if (entry.numArguments() != inputs.size()) {
      throw DiagnosticException.opError(op, "entry block must have " + inputs.size()
          + " arguments to match function signature");
    }
    for (int i = 0; i < inputs.size(); i++) {
      Type argType = entry.argument(i).type();
      if (!argType.equals(inputs.get(i))) {
        throw DiagnosticException.opError(op, "type of entry block argument #" + i + "('" + argType
            + "') must match the type of the corresponding argument in function signature('" + inputs.get(i) + "')");
      }
    }
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

  private static void verifyAttrsArray(Operation op, String name, String what, String plural, int expected) {
    if (op.attr(name) instanceof ArrayAttr array && array.elements().size() != expected) {
      throw DiagnosticException.opError(op, "expects " + what + " attribute array to have the same number of "
          + "elements as the number of function " + plural + ", got " + array.elements().size()
          + ", but expected " + expected);
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
