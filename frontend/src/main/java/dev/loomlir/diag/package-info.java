/**
 * Source buffers and the rendering of diagnostics against them, as mlir-opt prints them:
 * {@code file:line:col: error: message}, the source line and a caret.
 */
package dev.loomlir.diag;
