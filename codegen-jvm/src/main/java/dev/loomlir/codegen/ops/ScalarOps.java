package dev.loomlir.codegen.ops;

import static dev.loomlir.codegen.emit.TypeMapper.intWidth;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.WidthOverloads;
import dev.loomlir.codegen.emit.OpEmitter;
import dev.loomlir.dialects.arith.CmpFPredicate;
import dev.loomlir.dialects.arith.CmpIPredicate;
import org.objectweb.asm.Opcodes;

/**
 * The scalar semantics arith's emitters implement, for dialects with the same operations under
 * other names (the llvm dialect's {@code llvm.add}, {@code llvm.icmp}, ...): the same choices
 * where upstream has undefined behaviour or poison (division by zero a located error,
 * {@code INT_MIN / -1} wrapping, oversized shifts, saturating float-to-int conversions).
 * Each is lifted to vectors by {@link Elementwise}.
 */
public final class ScalarOps implements Opcodes {
  private ScalarOps() {}

  /** A two's-complement op given by its int and long opcodes ({@code wraps}: the result is re-normalized to the width). */
  public static OpEmitter intBinary(int intOpcode, int longOpcode, boolean wraps) {
    return Elementwise.lift((ctx, op, in, out) -> {
      int w = intWidth(in);
      ctx.mv().visitInsn(IntEmit.isLong(w) ? longOpcode : intOpcode);
      if (wraps) IntEmit.normalize(ctx.mv(), w);
    });
  }

  /** {@code divsi}, {@code divui}, {@code remsi}, {@code remui}: the divisor is checked for zero first. */
  public static OpEmitter division(IntDivision division) {
    return Elementwise.lift((ctx, op, in, out) -> division.emit(ctx, intWidth(in)));
  }

  /**
   * An IntOps helper {@code (a, b, width)}: the shifts ({@code RuntimeAbi.INT_SHL}, ...), which
   * define oversized amounts, the unsigned minimum and maximum, ...
   */
  public static OpEmitter intHelper(WidthOverloads helper) {
    return Elementwise.lift((ctx, op, in, out) -> IntEmit.callAtWidth(ctx.mv(), helper, intWidth(in)));
  }

  /** An integer comparison (LLVM's predicates are arith's, in the same order). */
  public static void intCompare(dev.loomlir.codegen.emit.EmitContext ctx, CmpIPredicate predicate, dev.loomlir.ir.Type in) {
    IntEmit.compare(ctx.mv(), predicate, intWidth(in));
  }

  public static OpEmitter floatBinary(int floatOpcode) {
    return Elementwise.lift((ctx, op, in, out) -> {
      ctx.mv().visitInsn(FloatEmit.isDouble(in) ? floatOpcode + 1 : floatOpcode);
      FloatEmit.roundToFormat(ctx.mv(), out);
    });
  }

  public static OpEmitter floatNegate() {
    return Elementwise.lift((ctx, op, in, out) -> FloatEmit.call(ctx.mv(), RuntimeAbi.FLOAT_NEGF, in));
  }

  /** A float comparison (LLVM's predicates are arith's, in the same order). */
  public static OpEmitter floatCompare(java.util.function.Function<dev.loomlir.ir.Operation, CmpFPredicate> predicate) {
    return Elementwise.lift((ctx, op, in, out) -> ArithEmitters.compareFloats(ctx.mv(), predicate.apply(op), in));
  }

  /** Integer width changes: sign- or zero-extension, truncation. */
  public static OpEmitter intCast(boolean signed) {
    return Elementwise.lift((ctx, op, in, out) -> IntEmit.convert(ctx.mv(), intWidth(in), intWidth(out), signed));
  }

  public static OpEmitter intToFloat(boolean signed) {
    return Elementwise.lift((ctx, op, in, out) -> Conversions.intToFloat(ctx.mv(), intWidth(in), out, signed));
  }

  public static OpEmitter floatToInt(boolean signed) {
    return Elementwise.lift((ctx, op, in, out) -> Conversions.floatToInt(ctx.mv(), in, intWidth(out), signed));
  }

  public static OpEmitter floatToFloat() {
    return Elementwise.lift((ctx, op, in, out) -> Conversions.floatToFloat(ctx.mv(), in, out));
  }

  public static OpEmitter bitcast() {
    return Elementwise.lift((ctx, op, in, out) -> Conversions.bitcast(ctx.mv(), in, out));
  }

  /** {@code select %c, %a, %b}: operands in arith.select's order. */
  public static OpEmitter select() { return ArithEmitters::emitSelect; }
}
