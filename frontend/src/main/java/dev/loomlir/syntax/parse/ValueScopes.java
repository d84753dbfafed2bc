package dev.loomlir.syntax.parse;

import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;

/**
 * SSA names as MLIR scopes them. Names live in an isolated scope (a new one per region of an
 * isolated-from-above op); inside it, each region is a sub-scope whose definitions disappear when
 * the region ends. A use before the definition gets a placeholder value that the definition
 * replaces; placeholders left at the end are uses of undeclared names.
 */
final class ValueScopes {
  /** One value of a name: {@code %x#number}, where it was defined or first used, and if it is a placeholder. */
  private static final class Entry {
    Value value;
    int offset;
  }

  private static final class IsolatedScope {
    final Map<String, Entry[]> values = new HashMap<>();
    /** For each open region, the names it defined (erased when it closes). */
    final List<List<String>> definitionsPerRegion = new ArrayList<>();
  }

  private static final String PLACEHOLDER_OP = "<<forward reference>>";

  private final ParserState s;
  private final List<IsolatedScope> scopes = new ArrayList<>();
  private final Map<Value, Integer> forwardRefs = new IdentityHashMap<>();

  ValueScopes(ParserState s) { this.s = s; }

  void pushRegion(boolean isolated) {
    if (isolated || scopes.isEmpty()) scopes.add(new IsolatedScope());
    top().definitionsPerRegion.add(new ArrayList<>());
  }

  void popRegion() {
    IsolatedScope scope = top();
    List<String> defined = scope.definitionsPerRegion.remove(scope.definitionsPerRegion.size() - 1);
    if (scope.definitionsPerRegion.isEmpty()) {
      scopes.remove(scopes.size() - 1);
      return;
    }
    for (String name : defined) scope.values.remove(name);
  }

  private IsolatedScope top() { return scopes.get(scopes.size() - 1); }

  /** The value for a use of {@code %name#number} of the given type, creating a placeholder for a forward use. */
  Value resolve(String name, int number, int offset, Type type) {
    Entry[] entries = top().values.get(name);
    if (entries != null && number < entries.length && entries[number] != null) {
      Entry e = entries[number];
      if (e.value.type().equals(type)) return e.value;
      throw new DiagnosticException(s.location(offset), "use of value '" + name
          + "' expects different type than prior uses: '" + type + "' vs '" + e.value.type() + "'")
          .note(s.location(e.offset), "prior use here");
    }
    if (entries != null && entries.length > 0 && entries[0] != null && !isPlaceholder(entries[0].value)) {
      throw s.errorAt(offset, "reference to invalid result number");
    }
    entries = ensureSize(name, entries, number + 1);
    Entry e = new Entry();
    e.value = new Operation(PLACEHOLDER_OP, null, List.of(), List.of(type), 0, s.location(offset)).result(0);
    e.offset = offset;
    entries[number] = e;
    forwardRefs.put(e.value, offset);
    return e.value;
  }

  /** Binds {@code %name#number} to {@code value}, resolving earlier forward uses. */
  void define(String name, int number, int offset, Value value) {
    Entry[] entries = ensureSize(name, top().values.get(name), number + 1);
    Entry existing = entries[number];
    if (existing != null) {
      if (!isPlaceholder(existing.value)) {
        throw new DiagnosticException(s.location(offset), "redefinition of SSA value '" + name + "'")
            .note(s.location(existing.offset), "previously defined here");
      }
      if (!existing.value.type().equals(value.type())) {
        throw new DiagnosticException(s.location(offset), "definition of SSA value '" + name + "#" + number
            + "' has type '" + value.type() + "'")
            .note(s.location(existing.offset), "previously used here with type '" + existing.value.type() + "'");
      }
      existing.value.replaceAllUsesWith(value);
      forwardRefs.remove(existing.value);
    }
    Entry e = new Entry();
    e.value = value;
    e.offset = offset;
    entries[number] = e;
    List<List<String>> regions = top().definitionsPerRegion;
    regions.get(regions.size() - 1).add(name);
  }

  /** Where {@code %name#number} was defined or used in the current isolated scope, or -1. */
  int referenceOffset(String name, int number) {
    Entry[] entries = top().values.get(name);
    if (entries == null || number >= entries.length || entries[number] == null) return -1;
    return entries[number].offset;
  }

  private Entry[] ensureSize(String name, Entry[] entries, int size) {
    if (entries != null && entries.length >= size) return entries;
    Entry[] grown = new Entry[size];
    if (entries != null) System.arraycopy(entries, 0, grown, 0, entries.length);
    top().values.put(name, grown);
    return grown;
  }

  private boolean isPlaceholder(Value v) {
    return v.definingOp() != null && v.definingOp().name() == PLACEHOLDER_OP && forwardRefs.containsKey(v);
  }

  /** Fails at the first use of a name that was never defined. */
  void checkAllDefined() {
    int first = Integer.MAX_VALUE;
    for (int offset : forwardRefs.values()) first = Math.min(first, offset);
    if (first != Integer.MAX_VALUE) throw s.errorAt(first, "use of undeclared SSA value name");
  }
}
