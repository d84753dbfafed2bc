package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.CoroutineBody;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.dialects.arith.ConstantOp;
import dev.loomlir.dialects.arith.NonNegativeIndex;
import dev.loomlir.dialects.memref.MemRefLayouts;
import dev.loomlir.dialects.memref.ReinterpretCastOp;
import dev.loomlir.ir.IndexedMemoryAccess;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.runtime.memref.ElementKind;
import dev.loomlir.runtime.memref.MemRefError;
import dev.loomlir.runtime.memref.MemRefs;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Element addressing for loads, stores and atomics, built for speed:
 *
 * <ul>
 *   <li>A memref value that some op accesses has its descriptor read once, where the value is
 *       defined (function entry for parameters, the start of a block for block arguments, right
 *       after the defining op otherwise): {@code data} into a local, and the offset and strides
 *       the type leaves dynamic. Static offsets and strides are constants in the code.</li>
 *   <li>The linear index {@code offset + Σ index_d * stride_d} is computed in {@code long}
 *       (MLIR's index type; unit strides and a zero offset drop out), checked against the
 *       array's length by {@code Objects.checkIndex(long, long)} and narrowed to int.</li>
 *   <li>Only the allocation (the backing array) bounds an access. An exception-table entry
 *       around the access turns the {@link IndexOutOfBoundsException} into a {@link MemRefError} naming
 *       the op's {@code file:line:col}; the handler sits after the function body, so the hot
 *       path carries nothing for it. An index outside a view but inside the allocation reaches
 *       that element, as in MLIR.</li>
 * </ul>
 */
final class MemRefAccess implements Opcodes {
  private static final Object CACHES = new Object();

  /**
   * Where a memref value's descriptor fields are: locals, constants of its type, or (for a
   * {@code memref.reinterpret_cast}) the SSA values the cast took them from, in {@code offsetValue}
   * and {@code strideValues} (null where not).
   */
  private record Descriptor(ElementKind kind, int dataSlot, int lengthSlot, long offset, int offsetSlot, long[] strides,
                            int[] strideSlots, Value offsetValue, Value[] strideValues) {
    void pushOffset(EmitContext ctx) {
      if (offsetValue != null) ctx.load(offsetValue);
      else ctx.mv().visitVarInsn(LLOAD, offsetSlot);
    }

    void pushStride(EmitContext ctx, int d) {
      if (strideValues[d] != null) ctx.load(strideValues[d]);
      else ctx.mv().visitVarInsn(LLOAD, strideSlots[d]);
    }
  }

  private MemRefAccess() {}

  /** Definition hook: reads the descriptor of a memref that is accessed into locals, once. */
  static void onDefinition(Value v, EmitContext ctx) {
    if (!(v.type() instanceof MemRefType t) || MemRefTypes.storageKindOrNull(t.elementType()) == null || !isAccessed(v)) return;
    // A coroutine body defines a value again where it restores it from the frame: reuse the
    // locals, so code after either definition finds the descriptor in the same place.
    caches(ctx).put(v, read(v, t, ctx, caches(ctx).get(v)));
  }

  private static boolean isAccessed(Value v) {
    for (OpOperand use : v.uses()) {
      if (IndexedMemoryAccess.accesses(use.owner(), v)) return true;
    }
    return false;
  }

  private static Map<Value, Descriptor> caches(EmitContext ctx) { return ctx.functionState(CACHES, HashMap::new); }

  private static Descriptor read(Value v, MemRefType t, EmitContext ctx) { return read(v, t, ctx, null); }

  /**
   * Reads the descriptor into fresh locals, or into those of {@code reuse} when given. The
   * dynamic offset and strides of a {@code memref.reinterpret_cast} are its operands: the cast
   * sets them, so they are read from the SSA values it took (the descriptor would hold the same
   * numbers). Memrefs viewed with one offset and strides then index their arrays with the very
   * same base expression, which is what lets C2 vectorize a loop over several of them (see
   * {@code loomlir-int-loop-versioning}). Not for i8, whose cast offset counts from a pointer a
   * {@code memref.view} may have moved.
   */
  private static Descriptor read(Value v, MemRefType t, EmitContext ctx, Descriptor reuse) {
    MethodVisitor mv = ctx.mv();
    ElementKind k = MemRefTypes.kindOf(t, ctx.location());
    MemRefLayouts.Strided layout = MemRefTypes.layout(t, ctx.location());
    ReinterpretCastOp cast = k == ElementKind.I8 ? null : reinterpretCast(v, ctx);
    int data = reuse != null ? reuse.dataSlot() : ctx.newLocal(MemRefTypes.arrayType(k));
    // An elided cast (see isElidedView) has no descriptor: the array is its source's.
    ctx.load(cast != null && isElidedView(cast, ctx) ? cast.source() : v);
    MemRefTypes.getData(mv, k);
    mv.visitVarInsn(ASTORE, data);
    int length = reuse != null ? reuse.lengthSlot() : ctx.newLocal(Type.LONG_TYPE);
    mv.visitVarInsn(ALOAD, data);
    mv.visitInsn(ARRAYLENGTH);
    mv.visitInsn(I2L);
    mv.visitVarInsn(LSTORE, length);
    int offsetSlot = -1;
    Value offsetValue = null;
    // An i8 memref may be a memref.view or derive from one: a static offset in its type counts
    // from the aligned pointer the view moved, the descriptor's offset from the array start (a
    // JVM array cannot start mid-way). Read the latter. Only i8 views exist on the JVM.
    long staticOffset = k == ElementKind.I8 ? MemRefTypes.DYNAMIC : layout.offset();
    if (staticOffset == MemRefTypes.DYNAMIC && cast != null) {
      offsetValue = cast.offsets().get(0);
    } else if (staticOffset == MemRefTypes.DYNAMIC) {
      offsetSlot = reuse != null ? reuse.offsetSlot() : ctx.newLocal(Type.LONG_TYPE);
      ctx.load(v);
      RuntimeAbi.MEMREF_OFFSET.get(mv);
      mv.visitVarInsn(LSTORE, offsetSlot);
    }
    long[] strides = MemRefTypes.longs(layout.strides());
    int[] strideSlots = new int[strides.length];
    Value[] strideValues = new Value[strides.length];
    List<Value> castStrides = cast == null ? List.of() : cast.strides();
    int nextCastStride = 0;
    for (int d = 0; d < strides.length; d++) {
      strideSlots[d] = -1;
      if (strides[d] != MemRefTypes.DYNAMIC) continue;
      if (cast != null) {
        strideValues[d] = castStrides.get(nextCastStride++);
        continue;
      }
      strideSlots[d] = reuse != null ? reuse.strideSlots()[d] : ctx.newLocal(Type.LONG_TYPE);
      ctx.load(v);
      RuntimeAbi.MEMREF_STRIDES.get(mv);
      Bytecode.pushInt(mv, d);
      mv.visitInsn(LALOAD);
      mv.visitVarInsn(LSTORE, strideSlots[d]);
    }
    return new Descriptor(k, data, length, staticOffset, offsetSlot, strides, strideSlots, offsetValue, strideValues);
  }

  /**
   * The {@code memref.reinterpret_cast} defining {@code v}, or null; also null when {@code v} is
   * live across a suspension of the coroutine being emitted: the frame then restores the cast's
   * result, but its operands need not be restored with it.
   */
  private static ReinterpretCastOp reinterpretCast(Value v, EmitContext ctx) {
    ReinterpretCastOp cast = ReinterpretCastOp.TYPE.matchDefining(v);
    return cast == null || crossesSuspension(v, ctx) ? null : cast;
  }

  /** Whether the coroutine being emitted (if any) saves {@code v} in its frame at a suspension. */
  private static boolean crossesSuspension(Value v, EmitContext ctx) {
    CoroutineBody body = CoroutineBody.of(ctx);
    return body != null && body.plan().crossesSuspension(v);
  }

  /**
   * Whether the code generator makes no descriptor for {@code cast}: its result is a ranked
   * non-i8 memref only ever accessed (loads, stores, atomics, all addressed from the cast's
   * operands and its source's array, see {@link #read}), its source is ranked, and it is not
   * live across a suspension of the coroutine being emitted (whose frame would save the
   * descriptor). A cast checks nothing, so not making it changes nothing but an allocation per
   * execution, which C2's escape analysis does not reliably remove.
   */
  static boolean isElidedView(ReinterpretCastOp cast, EmitContext ctx) {
    Value result = cast.result();
    if (!(result.type() instanceof MemRefType t) || !(cast.source().type() instanceof MemRefType)) return false;
    ElementKind k = MemRefTypes.kindOrNull(t.elementType());
    if (k == null || k == ElementKind.I8 || result.uses().isEmpty()) return false;
    for (OpOperand use : result.uses()) if (!IndexedMemoryAccess.accesses(use.owner(), result)) return false;
    return !crossesSuspension(result, ctx);
  }

  /** Pushes the backing array of {@code memref} and the array index of element {@code indices}. */
  static void pushAddress(EmitContext ctx, Value memref, List<Value> indices) { pushAddress(ctx, memref, indices, 1); }

  /**
   * As above for an access of {@code extent} consecutive array elements from element
   * {@code indices} (a vector's row): the index pushed is checked so that all of them are inside
   * the array, so the accesses at {@code index + 1 ... index + extent - 1} need no check of their own.
   */
  static void pushAddress(EmitContext ctx, Value memref, List<Value> indices, int extent) {
    MethodVisitor mv = ctx.mv();
    Descriptor d = descriptor(ctx, memref);
    mv.visitVarInsn(ALOAD, d.dataSlot());
    int k = intDimension(d, indices);
    if (k < 0) {
      pushLinear(ctx, d, indices, -1, constantPart(d, indices, -1));
      toArrayIndex(mv, d, extent);
      return;
    }
    pushIntBase(ctx, d, indices, k);
    ctx.load(NonNegativeIndex.int32Source(indices.get(k)));
    mv.visitInsn(IADD);
    if (extent > 1) {
      // rest + j may have wrapped to a negative int that a small lane offset would bring back
      // into the array: check the run's first and last elements, as the long path does.
      mv.visitInsn(DUP);
      mv.visitVarInsn(LLOAD, d.lengthSlot());
      mv.visitInsn(L2I);
      RuntimeAbi.CHECK_INDEX_INT.invoke(mv);
      mv.visitInsn(POP);
      Bytecode.pushInt(mv, extent - 1);
      mv.visitInsn(IADD);
      mv.visitVarInsn(LLOAD, d.lengthSlot());
      mv.visitInsn(L2I);
      RuntimeAbi.CHECK_INDEX_INT.invoke(mv);
      Bytecode.pushInt(mv, extent - 1);
      mv.visitInsn(ISUB);
    }
  }

  /** Pushes the backing array of {@code memref}. */
  static void pushArray(EmitContext ctx, Value memref) { ctx.mv().visitVarInsn(ALOAD, descriptor(ctx, memref).dataSlot()); }

  /** Pushes the length of {@code memref}'s backing array, as a long. */
  static void pushLength(EmitContext ctx, Value memref) { ctx.mv().visitVarInsn(LLOAD, descriptor(ctx, memref).lengthSlot()); }

  /** Pushes stride {@code d} of {@code memref} (a long): a constant where its type has it. */
  static void pushStride(EmitContext ctx, Value memref, int d) {
    Descriptor desc = descriptor(ctx, memref);
    if (desc.strides()[d] != MemRefTypes.DYNAMIC) Bytecode.pushLong(ctx.mv(), desc.strides()[d]);
    else desc.pushStride(ctx, d);
  }

  /**
   * Pushes size {@code d} of {@code memref} (a long): a constant where its type has it, the
   * operand of the {@code memref.reinterpret_cast} that made it (which may have no descriptor,
   * see {@link #isElidedView}), else the descriptor's.
   */
  static void pushSize(EmitContext ctx, Value memref, int d) {
    MemRefType t = (MemRefType) memref.type();
    long[] shape = MemRefTypes.longs(t.shape());
    if (shape[d] != MemRefTypes.DYNAMIC) {
      Bytecode.pushLong(ctx.mv(), shape[d]);
      return;
    }
    ReinterpretCastOp cast = reinterpretCast(memref, ctx);
    if (cast != null) {
      long[] sizes = cast.staticSizes();
      if (sizes[d] != MemRefTypes.DYNAMIC) {
        Bytecode.pushLong(ctx.mv(), sizes[d]);
        return;
      }
      int dynamicBefore = 0;
      for (int i = 0; i < d; i++) if (sizes[i] == MemRefTypes.DYNAMIC) dynamicBefore++;
      ctx.load(cast.sizes().get(dynamicBefore));
      return;
    }
    MemRefEmitters.pushDim(ctx, memref, () -> Bytecode.pushLong(ctx.mv(), d));
  }

  /** Pushes the linear (long, unchecked) array index of element {@code indices}: for accesses whose lanes are checked one by one. */
  static void pushLinearIndex(EmitContext ctx, Value memref, List<Value> indices) {
    Descriptor d = descriptor(ctx, memref);
    pushLinear(ctx, d, indices, -1, constantPart(d, indices, -1));
  }

  /**
   * The descriptor read where {@code memref} was defined; when it was not announced (a body
   * emitted in pieces, such as a resumed coroutine), one read for this access only, since a later
   * access need not be dominated by this one.
   */
  private static Descriptor descriptor(EmitContext ctx, Value memref) {
    Descriptor d = caches(ctx).get(memref);
    return d != null ? d : read(memref, (MemRefType) memref.type(), ctx);
  }

  /**
   * A dimension of static stride 1 indexed by a {@link NonNegativeIndex} cast of an i32 (the
   * induction variable of a loop {@code loomlir-int-loop-versioning} made), or -1. Such an
   * access is {@code data[intBase(rest) + j]}, with {@code rest} the offset and the other
   * dimensions' terms: an int index C2 vectorizes and range-checks once per loop (it hoists
   * {@code intBase} of loop-invariant values). The JVM's own array check replaces
   * {@code checkIndex}, and is exact: j is in [0, 2^31); if rest fits an int, {@code rest + j}
   * either is the true linear index or overflows to a negative int, which the array check
   * rejects; if rest does not fit, every {@code rest + j} lies outside any Java array, and
   * {@link MemRefs#intBase} throws. Both exceptions are {@link IndexOutOfBoundsException}s,
   * which {@link #guarded} reports as the located memref error, as on the long path.
   */
  private static int intDimension(Descriptor d, List<Value> indices) {
    for (int i = 0; i < indices.size(); i++) {
      if (d.strides()[i] == 1 && NonNegativeIndex.int32Source(indices.get(i)) != null) return i;
    }
    return -1;
  }

  /** Pushes {@code rest} (everything but dimension {@code skip}) as an int: a constant, or {@code intBase(long)}. */
  private static void pushIntBase(EmitContext ctx, Descriptor d, List<Value> indices, int skip) {
    ConstantPart k = constantPart(d, indices, skip);
    if (k.complete() && k.value() == (int) k.value()) {
      Bytecode.pushInt(ctx.mv(), (int) k.value());
      return;
    }
    pushLinear(ctx, d, indices, skip, k);
    RuntimeAbi.MEMREFS_INT_BASE.invoke(ctx.mv());
  }

  /**
   * What compile time knows of the linear index without dimension {@code skip}: the static
   * offset plus constant indices times static strides; {@code complete} when nothing else adds.
   */
  private record ConstantPart(long value, boolean complete) {}

  private static ConstantPart constantPart(Descriptor d, List<Value> indices, int skip) {
    boolean complete = d.offset() != MemRefTypes.DYNAMIC;
    long value = complete ? d.offset() : 0;
    for (int i = 0; i < indices.size(); i++) {
      long stride = d.strides()[i];
      if (i == skip || stride == 0) continue;
      Long c = constantIndex(indices.get(i));
      if (c != null && stride != MemRefTypes.DYNAMIC) value += c * stride;
      else complete = false;
    }
    return new ConstantPart(value, complete);
  }

  /** Pushes {@code offset + Σ index_d * stride_d} as a long, leaving out dimension {@code skip} (-1: none); {@code k} is its constant part. */
  private static void pushLinear(EmitContext ctx, Descriptor d, List<Value> indices, int skip, ConstantPart k) {
    MethodVisitor mv = ctx.mv();
    if (k.complete()) {
      Bytecode.pushLong(mv, k.value());
      return;
    }
    boolean pushed = false;
    if (d.offset() == MemRefTypes.DYNAMIC) {
      d.pushOffset(ctx);
      pushed = true;
    }
    for (int i = 0; i < indices.size(); i++) {
      long stride = d.strides()[i];
      if (i == skip || stride == 0) continue;
      if (stride != MemRefTypes.DYNAMIC && constantIndex(indices.get(i)) != null) continue; // in k
      ctx.load(indices.get(i));
      if (stride == MemRefTypes.DYNAMIC) {
        d.pushStride(ctx, i);
        mv.visitInsn(LMUL);
      } else if (stride != 1) {
        Bytecode.pushLong(mv, stride);
        mv.visitInsn(LMUL);
      }
      if (pushed) mv.visitInsn(LADD);
      pushed = true;
    }
    if (k.value() != 0) {
      Bytecode.pushLong(mv, k.value());
      mv.visitInsn(LADD);
    }
  }

  /**
   * {@code long -> int}: {@code (int) Objects.checkIndex(linear, (long) data.length)}. The
   * check is a JIT intrinsic that C2 can treat as a range check on a 64-bit loop variable and
   * hoist out of counted loops (JDK-8259609); the cast never wraps since the index was checked.
   * Measured on the matmul benchmark: about 30% faster than clamping with {@link MemRefs#index}
   * before the array access.
   */
  private static void toArrayIndex(MethodVisitor mv, Descriptor d, int extent) {
    if (extent > 1) {
      // The first and the last element of the run, each by the intrinsic: the error names the
      // element that is outside the array.
      mv.visitInsn(DUP2);
      mv.visitVarInsn(LLOAD, d.lengthSlot());
      RuntimeAbi.CHECK_INDEX_LONG.invoke(mv);
      mv.visitInsn(POP2);
      Bytecode.pushLong(mv, extent - 1);
      mv.visitInsn(LADD);
    }
    mv.visitVarInsn(LLOAD, d.lengthSlot());
    RuntimeAbi.CHECK_INDEX_LONG.invoke(mv);
    if (extent > 1) {
      Bytecode.pushLong(mv, extent - 1);
      mv.visitInsn(LSUB);
    }
    mv.visitInsn(L2I);
  }

  /** The value of an index defined by a constant op, or null. */
  static Long constantIndex(Value v) {
    Operation def = v.definingOp();
    if (!(ConstantOp.is(def) || dev.loomlir.dialects.index.ConstantOp.is(def))) return null;
    return def.attr("value") instanceof IntegerAttr i ? i.value() : null;
  }

  /**
   * Emits {@code access} covered by an exception-table entry that reports an index outside
   * the allocation as a {@link MemRefError} at the current op's location. Ranges never nest.
   */
  static void guarded(EmitContext ctx, Runnable access) {
    ctx.faultsAt(IndexOutOfBoundsException.class, RuntimeAbi.MEMREFS_OUT_OF_BOUNDS, access);
  }

}
