/**
 * The {@code func} dialect: functions, calls and returns.
 */
package dev.loomlir.dialects.func;
