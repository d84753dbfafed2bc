package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.abi.MemRefDescriptorAbi;
import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.memref.AllocLike;
import dev.loomlir.dialects.memref.AllocOp;
import dev.loomlir.dialects.memref.AllocaOp;
import dev.loomlir.dialects.memref.AllocaScopeOp;
import dev.loomlir.dialects.memref.AllocaScopeReturnOp;
import dev.loomlir.dialects.memref.AssumeAlignmentOp;
import dev.loomlir.dialects.memref.CastOp;
import dev.loomlir.dialects.memref.CopyOp;
import dev.loomlir.dialects.memref.DeallocOp;
import dev.loomlir.dialects.memref.DimOp;
import dev.loomlir.dialects.memref.ExtractAlignedPointerAsIndexOp;
import dev.loomlir.dialects.memref.LoadOp;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.dialects.memref.MemorySpaceCastOp;
import dev.loomlir.dialects.memref.PrefetchOp;
import dev.loomlir.dialects.memref.RankOp;
import dev.loomlir.dialects.memref.ReallocOp;
import dev.loomlir.dialects.memref.StoreOp;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.UnrankedMemRefType;
import dev.loomlir.ir.Value;
import dev.loomlir.runtime.memref.ElementKind;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The memref dialect: allocation, access, casts and copies here; views in {@link MemRefViews},
 * atomics in {@link MemRefAtomics}, globals in {@link MemRefGlobals}, the printers in
 * {@link MemRefExternals}. Descriptors are {@code dev.loomlir.runtime.memref} objects
 * ({@link MemRefTypes}); element access is {@link MemRefAccess}.
 */
public final class MemRefEmitters implements Opcodes {
  private static final Object SCOPE_ENDS = new Object();

  private MemRefEmitters() {}

  public static void register(EmitterRegistry r) {
    MemRefTypes.register(r.types());
    r.onDefinition(MemRefAccess::onDefinition);
    r.register(AllocOp.TYPE, MemRefEmitters::emitAlloc);
    r.register(AllocaOp.TYPE, MemRefEmitters::emitAlloc);
    r.register(ReallocOp.TYPE, MemRefEmitters::emitRealloc);
    r.register(AllocaScopeOp.TYPE, MemRefEmitters::emitAllocaScope);
    r.register(AllocaScopeReturnOp.TYPE, MemRefEmitters::emitAllocaScopeReturn);
    r.register(DeallocOp.TYPE, (op, ctx) -> {}); // the GC frees storage
    r.register(LoadOp.TYPE, MemRefEmitters::emitLoad);
    r.register(StoreOp.TYPE, MemRefEmitters::emitStore);
    r.register(PrefetchOp.TYPE, (op, ctx) -> {}); // a cache hint: nothing to do
    r.register(DimOp.TYPE, MemRefEmitters::emitDim);
    r.register(RankOp.TYPE, MemRefEmitters::emitRank);
    r.register(CastOp.TYPE, MemRefEmitters::emitCast);
    r.register(MemorySpaceCastOp.TYPE, MemRefEmitters::emitSameValue); // one memory space on the JVM
    r.register(CopyOp.TYPE, MemRefEmitters::emitCopy);
    r.register(AssumeAlignmentOp.TYPE, MemRefEmitters::emitSameValue);
    r.register(ExtractAlignedPointerAsIndexOp.TYPE, MemRefEmitters::emitAlignedPointer);
    MemRefViews.register(r);
    MemRefDma.register(r);
    MemRefAtomics.register(r);
    MemRefGlobals.register(r);
    MemRefExternals.register(r.externals());
  }

  /**
   * alloc and alloca: a zero-filled array (both on the heap: the GC reclaims what alloca_scope
   * or the function's return would free). Identity layouts allocate exactly the elements;
   * static strided layouts enough for every element they address.
   */
  private static void emitAlloc(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    MemRefType t = (MemRefType) op.result().type();
    MemRefDescriptorAbi descriptor = RuntimeAbi.memref(MemRefTypes.kindOf(t, op.location()));
    long[] shape = MemRefTypes.storageShape(t);
    List<Value> dynamicSizes = AllocLike.dynamicSizes(op);
    if (t.hasIdentityLayout()) {
      MemRefOperands.pushLongs(ctx, shape, dynamicSizes);
      ctx.pushLocation();
      descriptor.alloc().invoke(mv);
    } else {
      MemRefLayouts.Strided layout = MemRefTypes.layout(t, op.location());
      if (layout.offset() == MemRefTypes.DYNAMIC || layout.strides().contains(MemRefTypes.DYNAMIC)) {
        throw new DiagnosticException(op.location(), "'" + op.name() + "' of a layout with dynamic strides or offset"
            + " is not supported by the JVM code generator");
      }
      Bytecode.pushLong(mv, layout.offset());
      MemRefOperands.pushLongs(ctx, shape, dynamicSizes);
      MemRefOperands.pushLongs(mv, MemRefTypes.longs(layout.strides()));
      ctx.pushLocation();
      descriptor.allocStrided().invoke(mv);
    }
    ctx.store(op.result());
  }

  /**
   * A new zero-filled allocation of the result's size holding the source's first elements (as
   * many as fit); upstream leaves the new elements undefined. The source stays readable (upstream:
   * using it after the realloc is undefined).
   */
  private static void emitRealloc(Operation op, EmitContext ctx) {
    MemRefTypes.rejectMemRefsOfVectors(op);
    ReallocOp realloc = ReallocOp.TYPE.cast(op);
    MemRefType t = (MemRefType) realloc.result().type();
    ctx.load(realloc.source());
    long size = t.shape().get(0);
    if (size == MemRefTypes.DYNAMIC) ctx.load(realloc.dynamicResultSize());
    else Bytecode.pushLong(ctx.mv(), size);
    ctx.pushLocation();
    RuntimeAbi.MEMREF_REALLOC.invoke(ctx.mv());
    MemRefOperands.castToDescriptor(ctx, t);
    ctx.store(realloc.result());
  }

  /** The region runs inline; its return stores the scope's results and jumps past it. */
  private static void emitAllocaScope(Operation op, EmitContext ctx) {
    Label end = new Label();
    ctx.<Map<Operation, Label>>functionState(SCOPE_ENDS, HashMap::new).put(op, end);
    for (Block b : op.region(0).blocks()) ctx.emitBlock(b);
    ctx.mv().visitLabel(end);
  }

  private static void emitAllocaScopeReturn(Operation op, EmitContext ctx) {
    Operation scope = op.parentOp();
    Label end = ctx.<Map<Operation, Label>>functionState(SCOPE_ENDS, HashMap::new).get(scope);
    for (int i = 0; i < op.numOperands(); i++) {
      ctx.load(op.operand(i));
      ctx.store(scope.result(i));
    }
    ctx.mv().visitJumpInsn(GOTO, end);
  }

  private static void emitLoad(Operation op, EmitContext ctx) {
    LoadOp load = LoadOp.TYPE.cast(op);
    Value memref = load.memref();
    ElementKind k = MemRefTypes.kindOf(memref.type(), ctx.location());
    dev.loomlir.ir.Type element = load.result().type();
    MemRefAccess.guarded(ctx, () -> {
      MemRefAccess.pushAddress(ctx, memref, load.indices());
      MemRefTypes.arrayLoad(ctx.mv(), element, k);
    });
    ctx.store(load.result());
  }

  private static void emitStore(Operation op, EmitContext ctx) {
    StoreOp store = StoreOp.TYPE.cast(op);
    Value memref = store.memref();
    ElementKind k = MemRefTypes.kindOf(memref.type(), ctx.location());
    Value value = store.value();
    MemRefAccess.guarded(ctx, () -> {
      MemRefAccess.pushAddress(ctx, memref, store.indices());
      ctx.load(value);
      MemRefTypes.arrayStore(ctx.mv(), value.type(), k);
    });
  }

  /** Pushes size {@code pushIndex} of memref {@code source}, read from its descriptor (an index out of range is a located error). */
  static void pushDim(EmitContext ctx, Value source, Runnable pushIndex) {
    ctx.load(source);
    pushIndex.run();
    ctx.pushLocation();
    RuntimeAbi.MEMREF_DIM.invoke(ctx.mv());
  }

  /** A static size is a constant; otherwise the descriptor's size (an invalid index is a located error). */
  private static void emitDim(Operation op, EmitContext ctx) {
    DimOp dim = DimOp.TYPE.cast(op);
    Value source = dim.source();
    Long d = MemRefAccess.constantIndex(dim.index());
    if (source.type() instanceof MemRefType t && d != null && d >= 0 && d < t.rank()
        && t.shape().get(d.intValue()) != MemRefTypes.DYNAMIC) {
      Bytecode.pushLong(ctx.mv(), t.shape().get(d.intValue()));
    } else {
      pushDim(ctx, source, () -> ctx.load(dim.index()));
    }
    ctx.store(dim.result());
  }

  private static void emitRank(Operation op, EmitContext ctx) {
    RankOp rank = RankOp.TYPE.cast(op);
    Value source = rank.memref();
    if (source.type() instanceof MemRefType t) {
      Bytecode.pushLong(ctx.mv(), t.rank());
    } else {
      ctx.load(source);
      RuntimeAbi.MEMREF_RANK.invoke(ctx.mv());
      // The descriptor's rank counts the vector element's dimensions too (see MemRefTypes).
      int vectorRank = MemRefTypes.elementRank(((UnrankedMemRefType) source.type()).elementType());
      if (vectorRank > 0) {
        Bytecode.pushLong(ctx.mv(), vectorRank);
        ctx.mv().visitInsn(LSUB);
      }
    }
    ctx.store(rank.result());
  }

  /**
   * Ranked to unranked is free (same object). Towards a ranked type, what the result type
   * claims and the source type does not guarantee (rank, static sizes, static strides and
   * offset) is checked at run time: upstream leaves a mismatch undefined, we report it.
   */
  private static void emitCast(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    CastOp cast = CastOp.TYPE.cast(op);
    Value source = cast.source();
    ctx.load(source);
    if (cast.dest().type() instanceof MemRefType dest) {
      MemRefType from = source.type() instanceof MemRefType m ? m : null;
      // On the storage's sizes and layout, which a memref of vectors extends by the vector's.
      long[] destShape = MemRefTypes.storageShape(dest);
      long[] fromShape = from == null ? null : MemRefTypes.storageShape(from);
      long[] sizes = new long[destShape.length];
      boolean checkSizes = from == null;
      for (int d = 0; d < sizes.length; d++) {
        long want = destShape[d];
        boolean known = from != null && fromShape[d] == want;
        sizes[d] = want == MemRefTypes.DYNAMIC || known ? -1 : want;
        checkSizes |= sizes[d] >= 0;
      }
      if (checkSizes) {
        Bytecode.pushInt(mv, destShape.length);
        MemRefOperands.pushLongs(mv, sizes);
        ctx.pushLocation();
        RuntimeAbi.MEMREF_CAST_TO.invoke(mv);
      }
      MemRefLayouts.Strided want = MemRefTypes.layout(dest, op.location());
      MemRefLayouts.Strided have = from == null ? null : MemRefTypes.layoutOrNull(from);
      if (!want.equals(have) && claimsMore(want, have)) {
        Bytecode.pushLong(mv, want.offset());
        MemRefOperands.pushLongs(mv, MemRefTypes.longs(want.strides()));
        ctx.pushLocation();
        RuntimeAbi.MEMREF_CHECK_LAYOUT.invoke(mv);
      }
      MemRefOperands.castToDescriptor(ctx, dest);
    }
    ctx.store(op.result());
  }

  /** Whether layout {@code want} has a static value where {@code have} (null: unknown) has none. */
  private static boolean claimsMore(MemRefLayouts.Strided want, MemRefLayouts.Strided have) {
    if (want.offset() != MemRefTypes.DYNAMIC && (have == null || have.offset() == MemRefTypes.DYNAMIC)) return true;
    for (int d = 0; d < want.strides().size(); d++) {
      if (want.strides().get(d) != MemRefTypes.DYNAMIC
          && (have == null || have.strides().get(d) == MemRefTypes.DYNAMIC)) return true;
    }
    return false;
  }

  private static void emitCopy(Operation op, EmitContext ctx) {
    CopyOp copy = CopyOp.TYPE.cast(op);
    ctx.load(copy.source());
    ctx.load(copy.target());
    ctx.pushLocation();
    RuntimeAbi.MEMREFS_COPY.invoke(ctx.mv());
  }

  private static void emitSameValue(Operation op, EmitContext ctx) {
    ctx.load(op.operand(0));
    ctx.store(op.result());
  }

  /**
   * There are no addresses on the JVM: the result identifies the allocation (the same for every
   * view of it), see {@code MemRef.basePointer()}.
   */
  private static void emitAlignedPointer(Operation op, EmitContext ctx) {
    ExtractAlignedPointerAsIndexOp extract = ExtractAlignedPointerAsIndexOp.TYPE.cast(op);
    ctx.load(extract.source());
    RuntimeAbi.MEMREF_BASE_POINTER.invoke(ctx.mv());
    ctx.store(extract.alignedPointer());
  }
}
