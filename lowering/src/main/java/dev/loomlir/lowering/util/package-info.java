/**
 * IR helpers several passes share (upstream's Transforms/Utils): values a region captures, unique
 * symbol names, and editing the operands branches forward to their successors.
 */
package dev.loomlir.lowering.util;
