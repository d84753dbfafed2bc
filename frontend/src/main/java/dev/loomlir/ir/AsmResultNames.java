package dev.loomlir.ir;

/**
 * An op interface (attach with {@code OpDef.implement}) suggesting SSA names for results, as
 * MLIR's {@code OpAsmOpInterface}: {@code arith.constant 0 : index} is printed as {@code %c0}.
 * Returns one name per result (null for no suggestion); the printer makes them unique.
 */
@FunctionalInterface
public interface AsmResultNames {
  String[] resultNames(Operation op);
}
