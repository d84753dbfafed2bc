package dev.loomlir.codegen.ops;

import dev.loomlir.dialects.vector.PrintOp;
import dev.loomlir.dialects.vector.BroadcastOp;
import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeMethod;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.vector.PunctuationAttr;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.VectorType;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * {@code vector.print} (scalars as the runner utilities print them, vectors as
 * {@code ( 1, 2 )}, strings, punctuation) and {@code vector.broadcast} of a scalar.
 */
public final class VectorEmitters implements Opcodes {
  private VectorEmitters() {}

  public static void register(EmitterRegistry r) {
    r.register(PrintOp.TYPE, VectorEmitters::emitPrint);
    r.register(BroadcastOp.TYPE, VectorEmitters::emitBroadcast);
  }

  private static void emitPrint(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    if (op.attr("stringLiteral") instanceof StringAttr s) {
      mv.visitLdcInsn(s.value());
      RuntimeAbi.PRINT_STRING.invoke(mv);
      return; // upstream's string already ends with what it wants printed
    }
    if (op.numOperands() > 0) {
      Type t = op.operand(0).type();
      ctx.load(op.operand(0));
      if (t instanceof VectorType v) printVector(mv, v, ctx);
      else printScalar(mv, t, ctx);
    }
    PunctuationAttr.Kind p = op.attr("punctuation") instanceof PunctuationAttr pa ? pa.kind() : PunctuationAttr.Kind.NEWLINE;
    RuntimeMethod method = switch (p) {
      case NEWLINE -> RuntimeAbi.PRINT_NEWLINE;
      case COMMA -> RuntimeAbi.PRINT_COMMA;
      case OPEN -> RuntimeAbi.PRINT_OPEN;
      case CLOSE -> RuntimeAbi.PRINT_CLOSE;
      case NO_PUNCTUATION -> null;
    };
    if (method != null) method.invoke(mv);
  }

  /** Integers print signed except index (unsigned, as upstream's printU64); i1 prints 0 or 1. */
  private static void printScalar(MethodVisitor mv, Type t, EmitContext ctx) {
    org.objectweb.asm.Type jt = ctx.jvmType(t);
    switch (jt.getSort()) {
      case org.objectweb.asm.Type.INT -> {
        mv.visitInsn(I2L);
        RuntimeAbi.PRINT_I64.invoke(mv);
      }
      case org.objectweb.asm.Type.LONG -> (t instanceof IndexType ? RuntimeAbi.PRINT_U64 : RuntimeAbi.PRINT_I64).invoke(mv);
      case org.objectweb.asm.Type.FLOAT -> RuntimeAbi.PRINT_F32.invoke(mv);
      default -> RuntimeAbi.PRINT_F64.invoke(mv);
    }
  }

  private static void printVector(MethodVisitor mv, VectorType v, EmitContext ctx) {
    Bytecode.pushInts(mv, v.shape().stream().mapToInt(Long::intValue).toArray());
    RuntimeAbi.printVector(ctx.jvmType(v).getDescriptor(), v.elementType() instanceof IndexType).invoke(mv);
  }

  /** A scalar fills the vector; a vector source is broadcast along the leading dimensions. */
  private static void emitBroadcast(Operation op, EmitContext ctx) {
    VectorType result = (VectorType) op.result().type();
    Type source = op.operand(0).type();
    MethodVisitor mv = ctx.mv();
    org.objectweb.asm.Type element = ctx.jvmType(result.elementType());
    int n = (int) result.numElements();
    if (source instanceof VectorType sv && sv.numElements() != 1 && sv.numElements() != n
        || source instanceof VectorType sv2 && sv2.numElements() == n && !sv2.shape().equals(result.shape())
            && !trailingShapeMatches(sv2, result)) {
      throw new dev.loomlir.ir.DiagnosticException(op.location(),
          "'vector.broadcast' op from " + source + " to " + result + " is not supported by the JVM code generator");
    }
    int out = ctx.newLocal(ctx.jvmType(result));
    Bytecode.pushInt(mv, n);
    Bytecode.newArray(mv, element);
    mv.visitVarInsn(ASTORE, out);
    int period = source instanceof VectorType sv ? (int) sv.numElements() : 1;
    for (int i = 0; i < n; i++) {
      mv.visitVarInsn(ALOAD, out);
      Bytecode.pushInt(mv, i);
      ctx.load(op.operand(0));
      if (source instanceof VectorType) {
        Bytecode.pushInt(mv, i % period);
        mv.visitInsn(element.getOpcode(IALOAD));
      }
      mv.visitInsn(element.getOpcode(IASTORE));
    }
    mv.visitVarInsn(ALOAD, out);
    ctx.store(op.result());
  }

  private static boolean trailingShapeMatches(VectorType source, VectorType result) {
    var s = source.shape();
    var d = result.shape();
    return d.subList(d.size() - s.size(), d.size()).equals(s);
  }
}
