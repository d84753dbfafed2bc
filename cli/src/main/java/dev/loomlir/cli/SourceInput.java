package dev.loomlir.cli;

import dev.loomlir.api.SourceText;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The text of an input file or of standard input ({@code -}), named as diagnostics show it, with
 * its bytes (the run cache checks them) and, when it is not UTF-8 where that matters, the
 * rendered error ({@link SourceText}).
 */
record SourceInput(String name, String text, byte[] bytes, String error) {
  /** Reads {@code input}; on failure prints mlir-opt's message to {@code err} and returns null. */
  static SourceInput read(String input, InputStream in, PrintStream err) {
    boolean fromStdin = input == null || input.equals("-");
    String name = fromStdin ? OptDriver.STDIN_NAME : input;
    byte[] bytes;
    try {
      bytes = fromStdin ? in.readAllBytes() : Files.readAllBytes(Path.of(name));
    } catch (IOException e) {
      err.println("cannot open input file '" + name + "': " + IoMessages.reason(e));
      return null;
    }
    SourceText.Decoded decoded = SourceText.decode(bytes, name);
    return new SourceInput(name, decoded.text(), bytes, decoded.error());
  }
}
