package dev.loomlir.codegen.emit;

import dev.loomlir.ir.Operation;
import java.util.function.Predicate;

/**
 * A constant op whose result is not kept in a local but pushed by {@code push} wherever it is
 * used, when {@code applies} holds for the op (a scalar constant). A local is opaque to an
 * on-stack-replacement compile, which starts from the interpreter's locals: a loop step kept in
 * a local is an unknown there, so HotSpot's C2 cannot make it a counted loop (no range-check
 * elimination, no unrolling) in the code that runs the first calls of a loop function. A
 * constant pushed at its use is a constant to every compile (docs/performance-notes.md, "Vector
 * matmul: warm-up of the timed calls").
 */
public record ConstantAtUses(Predicate<Operation> applies, OpEmitter push) {}
