package dev.loomlir.codegen.ops;

import dev.loomlir.dialects.func.ReturnOp;
import dev.loomlir.dialects.func.ConstantOp;
import dev.loomlir.dialects.func.CallOp;
import dev.loomlir.dialects.func.CallIndirectOp;
import dev.loomlir.codegen.emit.CallTarget;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.TupleClassWriter;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolRefAttr;
import dev.loomlir.ir.Value;
import java.lang.invoke.MethodHandle;
import java.util.ArrayList;
import java.util.List;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The func dialect: calls are {@code invokestatic}; {@code func.constant} is a constant
 * {@link MethodHandle} that {@code func.call_indirect} invokes with {@code invokeExact}; several
 * results travel in a generated tuple object.
 */
public final class FuncEmitters implements Opcodes {
  private FuncEmitters() {}

  public static void register(EmitterRegistry r) {
    r.register(ReturnOp.TYPE, FuncEmitters::emitReturn);
    r.register(CallOp.TYPE, FuncEmitters::emitCall);
    r.register(ConstantOp.TYPE, FuncEmitters::emitConstant);
    r.register(CallIndirectOp.TYPE, FuncEmitters::emitCallIndirect);
  }

  private static void emitReturn(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    List<Value> values = op.operands();
    if (values.isEmpty()) {
      mv.visitInsn(RETURN);
    } else if (values.size() == 1) {
      ctx.load(values.get(0));
      mv.visitInsn(ctx.jvmType(values.get(0).type()).getOpcode(IRETURN));
    } else {
      List<Type> types = jvmTypes(ctx, values);
      String tuple = ctx.module().tupleClass(types);
      mv.visitTypeInsn(NEW, tuple);
      mv.visitInsn(DUP);
      for (Value v : values) ctx.load(v);
      mv.visitMethodInsn(INVOKESPECIAL, tuple, "<init>", TupleClassWriter.constructorDescriptor(types), false);
      mv.visitInsn(ARETURN);
    }
  }

  private static void emitCall(Operation op, EmitContext ctx) {
    String callee = ((SymbolRefAttr) op.attr("callee")).root();
    CallTarget target = ctx.module().callTarget(callee, op.location());
    for (Value v : op.operands()) ctx.load(v);
    target.emitInvoke(ctx.mv());
    storeResults(op, ctx, target.tupleClass());
  }

  private static void emitConstant(Operation op, EmitContext ctx) {
    String symbol = ((SymbolRefAttr) op.attr("value")).root();
    CallTarget target = ctx.module().callTarget(symbol, op.location());
    ctx.mv().visitLdcInsn(target.handle());
    ctx.store(op.result());
  }

  private static void emitCallIndirect(Operation op, EmitContext ctx) {
    FunctionType type = (FunctionType) op.operand(0).type();
    List<Type> results = new ArrayList<>();
    for (dev.loomlir.ir.Type t : type.results()) results.add(ctx.jvmType(t));
    Type ret = ctx.module().returnType(results);
    for (Value v : op.operands()) ctx.load(v);
    String descriptor = ctx.module().registry().types().methodDescriptor(type, ret, op.location());
    ctx.mv().visitMethodInsn(INVOKEVIRTUAL, Type.getInternalName(MethodHandle.class), "invokeExact", descriptor, false);
    storeResults(op, ctx, results.size() > 1 ? ctx.module().tupleClass(results) : null);
  }

  /** Stores a call's results: the single returned value, or each field of the returned tuple. */
  private static void storeResults(Operation op, EmitContext ctx, String tupleClass) {
    MethodVisitor mv = ctx.mv();
    if (op.numResults() == 0) return;
    if (op.numResults() == 1) {
      ctx.store(op.result(0));
      return;
    }
    if (tupleClass == null) throw new DiagnosticException(op.location(), "callee does not return several results");
    int tuple = ctx.newLocal(Type.getObjectType(tupleClass));
    mv.visitVarInsn(ASTORE, tuple);
    for (int i = 0; i < op.numResults(); i++) {
      mv.visitVarInsn(ALOAD, tuple);
      Type t = ctx.jvmType(op.result(i).type());
      mv.visitFieldInsn(GETFIELD, tupleClass, CallTarget.tupleField(i), t.getDescriptor());
      ctx.store(op.result(i));
    }
  }

  private static List<Type> jvmTypes(EmitContext ctx, List<Value> values) {
    List<Type> ts = new ArrayList<>();
    for (Value v : values) ts.add(ctx.jvmType(v.type()));
    return ts;
  }
}
