package dev.loomlir.codegen.vector;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.vector.FromElementsOp;
import dev.loomlir.dialects.vector.ToElementsOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.VectorType;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * Where lanes (one local each) meet vectors held as JVM arrays: {@code vector.from_elements}
 * makes the array an op that takes a whole vector needs, {@code vector.to_elements} reads the
 * lanes of one an op returned.
 */
final class ElementsEmitters implements Opcodes {
  private ElementsEmitters() {}

  static void register(EmitterRegistry r) {
    r.register(FromElementsOp.TYPE, ElementsEmitters::fromElements);
    r.register(ToElementsOp.TYPE, ElementsEmitters::toElements);
  }

  private static void fromElements(Operation op, EmitContext ctx) {
    if (VectorLanes.isReadInPlace(op)) return;
    MethodVisitor mv = ctx.mv();
    VectorType t = (VectorType) op.result(0).type();
    Type element = ctx.jvmType(t.elementType());
    Bytecode.pushInt(mv, op.numOperands());
    Bytecode.newArray(mv, element);
    for (int k = 0; k < op.numOperands(); k++) {
      mv.visitInsn(DUP);
      Bytecode.pushInt(mv, k);
      ctx.load(op.operand(k));
      mv.visitInsn(element.getOpcode(IASTORE));
    }
    ctx.store(op.result(0));
  }

  private static void toElements(Operation op, EmitContext ctx) {
    if (VectorLanes.isWrittenInPlace(op)) return;
    MethodVisitor mv = ctx.mv();
    VectorType t = (VectorType) op.operand(0).type();
    Type element = ctx.jvmType(t.elementType());
    for (int k = 0; k < op.numResults(); k++) {
      ctx.load(op.operand(0));
      Bytecode.pushInt(mv, k);
      mv.visitInsn(element.getOpcode(IALOAD));
      ctx.store(op.result(k));
    }
  }
}
