package dev.loomlir.api;

import dev.loomlir.ir.Diagnostic;
import dev.loomlir.diag.DiagnosticRenderer;
import dev.loomlir.ir.Severity;
import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.diag.SourceManager;
import dev.loomlir.ir.Location;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * The text of an .mlir file, read as UTF-8. mlir-opt reads bytes: it skips any byte in a comment,
 * rejects one outside tokens ("unexpected character") and keeps it in a string literal. Here a
 * byte sequence that is not UTF-8 becomes U+FFFD, so in a comment it is skipped and elsewhere the
 * lexer reports it at its line and column as upstream does; in a string literal, where it would
 * silently change the string's bytes, it is an error located at the byte.
 */
public final class SourceText {
  /** The decoded text, and the rendered diagnostic when it cannot be compiled (else null). */
  public record Decoded(String text, String error) {}

  private SourceText() {}

  public static Decoded decode(byte[] bytes, String name) {
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length + 1);
    List<Integer> malformed = new ArrayList<>();
    while (true) {
      CoderResult r = decoder.decode(in, out, true);
      if (r.isUnderflow()) break;
      if (r.isError()) {
        malformed.add(out.position());
        out.put('\uFFFD');
        in.position(in.position() + r.length());
      } else {
        throw new IllegalStateException("decoder overflow: " + r);   // the buffer holds a char per byte
      }
    }
    decoder.flush(out);
    String text = out.flip().toString();
    for (int offset : malformed) {
      if (inStringLiteral(text, offset)) {
        SourceManager sources = new SourceManager();
        SourceBuffer buffer = new SourceBuffer(name, text);
        sources.add(buffer);
        Diagnostic d = new Diagnostic(Severity.ERROR,
            new Location.FileLineCol(name, buffer.line(offset), buffer.column(offset)),
            "string literal is not valid UTF-8 (loomlir reads its input as UTF-8)");
        return new Decoded(text, new DiagnosticRenderer(sources).format(d));
      }
    }
    return new Decoded(text, null);
  }

  /** Whether {@code offset} is inside a "..." literal (literals do not span lines; {@code //} starts a comment). */
  private static boolean inStringLiteral(String text, int offset) {
    int i = text.lastIndexOf('\n', offset - 1) + 1;
    boolean inString = false;
    for (; i < offset; i++) {
      char c = text.charAt(i);
      if (inString) {
        if (c == '\\') i++;
        else if (c == '"') inString = false;
      } else if (c == '"') {
        inString = true;
      } else if (c == '/' && i + 1 < offset && text.charAt(i + 1) == '/') {
        return false;
      }
    }
    return inString;
  }
}
