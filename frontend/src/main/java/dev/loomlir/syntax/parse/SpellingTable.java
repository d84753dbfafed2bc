package dev.loomlir.syntax.parse;

/**
 * Interns token spellings of one buffer: the same op names and SSA names recur on every line, so
 * a lookup by the characters in place returns the one String already made (no substring copy,
 * and its hash is computed once for the maps keyed by it).
 */
final class SpellingTable {
  private final String text;
  private String[] slots = new String[1024];
  private int size;

  SpellingTable(String text) { this.text = text; }

  /** {@code text.substring(start, end)}, shared with earlier equal spellings. */
  String intern(int start, int end) {
    int len = end - start;
    int h = 0;
    for (int i = start; i < end; i++) h = 31 * h + text.charAt(i);
    int mask = slots.length - 1;
    for (int i = mix(h) & mask; ; i = (i + 1) & mask) {
      String s = slots[i];
      if (s == null) {
        s = text.substring(start, end);
        slots[i] = s;
        if (++size * 2 > slots.length) grow();
        return s;
      }
      if (s.length() == len && s.hashCode() == h && text.regionMatches(start, s, 0, len)) return s;
    }
  }

  private static int mix(int h) { return h ^ (h >>> 16); }

  private void grow() {
    String[] old = slots;
    slots = new String[old.length * 2];
    int mask = slots.length - 1;
    for (String s : old) {
      if (s == null) continue;
      int i = mix(s.hashCode()) & mask;
      while (slots[i] != null) i = (i + 1) & mask;
      slots[i] = s;
    }
  }
}
