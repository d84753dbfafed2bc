package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.TypeMapper;
import dev.loomlir.dialects.memref.AtomicRmwOp;
import dev.loomlir.dialects.memref.AtomicYieldOp;
import dev.loomlir.dialects.memref.GenericAtomicRmwOp;
import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.runtime.memref.AtomicRmwKind;
import dev.loomlir.runtime.memref.ElementKind;
import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * {@code memref.atomic_rmw} calls the runtime's {@code Atomics} ({@code rmwF32(kind, data,
 * index, value)}, ...: real atomics through array VarHandles) and yields the value stored
 * before, as upstream. {@code memref.generic_atomic_rmw} is a compare-and-set loop: load the
 * element (volatile), run the body on it inline, {@code atomic_yield} tries to swap in the
 * body's value and loops when another thread got there first; the result is the value that was
 * replaced. The element's address is computed once, before the loop.
 */
final class MemRefAtomics implements Opcodes {
  private static final Object LOOPS = new Object();

  /** What atomic_yield needs of its enclosing generic_atomic_rmw. */
  private record Loop(Label retry, Label done, int array, int index, int raw, ElementKind kind) {}

  private MemRefAtomics() {}

  static void register(EmitterRegistry r) {
    r.register(AtomicRmwOp.TYPE, MemRefAtomics::emitAtomicRmw);
    r.register(GenericAtomicRmwOp.TYPE, MemRefAtomics::emitGenericAtomicRmw);
    r.register(AtomicYieldOp.TYPE, MemRefAtomics::emitAtomicYield);
  }

  private static void emitAtomicRmw(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    AtomicRmwOp rmw = AtomicRmwOp.TYPE.cast(op);
    Value value = rmw.value();
    dev.loomlir.ir.Type element = value.type();
    ElementKind k = MemRefTypes.kindOf(rmw.memref().type(), ctx.location());
    AtomicRmwKind kind = AtomicRmwKind.forName(MemRefAttrs.ATOMIC_RMW_KIND.keyword(rmw.kind()));
    MemRefAccess.guarded(ctx, () -> {
      RuntimeAbi.atomicRmwKind(kind).get(mv);
      MemRefAccess.pushAddress(ctx, rmw.memref(), rmw.indices());
      ctx.load(value);
      if (element == FloatType.F16 || element == FloatType.BF16) {
        MemRefTypes.toStorage(mv, element);
        (element == FloatType.F16 ? RuntimeAbi.ATOMIC_RMW_F16 : RuntimeAbi.ATOMIC_RMW_BF16).invoke(mv);
        MemRefTypes.fromStorage(mv, element);
      } else {
        // Integer storages also take the value's width.
        if (k != ElementKind.F32 && k != ElementKind.F64) Bytecode.pushInt(mv, TypeMapper.intWidth(element));
        RuntimeAbi.memref(k).atomicRmw().invoke(mv);
      }
    });
    ctx.store(rmw.result());
  }

  private static void emitGenericAtomicRmw(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    GenericAtomicRmwOp rmw = GenericAtomicRmwOp.TYPE.cast(op);
    ElementKind k = MemRefTypes.kindOf(rmw.memref().type(), ctx.location());
    Type storage = MemRefTypes.arrayElement(k);
    Block body = rmw.body();
    Value current = rmw.currentValue();
    Loop loop = new Loop(new Label(), new Label(), ctx.newLocal(MemRefTypes.arrayType(k)), ctx.newLocal(Type.INT_TYPE),
        ctx.newLocal(storage), k);
    ctx.<Map<Operation, Loop>>functionState(LOOPS, HashMap::new).put(op, loop);
    MemRefAccess.guarded(ctx, () -> {
      MemRefAccess.pushAddress(ctx, rmw.memref(), rmw.indices());
      mv.visitVarInsn(ISTORE, loop.index());
      mv.visitVarInsn(ASTORE, loop.array());
    });
    mv.visitLabel(loop.retry());
    mv.visitVarInsn(ALOAD, loop.array()); // the index was checked above
    mv.visitVarInsn(ILOAD, loop.index());
    RuntimeAbi.memref(k).atomicLoad().invoke(mv);
    // Keep the raw bits for the compare-and-set, so values that do not survive a round trip
    // through float (NaN payloads of f16/bf16) still compare equal.
    mv.visitInsn(storage.getSize() == 2 ? DUP2 : DUP);
    mv.visitVarInsn(storage.getOpcode(ISTORE), loop.raw());
    MemRefTypes.fromStorage(mv, current.type());
    ctx.store(current);
    ctx.emitBlock(body);
    mv.visitLabel(loop.done());
    ctx.load(current);
    ctx.store(rmw.result());
  }

  private static void emitAtomicYield(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    Loop loop = ctx.<Map<Operation, Loop>>functionState(LOOPS, HashMap::new).get(op.parentOp());
    Type storage = MemRefTypes.arrayElement(loop.kind());
    mv.visitVarInsn(ALOAD, loop.array());
    mv.visitVarInsn(ILOAD, loop.index());
    mv.visitVarInsn(storage.getOpcode(ILOAD), loop.raw());
    Value yielded = AtomicYieldOp.TYPE.cast(op).value();
    ctx.load(yielded);
    MemRefTypes.toStorage(mv, yielded.type());
    RuntimeAbi.memref(loop.kind()).atomicCas().invoke(mv);
    mv.visitJumpInsn(IFEQ, loop.retry());
    mv.visitJumpInsn(GOTO, loop.done());
  }
}
