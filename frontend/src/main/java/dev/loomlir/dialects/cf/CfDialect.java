package dev.loomlir.dialects.cf;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `cf` dialect: unstructured control flow between blocks. */
public final class CfDialect implements Dialect {
  private static final List<OpDef> OPS = List.of(AssertOp.TYPE.def(), BranchOp.TYPE.def(), CondBranchOp.TYPE.def(),
      SwitchOp.TYPE.def());

  @Override public String namespace() { return "cf"; }

  @Override public List<OpDef> ops() { return OPS; }
}
