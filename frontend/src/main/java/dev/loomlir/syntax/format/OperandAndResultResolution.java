package dev.loomlir.syntax.format;

import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpDef.Arity;
import dev.loomlir.ir.OpDef.ValueGroup;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.ToIntFunction;

/**
 * The last step of parsing a format: completes the types of every operand and result group
 * (see {@link TypeResolver}), resolves the operands, adds the result types and segment sizes.
 */
final class OperandAndResultResolution {
  private final OpDef def;
  private final FormatSpec spec;
  private final TypeResolver resolver;
  private final OpAsmParser p;
  private final FormatParseState fs;
  private final SourcePos opPos;
  private final OperationState state;

  OperandAndResultResolution(OpDef def, FormatSpec spec, TypeResolver resolver, OpAsmParser p,
                             FormatParseState fs, SourcePos opPos) {
    this.def = def;
    this.spec = spec;
    this.resolver = resolver;
    this.p = p;
    this.fs = fs;
    this.opPos = opPos;
    this.state = fs.state();
  }

  void run() {
    Map<String, List<UnresolvedOperand>> operands = operandsByGroup();
    // The parse state is finished with: its type map is completed in place (no per-op copies).
    Map<String, List<Type>> types = fs.types;
    ToIntFunction<String> counts = group -> {
      List<UnresolvedOperand> list = operands.get(group);
      return list == null ? 0 : list.size();
    };
    if (fs.allOperandTypes != null) types.putAll(splitTypes(fs.allOperandTypes, def.operandGroups(), counts));
    if (fs.allResultTypes != null) types.putAll(splitTypes(fs.allResultTypes, def.resultGroups(), null));
    resolver.run(types, counts, state, message -> p.errorAtName(state, message));

    resolveOperands(operands, types);
    if (def.has(Trait.ATTR_SIZED_OPERAND_SEGMENTS) && !spec.allOperands()) {
      state.addAttribute("operandSegmentSizes", segmentSizes(def.operandGroups(), counts));
    }
    addResultTypes(types);
  }

  /** Operands per group: as parsed, or the flat {@code operands} list split by the groups' arities. */
  private Map<String, List<UnresolvedOperand>> operandsByGroup() {
    if (fs.allOperands == null) return fs.operands;
    Map<String, List<UnresolvedOperand>> split = new HashMap<>();
    int[] sizes = sizesByArity(def.operandGroups(), fs.allOperands.size());
    if (sizes == null) return split; // several variadic groups: only type(operands) can type them
    int pos = 0;
    for (int i = 0; i < sizes.length; i++) {
      int end = Math.min(pos + sizes[i], fs.allOperands.size());
      split.put(def.operandGroups().get(i).name(), fs.allOperands.subList(Math.min(pos, end), end));
      pos += sizes[i];
    }
    return split;
  }

  private void resolveOperands(Map<String, List<UnresolvedOperand>> operands, Map<String, List<Type>> types) {
    if (fs.allOperands != null && fs.allOperandTypes != null) {
      state.operands.addAll(p.resolveOperands(fs.allOperands, fs.allOperandTypes, fs.allOperandsPos));
      return;
    }
    List<ValueGroup> groups = def.operandGroups();
    for (int i = 0; i < groups.size(); i++) {
      ValueGroup g = groups.get(i);
      List<UnresolvedOperand> list = operands.getOrDefault(g.name(), List.of());
      List<Type> ts = types.getOrDefault(g.name(), List.of());
      if (list.isEmpty() && ts.isEmpty()) continue;
      SourcePos pos = fs.operandPositions.getOrDefault(g.name(), fs.allOperandsPos != null ? fs.allOperandsPos : opPos);
      state.operands.addAll(p.resolveOperands(list, ts, pos));
    }
  }

  private void addResultTypes(Map<String, List<Type>> types) {
    if (resolver.infersResults()) {
      state.resultTypes.addAll(resolver.inferResults(state));
      return;
    }
    if (fs.allResultTypes != null) {
      state.resultTypes.addAll(fs.allResultTypes);
      return;
    }
    for (ValueGroup g : def.resultGroups()) state.resultTypes.addAll(types.getOrDefault(g.name(), List.of()));
    if (def.has(Trait.ATTR_SIZED_RESULT_SEGMENTS)) {
      state.addAttribute("resultSegmentSizes",
          segmentSizes(def.resultGroups(), g -> types.getOrDefault(g, List.of()).size()));
    }
  }

  private static DenseArrayAttr segmentSizes(List<ValueGroup> groups, java.util.function.ToIntFunction<String> size) {
    int[] sizes = new int[groups.size()];
    for (int i = 0; i < sizes.length; i++) sizes[i] = size.applyAsInt(groups.get(i).name());
    return DenseArrayAttr.ofI32(sizes);
  }

  /**
   * Splits a flat type list ({@code type(operands)}) into groups, using the parsed operand counts
   * when known, else the arities (one variable-length group takes the rest).
   */
  private static Map<String, List<Type>> splitTypes(List<Type> flat, List<ValueGroup> groups, ToIntFunction<String> counts) {
    int[] sizes;
    if (counts != null) {
      sizes = new int[groups.size()];
      for (int i = 0; i < sizes.length; i++) sizes[i] = counts.applyAsInt(groups.get(i).name());
    } else {
      sizes = sizesByArity(groups, flat.size());
      if (sizes == null) return Map.of();
    }
    Map<String, List<Type>> out = new HashMap<>();
    int pos = 0;
    for (int i = 0; i < sizes.length; i++) {
      int end = Math.min(pos + sizes[i], flat.size());
      out.put(groups.get(i).name(), new ArrayList<>(flat.subList(Math.min(pos, end), end)));
      pos += sizes[i];
    }
    return out;
  }

  /** Group sizes when at most one group has variable length; null when ambiguous. */
  private static int[] sizesByArity(List<ValueGroup> groups, int total) {
    int[] sizes = new int[groups.size()];
    int variable = -1, fixed = 0;
    for (int i = 0; i < groups.size(); i++) {
      if (groups.get(i).arity() == Arity.SINGLE) {
        sizes[i] = 1;
        fixed++;
      } else if (variable >= 0) {
        return null;
      } else {
        variable = i;
      }
    }
    if (variable >= 0) sizes[variable] = Math.max(0, total - fixed);
    return sizes;
  }
}
