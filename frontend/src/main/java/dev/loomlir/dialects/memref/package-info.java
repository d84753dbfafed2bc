/**
 * The {@code memref} dialect: allocation, loads and stores, views, globals and atomics, with the
 * custom directives its assembly formats use.
 */
package dev.loomlir.dialects.memref;
