/**
 * loomlir's FileCheck, and a generator of random valid IR for differential tests.
 */
package dev.loomlir.testing;
