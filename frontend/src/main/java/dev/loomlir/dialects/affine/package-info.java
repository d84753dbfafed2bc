/**
 * The affine dialect: {@code affine.for}, {@code affine.if}, {@code affine.parallel}, affine memory
 * accesses and index arithmetic, with upstream's rules for dimensions and symbols ({@link
 * dev.loomlir.dialects.affine.AffineScopes}), verifiers, folds and canonicalizations. Maps are the
 * IR's {@link dev.loomlir.ir.AffineMap}, conditions its {@link dev.loomlir.ir.IntegerSet}.
 */
package dev.loomlir.dialects.affine;
