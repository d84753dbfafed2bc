package dev.loomlir.codegen.emit;

import dev.loomlir.ir.Operation;

/** Emits the bytecode of one kind of op. Registered by op name in an {@link EmitterRegistry}. */
@FunctionalInterface
public interface OpEmitter {
  void emit(Operation op, EmitContext ctx);
}
