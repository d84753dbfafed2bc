package dev.loomlir.codegen.vector;

import dev.loomlir.dialects.vector.PrintOp;
import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.RuntimeMethod;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.vector.PunctuationAttr;
import dev.loomlir.dialects.vector.TypeCastOp;
import dev.loomlir.dialects.vector.VScaleOp;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IndexType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.VectorType;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The vector ops' emitters: {@code vector.print} here (scalars as the runner utilities print
 * them, vectors as {@code ( 1, 2 )}, strings, punctuation), the others by their classes.
 */
public final class VectorEmitters implements Opcodes {
  private VectorEmitters() {}

  public static void register(EmitterRegistry r) {
    r.register(PrintOp.TYPE, VectorEmitters::emitPrint);
    r.register(VScaleOp.TYPE, (op, ctx) -> {
      throw new DiagnosticException(op.location(), "'" + op.name() + "' op is not supported by the JVM code generator"
          + " (the JVM has no scalable vectors, so vscale has no value)");
    });
    // A memref of vectors is held as the memref of their lanes (MemRefElements.holdsVectors):
    // the cast's operand and result are one descriptor, as upstream reinterprets the same memory.
    r.register(TypeCastOp.TYPE, (op, ctx) -> {
      ctx.load(op.operand(0));
      ctx.store(op.result(0));
    });
    ElementsEmitters.register(r);
    MemoryEmitters.register(r);
    TransferEmitters.register(r);
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
}
