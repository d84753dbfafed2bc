package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.ir.Value;
import java.util.List;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Pushes the arguments memref ops hand to the runtime: {@code long[]}s mixing static values and
 * dynamic operands (MLIR's {@code static_sizes} + {@code sizes} convention) and reassociation
 * groups as {@code int[][]}.
 */
final class MemRefOperands implements Opcodes {
  private MemRefOperands() {}

  /**
   * Pushes a new {@code long[]}: entry {@code i} is {@code statics[i]}, or the next of
   * {@code dynamics} where {@code statics[i]} is dynamic.
   */
  static void pushLongs(EmitContext ctx, long[] statics, List<Value> dynamics) {
    MethodVisitor mv = ctx.mv();
    Bytecode.pushInt(mv, statics.length);
    mv.visitIntInsn(NEWARRAY, T_LONG);
    int next = 0;
    for (int i = 0; i < statics.length; i++) {
      if (statics[i] == 0) continue; // arrays start zeroed
      mv.visitInsn(DUP);
      Bytecode.pushInt(mv, i);
      if (statics[i] == MemRefTypes.DYNAMIC) ctx.load(dynamics.get(next++));
      else Bytecode.pushLong(mv, statics[i]);
      mv.visitInsn(LASTORE);
    }
  }

  /** Pushes a constant {@code long[]}. */
  static void pushLongs(MethodVisitor mv, long[] values) {
    Bytecode.pushInt(mv, values.length);
    mv.visitIntInsn(NEWARRAY, T_LONG);
    for (int i = 0; i < values.length; i++) {
      if (values[i] == 0) continue;
      mv.visitInsn(DUP);
      Bytecode.pushInt(mv, i);
      Bytecode.pushLong(mv, values[i]);
      mv.visitInsn(LASTORE);
    }
  }

  static void pushIntMatrix(MethodVisitor mv, int[][] rows) {
    Bytecode.pushInt(mv, rows.length);
    mv.visitTypeInsn(ANEWARRAY, "[I");
    for (int r = 0; r < rows.length; r++) {
      mv.visitInsn(DUP);
      Bytecode.pushInt(mv, r);
      Bytecode.pushInts(mv, rows[r]);
      mv.visitInsn(AASTORE);
    }
  }

  /** {@code checkcast} to the descriptor class of {@code memrefType}. */
  static void castToDescriptor(EmitContext ctx, dev.loomlir.ir.Type memrefType) {
    Type t = ctx.jvmType(memrefType);
    ctx.mv().visitTypeInsn(CHECKCAST, t.getInternalName());
  }
}
