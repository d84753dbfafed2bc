package dev.loomlir.ir;

import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/**
 * The declaration of one op, ODS-style: operand and result groups with type constraints, inherent
 * attributes, regions, successors, traits, custom syntax and extra verification. Built with
 * {@link #op(String)}; a dialect's ops are a list of these.
 */
public final class OpDef {
  /** How many values (or regions, successors) a group holds. */
  public enum Arity { SINGLE, OPTIONAL, VARIADIC }

  public record ValueGroup(String name, TypeConstraint constraint, Arity arity) {}

  public record AttrDef(String name, AttrKind kind, boolean optional, Attribute defaultValue) {}

  public record RegionDef(String name, boolean variadic) {}

  public record SuccessorDef(String name, boolean variadic) {}

  /**
   * {@code to}'s type is {@code transform(from's type)}; with identity this is AllTypesMatch.
   * {@code description} is ODS's summary of the rule, quoted by the verifier ("failed to verify
   * that <description>"); null for the generic wording.
   */
  public record TypeRule(String from, String to, Function<Type, Type> transform, String description) {
    public TypeRule(String from, String to, Function<Type, Type> transform) { this(from, to, transform, null); }

    /** True for the rules {@link #allTypesMatch} makes: equal types, usable in both directions. */
    public boolean isIdentity() { return transform == SAME_TYPE; }
  }

  /** The transform of equal-type rules; compared by reference, so it is our own constant. */
  public static final Function<Type, Type> SAME_TYPE = t -> t;

  private final String name;
  private final List<ValueGroup> operands = new ArrayList<>();
  private final List<ValueGroup> results = new ArrayList<>();
  private final Map<String, AttrDef> attrs = new LinkedHashMap<>();
  private final Set<String> unmaterializedDefaults = new java.util.HashSet<>();
  private final List<RegionDef> regions = new ArrayList<>();
  private final List<SuccessorDef> successors = new ArrayList<>();
  private final Set<Trait> traits = EnumSet.noneOf(Trait.class);
  private final List<TypeRule> typeRules = new ArrayList<>();
  private final List<List<String>> sameTypeGroups = new ArrayList<>();
  private final List<OpVerifier> verifiers = new ArrayList<>();
  private final List<OpVerifier> regionVerifiers = new ArrayList<>();
  private final List<OpVerifier> symbolUseVerifiers = new ArrayList<>();
  private final Map<Class<?>, Object> interfaces = new HashMap<>();
  private final List<String> parentOps = new ArrayList<>();
  // Read-only views made once: the getters are called per op while parsing, verifying and printing.
  private final List<ValueGroup> operandsView = Collections.unmodifiableList(operands);
  private final List<ValueGroup> resultsView = Collections.unmodifiableList(results);
  private final List<RegionDef> regionsView = Collections.unmodifiableList(regions);
  private final List<SuccessorDef> successorsView = Collections.unmodifiableList(successors);
  private final List<String> parentOpsView = Collections.unmodifiableList(parentOps);
  private final List<TypeRule> typeRulesView = Collections.unmodifiableList(typeRules);
  private final List<List<String>> sameTypeGroupsView = Collections.unmodifiableList(sameTypeGroups);
  private final List<OpVerifier> verifiersView = Collections.unmodifiableList(verifiers);
  private final List<OpVerifier> regionVerifiersView = Collections.unmodifiableList(regionVerifiers);
  private final List<OpVerifier> symbolUseVerifiersView = Collections.unmodifiableList(symbolUseVerifiers);
  private final Map<String, AttrDef> attrsView = Collections.unmodifiableMap(attrs);
  private final Set<Trait> traitsView = Collections.unmodifiableSet(traits);
  private String implicitTerminator;
  private String defaultDialect;
  private Function<OperationState, List<Type>> resultTypeInference;
  private String formatText;
  private CustomSyntax syntax;
  /** ODS's one-line summary of the op, where a dialect declares one; not shown anywhere yet. */
  private String summary = "";
  private OpFolder folder;
  /** Null until {@link #memoryEffects} declares them. */
  private Set<MemoryEffect> memoryEffects;

  private OpDef(String name) { this.name = name; }

  /** Starts the declaration of op {@code name} (its full name: {@code arith.addi}). */
  public static OpDef op(String name) { return new OpDef(name); }

  // ---- declaration (builder style; each returns this) ----

  public OpDef summary(String s) { summary = s; return this; }

  public OpDef operand(String n, TypeConstraint c) { operands.add(new ValueGroup(n, c, Arity.SINGLE)); return this; }

  public OpDef optionalOperand(String n, TypeConstraint c) { operands.add(new ValueGroup(n, c, Arity.OPTIONAL)); return this; }

  public OpDef variadicOperand(String n, TypeConstraint c) { operands.add(new ValueGroup(n, c, Arity.VARIADIC)); return this; }

  public OpDef result(String n, TypeConstraint c) { results.add(new ValueGroup(n, c, Arity.SINGLE)); return this; }

  public OpDef optionalResult(String n, TypeConstraint c) { results.add(new ValueGroup(n, c, Arity.OPTIONAL)); return this; }

  public OpDef variadicResult(String n, TypeConstraint c) { results.add(new ValueGroup(n, c, Arity.VARIADIC)); return this; }

  public OpDef attr(String n, AttrKind k) { attrs.put(n, new AttrDef(n, k, false, null)); return this; }

  public OpDef optionalAttr(String n, AttrKind k) { attrs.put(n, new AttrDef(n, k, true, null)); return this; }

  /** An attribute with a default: absent means the default, and printers elide it when equal. */
  public OpDef defaultAttr(String n, AttrKind k, Attribute dflt) { attrs.put(n, new AttrDef(n, k, true, dflt)); return this; }

  /**
   * ODS's {@code DefaultValuedOptionalAttr}: printers elide the default as for {@link #defaultAttr},
   * but an absent attribute stays absent (custom syntax does not fill in the default).
   */
  public OpDef defaultOptionalAttr(String n, AttrKind k, Attribute dflt) {
    attrs.put(n, new AttrDef(n, k, true, dflt));
    unmaterializedDefaults.add(n);
    return this;
  }

  /** True when parsing custom syntax fills in the attribute's default if it is absent (ODS {@code DefaultValuedAttr}). */
  public boolean materializesDefault(String attrName) {
    AttrDef a = attrs.get(attrName);
    return a != null && a.defaultValue() != null && !unmaterializedDefaults.contains(attrName);
  }

  public OpDef region(String n) { regions.add(new RegionDef(n, false)); return this; }

  public OpDef variadicRegion(String n) { regions.add(new RegionDef(n, true)); return this; }

  public OpDef successor(String n) { successors.add(new SuccessorDef(n, false)); return this; }

  public OpDef variadicSuccessor(String n) { successors.add(new SuccessorDef(n, true)); return this; }

  public OpDef traits(Trait... ts) { Collections.addAll(traits, ts); return this; }

  /** The op may only appear directly inside one of these ops (ODS {@code HasParent}). */
  public OpDef parents(String... opNames) { Collections.addAll(parentOps, opNames); return this; }

  /** Single-block regions whose terminator may be elided in custom syntax (ODS {@code SingleBlockImplicitTerminator}). */
  public OpDef implicitTerminator(String terminatorOp) {
    implicitTerminator = terminatorOp;
    traits.add(Trait.SINGLE_BLOCK);
    return this;
  }

  /** Unprefixed op names inside this op's regions resolve in this dialect ({@code return} in a func.func). */
  public OpDef defaultDialect(String namespace) { defaultDialect = namespace; return this; }

  /**
   * Computes result types from resolved operands and attributes (ODS {@code InferTypeOpInterface}),
   * so custom syntax need not spell them.
   */
  public OpDef inferResultTypes(Function<OperationState, List<Type>> inference) {
    resultTypeInference = inference;
    return this;
  }

  /** Named values (operand or result groups) that all have the same type. */
  public OpDef allTypesMatch(String... names) {
    sameTypeGroups.add(List.of(names));
    for (int i = 1; i < names.length; i++) typeRules.add(new TypeRule(names[0], names[i], SAME_TYPE));
    return this;
  }

  /** {@code to}'s type is derived from {@code from}'s (ODS {@code TypesMatchWith}). */
  public OpDef typesMatchWith(String from, String to, Function<Type, Type> transform) {
    typeRules.add(new TypeRule(from, to, transform));
    return this;
  }

  /** As above, with ODS's summary of the rule for the verifier's message. */
  public OpDef typesMatchWith(String description, String from, String to, Function<Type, Type> transform) {
    typeRules.add(new TypeRule(from, to, transform, description));
    return this;
  }

  /** The custom syntax as an ODS-style declarative assembly format. */
  public OpDef format(String assemblyFormat) { formatText = assemblyFormat; return this; }

  /** Hand-written custom syntax. */
  public OpDef syntax(CustomSyntax s) { syntax = s; return this; }

  public OpDef verify(OpVerifier v) { verifiers.add(v); return this; }

  /** Verification that needs the nested ops verified first (ODS {@code hasRegionVerifier}). */
  public OpDef verifyRegions(OpVerifier v) { regionVerifiers.add(v); return this; }

  /** Verification of symbol references, run once the whole module is known. */
  public OpDef verifySymbolUses(OpVerifier v) { symbolUseVerifiers.add(v); return this; }

  /** The op's fold hook (MLIR's {@code fold}): constant folding and identities. */
  public OpDef folder(OpFolder f) { folder = f; return this; }

  /**
   * The op's memory effects (ODS's {@code MemRead}, {@code MemWrite}, ...; none at all is
   * {@code NoMemoryEffect}). Needed only for ops that are not {@link Trait#PURE} and whose effects
   * passes must know: a declared-effect-free op may be merged or dropped, but unlike a pure one
   * not hoisted (it may trap).
   */
  public OpDef memoryEffects(MemoryEffect... effects) {
    memoryEffects = effects.length == 0 ? EnumSet.noneOf(MemoryEffect.class) : EnumSet.of(effects[0], effects);
    return this;
  }

  /** Declares that the op touches no memory (ODS's {@code NoMemoryEffect}): {@code memoryEffects} with none. */
  public OpDef noMemoryEffect() { return memoryEffects(new MemoryEffect[0]); }

  /** Attaches an implementation of an op interface (canonicalization patterns, loop-like, ...). */
  public <T> OpDef implement(Class<T> iface, T impl) { interfaces.put(iface, impl); return this; }

  // ---- queries ----

  public String name() { return name; }


  public List<ValueGroup> operandGroups() { return operandsView; }

  public List<ValueGroup> resultGroups() { return resultsView; }

  public Map<String, AttrDef> attrDefs() { return attrsView; }

  public AttrDef attrDef(String n) { return attrs.get(n); }

  public List<RegionDef> regionDefs() { return regionsView; }

  public List<SuccessorDef> successorDefs() { return successorsView; }

  public Set<Trait> traits() { return traitsView; }

  public boolean has(Trait t) { return traits.contains(t); }

  public List<String> parentOps() { return parentOpsView; }

  public String implicitTerminator() { return implicitTerminator; }

  public String defaultDialect() { return defaultDialect; }

  /** The result type inference, or null. */
  public Function<OperationState, List<Type>> resultTypeInference() { return resultTypeInference; }

  public List<TypeRule> typeRules() { return typeRulesView; }

  /** The name lists given to {@link #allTypesMatch}, for verification messages naming all members. */
  public List<List<String>> sameTypeGroups() { return sameTypeGroupsView; }

  public List<OpVerifier> verifiers() { return verifiersView; }

  public List<OpVerifier> regionVerifiers() { return regionVerifiersView; }

  public List<OpVerifier> symbolUseVerifiers() { return symbolUseVerifiersView; }

  /** The fold hook, or null. */
  public OpFolder folder() { return folder; }

  /** The declared memory effects (read-only), or null when the op declares none (see {@link #memoryEffects(MemoryEffect...)}). */
  public Set<MemoryEffect> memoryEffects() { return memoryEffects == null ? null : Collections.unmodifiableSet(memoryEffects); }

  public <T> T iface(Class<T> type) { return interfaces.isEmpty() ? null : type.cast(interfaces.get(type)); }

  public String formatText() { return formatText; }

  /**
   * The hand-written custom syntax, or null. The syntax layer ({@code OpSyntax}) compiles the
   * assembly format of ops declared with {@link #format} instead.
   */
  public CustomSyntax handWrittenSyntax() { return syntax; }

  /** True for attributes the op declares (stored as properties), including segment sizes. */
  public boolean isInherentAttr(String attrName) {
    if (attrs.containsKey(attrName)) return true;
    if (attrName.equals("operandSegmentSizes")) return traits.contains(Trait.ATTR_SIZED_OPERAND_SEGMENTS);
    if (attrName.equals("resultSegmentSizes")) return traits.contains(Trait.ATTR_SIZED_RESULT_SEGMENTS);
    return false;
  }

  public int operandGroupIndex(String groupName) { return indexOf(operands, groupName); }

  public int resultGroupIndex(String groupName) { return indexOf(results, groupName); }

  private static int indexOf(List<ValueGroup> groups, String n) {
    for (int i = 0; i < groups.size(); i++) if (groups.get(i).name().equals(n)) return i;
    return -1;
  }

  /** [start, end) of the named operand group in {@code op}'s operand list. */
  public int[] operandRange(Operation op, String groupName) {
    int idx = operandGroupIndex(groupName);
    if (idx < 0) throw new IllegalArgumentException(name + " has no operand group '" + groupName + "'");
    return groupRange(operands, idx, op.numOperands(), op, "operandSegmentSizes", Trait.ATTR_SIZED_OPERAND_SEGMENTS);
  }

  /** [start, end) of the named result group. */
  public int[] resultRange(Operation op, String groupName) {
    int idx = resultGroupIndex(groupName);
    if (idx < 0) throw new IllegalArgumentException(name + " has no result group '" + groupName + "'");
    return groupRange(results, idx, op.numResults(), op, "resultSegmentSizes", Trait.ATTR_SIZED_RESULT_SEGMENTS);
  }

  /** How many operands each operand group of {@code op} has (a fresh array). */
  public int[] operandGroupSizes(Operation op) {
    return groupSizes(operands, op.numOperands(), op, "operandSegmentSizes", Trait.ATTR_SIZED_OPERAND_SEGMENTS);
  }

  /** How many results each result group of {@code op} has (a fresh array). */
  public int[] resultGroupSizes(Operation op) {
    return groupSizes(results, op.numResults(), op, "resultSegmentSizes", Trait.ATTR_SIZED_RESULT_SEGMENTS);
  }

  /** [start, end) of group {@code idx}, clamped to the values there are, without building the others' ranges (a hot path of printing and verifying). */
  private int[] groupRange(List<ValueGroup> groups, int idx, int total, Operation op, String segAttr, Trait segTrait) {
    int pos = 0, size;
    if (traits.contains(segTrait)) {
      int[] sizes = groupSizes(groups, total, op, segAttr, segTrait);
      for (int i = 0; i < idx; i++) pos += sizes[i];
      size = sizes[idx];
    } else {
      // Without segment sizes at most one group has variable length; it takes what the others leave.
      int fixed = 0, variadicIndex = -1;
      for (int i = 0; i < groups.size(); i++) {
        if (groups.get(i).arity() == Arity.SINGLE) fixed++;
        else variadicIndex = i;
      }
      int variadicSize = Math.max(0, total - fixed);
      for (int i = 0; i < idx; i++) pos += groups.get(i).arity() == Arity.SINGLE ? 1 : i == variadicIndex ? variadicSize : 0;
      size = groups.get(idx).arity() == Arity.SINGLE ? 1 : idx == variadicIndex ? variadicSize : 0;
    }
    return new int[] {Math.min(pos, total), Math.min(pos + size, total)};
  }

  private int[] groupSizes(List<ValueGroup> groups, int total, Operation op, String segAttr, Trait segTrait) {
    int[] sizes = new int[groups.size()];
    if (traits.contains(segTrait)) {
      Attribute a = op.properties().get(segAttr);
      if (!(a instanceof DenseArrayAttr arr) || arr.ints() == null || arr.size() != groups.size()) {
        throw DiagnosticException.opError(op, "missing or malformed '" + segAttr + "' property: expected "
            + groups.size() + " segment sizes");
      }
      for (int i = 0; i < sizes.length; i++) sizes[i] = (int) arr.ints()[i];
    } else {
      int variadicIndex = -1, fixed = 0;
      for (int i = 0; i < groups.size(); i++) {
        if (groups.get(i).arity() == Arity.SINGLE) { sizes[i] = 1; fixed++; }
        else variadicIndex = i;
      }
      if (variadicIndex >= 0) sizes[variadicIndex] = Math.max(0, total - fixed);
    }
    return sizes;
  }

  @Override public String toString() { return name; }
}
