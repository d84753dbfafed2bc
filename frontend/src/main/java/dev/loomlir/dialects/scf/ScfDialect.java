package dev.loomlir.dialects.scf;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `scf` dialect: structured control flow (loops and conditionals with regions). */
public final class ScfDialect implements Dialect {
  @Override public String namespace() { return "scf"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(ConditionOp.TYPE.def(), ExecuteRegionOp.TYPE.def(), ForOp.TYPE.def(),
        IfOp.TYPE.def(), ParallelOp.TYPE.def(), ReduceOp.TYPE.def(), ReduceReturnOp.TYPE.def(), WhileOp.TYPE.def(),
        IndexSwitchOp.TYPE.def(), YieldOp.TYPE.def());
  }
}
