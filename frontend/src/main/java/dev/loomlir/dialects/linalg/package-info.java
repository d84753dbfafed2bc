/**
 * The {@code linalg} dialect's structured ops on memrefs ({@code linalg.generic} and the named ops),
 * with their implicit bodies.
 */
package dev.loomlir.dialects.linalg;
