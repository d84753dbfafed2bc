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

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "affine.apply" -> ApplyOp.TYPE.def();
      case "affine.delinearize_index" -> DelinearizeIndexOp.TYPE.def();
      case "affine.for" -> ForOp.TYPE.def();
      case "affine.if" -> IfOp.TYPE.def();
      case "affine.linearize_index" -> LinearizeIndexOp.TYPE.def();
      case "affine.load" -> LoadOp.TYPE.def();
      case "affine.max" -> MaxOp.TYPE.def();
      case "affine.min" -> MinOp.TYPE.def();
      case "affine.parallel" -> ParallelOp.TYPE.def();
      case "affine.prefetch" -> PrefetchOp.TYPE.def();
      case "affine.store" -> StoreOp.TYPE.def();
      case "affine.vector_load" -> VectorLoadOp.TYPE.def();
      case "affine.vector_store" -> VectorStoreOp.TYPE.def();
      case "affine.yield" -> YieldOp.TYPE.def();
      default -> null;
    };
  }
}
