package dev.loomlir.codegen.ops;

import dev.loomlir.codegen.emit.EmitContext;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;

/**
 * Emits an elementwise op on scalars: the operands' values are on the stack (in order) and the
 * code leaves the result's value. {@link Elementwise#lift} applies it to scalars and vectors alike.
 */
@FunctionalInterface
public interface ScalarEmitter {
  /**
   * @param in the element type of the first operand
   * @param out the element type of the result
   */
  void emit(EmitContext ctx, Operation op, Type in, Type out);
}
