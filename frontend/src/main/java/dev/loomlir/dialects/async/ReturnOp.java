package dev.loomlir.dialects.async;

import dev.loomlir.dialects.func.FuncVerifiers;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/** {@code async.return}: ends an {@code async.func}, giving the payloads of its value results. */
public final class ReturnOp extends OpView {
  public static final OpType<ReturnOp> TYPE = OpType.of(OpDef.op("async.return")
      .summary("Async function return operation")
      .variadicOperand("operands", Types.ANY)
      .traits(Trait.PURE, Trait.TERMINATOR, Trait.RETURN_LIKE)
      .parents("async.func")
      .format("attr-dict ($operands^ `:` type($operands))?")
      .verify(ReturnOp::verify), ReturnOp::new);

  private ReturnOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ReturnOp match(Operation op) { return TYPE.match(op); }

  public List<Value> values() { return op.operands(); }

  /** The operands are the payloads of the parent's value results (after the optional leading token). */
  private static void verify(Operation op) {
    Operation func = op.parentOp();
    if (!FuncOp.is(func)) return; // reported by the parent check
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
