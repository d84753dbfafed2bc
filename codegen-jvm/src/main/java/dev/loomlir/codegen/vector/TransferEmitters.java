package dev.loomlir.codegen.vector;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.memref.MemRefElements;
import dev.loomlir.dialects.vector.PermutationMaps;
import dev.loomlir.dialects.vector.TransferReadOp;
import dev.loomlir.dialects.vector.TransferWriteOp;
import dev.loomlir.dialects.vector.VectorTransferOp;
import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.MemRefType;
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
 * {@code vector.transfer_read} and {@code transfer_write} on memrefs, lane by lane with upstream's
 * semantics: vector dimension {@code i} moves along the source dimension its permutation map
 * names (a constant-0 result broadcasts: every position reads the same element); a lane whose
 * position along a dimension not marked {@code in_bounds} reaches that dimension's size, or whose
 * mask bit (the mask is in source-dimension order) is clear, reads the padding and writes nothing.
 * Lanes that are read or written are checked against the allocation like any memref access, so an
 * {@code in_bounds} claim that is false is a located error, not a wrong result.
 */
final class TransferEmitters implements Opcodes {
  private TransferEmitters() {}

  static void register(EmitterRegistry r) {
    r.register(TransferReadOp.TYPE, (op, ctx) -> read(TransferReadOp.match(op), ctx));
    r.register(TransferWriteOp.TYPE, (op, ctx) -> write(TransferWriteOp.match(op), ctx));
  }

  static boolean handles(Operation op) { return TransferReadOp.is(op) || TransferWriteOp.is(op); }

  private static void read(TransferReadOp t, EmitContext ctx) {
    readLanes(Transfer.of(t, ctx), t.operation().result(0), t.padding(), ctx);
  }

  private static void write(TransferWriteOp t, EmitContext ctx) {
    writeLanes(Transfer.of(t, ctx), t.vector(), ctx);
  }

  /**
   * An n-D {@code vector.load}: the vector's dimensions move along the memref's trailing ones, as a
   * transfer with the minor identity map, every dimension in bounds and no mask.
   */
  static void loadRows(Operation op, Value memref, List<Value> indices, VectorType vector, EmitContext ctx) {
    readLanes(Transfer.unmasked(op, memref, indices, vector, ctx), op.result(0), null, ctx);
  }

  /** An n-D {@code vector.store}, as {@link #loadRows} reads. */
  static void storeRows(Operation op, Value value, Value memref, List<Value> indices, EmitContext ctx) {
    writeLanes(Transfer.unmasked(op, memref, indices, (VectorType) value.type(), ctx), value, ctx);
  }

  private static void readLanes(Transfer x, Value result, Value padding, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    VectorLanes.Sink sink = new VectorLanes.Sink(ctx, result);
    MemRefElements.guarded(ctx, () -> {
      x.prepare(ctx);
      for (int k = 0; k < x.lanes(); k++) {
        int[] position = x.position(k);
        sink.begin(k);
        if (!x.mayBeInactive(position)) {
          x.pushAddress(ctx, position);
          MemRefElements.load(mv, x.vector.elementType(), x.kind);
        } else {
          Label pad = new Label(), done = new Label();
          x.jumpUnlessActive(ctx, position, pad);
          x.pushAddress(ctx, position);
          MemRefElements.load(mv, x.vector.elementType(), x.kind);
          mv.visitJumpInsn(GOTO, done);
          mv.visitLabel(pad);
          ctx.load(padding);
          mv.visitLabel(done);
        }
        sink.end(k);
      }
    });
    sink.finish();
  }

  private static void writeLanes(Transfer x, Value vector, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    MemRefElements.guarded(ctx, () -> {
      x.prepare(ctx);
      for (int k = 0; k < x.lanes(); k++) {
        int[] position = x.position(k);
        Label skip = new Label();
        x.jumpUnlessActive(ctx, position, skip);
        x.pushAddress(ctx, position);
        VectorLanes.pushLane(ctx, vector, k);
        MemRefElements.store(mv, x.vector.elementType(), x.kind);
        mv.visitLabel(skip);
      }
    });
  }

  /** One transfer's geometry, and the locals its lanes share once {@link #prepare}d. */
  private static final class Transfer {
    final Value memref;
    final List<Value> indices;
    final VectorType vector;
    final AffineMap map;
    final boolean[] inBounds;
    final Value mask;
    final VectorType maskType;
    final ElementKind kind;
    MemoryEmitters.Base base;
    /** Per vector dimension: the source dimension it moves along, or -1 (broadcast). */
    final int[] sourceDim;
    /** Per vector dimension checked against the size: local of {@code size - index}, else -1. */
    final int[] room;
    /** Per vector dimension: local of its source dimension's stride, or -1. */
    final int[] stride;

    private Transfer(Value memref, List<Value> indices, VectorType vector, AffineMap map, boolean[] inBounds,
                     Value mask, ElementKind kind) {
      this.memref = memref;
      this.indices = indices;
      this.vector = vector;
      this.map = map;
      this.inBounds = inBounds;
      this.mask = mask;
      this.maskType = PermutationMaps.maskType(vector, map);
      this.kind = kind;
      int rank = vector.rank();
      sourceDim = new int[rank];
      room = new int[rank];
      stride = new int[rank];
      for (int i = 0; i < rank; i++) sourceDim[i] = PermutationMaps.dimPosition(map, i);
    }

    static Transfer of(VectorTransferOp t, EmitContext ctx) {
      return of(t.operation(), t.base(), t.indices(), t.vectorType(), t.permutationMap(), t.inBounds(), t.mask(), ctx);
    }

    static Transfer of(Operation op, Value source, List<Value> indices, VectorType vector, AffineMap map,
                       boolean[] inBounds, Value mask, EmitContext ctx) {
      if (!(source.type() instanceof MemRefType m)) {
        throw new DiagnosticException(op.location(), "'" + op.name() + "' op on " + source.type()
            + " is not supported by the JVM code generator (only memrefs; bufferize tensors first)");
      }
      if (MemRefElements.holdsVectors(m)) {
        throw new DiagnosticException(op.location(), "'" + op.name() + "' op on a memref of vectors is not supported by"
            + " the JVM code generator");
      }
      return new Transfer(source, indices, vector, map, inBounds, mask, MemRefElements.kindOf(m, ctx.location()));
    }

    /** vector.load/store's geometry: the trailing memref dimensions, all in bounds, no mask. */
    static Transfer unmasked(Operation op, Value memref, List<Value> indices, VectorType vector, EmitContext ctx) {
      int rank = ((MemRefType) memref.type()).rank();
      boolean[] inBounds = new boolean[vector.rank()];
      java.util.Arrays.fill(inBounds, true);
      return of(op, memref, indices, vector, PermutationMaps.minorIdentity(rank, vector.rank()), inBounds, null, ctx);
    }

    int lanes() { return (int) vector.numElements(); }

    /** Whether a bound or the mask may switch off the lane at {@code position}. */
    boolean mayBeInactive(int[] position) {
      if (mask != null) return true;
      for (int r : room) if (r >= 0) return true;
      return false;
    }

    /** Lane {@code k}'s position in the vector, row-major. */
    int[] position(int k) {
      int[] p = new int[vector.rank()];
      for (int i = vector.rank() - 1; i >= 0; i--) {
        int size = vector.shape().get(i).intValue();
        p[i] = k % size;
        k /= size;
      }
      return p;
    }

    /** Reads what every lane needs once: the array and first element, and per dimension its stride and the room left in it. */
    void prepare(EmitContext ctx) {
      MethodVisitor mv = ctx.mv();
      base = MemoryEmitters.base(ctx, memref, indices, kind);
      for (int i = 0; i < vector.rank(); i++) {
        room[i] = -1;
        stride[i] = -1;
        int d = sourceDim[i];
        if (d < 0 || vector.shape().get(i) == 1 && inBounds[i]) continue;
        stride[i] = ctx.newLocal(Type.LONG_TYPE);
        MemRefElements.pushStride(ctx, memref, d);
        mv.visitVarInsn(LSTORE, stride[i]);
        if (inBounds[i]) continue;
        room[i] = ctx.newLocal(Type.LONG_TYPE);
        MemRefElements.pushSize(ctx, memref, d);
        ctx.load(indices.get(d));
        mv.visitInsn(LSUB);
        mv.visitVarInsn(LSTORE, room[i]);
      }
    }

    /** Jumps to {@code inactive} when the lane at {@code position} is out of bounds or masked off. */
    void jumpUnlessActive(EmitContext ctx, int[] position, Label inactive) {
      MethodVisitor mv = ctx.mv();
      for (int i = 0; i < position.length; i++) {
        if (room[i] < 0) continue;
        // position < size - index, as upstream's lowering compares (signed).
        mv.visitVarInsn(LLOAD, room[i]);
        Bytecode.pushLong(mv, position[i]);
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFLE, inactive);
      }
      if (mask == null) return;
      VectorLanes.pushLane(ctx, mask, maskLane(position));
      mv.visitJumpInsn(IFEQ, inactive);
    }

    /** The mask covers the moved source dimensions in source order (see {@link PermutationMaps#maskType}). */
    private int maskLane(int[] position) {
      int lane = 0;
      int m = 0;
      for (int d = 0; d < map.numDims(); d++) {
        int i = PermutationMaps.resultIndexOf(map, d);
        if (i < 0) continue;
        lane = lane * maskType.shape().get(m++).intValue() + position[i];
      }
      return lane;
    }

    /** Pushes the array and the checked index of the element at {@code position}. */
    void pushAddress(EmitContext ctx, int[] position) {
      MethodVisitor mv = ctx.mv();
      base.pushChecked(mv, () -> {
        Bytecode.pushLong(mv, 0);
        for (int i = 0; i < position.length; i++) {
          if (sourceDim[i] < 0 || position[i] == 0) continue;
          mv.visitVarInsn(LLOAD, stride[i]);
          if (position[i] != 1) {
            Bytecode.pushLong(mv, position[i]);
            mv.visitInsn(LMUL);
          }
          mv.visitInsn(LADD);
        }
      });
    }
  }
}
