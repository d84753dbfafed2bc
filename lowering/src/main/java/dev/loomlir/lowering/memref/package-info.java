/**
 * {@code memref-expand}: a {@code memref.reshape} with a static shape length becomes a
 * {@code memref.reinterpret_cast}, as upstream's pass does.
 */
package dev.loomlir.lowering.memref;
