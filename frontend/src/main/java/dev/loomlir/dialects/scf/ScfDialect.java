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

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "scf.condition" -> ConditionOp.TYPE.def();
      case "scf.execute_region" -> ExecuteRegionOp.TYPE.def();
      case "scf.for" -> ForOp.TYPE.def();
      case "scf.if" -> IfOp.TYPE.def();
      case "scf.parallel" -> ParallelOp.TYPE.def();
      case "scf.reduce" -> ReduceOp.TYPE.def();
      case "scf.reduce.return" -> ReduceReturnOp.TYPE.def();
      case "scf.while" -> WhileOp.TYPE.def();
      case "scf.index_switch" -> IndexSwitchOp.TYPE.def();
      case "scf.yield" -> YieldOp.TYPE.def();
      default -> null;
    };
  }
}
