package dev.loomlir.dialects.affine;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpDef;
import java.util.List;

/** The `affine` dialect: loops, conditions and memory accesses whose bounds and indices are affine maps. */
public final class AffineDialect implements Dialect {
  @Override public String namespace() { return "affine"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(ApplyOp.TYPE.def(), DelinearizeIndexOp.TYPE.def(), ForOp.TYPE.def(),
        IfOp.TYPE.def(), LinearizeIndexOp.TYPE.def(), LoadOp.TYPE.def(), MaxOp.TYPE.def(), MinOp.TYPE.def(),
        ParallelOp.TYPE.def(), PrefetchOp.TYPE.def(), StoreOp.TYPE.def(), VectorLoadOp.TYPE.def(),
        VectorStoreOp.TYPE.def(), YieldOp.TYPE.def());
  }
}
