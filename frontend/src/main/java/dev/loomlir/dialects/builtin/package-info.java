/**
 * The {@code builtin} dialect: {@code builtin.module} and {@code unrealized_conversion_cast}.
 */
package dev.loomlir.dialects.builtin;
