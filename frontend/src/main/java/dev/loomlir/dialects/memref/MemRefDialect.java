package dev.loomlir.dialects.memref;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.syntax.format.CustomDirectives;
import java.util.List;

/** The `memref` dialect: buffers, their views, and loads and stores. */
public final class MemRefDialect implements Dialect {
  static {
    registerDirectives();
  }

  /** The {@code custom<...>} directives of memref formats; idempotent. */
  public static void registerDirectives() {
    CustomDirectives.register(DynamicIndexListDirective.NAME, new DynamicIndexListDirective());
    CustomDirectives.register(GlobalTypeAndInitialValueDirective.NAME, new GlobalTypeAndInitialValueDirective());
  }

  @Override public String namespace() { return "memref"; }

  // Built when the Context first needs this dialect's ops, not when the dialect is registered.
  @Override public List<OpDef> ops() {
    return List.of(AllocOp.TYPE.def(), AllocaOp.TYPE.def(), ReallocOp.TYPE.def(),
        AllocaScopeOp.TYPE.def(), AllocaScopeReturnOp.TYPE.def(), DeallocOp.TYPE.def(), LoadOp.TYPE.def(),
        StoreOp.TYPE.def(), PrefetchOp.TYPE.def(), DimOp.TYPE.def(), RankOp.TYPE.def(), CastOp.TYPE.def(),
        MemorySpaceCastOp.TYPE.def(), CopyOp.TYPE.def(), AssumeAlignmentOp.TYPE.def(), AtomicRmwOp.TYPE.def(),
        GenericAtomicRmwOp.TYPE.def(), AtomicYieldOp.TYPE.def(), ExtractAlignedPointerAsIndexOp.TYPE.def(),
        SubViewOp.TYPE.def(), ReinterpretCastOp.TYPE.def(), ReshapeOp.TYPE.def(), ViewOp.TYPE.def(),
        CollapseShapeOp.TYPE.def(), ExpandShapeOp.TYPE.def(), ExtractStridedMetadataOp.TYPE.def(),
        TransposeOp.TYPE.def(), GlobalOp.TYPE.def(), GetGlobalOp.TYPE.def(), DmaStartOp.TYPE.def(), DmaWaitOp.TYPE.def());
  }
}
