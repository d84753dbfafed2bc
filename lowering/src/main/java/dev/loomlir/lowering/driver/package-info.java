/**
 * The drivers that apply rewrite patterns and folds: the greedy driver with its constant uniquing and
 * region simplification (what {@code canonicalize} runs), and partial conversion.
 */
package dev.loomlir.lowering.driver;
