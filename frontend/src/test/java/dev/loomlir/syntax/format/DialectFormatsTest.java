package dev.loomlir.syntax.format;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialects.Dialects;
import dev.loomlir.ir.OpDef;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Every assembly format declared by the registered dialects compiles (formats compile lazily otherwise). */
class DialectFormatsTest {
  @Test void allDeclaredFormatsCompile() {
    List<String> failures = new ArrayList<>();
    int compiled = 0;
    for (OpDef def : Dialects.newContext().ops()) {
      if (def.formatText() == null) continue;
      try {
        CompiledFormat.compile(def.formatText(), def);
        compiled++;
      } catch (IllegalArgumentException e) {
        failures.add(e.getMessage());
      }
    }
    assertTrue(failures.isEmpty(), String.join("\n", failures));
    assertTrue(compiled > 0);
  }
}
