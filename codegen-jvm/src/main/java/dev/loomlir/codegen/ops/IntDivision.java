package dev.loomlir.codegen.ops;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.abi.WidthOverloads;
import dev.loomlir.codegen.emit.EmitContext;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * The integer divisions and remainders of arith, index and llvm, with the dividend and divisor on
 * the stack: the divisor is checked for zero first (a located runtime error); at 32 and 64 bits
 * a JVM instruction or JDK method computes them, at other widths (and for {@code ceildivu}) IntOps.
 */
public enum IntDivision implements Opcodes {
  DIVS(IDIV, LDIV, RuntimeAbi.INT_DIVS),
  REMS(IREM, LREM, RuntimeAbi.INT_REMS),
  DIVU(RuntimeAbi.JDK_DIVIDE_UNSIGNED, RuntimeAbi.INT_DIVU),
  REMU(RuntimeAbi.JDK_REMAINDER_UNSIGNED, RuntimeAbi.INT_REMU),
  FLOORDIVS(RuntimeAbi.JDK_FLOOR_DIV, RuntimeAbi.INT_FLOORDIVS),
  CEILDIVS(RuntimeAbi.JDK_CEIL_DIV, RuntimeAbi.INT_CEILDIVS),
  CEILDIVU(null, RuntimeAbi.INT_CEILDIVU);

  /** At 32 and 64 bits: the instructions (when {@link #fullWidth} is null), ... */
  private final int intOpcode, longOpcode;
  /** ... or the JDK methods; both absent: IntOps at every width. */
  private final WidthOverloads fullWidth;
  /** IntOps' {@code (a, b, width)} helper. */
  private final WidthOverloads anyWidth;

  IntDivision(int intOpcode, int longOpcode, WidthOverloads anyWidth) {
    this.intOpcode = intOpcode;
    this.longOpcode = longOpcode;
    this.fullWidth = null;
    this.anyWidth = anyWidth;
  }

  IntDivision(WidthOverloads fullWidth, WidthOverloads anyWidth) {
    this.intOpcode = NOP;
    this.longOpcode = NOP;
    this.fullWidth = fullWidth;
    this.anyWidth = anyWidth;
  }

  /** Divides the two {@code width}-bit values on the stack. */
  public void emit(EmitContext ctx, int width) {
    MethodVisitor mv = ctx.mv();
    IntEmit.checkDivisor(ctx, width);
    boolean full = width == 32 || width == 64;
    if (full && fullWidth != null) fullWidth.pick(width == 64).invoke(mv);
    else if (full && intOpcode != NOP) mv.visitInsn(width == 64 ? longOpcode : intOpcode);
    else IntEmit.callAtWidth(mv, anyWidth, width);
  }
}
