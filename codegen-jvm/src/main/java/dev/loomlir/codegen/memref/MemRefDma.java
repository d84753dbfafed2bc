package dev.loomlir.codegen.memref;

import static org.objectweb.asm.Opcodes.ICONST_0;
import static org.objectweb.asm.Opcodes.ICONST_1;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.memref.DmaStartOp;
import dev.loomlir.dialects.memref.DmaWaitOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import java.util.Arrays;
import java.util.List;

/**
 * {@code memref.dma_start} and {@code memref.dma_wait}: calls of the runtime's {@code Dma}, where a
 * transfer completes when it starts. A transfer without a stride is passed as one chunk of all its
 * elements; which side a stride applies to (the lower memory space) is decided here, from the types.
 */
final class MemRefDma {
  private MemRefDma() {}

  static void register(EmitterRegistry r) {
    r.register(DmaStartOp.TYPE, MemRefDma::emitStart);
    r.register(DmaWaitOp.TYPE, MemRefDma::emitWait);
  }

  private static void emitStart(Operation op, EmitContext ctx) {
    MemRefTypes.rejectMemRefsOfVectors(op);
    DmaStartOp dma = DmaStartOp.match(op);
    ctx.load(dma.srcMemRef());
    pushIndices(ctx, dma.srcIndices());
    ctx.load(dma.dstMemRef());
    pushIndices(ctx, dma.dstIndices());
    ctx.load(dma.numElements());
    ctx.load(dma.tagMemRef());
    pushIndices(ctx, dma.tagIndices());
    ctx.load(dma.isStrided() ? dma.stride() : dma.numElements());
    ctx.load(dma.isStrided() ? dma.numElementsPerStride() : dma.numElements());
    ctx.mv().visitInsn(dma.strideAppliesToSource() ? ICONST_1 : ICONST_0);
    ctx.pushLocation();
    RuntimeAbi.DMA_START.invoke(ctx.mv());
  }

  private static void emitWait(Operation op, EmitContext ctx) {
    MemRefTypes.rejectMemRefsOfVectors(op);
    DmaWaitOp wait = DmaWaitOp.match(op);
    ctx.load(wait.tagMemRef());
    pushIndices(ctx, wait.tagIndices());
    ctx.pushLocation();
    RuntimeAbi.DMA_WAIT.invoke(ctx.mv());
  }

  private static void pushIndices(EmitContext ctx, List<Value> indices) {
    long[] allDynamic = new long[indices.size()];
    Arrays.fill(allDynamic, MemRefTypes.DYNAMIC);
    MemRefOperands.pushLongs(ctx, allDynamic, indices);
  }
}
