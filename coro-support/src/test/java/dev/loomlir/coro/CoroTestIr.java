package dev.loomlir.coro;

import dev.loomlir.fixtures.IrFixtures;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Value;
import dev.loomlir.syntax.print.PrintedNames;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;

/** Test IR: parsed modules, functions by name, values and blocks by their printed names. */
final class CoroTestIr {
  private final Operation module;
  private final PrintedNames names;

  private CoroTestIr(Operation module) {
    this.module = module;
    this.names = PrintedNames.of(module);
  }

  /** A module stored under {@code src/test/resources/coro/}. */
  static CoroTestIr resource(String fileName) {
    String path = "/coro/" + fileName;
    try (InputStream in = CoroTestIr.class.getResourceAsStream(path)) {
      if (in == null) throw new IllegalArgumentException("no test resource " + path);
      return parse(fileName, new String(in.readAllBytes(), StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  static CoroTestIr parse(String name, String text) {
    return new CoroTestIr(IrFixtures.parse(name, text));
  }

  Operation module() { return module; }

  Operation function(String symbol) {
    Operation f = SymbolTable.lookupIn(module, symbol);
    if (f == null) throw new IllegalArgumentException("no function @" + symbol);
    return f;
  }

  String name(Value v) { return names.value(v); }

  String name(Block b) { return names.block(b); }

  List<String> names(List<? extends Value> values) { return values.stream().map(this::name).toList(); }

  List<String> blockNames(List<Block> blocks) { return blocks.stream().map(this::name).toList(); }
}
