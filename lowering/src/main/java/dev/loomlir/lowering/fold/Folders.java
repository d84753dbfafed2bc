package dev.loomlir.lowering.fold;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Value;
import dev.loomlir.rewrite.Matchers;
import dev.loomlir.ir.FoldResult;
import dev.loomlir.ir.OpFolder;
import java.util.ArrayList;
import java.util.List;

/**
 * Folds ops with the folder their declaration attaches ({@code OpDef.folder}); {@link #fold} also
 * applies the commutative trait's fold: constant operands move to the right (in place), as
 * upstream's {@code OpTrait::impl::foldCommutative}.
 */
public final class Folders {
  private Folders() {}

  /** The constant value an op defines: the {@code value} attribute of a constant-like op. */
  public static Attribute constantValue(Operation op) { return Matchers.constantValue(op); }

  public static Attribute constantValue(Value v) { return Matchers.constantValue(v); }

  /** Folds {@code op}: null when nothing changed, empty when it changed in place, else its replacements. */
  public static List<FoldResult> fold(Operation op) {
    Attribute[] constants = new Attribute[op.numOperands()];
    for (int i = 0; i < constants.length; i++) constants[i] = constantValue(op.operand(i));
    OpFolder folder = op.isRegistered() ? op.def().folder() : null;
    if (folder != null) {
      List<FoldResult> results = folder.fold(op, constants);
      if (results != null) return results;
    }
    return moveConstantsRight(op, constants) ? List.of() : null;
  }

  /** Stable partition of a commutative op's operands: non-constants first. */
  private static boolean moveConstantsRight(Operation op, Attribute[] constants) {
    if (!op.isRegistered() || !op.def().has(Trait.COMMUTATIVE) || op.numOperands() < 2) return false;
    List<Value> reordered = new ArrayList<>();
    List<Value> constantOperands = new ArrayList<>();
    for (int i = 0; i < constants.length; i++) (constants[i] == null ? reordered : constantOperands).add(op.operand(i));
    reordered.addAll(constantOperands);
    if (reordered.equals(op.operands())) return false;
    for (int i = 0; i < reordered.size(); i++) op.setOperand(i, reordered.get(i));
    return true;
  }
}
