/**
 * Every parallel-for program under every option combination of {@code async-parallel-for}.
 */
package dev.loomlir.testing.parallel;
