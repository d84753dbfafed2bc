/**
 * Memref descriptors (one class per element storage), their views and atomics, dense initializers,
 * and upstream's memref printers.
 */
package dev.loomlir.runtime.memref;
