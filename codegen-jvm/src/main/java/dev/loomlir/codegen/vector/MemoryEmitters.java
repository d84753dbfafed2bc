package dev.loomlir.codegen.vector;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.memref.MemRefElements;
import dev.loomlir.dialects.vector.CompressStoreOp;
import dev.loomlir.dialects.vector.ExpandLoadOp;
import dev.loomlir.dialects.vector.GatherOp;
import dev.loomlir.dialects.vector.LoadOp;
import dev.loomlir.dialects.vector.MaskedLoadOp;
import dev.loomlir.dialects.vector.MaskedStoreOp;
import dev.loomlir.dialects.vector.ScatterOp;
import dev.loomlir.dialects.vector.StoreOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import dev.loomlir.runtime.memref.ElementKind;
import java.util.List;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The vector memory ops, lane by lane on the memref's array. An unmasked row
 * ({@code vector.load}/{@code store}) checks its whole run of elements once, then accesses them
 * at constant offsets (which C2 range-checks as one); masked, expanding, compressing, gathering
 * and scattering lanes are checked one by one, and only where their mask bit is set (masked-off
 * lanes may lie outside the memref, as upstream allows). An access outside the allocation is the
 * op's located memref error. {@code memref.load}/{@code store} of a whole vector (a memref of
 * vectors) is a row too.
 */
final class MemoryEmitters implements Opcodes {
  private MemoryEmitters() {}

  static void register(EmitterRegistry r) {
    r.register(LoadOp.TYPE, (op, ctx) -> load(LoadOp.match(op), ctx));
    r.register(StoreOp.TYPE, (op, ctx) -> store(StoreOp.match(op), ctx));
    r.register(MaskedLoadOp.TYPE, (op, ctx) -> maskedLoad(MaskedLoadOp.match(op), ctx));
    r.register(MaskedStoreOp.TYPE, (op, ctx) -> maskedStore(MaskedStoreOp.match(op), ctx));
    r.register(ExpandLoadOp.TYPE, (op, ctx) -> expandLoad(ExpandLoadOp.match(op), ctx));
    r.register(CompressStoreOp.TYPE, (op, ctx) -> compressStore(CompressStoreOp.match(op), ctx));
    r.register(GatherOp.TYPE, (op, ctx) -> gather(GatherOp.match(op), ctx));
    r.register(ScatterOp.TYPE, (op, ctx) -> scatter(ScatterOp.match(op), ctx));
    // memref.load and memref.store of a whole vector (on a memref of vectors, whose storage holds
    // each vector's lanes in a run): vector.load's and vector.store's code.
    r.registerVariant(dev.loomlir.dialects.memref.LoadOp.TYPE, MemoryEmitters::isWholeVectorLoad, (op, ctx) -> {
      var load = dev.loomlir.dialects.memref.LoadOp.match(op);
      loadRun(load.memref(), load.indices(), load.result(), ctx);
    });
    r.registerVariant(dev.loomlir.dialects.memref.StoreOp.TYPE, MemoryEmitters::isWholeVectorStore, (op, ctx) -> {
      var store = dev.loomlir.dialects.memref.StoreOp.match(op);
      storeRun(store.value(), store.memref(), store.indices(), ctx);
    });
  }

  private static boolean isWholeVectorLoad(Operation op) {
    return dev.loomlir.dialects.memref.LoadOp.is(op) && op.result(0).type() instanceof VectorType;
  }

  private static boolean isWholeVectorStore(Operation op) {
    return dev.loomlir.dialects.memref.StoreOp.is(op) && op.operand(0).type() instanceof VectorType;
  }

  static boolean handles(Operation op) {
    return LoadOp.is(op) || StoreOp.is(op) || MaskedLoadOp.is(op) || MaskedStoreOp.is(op) || ExpandLoadOp.is(op)
        || CompressStoreOp.is(op) || GatherOp.is(op) || ScatterOp.is(op) || isWholeVectorLoad(op) || isWholeVectorStore(op);
  }

  /** The memory ops whose result lanes go straight to a {@code to_elements}. */
  static boolean writesLanes(Operation op) {
    return LoadOp.is(op) || MaskedLoadOp.is(op) || ExpandLoadOp.is(op) || GatherOp.is(op) || isWholeVectorLoad(op);
  }

  /** A run of array elements from a checked index: the array and the index in two locals. */
  private record Run(int array, int index) {
    void push(MethodVisitor mv, int k) {
      mv.visitVarInsn(ALOAD, array);
      mv.visitVarInsn(ILOAD, index);
      if (k != 0) {
        Bytecode.pushInt(mv, k);
        mv.visitInsn(IADD);
      }
    }
  }

  private static Run checkedRun(EmitContext ctx, Value memref, List<Value> indices, int extent, ElementKind kind) {
    MemRefElements.pushAddress(ctx, memref, indices, extent);
    int index = ctx.newLocal(Type.INT_TYPE), array = ctx.newLocal(MemRefElements.arrayType(kind));
    ctx.mv().visitVarInsn(ISTORE, index);
    ctx.mv().visitVarInsn(ASTORE, array);
    return new Run(array, index);
  }

  private static void load(LoadOp l, EmitContext ctx) {
    // A memref of vectors holds each one's lanes in a run, whatever the vector's rank.
    if (l.vectorType().rank() > 1 && !MemRefElements.holdsVectors(l.base().type())) {
      TransferEmitters.loadRows(l.operation(), l.base(), l.indices(), l.vectorType(), ctx);
      return;
    }
    loadRun(l.base(), l.indices(), l.operation().result(0), ctx);
  }

  private static void store(StoreOp s, EmitContext ctx) {
    if (s.vectorType().rank() > 1 && !MemRefElements.holdsVectors(s.base().type())) {
      TransferEmitters.storeRows(s.operation(), s.valueToStore(), s.base(), s.indices(), ctx);
      return;
    }
    storeRun(s.valueToStore(), s.base(), s.indices(), ctx);
  }

  /** Reads vector {@code result}'s lanes from the run of array elements at element {@code indices}, checked once. */
  private static void loadRun(Value memref, List<Value> indices, Value result, EmitContext ctx) {
    VectorType t = (VectorType) result.type();
    int n = (int) t.numElements();
    ElementKind kind = MemRefElements.kindOf(memref.type(), ctx.location());
    VectorLanes.Sink sink = new VectorLanes.Sink(ctx, result);
    MemRefElements.guarded(ctx, () -> {
      Run run = checkedRun(ctx, memref, indices, n, kind);
      for (int k = 0; k < n; k++) {
        sink.begin(k);
        run.push(ctx.mv(), k);
        MemRefElements.load(ctx.mv(), t.elementType(), kind);
        sink.end(k);
      }
    });
    sink.finish();
  }

  /** Writes {@code value}'s lanes to the run of array elements at element {@code indices}, checked once. */
  private static void storeRun(Value value, Value memref, List<Value> indices, EmitContext ctx) {
    VectorType t = (VectorType) value.type();
    int n = (int) t.numElements();
    ElementKind kind = MemRefElements.kindOf(memref.type(), ctx.location());
    MemRefElements.guarded(ctx, () -> {
      Run run = checkedRun(ctx, memref, indices, n, kind);
      for (int k = 0; k < n; k++) {
        run.push(ctx.mv(), k);
        VectorLanes.pushLane(ctx, value, k);
        MemRefElements.store(ctx.mv(), t.elementType(), kind);
      }
    });
  }

  /** The array, the unchecked linear index of the first element and the array length, in locals. */
  record Base(int array, int start, int length) {
    /** Pushes the array and the checked index of element {@code start + offset} (offset: a long on the stack, or a constant). */
    void pushChecked(MethodVisitor mv, Runnable pushOffset) {
      mv.visitVarInsn(ALOAD, array);
      mv.visitVarInsn(LLOAD, start);
      pushOffset.run();
      mv.visitInsn(LADD);
      mv.visitVarInsn(LLOAD, length);
      RuntimeAbi.CHECK_INDEX_LONG.invoke(mv);
      mv.visitInsn(L2I);
    }
  }

  static Base base(EmitContext ctx, Value memref, List<Value> indices, ElementKind kind) {
    MethodVisitor mv = ctx.mv();
    int array = ctx.newLocal(MemRefElements.arrayType(kind)), start = ctx.newLocal(Type.LONG_TYPE);
    int length = ctx.newLocal(Type.LONG_TYPE);
    MemRefElements.pushArray(ctx, memref);
    mv.visitVarInsn(ASTORE, array);
    MemRefElements.pushLinearIndex(ctx, memref, indices);
    mv.visitVarInsn(LSTORE, start);
    MemRefElements.pushLength(ctx, memref);
    mv.visitVarInsn(LSTORE, length);
    return new Base(array, start, length);
  }

  static Runnable constant(MethodVisitor mv, long k) { return () -> Bytecode.pushLong(mv, k); }

  /** Lane {@code k} is loaded where the mask is set, else pass-through lane {@code k}. */
  private static void maskedLoad(MaskedLoadOp m, EmitContext ctx) {
    VectorType t = m.vectorType();
    ElementKind kind = MemRefElements.kindOf(m.base().type(), ctx.location());
    MethodVisitor mv = ctx.mv();
    VectorLanes.Sink sink = new VectorLanes.Sink(ctx, m.operation().result(0));
    MemRefElements.guarded(ctx, () -> {
      Base b = base(ctx, m.base(), m.indices(), kind);
      for (int k = 0; k < t.numElements(); k++) {
        final long lane = k;
        sink.begin(k);
        loadOrPass(ctx, m.mask(), m.passThru(), k, () -> {
          b.pushChecked(mv, constant(mv, lane));
          MemRefElements.load(mv, t.elementType(), kind);
        });
        sink.end(k);
      }
    });
    sink.finish();
  }

  /** {@code mask[k] ? (load) : pass[k]}. */
  private static void loadOrPass(EmitContext ctx, Value mask, Value pass, int k, Runnable load) {
    MethodVisitor mv = ctx.mv();
    Label off = new Label(), done = new Label();
    VectorLanes.pushLane(ctx, mask, k);
    mv.visitJumpInsn(IFEQ, off);
    load.run();
    mv.visitJumpInsn(GOTO, done);
    mv.visitLabel(off);
    VectorLanes.pushLane(ctx, pass, k);
    mv.visitLabel(done);
  }

  /** {@code if (mask[k]) (store)}. */
  private static void storeIfSet(EmitContext ctx, Value mask, int k, Runnable store) {
    MethodVisitor mv = ctx.mv();
    Label off = new Label();
    VectorLanes.pushLane(ctx, mask, k);
    mv.visitJumpInsn(IFEQ, off);
    store.run();
    mv.visitLabel(off);
  }

  private static void maskedStore(MaskedStoreOp m, EmitContext ctx) {
    VectorType t = m.vectorType();
    ElementKind kind = MemRefElements.kindOf(m.base().type(), ctx.location());
    MethodVisitor mv = ctx.mv();
    MemRefElements.guarded(ctx, () -> {
      Base b = base(ctx, m.base(), m.indices(), kind);
      for (int k = 0; k < t.numElements(); k++) {
        final int lane = k;
        storeIfSet(ctx, m.mask(), k, () -> {
          b.pushChecked(mv, constant(mv, lane));
          VectorLanes.pushLane(ctx, m.valueToStore(), lane);
          MemRefElements.store(mv, t.elementType(), kind);
        });
      }
    });
  }

  /** The lanes whose mask bit is set take consecutive elements, in order; a counter in a local says how many were read. */
  private static void expandLoad(ExpandLoadOp e, EmitContext ctx) {
    VectorType t = e.vectorType();
    ElementKind kind = MemRefElements.kindOf(e.base().type(), ctx.location());
    MethodVisitor mv = ctx.mv();
    VectorLanes.Sink sink = new VectorLanes.Sink(ctx, e.operation().result(0));
    MemRefElements.guarded(ctx, () -> {
      Base b = base(ctx, e.base(), e.indices(), kind);
      int count = counter(ctx);
      for (int k = 0; k < t.numElements(); k++) {
        sink.begin(k);
        loadOrPass(ctx, e.mask(), e.passThru(), k, () -> {
          b.pushChecked(mv, () -> mv.visitVarInsn(LLOAD, count));
          MemRefElements.load(mv, t.elementType(), kind);
          increment(mv, count);
        });
        sink.end(k);
      }
    });
    sink.finish();
  }

  private static void compressStore(CompressStoreOp c, EmitContext ctx) {
    VectorType t = c.vectorType();
    ElementKind kind = MemRefElements.kindOf(c.base().type(), ctx.location());
    MethodVisitor mv = ctx.mv();
    MemRefElements.guarded(ctx, () -> {
      Base b = base(ctx, c.base(), c.indices(), kind);
      int count = counter(ctx);
      for (int k = 0; k < t.numElements(); k++) {
        final int lane = k;
        storeIfSet(ctx, c.mask(), k, () -> {
          b.pushChecked(mv, () -> mv.visitVarInsn(LLOAD, count));
          VectorLanes.pushLane(ctx, c.valueToStore(), lane);
          MemRefElements.store(mv, t.elementType(), kind);
          increment(mv, count);
        });
      }
    });
  }

  private static int counter(EmitContext ctx) {
    int count = ctx.newLocal(Type.LONG_TYPE);
    ctx.mv().visitInsn(LCONST_0);
    ctx.mv().visitVarInsn(LSTORE, count);
    return count;
  }

  private static void increment(MethodVisitor mv, int local) {
    mv.visitVarInsn(LLOAD, local);
    mv.visitInsn(LCONST_1);
    mv.visitInsn(LADD);
    mv.visitVarInsn(LSTORE, local);
  }

  /** Lane {@code k} of the index vector, as a long offset (integers are signed, as upstream's GEP reads them). */
  private static Runnable offset(EmitContext ctx, Value indexVec, int k) {
    return () -> {
      VectorLanes.pushLane(ctx, indexVec, k);
      if (ctx.jvmType(((VectorType) indexVec.type()).elementType()).getSort() == Type.INT) ctx.mv().visitInsn(I2L);
    };
  }

  private static void gather(GatherOp g, EmitContext ctx) {
    VectorType t = g.vectorType();
    ElementKind kind = MemRefElements.kindOf(g.base().type(), ctx.location());
    MethodVisitor mv = ctx.mv();
    VectorLanes.Sink sink = new VectorLanes.Sink(ctx, g.operation().result(0));
    MemRefElements.guarded(ctx, () -> {
      Base b = base(ctx, g.base(), g.indices(), kind);
      for (int k = 0; k < t.numElements(); k++) {
        final int lane = k;
        sink.begin(k);
        loadOrPass(ctx, g.mask(), g.passThru(), k, () -> {
          b.pushChecked(mv, offset(ctx, g.indexVec(), lane));
          MemRefElements.load(mv, t.elementType(), kind);
        });
        sink.end(k);
      }
    });
    sink.finish();
  }

  private static void scatter(ScatterOp s, EmitContext ctx) {
    VectorType t = s.vectorType();
    ElementKind kind = MemRefElements.kindOf(s.base().type(), ctx.location());
    MethodVisitor mv = ctx.mv();
    MemRefElements.guarded(ctx, () -> {
      Base b = base(ctx, s.base(), s.indices(), kind);
      for (int k = 0; k < t.numElements(); k++) {
        final int lane = k;
        storeIfSet(ctx, s.mask(), k, () -> {
          b.pushChecked(mv, offset(ctx, s.indexVec(), lane));
          VectorLanes.pushLane(ctx, s.valueToStore(), lane);
          MemRefElements.store(mv, t.elementType(), kind);
        });
      }
    });
  }
}
