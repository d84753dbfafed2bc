package dev.loomlir.syntax.format;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.List;

/**
 * The variables of an assembly format while parsing, for custom directives: what has been
 * parsed so far for each {@code $name} and {@code type($name)}.
 */
public interface FormatState {
  OperationState state();

  List<UnresolvedOperand> operands(String group);

  void setOperands(String group, List<UnresolvedOperand> operands);

  /** Types given for an operand or result group (null if not yet known). */
  List<Type> types(String group);

  void setTypes(String group, List<Type> types);

  Attribute attr(String name);

  void setAttr(String name, Attribute value);

  Region region(String name);

  List<Block> successors(String name);

  void setSuccessors(String name, List<Block> blocks);
}
