/**
 * The {@code cf} dialect: unstructured control flow (branches, switches, assertions).
 */
package dev.loomlir.dialects.cf;
