/**
 * The core IR, loomlir's bottom layer (upstream's mlir/IR): operations, blocks, regions, values,
 * types, attributes, locations and diagnostics, with the op-definition model ({@link
 * dev.loomlir.ir.OpDef}, traits, constraints, {@link dev.loomlir.ir.OperationState}, the interfaces
 * custom syntax parses and prints through), which an operation cannot be without. It imports no
 * registry, parser, printer or dialect.
 */
package dev.loomlir.ir;
