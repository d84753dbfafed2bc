package dev.loomlir.syntax.parse;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.LocationAttr;
import dev.loomlir.syntax.parse.Token.Kind;
import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code loc(...)}: file:line:col, names, call sites, fused locations, {@code unknown} and location
 * aliases. A trailing {@code loc(#alias)} may name an alias defined later in the file (mlir-opt
 * prints location aliases after the module); such uses get a placeholder that is swapped for the
 * real location once the whole file has been read.
 */
final class LocationParser {
  /** A use of a location alias that was not yet defined. */
  record DeferredAlias(String alias, int offset) {}

  private final ParserState s;
  private final Map<Location, DeferredAlias> deferred = new IdentityHashMap<>();

  LocationParser(ParserState s) { this.s = s; }

  /** {@code loc(...)}, the current token being {@code loc}. */
  Location parseLocation() {
    return parseLocSpecifier(false);
  }

  /** An optional trailing {@code loc(...)} after an op or argument; may return a deferred placeholder. */
  Location parseOptionalTrailingLocation() {
    if (!s.atKeyword("loc")) return null;
    return parseLocSpecifier(true);
  }

  private Location parseLocSpecifier(boolean allowDeferred) {
    s.consume();
    s.expect(Kind.L_PAREN, "expected '(' in location");
    Location loc;
    if (allowDeferred && s.at(Kind.HASH_IDENTIFIER) && !s.attrAliases.containsKey(aliasName())) {
      loc = new Location.Name("<unresolved location alias " + aliasName() + ">", null);
      deferred.put(loc, new DeferredAlias(aliasName(), s.tok.start()));
      s.consume();
    } else {
      loc = parseInstance();
    }
    s.expect(Kind.R_PAREN, "expected ')' in location");
    return loc;
  }

  private String aliasName() { return s.text.substring(s.tok.start() + 1, s.tok.end()); }

  Location parseInstance() {
    s.enterNested();
    try {
      if (s.at(Kind.HASH_IDENTIFIER)) {
        int pos = s.tok.start();
        Attribute a = s.attrs.parseAttribute(null);
        if (!(a instanceof LocationAttr l)) throw s.errorAt(pos, "expected location attribute, but got '" + a + "'");
        return l.location();
      }
      if (s.at(Kind.STRING)) return parseFileOrName();
      if (s.consumeKeyword("unknown")) return Location.UNKNOWN;
      if (s.consumeKeyword("callsite")) {
        s.expect(Kind.L_PAREN, "expected '(' in callsite location");
        Location callee = parseInstance();
        if (!s.consumeKeyword("at")) throw s.wrongToken("expected 'at' in callsite location");
        Location caller = parseInstance();
        s.expect(Kind.R_PAREN, "expected ')' in callsite location");
        return new Location.CallSite(callee, caller);
      }
      if (s.consumeKeyword("fused")) {
        Attribute metadata = null;
        if (s.consumeIf(Kind.LESS)) {
          metadata = s.attrs.parseAttribute(null);
          s.expect(Kind.GREATER, "expected '>' after fused location metadata");
        }
        s.expect(Kind.L_SQUARE, "expected '[' in fused location");
        List<Location> locs = new ArrayList<>();
        if (!s.at(Kind.R_SQUARE)) {
          do locs.add(parseInstance()); while (s.consumeIf(Kind.COMMA));
        }
        s.expect(Kind.R_SQUARE, "expected ']' in fused location");
        return new Location.Fused(locs, metadata);
      }
      throw s.wrongToken("expected location instance");
    } finally {
      s.exitNested();
    }
  }

  private Location parseFileOrName() {
    String str = s.stringValue();
    s.consume();
    if (s.consumeIf(Kind.COLON)) {
      int line = parseLocInt("expected integer line number in FileLineColRange");
      // Line-only and range forms ("f":1, "f":1:2 to 3:4) are accepted; the model keeps the start only.
      int col = 0;
      if (s.consumeIf(Kind.COLON)) col = parseLocInt("expected integer column number in FileLineColRange");
      if (s.consumeKeyword("to")) {
        if (s.at(Kind.INTEGER)) parseLocInt("expected integer line number in FileLineColRange");
        if (s.consumeIf(Kind.COLON)) parseLocInt("expected integer column number in FileLineColRange");
      }
      return new Location.FileLineCol(str, line, col);
    }
    if (s.consumeIf(Kind.L_PAREN)) {
      Location child = parseInstance();
      s.expect(Kind.R_PAREN, "expected ')' after child location of NameLoc");
      return new Location.Name(str, child);
    }
    return new Location.Name(str, null);
  }

  private int parseLocInt(String message) {
    if (!s.at(Kind.INTEGER)) throw s.wrongToken(message);
    Long v = Numbers.parseLongOrNull(s.text, s.tok.start(), s.tok.end());
    if (v == null || v > Integer.MAX_VALUE) throw s.error(message);
    s.consume();
    return v.intValue();
  }

  /** True if {@code loc} is a placeholder for a not-yet-defined alias. */
  boolean isDeferred(Location loc) { return !deferred.isEmpty() && deferred.containsKey(loc); }

  boolean hasDeferred() { return !deferred.isEmpty(); }

  /** The real location for a placeholder; fails if the alias was never defined. */
  Location resolve(Location placeholder) {
    DeferredAlias d = deferred.get(placeholder);
    Attribute a = s.attrAliases.get(d.alias());
    if (a == null) throw s.errorAt(d.offset(), "operation location alias was never defined");
    if (!(a instanceof LocationAttr l)) {
      throw s.errorAt(d.offset(), "expected location, but found '" + a + "'");
    }
    return l.location();
  }

  /** Reports the first placeholder whose alias never got defined (even if no op kept it). */
  void checkAllDeferredDefined() {
    DeferredAlias first = null;
    for (DeferredAlias d : deferred.values()) {
      if (!s.attrAliases.containsKey(d.alias()) && (first == null || d.offset() < first.offset())) first = d;
    }
    if (first != null) throw s.errorAt(first.offset(), "operation location alias was never defined");
  }
}
