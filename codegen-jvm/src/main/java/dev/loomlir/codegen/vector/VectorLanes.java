package dev.loomlir.codegen.vector;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.dialects.vector.FromElementsOp;
import dev.loomlir.dialects.vector.ToElementsOp;
import dev.loomlir.dialects.vector.TransferReadOp;
import dev.loomlir.ir.OpOperand;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Lanes of the vectors the memory ops read and write, without the arrays {@code from_elements}
 * and {@code to_elements} would make around them: after {@code loomlir-scalarize-vectors} a memory
 * op's vector operands are {@code from_elements} of lanes (held in locals) and its result is read
 * by one {@code to_elements}. Such a memory op reads those lanes, and writes its result's lanes
 * straight into the {@code to_elements}' results; the two ops then emit nothing. Other vectors are
 * arrays, read and written element by element.
 */
final class VectorLanes implements Opcodes {
  private VectorLanes() {}

  /** Whether {@code op} reads its vector operands lane by lane (see {@link #pushLane}). */
  static boolean readsLanes(Operation op) { return MemoryEmitters.handles(op) || TransferEmitters.handles(op); }

  /** A {@code from_elements} all of whose uses read its lanes themselves: it makes no array. */
  static boolean isReadInPlace(Operation fromElements) {
    Value result = fromElements.result(0);
    if (!result.hasUses()) return false;
    for (OpOperand use : result.uses()) if (!readsLanes(use.owner())) return false;
    return true;
  }

  /** A {@code to_elements} whose operand's producer writes the lanes into its results: it reads no array. */
  static boolean isWrittenInPlace(Operation toElements) {
    return toElements.operand(0) instanceof OpResult r && (MemoryEmitters.writesLanes(r.owner()) || TransferReadOp.is(r.owner()))
        && target(r) == toElements;
  }

  /** The {@code to_elements} that is the only use of {@code result}, or null. */
  static Operation target(Value result) {
    if (result.uses().size() != 1) return null;
    Operation user = result.uses().get(0).owner();
    return ToElementsOp.is(user) ? user : null;
  }

  /** Pushes lane {@code k} of vector {@code v} (its element's JVM value). */
  static void pushLane(EmitContext ctx, Value v, int k) {
    Operation def = v.definingOp();
    if (FromElementsOp.is(def) && isReadInPlace(def)) {
      ctx.load(def.operand(k));
      return;
    }
    ctx.load(v);
    Bytecode.pushInt(ctx.mv(), k);
    ctx.mv().visitInsn(ctx.jvmType(((VectorType) v.type()).elementType()).getOpcode(IALOAD));
  }

  /** Where the lanes of a result go: the locals of its {@code to_elements}, or a new array. */
  static final class Sink {
    private final EmitContext ctx;
    private final Value result;
    private final Operation target;
    private final Type element;
    private final int array;

    Sink(EmitContext ctx, Value result) {
      this.ctx = ctx;
      this.result = result;
      this.target = target(result);
      VectorType t = (VectorType) result.type();
      this.element = ctx.jvmType(t.elementType());
      MethodVisitor mv = ctx.mv();
      if (target == null) {
        array = ctx.newLocal(ctx.jvmType(t));
        Bytecode.pushInt(mv, (int) t.numElements());
        Bytecode.newArray(mv, element);
        mv.visitVarInsn(ASTORE, array);
      } else {
        array = -1;
      }
    }

    /** Before the code pushing lane {@code k}'s value. */
    void begin(int k) {
      if (target != null) return;
      ctx.mv().visitVarInsn(ALOAD, array);
      Bytecode.pushInt(ctx.mv(), k);
    }

    /** After it: the value goes to its place. */
    void end(int k) {
      if (target != null) ctx.store(target.result(k));
      else ctx.mv().visitInsn(element.getOpcode(IASTORE));
    }

    /** The result is complete. */
    void finish() {
      if (target != null) return;
      ctx.mv().visitVarInsn(ALOAD, array);
      ctx.store(result);
    }
  }
}
