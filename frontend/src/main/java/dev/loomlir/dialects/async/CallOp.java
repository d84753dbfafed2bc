package dev.loomlir.dialects.async;

import dev.loomlir.dialects.func.FuncDialect;
import dev.loomlir.dialects.func.FuncVerifiers;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code async.call}: calls an {@code async.func}, returning its async results at once. */
public final class CallOp extends OpView {
  public static final OpType<CallOp> TYPE = OpType.of(OpDef.op("async.call")
      .summary("async call operation")
      .attr("callee", Attrs.FLAT_SYMBOL_REF)
      .variadicOperand("operands", Types.ANY)
      .optionalAttr("arg_attrs", FuncDialect.DICT_ARRAY)
      .optionalAttr("res_attrs", FuncDialect.DICT_ARRAY)
      .variadicResult("results", AsyncTypes.VALUE_OR_TOKEN)
      .traits(Trait.SIDE_EFFECTS)
      .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
      .verifySymbolUses(CallOp::verifySymbolUses), CallOp::new);

  private CallOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static CallOp match(Operation op) { return TYPE.match(op); }

  public SymbolRefAttr calleeAttr() { return (SymbolRefAttr) op.attr("callee"); }

  public String callee() { return calleeAttr().root(); }

  public List<Value> argOperands() { return op.operands(); }

  /** The callee must be an async.func whose signature matches the call exactly. */
  private static void verifySymbolUses(Operation op) {
    if (!(op.attr("callee") instanceof SymbolRefAttr callee) || !callee.isFlat()) {
      throw DiagnosticException.opError(op, "requires a 'callee' symbol reference attribute");
    }
    Operation fn = SymbolTable.lookupNearest(op, callee);
    if (!FuncOp.is(fn)) {
      throw DiagnosticException.opError(op, "'" + callee.root() + "' does not reference a valid async function");
    }
    FuncVerifiers.verifyCallSignature(op, FuncVerifiers.functionType(fn));
  }
}
