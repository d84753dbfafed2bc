package dev.loomlir.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/** The text of an input file or of standard input ({@code -}), named as diagnostics show it. */
record SourceInput(String name, String text) {
  /** Reads {@code input}; on failure prints mlir-opt's message to {@code err} and returns null. */
  static SourceInput read(String input, InputStream in, java.io.PrintStream err) {
    boolean fromStdin = input == null || input.equals("-");
    String name = fromStdin ? OptDriver.STDIN_NAME : input;
    try {
      String text = fromStdin ? new String(in.readAllBytes(), StandardCharsets.UTF_8) : Files.readString(Path.of(name));
      return new SourceInput(name, text);
    } catch (NoSuchFileException e) {
      err.println("cannot open input file '" + name + "': No such file or directory");
    } catch (IOException e) {
      err.println("cannot open input file '" + name + "': " + e.getMessage());
    }
    return null;
  }
}
