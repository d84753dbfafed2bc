package dev.loomlir.codegen.llvm;

import dev.loomlir.dialects.arith.CmpFPredicate;
import dev.loomlir.dialects.arith.CmpIPredicate;
import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.ops.CfEmitters;
import dev.loomlir.codegen.ops.Elementwise;
import dev.loomlir.codegen.ops.IntDivision;
import dev.loomlir.codegen.ops.ScalarOps;
import dev.loomlir.dialects.llvm.AShrOp;
import dev.loomlir.dialects.llvm.AddOp;
import dev.loomlir.dialects.llvm.AndOp;
import dev.loomlir.dialects.llvm.BitcastOp;
import dev.loomlir.dialects.llvm.BrOp;
import dev.loomlir.dialects.llvm.CondBrOp;
import dev.loomlir.dialects.llvm.ConstantOp;
import dev.loomlir.dialects.llvm.FAddOp;
import dev.loomlir.dialects.llvm.FCmpOp;
import dev.loomlir.dialects.llvm.FDivOp;
import dev.loomlir.dialects.llvm.FMulOp;
import dev.loomlir.dialects.llvm.FNegOp;
import dev.loomlir.dialects.llvm.FPExtOp;
import dev.loomlir.dialects.llvm.FPToSIOp;
import dev.loomlir.dialects.llvm.FPToUIOp;
import dev.loomlir.dialects.llvm.FPTruncOp;
import dev.loomlir.dialects.llvm.FRemOp;
import dev.loomlir.dialects.llvm.FSubOp;
import dev.loomlir.dialects.llvm.ICmpOp;
import dev.loomlir.dialects.llvm.LShrOp;
import dev.loomlir.dialects.llvm.LlvmPointerType;
import dev.loomlir.dialects.llvm.MulOp;
import dev.loomlir.dialects.llvm.OrOp;
import dev.loomlir.dialects.llvm.PoisonOp;
import dev.loomlir.dialects.llvm.ReturnOp;
import dev.loomlir.dialects.llvm.SDivOp;
import dev.loomlir.dialects.llvm.SExtOp;
import dev.loomlir.dialects.llvm.SIToFPOp;
import dev.loomlir.dialects.llvm.SRemOp;
import dev.loomlir.dialects.llvm.SelectOp;
import dev.loomlir.dialects.llvm.ShlOp;
import dev.loomlir.dialects.llvm.SubOp;
import dev.loomlir.dialects.llvm.TruncOp;
import dev.loomlir.dialects.llvm.UDivOp;
import dev.loomlir.dialects.llvm.UIToFPOp;
import dev.loomlir.dialects.llvm.URemOp;
import dev.loomlir.dialects.llvm.UndefOp;
import dev.loomlir.dialects.llvm.UnreachableOp;
import dev.loomlir.dialects.llvm.XOrOp;
import dev.loomlir.dialects.llvm.ZExtOp;
import dev.loomlir.dialects.llvm.ZeroOp;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The llvm dialect's scalar, constant and control-flow ops. Integer and float ops have arith's
 * semantics ({@link ScalarOps}); where LLVM has poison or undefined behaviour (a division by
 * zero, an oversized shift, a float-to-int conversion out of range, {@code undef} and
 * {@code poison} values), loomlir makes the same choices as for arith: a located error, the
 * documented value, zero. Memory ops are {@link LlvmMemoryEmitters}, calls and functions
 * {@link LlvmCalls}.
 */
public final class LlvmEmitters implements Opcodes {
  private LlvmEmitters() {}

  public static void register(EmitterRegistry r) {
    r.types().register(t -> t instanceof LlvmPointerType ? org.objectweb.asm.Type.getType(RuntimeAbi.POINTER_CLASS) : null);
    r.register(AddOp.TYPE, ScalarOps.intBinary(IADD, LADD, true));
    r.register(SubOp.TYPE, ScalarOps.intBinary(ISUB, LSUB, true));
    r.register(MulOp.TYPE, ScalarOps.intBinary(IMUL, LMUL, true));
    r.register(AndOp.TYPE, ScalarOps.intBinary(IAND, LAND, false));
    r.register(OrOp.TYPE, ScalarOps.intBinary(IOR, LOR, false));
    r.register(XOrOp.TYPE, ScalarOps.intBinary(IXOR, LXOR, false));
    r.register(SDivOp.TYPE, ScalarOps.division(IntDivision.DIVS));
    r.register(UDivOp.TYPE, ScalarOps.division(IntDivision.DIVU));
    r.register(SRemOp.TYPE, ScalarOps.division(IntDivision.REMS));
    r.register(URemOp.TYPE, ScalarOps.division(IntDivision.REMU));
    r.register(ShlOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHL));
    r.register(LShrOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHRU));
    r.register(AShrOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHRS));
    r.register(FAddOp.TYPE, ScalarOps.floatBinary(FADD));
    r.register(FSubOp.TYPE, ScalarOps.floatBinary(FSUB));
    r.register(FMulOp.TYPE, ScalarOps.floatBinary(FMUL));
    r.register(FDivOp.TYPE, ScalarOps.floatBinary(FDIV));
    r.register(FRemOp.TYPE, ScalarOps.floatBinary(FREM));
    r.register(FNegOp.TYPE, ScalarOps.floatNegate());
    r.register(FCmpOp.TYPE, ScalarOps.floatCompare(op -> CmpFPredicate.of(op.attr("predicate"))));
    r.register(ICmpOp.TYPE, LlvmEmitters::emitICmp);
    r.register(SelectOp.TYPE, ScalarOps.select());
    r.register(ZExtOp.TYPE, ScalarOps.intCast(false));
    r.register(SExtOp.TYPE, ScalarOps.intCast(true));
    r.register(TruncOp.TYPE, ScalarOps.intCast(true));
    r.register(SIToFPOp.TYPE, ScalarOps.intToFloat(true));
    r.register(UIToFPOp.TYPE, ScalarOps.intToFloat(false));
    r.register(FPToSIOp.TYPE, ScalarOps.floatToInt(true));
    r.register(FPToUIOp.TYPE, ScalarOps.floatToInt(false));
    r.register(FPExtOp.TYPE, ScalarOps.floatToFloat());
    r.register(FPTruncOp.TYPE, ScalarOps.floatToFloat());
    r.register(BitcastOp.TYPE, LlvmEmitters::emitBitcast);
    r.register(ConstantOp.TYPE, LlvmEmitters::emitConstant);
    r.register(ZeroOp.TYPE, LlvmEmitters::emitZero);
    r.register(UndefOp.TYPE, LlvmEmitters::emitZero);
    r.register(PoisonOp.TYPE, LlvmEmitters::emitZero);
    r.register(BrOp.TYPE, (op, ctx) -> ctx.branch(op.successor(0), op.operands()));
    r.register(CondBrOp.TYPE, CfEmitters::emitCondBr);
    r.register(ReturnOp.TYPE, LlvmEmitters::emitReturn);
    r.register(UnreachableOp.TYPE, (op, ctx) -> ctx.throwRuntimeError("'llvm.unreachable' was reached"));
    LlvmMemoryEmitters.register(r);
    LlvmCalls.register(r);
  }

  /** Integers through arith's comparison; pointers by allocation and offset ({@code Memory.compare}). */
  private static void emitICmp(Operation op, EmitContext ctx) {
    if (!(op.operand(0).type() instanceof LlvmPointerType)) {
      Elementwise.lift((c, o, in, out) -> ScalarOps.intCompare(c, CmpIPredicate.of(o.attr("predicate")), in)).emit(op, ctx);
      return;
    }
    ctx.load(op.operand(0));
    ctx.load(op.operand(1));
    Bytecode.pushInt(ctx.mv(), predicate(op));
    RuntimeAbi.POINTER_COMPARE.invoke(ctx.mv());
    ctx.store(op.result(0));
  }

  private static int predicate(Operation op) { return (int) ((IntegerAttr) op.attr("predicate")).value(); }

  private static void emitBitcast(Operation op, EmitContext ctx) {
    if (op.operand(0).type() instanceof LlvmPointerType && op.result(0).type() instanceof LlvmPointerType) {
      ctx.load(op.operand(0));
      ctx.store(op.result(0));
      return;
    }
    ScalarOps.bitcast().emit(op, ctx);
  }

  private static void emitConstant(Operation op, EmitContext ctx) {
    Attribute value = op.attr("value");
    Type type = op.result(0).type();
    org.objectweb.asm.Type jvm = ctx.jvmType(type);
    MethodVisitor mv = ctx.mv();
    switch (value) {
      case IntegerAttr i when jvm == org.objectweb.asm.Type.INT_TYPE -> Bytecode.pushInt(mv, (int) normalized(i.value(), type));
      case IntegerAttr i when jvm == org.objectweb.asm.Type.LONG_TYPE -> Bytecode.pushLong(mv, normalized(i.value(), type));
      case FloatAttr f when jvm == org.objectweb.asm.Type.FLOAT_TYPE -> Bytecode.pushFloat(mv, (float) f.value());
      case FloatAttr f when jvm == org.objectweb.asm.Type.DOUBLE_TYPE -> Bytecode.pushDouble(mv, f.value());
      default -> throw new DiagnosticException(op.location(), "'llvm.mlir.constant' of " + value
          + " is not supported by the JVM code generator");
    }
    ctx.store(op.result(0));
  }

  /** An integer constant in the code's canonical form at the result's width: sign-extended, i1 as 0 or 1. */
  private static long normalized(long v, Type type) {
    int w = dev.loomlir.codegen.emit.TypeMapper.intWidth(type);
    if (w == 1) return v & 1;
    return w >= 64 ? v : (v << (64 - w)) >> (64 - w);
  }

  /** {@code llvm.mlir.zero}, {@code undef}, {@code poison}: zero (the null pointer). */
  private static void emitZero(Operation op, EmitContext ctx) {
    org.objectweb.asm.Type jvm = ctx.jvmType(op.result(0).type());
    MethodVisitor mv = ctx.mv();
    switch (jvm.getSort()) {
      case org.objectweb.asm.Type.INT -> mv.visitInsn(ICONST_0);
      case org.objectweb.asm.Type.LONG -> mv.visitInsn(LCONST_0);
      case org.objectweb.asm.Type.FLOAT -> mv.visitInsn(FCONST_0);
      case org.objectweb.asm.Type.DOUBLE -> mv.visitInsn(DCONST_0);
      default -> {
        if (!(op.result(0).type() instanceof LlvmPointerType)) {
          throw new DiagnosticException(op.location(), "'" + op.name() + "' of type '" + op.result(0).type()
              + "' is not supported by the JVM code generator");
        }
        RuntimeAbi.NULL_POINTER.get(mv);
      }
    }
    ctx.store(op.result(0));
  }

  private static void emitReturn(Operation op, EmitContext ctx) {
    if (op.numOperands() == 0) {
      ctx.mv().visitInsn(RETURN);
      return;
    }
    ctx.load(op.operand(0));
    ctx.mv().visitInsn(ctx.jvmType(op.operand(0).type()).getOpcode(IRETURN));
  }
}
