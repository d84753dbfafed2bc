package dev.loomlir.codegen.llvm;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.emit.CallTarget;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.codegen.emit.ExternalFunctions;
import dev.loomlir.dialects.llvm.LlvmCallOp;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Value;
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
    ctx.faultsAt(RuntimeAbi.POINTER_FAULT_CLASS, RuntimeAbi.POINTER_FAULT_AT, call);
  }

}
