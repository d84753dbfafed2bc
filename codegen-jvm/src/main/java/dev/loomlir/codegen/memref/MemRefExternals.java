package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.emit.ExternalFunctions;
import dev.loomlir.runtime.memref.ElementKind;
import dev.loomlir.runtime.memref.RunnerMemRefs;

/**
 * Upstream's memref printers ({@code printMemrefF32(memref<*xf32>)}, the ranked
 * {@code printMemref1dF32(memref<?xf32>)}, the shape-only ones and the old
 * {@code print_memref_*} spellings), bound to the same-named methods of {@link RunnerMemRefs}.
 * Their JVM signature takes the typed descriptor, so a declaration whose element storage does
 * not match the printer is a compile-time error.
 */
final class MemRefExternals {
  private MemRefExternals() {}

  static void register(ExternalFunctions table) {
    for (String suffix : new String[] {"F32", "F64", "I8", "I16", "I32", "I64", "Ind", "F16", "BF16"}) {
      printer(table, "printMemref" + suffix, storage(suffix));
    }
    for (String suffix : new String[] {"F32", "F64", "I8", "I32", "I64", "Ind"}) {
      printer(table, "printMemrefShape" + suffix, storage(suffix));
      printer(table, "print_memref_" + suffix.toLowerCase(), storage(suffix));
      printer(table, "printMemref1d" + suffix, storage(suffix));
    }
    for (int rank : new int[] {0, 2, 3, 4}) printer(table, "printMemref" + rank + "dF32", ElementKind.F32);
  }

  private static ElementKind storage(String suffix) {
    return switch (suffix) {
      case "F32" -> ElementKind.F32;
      case "F64" -> ElementKind.F64;
      case "I8" -> ElementKind.I8;
      case "I16", "F16", "BF16" -> ElementKind.I16;
      case "I32" -> ElementKind.I32;
      default -> ElementKind.I64; // I64, Ind
    };
  }

  private static void printer(ExternalFunctions table, String symbol, ElementKind k) {
    String descriptor = "(" + MemRefTypes.descriptor(k).getDescriptor() + ")V";
    table.register(symbol, ExternalFunctions.Implementation.of(RunnerMemRefs.class, symbol, descriptor));
  }
}
