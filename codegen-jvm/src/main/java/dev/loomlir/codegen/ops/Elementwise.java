package dev.loomlir.codegen.ops;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.OpEmitter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Turns a {@link ScalarEmitter} into an {@link OpEmitter} for scalars and vectors. Vectors are flat
 * primitive arrays: the op becomes a loop over the elements writing a new array (scalar operands,
 * such as the condition of a {@code select} on vectors, are reused for every element).
 */
public final class Elementwise implements Opcodes {
  private Elementwise() {}

  public static OpEmitter lift(ScalarEmitter scalar) {
    return (op, ctx) -> {
      Type in = elementType(op.operand(0).type());
      Type out = elementType(op.result(0).type());
      if (op.result(0).type() instanceof VectorType v) emitLoop(op, ctx, scalar, v, in, out);
      else {
        for (Value operand : op.operands()) ctx.load(operand);
        scalar.emit(ctx, op, in, out);
        ctx.store(op.result(0));
      }
    };
  }

  public static Type elementType(Type t) { return t instanceof VectorType v ? v.elementType() : t; }

  private static void emitLoop(Operation op, EmitContext ctx, ScalarEmitter scalar, VectorType resultType, Type in,
                               Type out) {
    MethodVisitor mv = ctx.mv();
    org.objectweb.asm.Type element = ctx.jvmType(out);
    org.objectweb.asm.Type array = ctx.jvmType(resultType);
    int n = (int) resultType.numElements();
    int result = ctx.newLocal(array), i = ctx.newLocal(org.objectweb.asm.Type.INT_TYPE);
    Bytecode.pushInt(mv, n);
    Bytecode.newArray(mv, element);
    mv.visitVarInsn(ASTORE, result);
    mv.visitInsn(ICONST_0);
    mv.visitVarInsn(ISTORE, i);
    Label test = new Label(), end = new Label();
    mv.visitLabel(test);
    mv.visitVarInsn(ILOAD, i);
    Bytecode.pushInt(mv, n);
    mv.visitJumpInsn(IF_ICMPGE, end);
    mv.visitVarInsn(ALOAD, result);
    mv.visitVarInsn(ILOAD, i);
    for (Value operand : op.operands()) {
      ctx.load(operand);
      if (operand.type() instanceof VectorType v) {
        mv.visitVarInsn(ILOAD, i);
        mv.visitInsn(ctx.jvmType(v.elementType()).getOpcode(IALOAD));
      }
    }
    scalar.emit(ctx, op, in, out);
    mv.visitInsn(element.getOpcode(IASTORE));
    mv.visitIincInsn(i, 1);
    mv.visitJumpInsn(GOTO, test);
    mv.visitLabel(end);
    mv.visitVarInsn(ALOAD, result);
    ctx.store(op.result(0));
  }
}
