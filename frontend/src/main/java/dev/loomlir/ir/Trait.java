package dev.loomlir.ir;

/** Op traits with meaning to the generic machinery (verifier, printer, passes). */
public enum Trait {
  /** Must be the last op of its block. */
  TERMINATOR,
  /** No side effects: CSE may merge it, DCE may delete it. */
  PURE,
  COMMUTATIVE,
  /** A constant-like op that canonicalize may fold and hoist. */
  CONSTANT_LIKE,
  /** Regions may not use values defined outside the op. */
  ISOLATED_FROM_ABOVE,
  /** Defines a symbol table ({@code builtin.module}). */
  SYMBOL_TABLE,
  /** Defines a symbol ({@code sym_name}). */
  SYMBOL,
  /** Each region has at most one block. */
  SINGLE_BLOCK,
  /** Blocks of the op's regions need no terminator ({@code builtin.module}). */
  NO_TERMINATOR,
  /** Return-like terminator: its operands leave the region. */
  RETURN_LIKE,
  /** Operands and results all have the same type. */
  SAME_OPERANDS_AND_RESULT_TYPE,
  /** All operands have the same type. */
  SAME_TYPE_OPERANDS,
  /** Operands and results have the same shape (scalars, or equal vector/tensor shapes). */
  SAME_OPERANDS_AND_RESULT_SHAPE,
  /** Elementwise over vectors and tensors. */
  ELEMENTWISE,
  /** Operand groups sized by the {@code operandSegmentSizes} property. */
  ATTR_SIZED_OPERAND_SEGMENTS,
  /** Result groups sized by the {@code resultSegmentSizes} property. */
  ATTR_SIZED_RESULT_SEGMENTS,
  /** Side effects are those of the nested ops. */
  RECURSIVE_MEMORY_EFFECTS,
  /**
   * Reads its memref operands and writes its memref outputs, as linalg's structured ops do (their
   * {@code MemoryEffectsOpInterface}): never free of effects while it has a memref operand.
   */
  BUFFER_OPERAND_EFFECTS,
  AUTOMATIC_ALLOCATION_SCOPE,
  AFFINE_SCOPE,
  /** Values defined in the op's regions may not be used after it... (graph regions have no dominance). */
  GRAPH_REGION,
  /** Has successor blocks and forwards operands to them. */
  BRANCH,
  /** Holds regions with control flow among them ({@code scf.if}, {@code scf.for}, ...). */
  REGION_BRANCH,
  /** A loop-like op. */
  LOOP_LIKE,
  /** The op has side effects even though it has no results ({@code async.runtime.*}). */
  SIDE_EFFECTS
}
