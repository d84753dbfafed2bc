package dev.loomlir.syntax.format;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What the format parser has read so far, by variable name; handed to custom directives. The
 * {@code all...} lists hold what the {@code operands}, {@code type(operands)},
 * {@code type(results)}, {@code regions} and {@code successors} directives read.
 */
final class FormatParseState implements FormatState {
  private final OperationState state;
  final Map<String, List<UnresolvedOperand>> operands = new HashMap<>();
  final Map<String, SourcePos> operandPositions = new HashMap<>();
  final Map<String, List<Type>> types = new HashMap<>();
  final Map<String, List<Region>> regions = new HashMap<>();
  final Map<String, List<Block>> successors = new HashMap<>();
  List<UnresolvedOperand> allOperands;
  SourcePos allOperandsPos;
  List<Type> allOperandTypes;
  List<Type> allResultTypes;
  List<Region> allRegions;
  List<Block> allSuccessors;

  FormatParseState(OperationState state) { this.state = state; }

  @Override public OperationState state() { return state; }

  @Override public List<UnresolvedOperand> operands(String group) { return operands.get(group); }

  @Override public void setOperands(String group, List<UnresolvedOperand> list) {
    operands.put(group, new ArrayList<>(list));
  }

  void setOperands(String group, List<UnresolvedOperand> list, SourcePos pos) {
    setOperands(group, list);
    operandPositions.put(group, pos);
  }

  @Override public List<Type> types(String group) { return types.get(group); }

  @Override public void setTypes(String group, List<Type> list) { types.put(group, new ArrayList<>(list)); }

  @Override public Attribute attr(String name) { return state.attribute(name); }

  @Override public void setAttr(String name, Attribute value) {
    if (value != null) state.addAttribute(name, value);
  }

  /** The (first) region of the named group, created on first use. */
  @Override public Region region(String name) {
    return regions.computeIfAbsent(name, n -> new ArrayList<>(List.of(new Region()))).get(0);
  }

  @Override public List<Block> successors(String name) { return successors.get(name); }

  @Override public void setSuccessors(String name, List<Block> blocks) { successors.put(name, new ArrayList<>(blocks)); }
}
