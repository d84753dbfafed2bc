/**
 * {@code async-parallel-for}: splits {@code scf.parallel} loops into blocks run as async tasks, as
 * upstream's pass does.
 */
package dev.loomlir.lowering.parallel;
