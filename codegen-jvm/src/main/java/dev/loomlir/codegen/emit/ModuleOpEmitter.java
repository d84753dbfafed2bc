package dev.loomlir.codegen.emit;

import dev.loomlir.ir.Operation;

/**
 * Handles an op that appears directly in the module (other than {@code func.func}), e.g. a
 * {@code memref.global}: typically adds static fields and class initializer code.
 */
@FunctionalInterface
public interface ModuleOpEmitter {
  void declare(Operation op, ModuleContext module);
}
