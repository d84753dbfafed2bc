package dev.loomlir.codegen.ops;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.bytecode.Bytecode;
import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.codegen.emit.EmitterRegistry;
import dev.loomlir.dialects.index.AddOp;
import dev.loomlir.dialects.index.AndOp;
import dev.loomlir.dialects.index.BoolConstantOp;
import dev.loomlir.dialects.index.CastSOp;
import dev.loomlir.dialects.index.CastUOp;
import dev.loomlir.dialects.index.CeilDivSOp;
import dev.loomlir.dialects.index.CeilDivUOp;
import dev.loomlir.dialects.index.CmpOp;
import dev.loomlir.dialects.index.ConstantOp;
import dev.loomlir.dialects.index.DivSOp;
import dev.loomlir.dialects.index.DivUOp;
import dev.loomlir.dialects.index.FloorDivSOp;
import dev.loomlir.dialects.index.MaxSOp;
import dev.loomlir.dialects.index.MaxUOp;
import dev.loomlir.dialects.index.MinSOp;
import dev.loomlir.dialects.index.MinUOp;
import dev.loomlir.dialects.index.MulOp;
import dev.loomlir.dialects.index.OrOp;
import dev.loomlir.dialects.index.RemSOp;
import dev.loomlir.dialects.index.RemUOp;
import dev.loomlir.dialects.index.ShlOp;
import dev.loomlir.dialects.index.ShrSOp;
import dev.loomlir.dialects.index.ShrUOp;
import dev.loomlir.dialects.index.SizeOfOp;
import dev.loomlir.dialects.index.SubOp;
import dev.loomlir.dialects.index.XOrOp;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.Operation;
import org.objectweb.asm.Opcodes;

/**
 * The index dialect: 64-bit integer arithmetic with arith's semantics (see {@link ArithEmitters}),
 * through the same scalar emitters ({@link ScalarOps}) at the width of index.
 */
public final class IndexEmitters implements Opcodes {
  private IndexEmitters() {}

  private static final int INDEX_BITS = 64;

  public static void register(EmitterRegistry r) {
    r.register(AddOp.TYPE, ScalarOps.intBinary(IADD, LADD, false));
    r.register(SubOp.TYPE, ScalarOps.intBinary(ISUB, LSUB, false));
    r.register(MulOp.TYPE, ScalarOps.intBinary(IMUL, LMUL, false));
    r.register(AndOp.TYPE, ScalarOps.intBinary(IAND, LAND, false));
    r.register(OrOp.TYPE, ScalarOps.intBinary(IOR, LOR, false));
    r.register(XOrOp.TYPE, ScalarOps.intBinary(IXOR, LXOR, false));
    r.register(DivSOp.TYPE, ScalarOps.division(IntDivision.DIVS));
    r.register(DivUOp.TYPE, ScalarOps.division(IntDivision.DIVU));
    r.register(RemSOp.TYPE, ScalarOps.division(IntDivision.REMS));
    r.register(RemUOp.TYPE, ScalarOps.division(IntDivision.REMU));
    r.register(FloorDivSOp.TYPE, ScalarOps.division(IntDivision.FLOORDIVS));
    r.register(CeilDivSOp.TYPE, ScalarOps.division(IntDivision.CEILDIVS));
    r.register(CeilDivUOp.TYPE, ScalarOps.division(IntDivision.CEILDIVU));
    r.register(ShlOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHL));
    r.register(ShrUOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHRU));
    r.register(ShrSOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_SHRS));
    r.register(MaxUOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_MAXU));
    r.register(MinUOp.TYPE, ScalarOps.intHelper(RuntimeAbi.INT_MINU));
    r.register(MaxSOp.TYPE, Elementwise.lift((ctx, op, in, out) -> ArithEmitters.signedMax(ctx.mv(), INDEX_BITS)));
    r.register(MinSOp.TYPE, Elementwise.lift((ctx, op, in, out) -> ArithEmitters.signedMin(ctx.mv(), INDEX_BITS)));
    r.register(CmpOp.TYPE, BranchCompares.unlessFused(Elementwise.lift((ctx, op, in, out) ->
        IntEmit.compare(ctx.mv(), CmpOp.TYPE.cast(op).predicate(), INDEX_BITS))));
    r.register(CastSOp.TYPE, ScalarOps.intCast(true));
    r.register(CastUOp.TYPE, ScalarOps.intCast(false));
    // the width of index in bits (as index-to-llvm lowers it), not in bytes
    r.register(SizeOfOp.TYPE, (op, ctx) -> {
      Bytecode.pushLong(ctx.mv(), INDEX_BITS);
      ctx.store(op.result());
    });
    r.register(ConstantOp.TYPE, IndexEmitters::emitConstant);
    r.register(BoolConstantOp.TYPE, IndexEmitters::emitConstant);
  }

  private static void emitConstant(Operation op, EmitContext ctx) {
    ArithEmitters.pushScalar(ctx, op.result().type(), (IntegerAttr) op.attr("value"), op);
    ctx.store(op.result());
  }
}
