package dev.loomlir.lowering.driver;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.rewrite.PatternRewriter;
import java.util.Collections;
import java.util.HashMap;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Keeps one constant op per (dialect, value, type) at the top of the entry block of the nearest
 * region isolated from above, as MLIR's {@code OperationFolder::insertKnownConstant}: the first
 * constant met is hoisted there, later equal ones are replaced by it. A constant already right
 * after another kept constant stays where it is, which is why upstream's hoisted constants end up
 * in reverse order of appearance.
 */
public final class ConstantUniquer {
  /** equals and hashCode written out: the generated ones link an invokedynamic per run (issue 18). */
  private record Key(String dialect, Attribute value, Type type) {
    @Override
    public boolean equals(Object o) {
      return o instanceof Key that && Objects.equals(dialect, that.dialect) && Objects.equals(value, that.value)
          && Objects.equals(type, that.type);
    }

    @Override
    public int hashCode() { return 31 * (31 * Objects.hashCode(dialect) + Objects.hashCode(value)) + Objects.hashCode(type); }
  }

  private final Map<Region, Map<Key, Operation>> byRegion = new IdentityHashMap<>();
  private final Set<Operation> owned = Collections.newSetFromMap(new IdentityHashMap<>());
  private final PatternRewriter rewriter;

  public ConstantUniquer(PatternRewriter rewriter) { this.rewriter = rewriter; }

  /** Returns false when {@code op} was replaced by an equal constant (and erased). */
  public boolean insertKnownConstant(Operation op, Attribute value) {
    Block opBlock = op.parentBlock();
    if (owned.contains(op)) {
      if (opBlock.first() != op && !owned.contains(op.prev())) op.moveBefore(opBlock.first());
      return true;
    }
    Region region = insertionRegion(opBlock);
    Map<Key, Operation> constants = byRegion.computeIfAbsent(region, r -> new HashMap<>());
    Key key = new Key(op.dialectName(), value, op.result().type());
    Operation existing = constants.get(key);
    if (existing != null) {
      rewriter.replaceOp(op, existing.results());
      return false;
    }
    Block insertBlock = region.entryBlock();
    if (opBlock != insertBlock || (insertBlock.first() != op && !owned.contains(op.prev()))) {
      op.moveBefore(insertBlock.first());
    }
    constants.put(key, op);
    owned.add(op);
    return true;
  }

  /** Forgets an erased constant. */
  public void notifyRemoval(Operation op) {
    if (!owned.remove(op)) return;
    for (Map<Key, Operation> constants : byRegion.values()) constants.values().removeIf(c -> c == op);
  }

  private static Region insertionRegion(Block block) {
    Region region = block.parentRegion();
    while (true) {
      Operation parent = region.parentOp();
      if (parent == null || parent.parentBlock() == null || !parent.isRegistered()
          || parent.def().has(Trait.ISOLATED_FROM_ABOVE)) {
        return region;
      }
      region = parent.parentRegion();
    }
  }
}
