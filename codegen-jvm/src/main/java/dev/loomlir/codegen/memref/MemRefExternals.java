package dev.loomlir.codegen.memref;

import dev.loomlir.codegen.abi.RuntimeAbi;
import dev.loomlir.codegen.emit.ExternalFunctions;

/**
 * Upstream's memref printers ({@code printMemrefF32(memref<*xf32>)}, the ranked
 * {@code printMemref1dF32(memref<?xf32>)}, the shape-only ones and the old
 * {@code print_memref_*} spellings), bound to the same-named methods of {@code RunnerMemRefs}
 * ({@link RuntimeAbi#memrefPrinters()}).
 * Their JVM signature takes the typed descriptor, so a declaration whose element storage does
 * not match the printer is a compile-time error.
 */
final class MemRefExternals {
  private MemRefExternals() {}

  static void register(ExternalFunctions table) {
    RuntimeAbi.memrefPrinters().forEach((symbol, printer) -> table.register(symbol,
        new ExternalFunctions.Implementation(printer.owner(), printer.name(), printer.descriptor())));
  }
}
