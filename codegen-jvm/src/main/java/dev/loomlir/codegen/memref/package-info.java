/**
 * Memrefs on the JVM: descriptor types, element access built for the JIT, views, globals, atomics and
 * upstream's memref printers.
 */
package dev.loomlir.codegen.memref;
