package dev.loomlir.syntax.print;

import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Value;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.IdentityHashMap;
import java.util.Map;

/**
 * SSA value and block names for printing one op, computed in one walk the way MLIR's printer
 * does: each region numbers its own block arguments and op results first ({@code %0, %1, ...};
 * entry-block arguments {@code %arg0, ...}; op-suggested names made unique with {@code _N}
 * suffixes), then its nested regions continue from those counters, each nested region
 * independently of its siblings. Blocks are {@code ^bbN} by position in their region. The
 * generic form numbers everything uniquely instead.
 */
final class SsaNameTable {
  private static final String UNKNOWN_VALUE = "<<UNKNOWN SSA VALUE>>";
  private static final String UNKNOWN_BLOCK = "<<UNKNOWN BLOCK>>";

  private final boolean useSuggestedNames;
  /** {@code %name} of block arguments and of the first result of each result group. */
  private final Map<Value, String> names;
  /** Sorted first-result indices of ops whose results form several groups (named results). */
  private final Map<Operation, int[]> resultGroups = new IdentityHashMap<>();
  private final Map<Block, String> blockNames = new IdentityHashMap<>();
  private final ScopedNameSet usedNames = new ScopedNameSet();

  private int nextValueId;
  private int nextArgumentId;
  private int nextConflictId;

  /**
   * {@code genericForm}: plain numbers only (no suggested names), and unique across the whole
   * output, as MLIR makes them for {@code --mlir-print-op-generic}.
   */
  SsaNameTable(Operation root, boolean genericForm, int expectedValues) {
    this.useSuggestedNames = !genericForm;
    this.names = new IdentityHashMap<>(expectedValues);
    if (genericForm) nameUniquely(root);
    else nameScoped(root);
  }

  /** Sibling regions start from the same counters; the root's regions from the initial ones. */
  private void nameScoped(Operation root) {
    numberResults(root);
    for (Region region : root.regions()) {
      nextValueId = 0;
      nextArgumentId = 0;
      nextConflictId = 0;
      nameRegionTree(region);
    }
  }

  /**
   * Counters never restart, and regions are visited in MLIR's work-stack order: a region's
   * values first, then its nested regions, the last pushed first.
   */
  private void nameUniquely(Operation root) {
    ArrayDeque<Region> work = new ArrayDeque<>();
    for (Region region : root.regions()) work.push(region);
    numberResults(root);
    while (!work.isEmpty()) {
      Region region = work.pop();
      numberRegion(region);
      for (Block block : region.blocks()) {
        for (Operation op = block.first(); op != null; op = op.next()) {
          for (int i = 0, n = op.numRegions(); i < n; i++) work.push(op.region(i));
        }
      }
    }
  }

  // ---- queries ----

  void appendValue(StringBuilder out, Value v) {
    if (v instanceof OpResult r && r.owner().numResults() != 1) {
      appendMultiResult(out, r);
      return;
    }
    String name = names.get(v);
    out.append(name != null ? name : UNKNOWN_VALUE);
  }

  /** {@code %0}, {@code %0:2}, or {@code %token, %results:2} for an op with several result groups. */
  void appendResultList(StringBuilder out, Operation op) {
    int[] groups = groupsOf(op);
    if (groups == null) {
      appendName(out, op.result(0));
      if (op.numResults() > 1) out.append(':').append(op.numResults());
      return;
    }
    for (int g = 0; g < groups.length; g++) {
      if (g > 0) out.append(", ");
      int size = (g + 1 < groups.length ? groups[g + 1] : op.numResults()) - groups[g];
      appendName(out, op.result(groups[g]));
      if (size > 1) out.append(':').append(size);
    }
  }

  String blockName(Block b) {
    String name = blockNames.get(b);
    return name != null ? name : UNKNOWN_BLOCK;
  }

  /**
   * The result groups of {@code op}, or null. Most IR has none: then no identity hash is asked
   * for (the JVM makes one on first request, a cost per op).
   */
  private int[] groupsOf(Operation op) {
    return resultGroups.isEmpty() ? null : resultGroups.get(op);
  }

  private void appendName(StringBuilder out, Value v) {
    String name = names.get(v);
    out.append(name != null ? name : UNKNOWN_VALUE);
  }

  private void appendMultiResult(StringBuilder out, OpResult r) {
    Operation owner = r.owner();
    int index = r.index();
    int[] groups = groupsOf(owner);
    if (groups == null) {
      appendName(out, owner.result(0));
      out.append('#').append(index);
      return;
    }
    int g = Arrays.binarySearch(groups, index);
    if (g < 0) g = -g - 2; // the group starting before index
    int start = groups[g];
    int end = g + 1 < groups.length ? groups[g + 1] : owner.numResults();
    appendName(out, owner.result(start));
    if (end - start != 1) out.append('#').append(index - start);
  }

  // ---- naming walk ----

  private void nameRegionTree(Region region) {
    int scope = usedNames.openScope();
    numberRegion(region);
    int valueId = nextValueId, argumentId = nextArgumentId, conflictId = nextConflictId;
    for (Block block : region.blocks()) {
      for (Operation op = block.first(); op != null; op = op.next()) {
        for (int i = 0, n = op.numRegions(); i < n; i++) {
          nextValueId = valueId;
          nextArgumentId = argumentId;
          nextConflictId = conflictId;
          nameRegionTree(op.region(i));
        }
      }
    }
    usedNames.closeScope(scope);
  }

  private void numberRegion(Region region) {
    Operation parent = region.parentOp();
    boolean entryArgsNamed = false;
    if (useSuggestedNames && parent != null && parent.def() != null && !region.isEmpty()) {
      AsmBlockArgumentNames suggester = parent.def().iface(AsmBlockArgumentNames.class);
      if (suggester != null) {
        String[] suggested = suggester.entryBlockArgumentNames(parent, region);
        Block entry = region.entryBlock();
        int n = suggested == null ? 0 : Math.min(suggested.length, entry.numArguments());
        for (int i = 0; i < n; i++) if (suggested[i] != null) setName(entry.argument(i), suggested[i]);
        entryArgsNamed = n > 0;
      }
    }
    int blockId = 0;
    for (Block block : region.blocks()) {
      blockNames.put(block, "^bb" + blockId);
      numberBlock(block, blockId == 0, blockId == 0 && entryArgsNamed);
      blockId++;
    }
  }

  private void numberBlock(Block block, boolean isEntry, boolean someArgsNamed) {
    for (BlockArgument arg : block.arguments()) {
      if (someArgsNamed && names.containsKey(arg)) continue;
      if (isEntry) setName(arg, "arg" + nextArgumentId++);
      else names.put(arg, "%" + nextValueId++);
    }
    for (Operation op = block.first(); op != null; op = op.next()) numberResults(op);
  }

  private void numberResults(Operation op) {
    int numResults = op.numResults();
    if (numResults == 0) return;
    int[] groups = null;
    int numGroups = 1;
    boolean firstNamed = false;
    if (useSuggestedNames && op.def() != null) {
      AsmResultNames suggester = op.def().iface(AsmResultNames.class);
      String[] suggested = suggester == null ? null : suggester.resultNames(op);
      int n = suggested == null ? 0 : Math.min(suggested.length, numResults);
      for (int i = 0; i < n; i++) {
        if (suggested[i] == null) continue;
        setName(op.result(i), suggested[i]);
        if (i == 0) firstNamed = true;
        if (i != 0) {
          if (groups == null) groups = new int[numResults];
          groups[numGroups++] = i;
        }
      }
    }
    if (!firstNamed) names.put(op.result(0), "%" + nextValueId++);
    if (groups != null) resultGroups.put(op, Arrays.copyOf(groups, numGroups));
  }

  /** A suggested name made valid and unique; an empty name means a plain number. */
  private void setName(Value v, String suggested) {
    if (suggested.isEmpty()) {
      names.put(v, "%" + nextValueId++);
      return;
    }
    names.put(v, "%" + uniqueName(sanitize(suggested)));
  }

  private String uniqueName(String name) {
    String unique = name;
    while (usedNames.contains(unique)) unique = name + "_" + nextConflictId++;
    usedNames.add(unique);
    return unique;
  }

  /**
   * MLIR's identifier sanitizing: letters, digits and {@code $._-} stay, a space becomes
   * {@code _}, other bytes their hex code; a leading digit gets a {@code _} prefix (so names never
   * look like the numbers of unnamed values).
   */
  static String sanitize(String name) {
    boolean leadingDigit = Character.isDigit(name.charAt(0)) && name.charAt(0) < 128;
    boolean valid = true;
    for (int i = 0; i < name.length() && valid; i++) valid = isValidChar(name.charAt(i));
    if (valid && !leadingDigit) return name;
    StringBuilder sb = new StringBuilder(name.length() + 4);
    if (leadingDigit) sb.append('_');
    for (byte b : name.getBytes(StandardCharsets.UTF_8)) {
      char c = (char) (b & 0xff);
      if (isValidChar(c)) sb.append(c);
      else if (c == ' ') sb.append('_');
      else sb.append(Integer.toHexString(c).toUpperCase());
    }
    return sb.toString();
  }

  private static boolean isValidChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9')
        || c == '$' || c == '.' || c == '_' || c == '-';
  }
}
