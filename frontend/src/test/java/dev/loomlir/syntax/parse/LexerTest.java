package dev.loomlir.syntax.parse;

import static dev.loomlir.syntax.parse.ParseTesting.errorUnregistered;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.loomlir.diag.SourceBuffer;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.syntax.parse.Token.Kind;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class LexerTest {
  private static List<String> lex(String text) {
    Lexer lexer = new Lexer(new SourceBuffer("t", text));
    List<String> out = new ArrayList<>();
    for (Token t = lexer.next(); !t.is(Kind.EOF); t = lexer.next()) {
      out.add(t.kind() + ":" + text.substring(t.start(), t.end()));
    }
    return out;
  }

  @Test
  void identifiersAndPrefixedNames() {
    assertEquals(List.of("BARE_IDENTIFIER:arith.addi", "PERCENT_IDENTIFIER:%x", "HASH_IDENTIFIER:#1",
        "PERCENT_IDENTIFIER:%arg0", "CARET_IDENTIFIER:^bb0", "AT_IDENTIFIER:@sym", "AT_IDENTIFIER:@\"q s\"",
        "HASH_IDENTIFIER:#map", "EXCLAMATION_IDENTIFIER:!async.value", "BARE_IDENTIFIER:_a$b.c"),
        lex("arith.addi %x#1 %arg0 ^bb0 @sym @\"q s\" #map !async.value _a$b.c"));
  }

  @Test
  void numbersAndPunctuation() {
    assertEquals(List.of("INTEGER:42", "INTEGER:0x1F", "FLOAT:1.0", "FLOAT:1.5e-3", "MINUS:-", "FLOAT:0.0",
        "INTEGER:4", "BARE_IDENTIFIER:xf32", "FLOAT:1.", "BARE_IDENTIFIER:e"),
        lex("42 0x1F 1.0 1.5e-3 -0.0 4xf32 1.e"));
    assertEquals(List.of("L_PAREN:(", "R_PAREN:)", "L_SQUARE:[", "R_SQUARE:]", "L_BRACE:{", "R_BRACE:}", "LESS:<",
        "GREATER:>", "COMMA:,", "COLON:::", "COLON::", "EQUAL:=", "ARROW:->", "ELLIPSIS:...", "QUESTION:?", "STAR:*",
        "PLUS:+", "VERTICAL_BAR:|").stream().map(s -> s.replace("COLON:::", "COLON_COLON:::")).toList(),
        lex("( ) [ ] { } < > , :: : = -> ... ? * + | // a comment\n"));
  }

  @Test
  void stringEscapes() {
    String text = "\"a\\n\\t\\\"\\\\\\0A\\C3\\A9\"";
    assertEquals("a\n\t\"\\\n\u00e9", StringLiterals.decode(text, 0, text.length()));
    assertEquals("plain", StringLiterals.decode("\"plain\"", 0, 7));
  }

  @Test
  void lexicalErrors() {
    assertEquals("1:32: expected '\"' in string literal", errorUnregistered("\"foo.x\"() {a = \"abc} : () -> ()\n"));
    assertEquals("1:18: unknown escape in string literal", errorUnregistered("\"foo.x\"() {a = \"a\\qb\"} : () -> ()"));
    assertEquals("1:16: unexpected character", errorUnregistered("\"foo.x\"() {a = `} : () -> ()"));
    assertEquals("1:9: invalid SSA name", errorUnregistered("\"foo.x\"(%) : () -> ()"));
    assertEquals("1:11: invalid block name", errorUnregistered("\"foo.x\"()[^] : () -> ()"));
    assertEquals("1:17: @ identifier expected to start with letter or '_'", errorUnregistered("\"foo.x\"() {a = @} : () -> ()"));
    assertEquals("1:16: invalid attribute name", errorUnregistered("\"foo.x\"() {a = #} : () -> ()"));
    assertEquals("1:19: invalid type identifier", errorUnregistered("\"foo.x\"() : () -> !"));
    assertThrows(DiagnosticException.class, () -> lex("a . b"));
  }
}
