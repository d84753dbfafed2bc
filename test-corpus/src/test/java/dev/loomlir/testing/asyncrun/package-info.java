/**
 * The async programs of the lit corpus, run repeatedly and against upstream's lowering.
 */
package dev.loomlir.testing.asyncrun;
