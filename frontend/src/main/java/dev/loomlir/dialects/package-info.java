/**
 * {@link dev.loomlir.dialects.Dialects}: every dialect loomlir ships, registered in a new context.
 */
package dev.loomlir.dialects;
