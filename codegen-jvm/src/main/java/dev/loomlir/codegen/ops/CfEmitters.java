package dev.loomlir.codegen.ops;

import dev.loomlir.dialects.cf.SwitchOp;
import dev.loomlir.dialects.cf.CondBranchOp;
import dev.loomlir.dialects.cf.BranchOp;
import dev.loomlir.dialects.cf.AssertOp;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;
import org.objectweb.asm.Label;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;

/**
 * The cf dialect. Each branch edge copies its operands into the destination's arguments and
 * jumps ({@link EmitContext#branch}); edges of conditional branches go through a small trampoline
 * when they carry operands. A failing {@code cf.assert} throws a runtime error with its message.
 */
public final class CfEmitters implements Opcodes {
  private CfEmitters() {}

  public static void register(EmitterRegistry r) {
    r.register(BranchOp.TYPE, CfEmitters::emitBr);
    r.register(CondBranchOp.TYPE, CfEmitters::emitCondBr);
    r.register(SwitchOp.TYPE, CfEmitters::emitSwitch);
    r.register(AssertOp.TYPE, CfEmitters::emitAssert);
  }

  private static void emitBr(Operation op, EmitContext ctx) { edge(op, ctx, 0); }

  private static void edge(Operation op, EmitContext ctx, int successor) {
    BranchOperands operands = op.def().iface(BranchOperands.class);
    ctx.branch(op.successor(successor), operands.successorOperands(op, successor));
  }

  /** A two-way branch on operand 0 to successors 0 and 1, with their operands by {@link BranchOperands} (also {@code llvm.cond_br}). */
  public static void emitCondBr(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    Label falseEdge = new Label();
    Operation condition = op.operand(0).definingOp();
    if (condition != null && BranchCompares.fusesIntoBranch(condition)) {
      BranchCompares.jumpUnless(condition, ctx, falseEdge);
    } else {
      ctx.load(op.operand(0));
      mv.visitJumpInsn(IFEQ, falseEdge);
    }
    edge(op, ctx, 0);
    mv.visitLabel(falseEdge);
    edge(op, ctx, 1);
  }

  private static void emitSwitch(Operation op, EmitContext ctx) {
    MethodVisitor mv = ctx.mv();
    // Case value → successor index; the first of duplicate values wins, as in a chain of compares.
    Map<Long, Integer> cases = new LinkedHashMap<>();
    if (op.attr("case_values") instanceof DenseElementsAttr values) {
      for (int i = 0; i < values.type().numElements(); i++) {
        cases.putIfAbsent(((IntegerAttr) values.element(i)).value(), i + 1);
      }
    }
    Map<Integer, Label> edges = new TreeMap<>();
    for (int successor : cases.values()) edges.put(successor, new Label());
    Label defaultEdge = new Label();
    Type flagType = ctx.jvmType(op.operand(0).type());
    if (flagType.getSort() == Type.INT) {
      TreeMap<Long, Integer> sorted = new TreeMap<>(cases);
      int[] keys = new int[sorted.size()];
      Label[] targets = new Label[sorted.size()];
      int k = 0;
      for (var e : sorted.entrySet()) {
        keys[k] = e.getKey().intValue();
        targets[k++] = edges.get(e.getValue());
      }
      ctx.load(op.operand(0));
      mv.visitLookupSwitchInsn(defaultEdge, keys, targets);
    } else {
      for (var e : cases.entrySet()) {
        ctx.load(op.operand(0));
        Bytecode.pushLong(mv, e.getKey());
        mv.visitInsn(LCMP);
        mv.visitJumpInsn(IFEQ, edges.get(e.getValue()));
      }
      mv.visitJumpInsn(GOTO, defaultEdge);
    }
    mv.visitLabel(defaultEdge);
    edge(op, ctx, 0);
    for (var e : edges.entrySet()) {
      mv.visitLabel(e.getValue());
      edge(op, ctx, e.getKey());
    }
  }

  private static void emitAssert(Operation op, EmitContext ctx) {
    Label ok = new Label();
    ctx.load(op.operand(0));
    ctx.mv().visitJumpInsn(IFNE, ok);
    ctx.throwRuntimeError(((StringAttr) op.attr("msg")).value());
    ctx.mv().visitLabel(ok);
  }
}
