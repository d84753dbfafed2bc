/**
 * The {@code index} dialect: arithmetic on values of the target's index width.
 */
package dev.loomlir.dialects.index;
