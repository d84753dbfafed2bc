/**
 * A lit runner: the RUN lines of a test file, with {@code loomlir} and {@code FileCheck} in-process
 * and other commands as subprocesses.
 */
package dev.loomlir.testing.lit;
