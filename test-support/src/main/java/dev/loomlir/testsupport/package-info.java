/**
 * Finding the upstream tools the differential tests compare against ({@code mlir-opt-22},
 * {@code FileCheck-22}), optional on a developer machine and mandatory in CI.
 */
package dev.loomlir.testsupport;
