/**
 * {@code convert-scf-to-cf}: structured control flow becomes blocks and branches.
 */
package dev.loomlir.lowering.scf;
