/**
 * The verifier: an op's declared operands, results, attributes, regions and traits, its own
 * verifiers, dominance and symbol uses, with upstream's messages.
 */
package dev.loomlir.verify;
