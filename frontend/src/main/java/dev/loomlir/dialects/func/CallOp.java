package dev.loomlir.dialects.func;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.OpBuilder;
import java.util.List;

/** {@code func.call}: calls the function its {@code callee} symbol names. */
public final class CallOp extends OpView {
  public static final OpType<CallOp> TYPE = OpType.of(OpDef.op("func.call")
      .summary("call operation")
      .attr("callee", Attrs.FLAT_SYMBOL_REF)
      .optionalAttr("arg_attrs", FuncDialect.DICT_ARRAY)
      .optionalAttr("res_attrs", FuncDialect.DICT_ARRAY)
      .optionalAttr("no_inline", Attrs.UNIT)
      .variadicOperand("operands", Types.ANY)
      .variadicResult("results", Types.ANY)
      .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
      .verifySymbolUses(FuncVerifiers::verifyCallSymbolUses), CallOp::new);

  private CallOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CallOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code func.call @callee(operands) : (...) -> resultTypes}; {@code callee} is a flat symbol reference. */
  public static CallOp create(OpBuilder b, Location loc, Attribute callee, List<? extends Value> operands, List<Type> resultTypes) {
    OperationState s = b.state(TYPE, loc);
    s.addAttribute("callee", callee);
    s.operands.addAll(operands);
    s.resultTypes.addAll(resultTypes);
    return new CallOp(b.insert(s));
  }

  /** The same calling the function named {@code callee}. */
  public static CallOp create(OpBuilder b, Location loc, String callee, List<? extends Value> operands, List<Type> resultTypes) {
    return create(b, loc, SymbolRefAttr.flat(callee), operands, resultTypes);
  }

  /** The callee's symbol reference. */
  public SymbolRefAttr calleeAttr() { return (SymbolRefAttr) op.attr("callee"); }

  /** The callee's name. */
  public String callee() { return calleeAttr().root(); }

  public List<Value> argOperands() { return op.operands(); }
}
