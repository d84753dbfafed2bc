package dev.loomlir.dialects.cf;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `cf` dialect: unstructured control flow between blocks. */
public final class CfDialect implements Dialect {
  @Override public String namespace() { return "cf"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(AssertOp.TYPE.def(), BranchOp.TYPE.def(), CondBranchOp.TYPE.def(),
        SwitchOp.TYPE.def());
  }

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "cf.assert" -> AssertOp.TYPE.def();
      case "cf.br" -> BranchOp.TYPE.def();
      case "cf.cond_br" -> CondBranchOp.TYPE.def();
      case "cf.switch" -> SwitchOp.TYPE.def();
      default -> null;
    };
  }
}
