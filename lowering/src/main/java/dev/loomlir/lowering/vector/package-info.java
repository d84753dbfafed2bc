/**
 * Lowering of the vector dialect for the JVM: small fixed-size vectors become their elements
 * ({@code loomlir-scalarize-vectors}), so the code generator keeps each lane in a local of its
 * own, and the vector passes upstream pipelines name.
 */
package dev.loomlir.lowering.vector;
