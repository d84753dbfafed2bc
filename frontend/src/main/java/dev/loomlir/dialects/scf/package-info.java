/**
 * The {@code scf} dialect: structured control flow ({@code scf.for}, {@code scf.if}, {@code scf.while},
 * {@code scf.parallel}, ...).
 */
package dev.loomlir.dialects.scf;
