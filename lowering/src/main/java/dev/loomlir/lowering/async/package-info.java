/**
 * The async passes under their upstream names: {@code async-to-async-runtime},
 * {@code async-func-to-async-runtime} and the reference-counting passes.
 */
package dev.loomlir.lowering.async;
