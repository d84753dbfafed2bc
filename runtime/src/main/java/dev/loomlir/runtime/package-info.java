/**
 * What generated code calls at run time, beside the async and memref runtimes: integer and float
 * semantics the JVM lacks, upstream's runner utilities and their output format, run-time errors.
 */
package dev.loomlir.runtime;
