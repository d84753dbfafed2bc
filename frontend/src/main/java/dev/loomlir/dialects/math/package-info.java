/**
 * The {@code math} dialect: elementary functions on floats and integers.
 */
package dev.loomlir.dialects.math;
