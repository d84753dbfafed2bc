package dev.loomlir.codegen.ops;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.WidthOverloads;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.runtime.IntOps;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * Bytecode for integers at an MLIR width, in the canonical form described in {@link IntOps}: an
 * {@code int} for widths ≤ 32, a {@code long} above, sign-extended from the top bit, with
 * {@code i1} as 0 or 1. Every op that may carry bits past the width re-normalizes its result.
 */
final class IntEmit implements Opcodes {
  private IntEmit() {}

  static boolean isLong(int width) { return width > 32; }

  /** Brings the stack top back to canonical form at {@code width}. */
  static void normalize(MethodVisitor mv, int width) {
    if (isLong(width)) {
      if (width == 64) return;
      Bytecode.pushInt(mv, 64 - width);
      mv.visitInsn(LSHL);
      Bytecode.pushInt(mv, 64 - width);
      mv.visitInsn(LSHR);
      return;
    }
    switch (width) {
      case 1 -> { mv.visitInsn(ICONST_1); mv.visitInsn(IAND); }
      case 8 -> mv.visitInsn(I2B);
      case 16 -> mv.visitInsn(I2S);
      case 32 -> { }
      default -> {
        Bytecode.pushInt(mv, 32 - width);
        mv.visitInsn(ISHL);
        Bytecode.pushInt(mv, 32 - width);
        mv.visitInsn(ISHR);
      }
    }
  }

  /**
   * Calls an IntOps helper {@code method(operands..., width)} on the operands on the stack, in the
   * overload for {@code width}'s JVM type.
   */
  static void callAtWidth(MethodVisitor mv, WidthOverloads method, int width) {
    Bytecode.pushInt(mv, width);
    method.pick(isLong(width)).invoke(mv);
  }

  /** With a divisor on the stack top: throws "division by zero" (at the op's location) when it is 0. */
  static void checkDivisor(EmitContext ctx, int width) {
    MethodVisitor mv = ctx.mv();
    Label ok = new Label();
    if (isLong(width)) {
      mv.visitInsn(DUP2);
      mv.visitInsn(LCONST_0);
      mv.visitInsn(LCMP);
    } else {
      mv.visitInsn(DUP);
    }
    mv.visitJumpInsn(IFNE, ok);
    ctx.throwRuntimeError("integer division by zero");
    mv.visitLabel(ok);
  }

  /**
   * Converts an integer from one width to another: truncation keeps the low bits; extension is
   * signed or unsigned.
   */
  static void convert(MethodVisitor mv, int from, int to, boolean signed) {
    if (to < from) {
      if (isLong(from) && !isLong(to)) mv.visitInsn(L2I);
      normalize(mv, to);
    } else if (to > from) {
      if (signed) {
        if (from == 1) mv.visitInsn(INEG);
        if (!isLong(from) && isLong(to)) mv.visitInsn(I2L);
      } else if (isLong(from)) {
        Bytecode.pushLong(mv, (1L << from) - 1);
        mv.visitInsn(LAND);
      } else {
        if (from > 1 && from < 32) {
          Bytecode.pushInt(mv, (int) ((1L << from) - 1));
          mv.visitInsn(IAND);
        }
        if (isLong(to)) {
          mv.visitInsn(I2L);
          if (from == 32) {
            Bytecode.pushLong(mv, 0xFFFF_FFFFL);
            mv.visitInsn(LAND);
          }
        }
      }
    }
  }

  /** Pushes 1 if the jump {@code opcode} (consuming what is on the stack) is taken, else 0. */
  static void materializeCondition(MethodVisitor mv, int jumpOpcode) {
    Label yes = new Label(), end = new Label();
    mv.visitJumpInsn(jumpOpcode, yes);
    mv.visitInsn(ICONST_0);
    mv.visitJumpInsn(GOTO, end);
    mv.visitLabel(yes);
    mv.visitInsn(ICONST_1);
    mv.visitLabel(end);
  }

  /** Compares the two values on the stack, leaving 0 or 1. */
  static void compare(MethodVisitor mv, CmpIPredicate p, int width) {
    materializeCondition(mv, compareJump(mv, p, width));
  }

  /** Compares the two values on the stack and jumps to {@code target} when {@code p} is false. */
  static void compareAndJumpUnless(MethodVisitor mv, CmpIPredicate p, int width, Label target) {
    mv.visitJumpInsn(negatedJump(compareJump(mv, p, width)), target);
  }

  /**
   * Emits the part of a comparison that leaves what a conditional jump consumes, and returns
   * that jump's opcode (taken when {@code p} holds).
   */
  private static int compareJump(MethodVisitor mv, CmpIPredicate p, int width) {
    boolean wide = isLong(width);
    int cond = switch (p) {
      case EQ -> IFEQ;
      case NE -> IFNE;
      case SLT, ULT -> IFLT;
      case SLE, ULE -> IFLE;
      case SGT, UGT -> IFGT;
      case SGE, UGE -> IFGE;
    };
    boolean unsigned = p.isUnsigned();
    boolean signed = p.isSigned();
    if (unsigned) {
      if (width == 32 || width == 64) RuntimeAbi.JDK_COMPARE_UNSIGNED.pick(width == 64).invoke(mv);
      else callAtWidth(mv, RuntimeAbi.INT_CMPU, width);
    } else if (signed && width == 1) {
      Bytecode.pushInt(mv, width);
      RuntimeAbi.INT_CMPS_I1.invoke(mv);
    } else if (wide) {
      mv.visitInsn(LCMP);
    } else {
      return cond + (IF_ICMPEQ - IFEQ); // int compare-and-branch directly
    }
    return cond;
  }

  /** The conditional jump taken exactly when {@code jumpOpcode} is not. */
  private static int negatedJump(int jumpOpcode) {
    return switch (jumpOpcode) {
      case IFEQ -> IFNE;
      case IFNE -> IFEQ;
      case IFLT -> IFGE;
      case IFGE -> IFLT;
      case IFGT -> IFLE;
      case IFLE -> IFGT;
      case IF_ICMPEQ -> IF_ICMPNE;
      case IF_ICMPNE -> IF_ICMPEQ;
      case IF_ICMPLT -> IF_ICMPGE;
      case IF_ICMPGE -> IF_ICMPLT;
      case IF_ICMPGT -> IF_ICMPLE;
      case IF_ICMPLE -> IF_ICMPGT;
      default -> throw new IllegalArgumentException("not a conditional jump: " + jumpOpcode);
    };
  }
}
