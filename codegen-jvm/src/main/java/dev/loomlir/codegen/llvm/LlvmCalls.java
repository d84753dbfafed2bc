package dev.loomlir.codegen.llvm;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.CallTarget;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.ExternalFunctions;
import dev.loomlir.dialects.llvm.LlvmCallOp;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * {@code llvm.call}: a static call, as {@code func.call} (the callee may be an {@code llvm.func}
 * or a {@code func.func}: after upstream's lowering both are LLVM functions). A call of a C
 * library function is covered by a handler that gives the {@code PointerFault}s it raises (a bad
 * {@code free}, an unterminated string) the call's location.
 */
final class LlvmCalls implements Opcodes {
  private LlvmCalls() {}

  static void register(EmitterRegistry r) {
    r.register(LlvmCallOp.TYPE, LlvmCalls::emitCall);
    ExternalFunctions.registerCLibrary(r.externals());
  }

  private static void emitCall(Operation op, EmitContext ctx) {
    LlvmCallOp call = LlvmCallOp.match(op);
    if (call.callee() == null) {
      throw new DiagnosticException(op.location(), "indirect 'llvm.call' through a function pointer is not supported by the"
          + " JVM code generator");
    }
    CallTarget target = ctx.module().callTarget(call.callee(), op.location());
    for (Value v : call.arguments()) ctx.load(v);
    if (ExternalFunctions.isCLibrary(target.owner())) locatingFaults(ctx, () -> target.emitInvoke(ctx.mv()));
    else target.emitInvoke(ctx.mv());
    if (op.numResults() == 1) ctx.store(op.result(0));
  }

  /** Runs {@code call} under a handler that re-throws its pointer faults at the current op. */
  private static void locatingFaults(EmitContext ctx, Runnable call) {
    MethodVisitor mv = ctx.mv();
    Label start = new Label(), end = new Label(), handler = new Label();
    String faultClass = org.objectweb.asm.Type.getInternalName(RuntimeAbi.POINTER_FAULT_CLASS);
    mv.visitTryCatchBlock(start, end, handler, faultClass);
    mv.visitLabel(start);
    call.run();
    mv.visitLabel(end);
    // Read now: the handler is written after the body, when another op is being emitted.
    String location = ctx.locationString();
    var flc = ctx.location().fileLineCol();
    int line = flc == null ? -1 : flc.line();
    ctx.emitAfterBody(m -> {
      m.visitLabel(handler);
      if (line > 0) m.visitLineNumber(line, handler);
      Bytecode.pushStringOrNull(m, location);
      RuntimeAbi.POINTER_FAULT_AT.invoke(m);
      m.visitInsn(ATHROW);
    });
  }
}
