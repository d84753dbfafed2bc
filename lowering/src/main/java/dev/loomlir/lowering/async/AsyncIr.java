package dev.loomlir.lowering.async;

import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.dialects.async.GroupType;
import dev.loomlir.dialects.async.TokenType;
import dev.loomlir.dialects.async.ValueType;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.rewrite.OpBuilder;

/** Small queries and builders on async IR shared by the async passes. */
final class AsyncIr {
  private AsyncIr() {}

  /** Tokens, values and groups: the objects the async runtime reference counts. */
  static boolean isRefCounted(Type type) {
    return type instanceof TokenType || type instanceof ValueType || type instanceof GroupType;
  }

  /** The closest enclosing {@code func.func} (not the op itself), or null. */
  static Operation enclosingFunc(Operation op) {
    Operation parent = op.parentOp();
    FuncOp func = FuncOp.TYPE.closest(parent);
    return func == null ? null : func.operation();
  }

  /** Creates an empty {@code func.func} (no blocks) at the builder's insertion point. */
  static Operation createFunc(OpBuilder b, Location loc, String name, Attribute functionType) {
    OperationState s = b.state(FuncOp.TYPE, loc);
    s.addAttribute("sym_name", new StringAttr(name));
    s.addAttribute("function_type", functionType);
    s.addRegion();
    return b.insert(s);
  }
}
