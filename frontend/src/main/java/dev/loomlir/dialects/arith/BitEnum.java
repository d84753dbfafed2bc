package dev.loomlir.dialects.arith;

import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.SourcePos;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The keyword spelling of an ODS bit enum ({@code I32BitEnumAttr}): a list of flag keywords
 * between angle brackets, {@code none} for no flag, and named groups ({@code fast}) printed in
 * place of all their bits when every one of them is set. Shared with the llvm dialect's flag enums.
 */
public final class BitEnum {
  private final String cppName;
  private final String separator;
  private final Map<String, Integer> bits = new LinkedHashMap<>();
  private final Map<String, Integer> groups = new LinkedHashMap<>();

  /**
   * @param cppName the enum's C++ name, quoted in parse errors as upstream does
   * @param separator what goes between printed keywords ({@code ","} or {@code ", "})
   */
  public BitEnum(String cppName, String separator) {
    this.cppName = cppName;
    this.separator = separator;
    bits.put("none", 0);
  }

  public BitEnum flag(String keyword, int bit) {
    bits.put(keyword, bit);
    return this;
  }

  public BitEnum group(String keyword, int mask) {
    groups.put(keyword, mask);
    return this;
  }

  /** Parses {@code <kw, kw, ...>} and returns the union of the flags. */
  public int parse(OpAsmParser p) {
    p.parse("<");
    int value = 0;
    do {
      SourcePos pos = p.currentPos();
      String kw = p.parseOptionalKeywordAny();
      Integer v = kw == null ? null : bits.containsKey(kw) ? bits.get(kw) : groups.get(kw);
      if (v == null) throw p.errorAt(pos, "expected " + cppName + " to be one of: " + String.join(", ", allKeywords()));
      value |= v;
    } while (p.parseOptional(","));
    p.parse(">");
    return value;
  }

  /** The keywords of {@code value}, groups first, as upstream prints them. */
  public String print(int value) {
    if (value == 0) return "none";
    List<String> words = new ArrayList<>();
    int rest = value;
    for (var g : groups.entrySet()) {
      if ((rest & g.getValue()) == g.getValue()) {
        words.add(g.getKey());
        rest &= ~g.getValue();
      }
    }
    for (var b : bits.entrySet()) {
      if (b.getValue() != 0 && (rest & b.getValue()) != 0) words.add(b.getKey());
    }
    return String.join(separator, words);
  }

  private List<String> allKeywords() {
    List<String> all = new ArrayList<>(bits.keySet());
    all.addAll(groups.keySet());
    return all;
  }
}
