package dev.loomlir.syntax.format;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.FloatAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpDef.Arity;
import dev.loomlir.ir.OpDef.TypeRule;
import dev.loomlir.ir.OpDef.ValueGroup;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.ToIntFunction;

/**
 * Works out, when the format is compiled, how the parser will learn the type of every operand
 * and result group the format does not spell: from another group or attribute through a type
 * rule ({@code allTypesMatch}, transitively and in both directions; {@code typesMatchWith}),
 * from the {@code SameOperandsAndResultType} / {@code SameTypeOperands} traits, from a
 * constraint's fixed type, or (results only) from the op's result type inference. The plan is
 * an ordered list of steps whose sources are always known before they run.
 */
final class TypeResolver {
  /** One way of learning the types of {@code target}. */
  sealed interface Step {
    String target();
  }

  /**
   * {@code target}'s types are {@code transform} of the types of value group {@code source};
   * {@code converting} when the transform is a {@code typesMatchWith} rule's, not an equality.
   */
  record FromGroup(String target, String source, Function<Type, Type> transform, boolean converting) implements Step {}

  /** {@code target}'s type is {@code transform} of the type of attribute {@code attr}. */
  record FromAttr(String target, String attr, Function<Type, Type> transform) implements Step {}

  /** Every value of {@code target} has the constraint's only type. */
  record Fixed(String target, Type type) implements Step {}

  private final OpDef def;
  private final List<Step> steps;
  private final boolean inferResults;

  private TypeResolver(OpDef def, List<Step> steps, boolean inferResults) {
    this.def = def;
    this.steps = steps;
    this.inferResults = inferResults;
  }

  List<Step> steps() { return Collections.unmodifiableList(steps); }

  boolean infersResults() { return inferResults; }

  // ---- planning (compile time) ----

  static TypeResolver plan(OpDef def, FormatSpec spec, FormatErrors errors) {
    Set<String> known = new LinkedHashSet<>();
    for (ValueGroup g : def.operandGroups()) if (spec.allOperandTypes() || spec.operandTypes().contains(g.name())) known.add(g.name());
    for (ValueGroup g : def.resultGroups()) if (spec.allResultTypes() || spec.resultTypes().contains(g.name())) known.add(g.name());

    // As upstream: with no result type in the format, an op that infers its results does so.
    boolean inferResults = def.resultTypeInference() != null && !def.resultGroups().isEmpty()
        && !spec.allResultTypes() && spec.resultTypes().isEmpty();
    Set<String> excluded = new LinkedHashSet<>();
    if (inferResults) for (ValueGroup g : def.resultGroups()) excluded.add(g.name());

    Set<String> attrSources = new LinkedHashSet<>();
    for (var a : def.attrDefs().values()) if (!a.optional() || spec.usedAttrs().contains(a.name())) attrSources.add(a.name());

    List<Step> steps = new ArrayList<>();
    Planner planner = new Planner(def, known, excluded, attrSources, steps);
    planner.saturate();
    for (ValueGroup g : allGroups(def)) {
      if (!known.contains(g.name()) && !excluded.contains(g.name()) && g.constraint().fixedType() != null) {
        steps.add(new Fixed(g.name(), g.constraint().fixedType()));
        known.add(g.name());
      }
    }
    planner.saturate();

    List<ValueGroup> operands = def.operandGroups();
    for (int i = 0; i < operands.size(); i++) {
      if (!known.contains(operands.get(i).name())) {
        throw errors.of("type of operand #" + i + ", named '" + operands.get(i).name()
            + "', is not buildable and a buildable type cannot be inferred");
      }
    }
    List<ValueGroup> results = def.resultGroups();
    for (int i = 0; i < results.size(); i++) {
      String n = results.get(i).name();
      if (known.contains(n) || inferResults) continue;
      if (def.resultTypeInference() != null) {
        inferResults = true; // fall back to inferring all results
        continue;
      }
      throw errors.of("type of result #" + i + ", named '" + n
          + "', is not buildable and a buildable type cannot be inferred");
    }
    return new TypeResolver(def, steps, inferResults);
  }

  private static List<ValueGroup> allGroups(OpDef def) {
    List<ValueGroup> all = new ArrayList<>(def.operandGroups());
    all.addAll(def.resultGroups());
    return all;
  }

  /** Applies type rules and same-type traits until nothing new becomes known. */
  private record Planner(OpDef def, Set<String> known, Set<String> excluded, Set<String> attrSources, List<Step> steps) {
    void saturate() {
      boolean changed = true;
      while (changed) {
        changed = false;
        for (TypeRule r : def.typeRules()) {
          boolean identity = r.isIdentity();
          if (learn(r.to(), r.from(), r.transform(), !identity)) changed = true;
          if (identity && learn(r.from(), r.to(), Function.identity(), false)) changed = true;
        }
        if (def.has(Trait.SAME_OPERANDS_AND_RESULT_TYPE) && sameType(allGroups(def))) changed = true;
        if (def.has(Trait.SAME_TYPE_OPERANDS) && sameType(def.operandGroups())) changed = true;
      }
    }

    private boolean sameType(List<ValueGroup> groups) {
      String source = null;
      for (ValueGroup g : groups) {
        if (known.contains(g.name())) {
          source = g.name();
          break;
        }
      }
      if (source == null) return false;
      boolean changed = false;
      for (ValueGroup g : groups) if (learn(g.name(), source, Function.identity(), false)) changed = true;
      return changed;
    }

    /** Records that {@code target} can be learned from {@code source}, if that is new and possible. */
    private boolean learn(String target, String source, Function<Type, Type> transform, boolean converting) {
      if (known.contains(target) || excluded.contains(target) || !isGroup(target)) return false;
      if (isGroup(source)) {
        if (!known.contains(source)) return false;
        steps.add(new FromGroup(target, source, transform, converting));
      } else if (attrSources.contains(source)) {
        steps.add(new FromAttr(target, source, transform));
      } else {
        return false;
      }
      known.add(target);
      return true;
    }

    private boolean isGroup(String name) {
      return def.operandGroupIndex(name) >= 0 || def.resultGroupIndex(name) >= 0;
    }
  }

  // ---- resolution (parse time) ----

  /**
   * Completes {@code types} (group name to its types) by running the plan. {@code operandCounts}
   * gives the number of parsed operands of each operand group, so a single source type can be
   * spread over a variadic group (as {@code resolveOperands(list, type)} does upstream).
   */
  void run(Map<String, List<Type>> types, ToIntFunction<String> operandCounts, OperationState state,
           Function<String, RuntimeException> errorAtName) {
    for (int i = 0; i < steps.size(); i++) {
      Step step = steps.get(i);
      if (types.containsKey(step.target())) continue;
      int count = targetCount(step.target(), operandCounts);
      List<Type> resolved;
      if (step instanceof FromGroup g) {
        List<Type> source = types.getOrDefault(g.source(), List.of());
        if (g.converting()) checkTransformSource(g.source(), source, errorAtName);
        resolved = spread(map(source, g.transform()), count);
      } else if (step instanceof FromAttr a) {
        Type t = typeOfAttribute(state.attribute(a.attr()));
        resolved = t == null ? List.of() : spread(List.of(a.transform().apply(t)), count);
      } else if (step instanceof Fixed f) {
        resolved = Collections.nCopies(count < 0 ? 1 : count, f.type());
      } else {
        throw new AssertionError("unknown type resolution step " + step);
      }
      types.put(step.target(), resolved);
    }
  }

  /**
   * As upstream's generated parsers: the type a {@code typesMatchWith} transform is applied to must
   * meet its own group's constraint first ({@code 'lhs' must be signless-integer-like, but got
   * 'f32'}, at the op name), so a transform never sees a type it was not written for.
   */
  private void checkTransformSource(String group, List<Type> sourceTypes, Function<String, RuntimeException> errorAtName) {
    int operand = def.operandGroupIndex(group);
    ValueGroup g = operand >= 0 ? def.operandGroups().get(operand) : def.resultGroups().get(def.resultGroupIndex(group));
    for (Type t : sourceTypes) {
      if (!g.constraint().predicate().test(t)) {
        throw errorAtName.apply("'" + group + "' must be " + g.constraint().description() + ", but got '" + t + "'");
      }
    }
  }

  /** The number of values of an operand group, or -1 for a result group (its count follows its source). */
  private int targetCount(String group, ToIntFunction<String> operandCounts) {
    if (def.operandGroupIndex(group) >= 0) return operandCounts.applyAsInt(group);
    int r = def.resultGroupIndex(group);
    return def.resultGroups().get(r).arity() == Arity.SINGLE ? 1 : -1;
  }

  private static List<Type> map(List<Type> types, Function<Type, Type> f) {
    List<Type> out = new ArrayList<>(types.size());
    for (Type t : types) out.add(f.apply(t));
    return out;
  }

  /** Matches {@code types} to {@code count} values: one type is repeated; otherwise kept (mismatches are reported on resolution). */
  private static List<Type> spread(List<Type> types, int count) {
    if (count < 0 || types.size() == count) return types;
    if (types.size() == 1) return Collections.nCopies(count, types.get(0));
    if (count == 1 && !types.isEmpty()) return List.of(types.get(0));
    return types;
  }

  /** The type of a typed attribute ({@code 5 : i32} is i32), or null. */
  static Type typeOfAttribute(Attribute a) {
    if (a instanceof IntegerAttr i) return i.type();
    if (a instanceof FloatAttr f) return f.type();
    if (a instanceof DenseElementsAttr d) return d.type();
    return null;
  }

  /** Results inferred by the op, once its operands and attributes are in {@code state}. */
  List<Type> inferResults(OperationState state) {
    return def.resultTypeInference().apply(state);
  }
}
