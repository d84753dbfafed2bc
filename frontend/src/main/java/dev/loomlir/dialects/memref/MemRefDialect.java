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

  // One op's class initialized per name looked up, not the dialect's others (ContextTest checks
  // that it answers for exactly the ops of ops()).
  @Override public OpDef op(String name) {
    return switch (name) {
      case "memref.alloc" -> AllocOp.TYPE.def();
      case "memref.alloca" -> AllocaOp.TYPE.def();
      case "memref.realloc" -> ReallocOp.TYPE.def();
      case "memref.alloca_scope" -> AllocaScopeOp.TYPE.def();
      case "memref.alloca_scope.return" -> AllocaScopeReturnOp.TYPE.def();
      case "memref.dealloc" -> DeallocOp.TYPE.def();
      case "memref.load" -> LoadOp.TYPE.def();
      case "memref.store" -> StoreOp.TYPE.def();
      case "memref.prefetch" -> PrefetchOp.TYPE.def();
      case "memref.dim" -> DimOp.TYPE.def();
      case "memref.rank" -> RankOp.TYPE.def();
      case "memref.cast" -> CastOp.TYPE.def();
      case "memref.memory_space_cast" -> MemorySpaceCastOp.TYPE.def();
      case "memref.copy" -> CopyOp.TYPE.def();
      case "memref.assume_alignment" -> AssumeAlignmentOp.TYPE.def();
      case "memref.atomic_rmw" -> AtomicRmwOp.TYPE.def();
      case "memref.generic_atomic_rmw" -> GenericAtomicRmwOp.TYPE.def();
      case "memref.atomic_yield" -> AtomicYieldOp.TYPE.def();
      case "memref.extract_aligned_pointer_as_index" -> ExtractAlignedPointerAsIndexOp.TYPE.def();
      case "memref.subview" -> SubViewOp.TYPE.def();
      case "memref.reinterpret_cast" -> ReinterpretCastOp.TYPE.def();
      case "memref.reshape" -> ReshapeOp.TYPE.def();
      case "memref.view" -> ViewOp.TYPE.def();
      case "memref.collapse_shape" -> CollapseShapeOp.TYPE.def();
      case "memref.expand_shape" -> ExpandShapeOp.TYPE.def();
      case "memref.extract_strided_metadata" -> ExtractStridedMetadataOp.TYPE.def();
      case "memref.transpose" -> TransposeOp.TYPE.def();
      case "memref.global" -> GlobalOp.TYPE.def();
      case "memref.get_global" -> GetGlobalOp.TYPE.def();
      case "memref.dma_start" -> DmaStartOp.TYPE.def();
      case "memref.dma_wait" -> DmaWaitOp.TYPE.def();
      default -> null;
    };
  }
}
