package dev.loomlir.dialects.memref;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** {@code memref.alloca_scope.return}: the terminator of an alloca_scope, returning its results. */
public final class AllocaScopeReturnOp extends OpView {
  public static final OpType<AllocaScopeReturnOp> TYPE = OpType.of(OpDef.op("memref.alloca_scope.return")
      .summary("terminator for alloca_scope operation")
      .variadicOperand("results", Types.ANY)
      .parents("memref.alloca_scope")
      .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
      .format("attr-dict ($results^ `:` type($results))?"), AllocaScopeReturnOp::new);

  private AllocaScopeReturnOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static AllocaScopeReturnOp match(Operation op) { return TYPE.match(op); }

  public List<Value> results() { return op.operands(); }
}
