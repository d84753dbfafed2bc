package dev.loomlir.dialects.func;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code func.call_indirect}: calls a function value. */
public final class CallIndirectOp extends OpView {
  public static final OpType<CallIndirectOp> TYPE = OpType.of(OpDef.op("func.call_indirect")
      .summary("indirect call operation")
      .operand("callee", Types.FUNCTION)
      .variadicOperand("callee_operands", Types.ANY)
      .variadicResult("results", Types.ANY)
      .optionalAttr("arg_attrs", FuncDialect.DICT_ARRAY)
      .optionalAttr("res_attrs", FuncDialect.DICT_ARRAY)
      .syntax(new CallIndirectSyntax()), CallIndirectOp::new);

  private CallIndirectOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CallIndirectOp match(Operation op) { return TYPE.match(op); }

  public Value callee() { return op.operand(0); }

  public List<Value> calleeOperands() { return operandsFrom(1); }
}
