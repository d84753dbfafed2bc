package dev.loomlir.ir;

/**
 * An op interface (attach with {@code OpDef.implement}) suggesting SSA names for the entry-block
 * arguments of an op's regions, as MLIR's {@code getAsmBlockArgumentNames}: linalg.generic's
 * arguments print as {@code %in}, {@code %out}. Returns one name per argument of the region's
 * entry block (null entries, or a shorter array, for no suggestion); the printer makes them unique.
 */
@FunctionalInterface
public interface AsmBlockArgumentNames {
  String[] entryBlockArgumentNames(Operation op, Region region);
}
