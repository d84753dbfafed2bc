package dev.loomlir.dialects.async;

import dev.loomlir.dialects.func.FuncDialect;
import dev.loomlir.dialects.func.FuncVerifiers;
import dev.loomlir.dialects.func.FunctionSyntax;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import java.util.List;

/**
 * {@code async.func}: a function whose results are an optional {@code !async.token} followed by
 * {@code !async.value}s; its body runs as a coroutine, suspending at awaits.
 */
public final class FuncOp extends OpView {
  public static final OpType<FuncOp> TYPE = OpType.of(OpDef.op("async.func")
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
      .verify(FuncOp::verify), FuncOp::new);

  private FuncOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FuncOp match(Operation op) { return TYPE.match(op); }

  public FunctionType functionType() { return FuncVerifiers.functionType(op); }

  /** The body (empty for a declaration), run as a coroutine once converted. */
  public Region body() { return op.region(0); }

  /** Upstream's Symbol and FunctionOpInterface checks, then async.func's own rule on results. */
  private static void verify(Operation op) {
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
}
