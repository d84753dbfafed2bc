package dev.loomlir.codegen.ops;

import static dev.loomlir.codegen.emit.TypeMapper.intWidth;

import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.index.CmpOp;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import org.objectweb.asm.Opcodes;

/** The index dialect: 64-bit integer arithmetic with arith's semantics (see {@link ArithEmitters}). */
public final class IndexEmitters implements Opcodes {
  private IndexEmitters() {}

  private static final long INDEX_BITS = 64;

  public static void register(EmitterRegistry r) {
    long2(r, "add", LADD);
    long2(r, "sub", LSUB);
    long2(r, "mul", LMUL);
    long2(r, "and", LAND);
    long2(r, "or", LOR);
    long2(r, "xor", LXOR);
    String[][] divisions = {{"divs", "divsi"}, {"divu", "divui"}, {"rems", "remsi"}, {"remu", "remui"},
        {"floordivs", "floordivsi"}, {"ceildivs", "ceildivsi"}, {"ceildivu", "ceildivui"}};
    for (String[] d : divisions) {
      r.register("index." + d[0], Elementwise.lift((ctx, op, in, out) -> ArithEmitters.division(ctx, d[1], 64)));
    }
    helper(r, "shl", "shl");
    helper(r, "shru", "shru");
    helper(r, "shrs", "shrs");
    helper(r, "maxu", "maxu");
    helper(r, "minu", "minu");
    r.register("index.maxs", Elementwise.lift((ctx, op, in, out) -> ArithEmitters.signedMinMax(ctx.mv(), "max", 64)));
    r.register("index.mins", Elementwise.lift((ctx, op, in, out) -> ArithEmitters.signedMinMax(ctx.mv(), "min", 64)));
    r.register(CmpOp.TYPE, BranchCompares.unlessFused(Elementwise.lift((ctx, op, in, out) ->
        IntEmit.compare(ctx.mv(), CmpOp.TYPE.cast(op).predicate(), 64))));
    r.register("index.casts", Elementwise.lift((ctx, op, in, out) -> IntEmit.convert(ctx.mv(), intWidth(in), intWidth(out), true)));
    r.register("index.castu", Elementwise.lift((ctx, op, in, out) -> IntEmit.convert(ctx.mv(), intWidth(in), intWidth(out), false)));
    // the width of index in bits (as index-to-llvm lowers it), not in bytes
    r.register("index.sizeof", (op, ctx) -> {
      Bytecode.pushLong(ctx.mv(), INDEX_BITS);
      ctx.store(op.result());
    });
    r.register("index.constant", IndexEmitters::emitConstant);
    r.register("index.bool.constant", IndexEmitters::emitConstant);
  }

  private static void long2(EmitterRegistry r, String name, int opcode) {
    r.register("index." + name, Elementwise.lift((ctx, op, in, out) -> ctx.mv().visitInsn(opcode)));
  }

  private static void helper(EmitterRegistry r, String name, String intOpsName) {
    r.register("index." + name, Elementwise.lift((ctx, op, in, out) -> IntEmit.binaryHelper(ctx.mv(), intOpsName, 64)));
  }

  private static void emitConstant(Operation op, EmitContext ctx) {
    ArithEmitters.pushScalar(ctx, op.result().type(), (IntegerAttr) op.attr("value"), op);
    ctx.store(op.result());
  }
}
