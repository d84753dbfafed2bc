package dev.loomlir.verify;

import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.BranchOperands;
import dev.loomlir.ir.DenseArrayAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.DominatorTree;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpDef.Arity;
import dev.loomlir.ir.OpDef.ValueGroup;
import dev.loomlir.ir.OpVerifier;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Verifies an op and everything nested in it, in MLIR's order: each op's declared invariants
 * (counts, type constraints, attributes, traits) and its own rules on the way in, its region
 * rules on the way out, then dominance, then symbol uses. Messages follow upstream's wording.
 */
public final class Verifier {
  private final Dominance.Cache dominance = new Dominance.Cache();
  private final List<Operation> symbolUsers = new ArrayList<>();

  private Verifier() {}

  /** Throws {@link DiagnosticException} at the first problem found. */
  public static void verify(Operation op) {
    Verifier v = new Verifier();
    v.verifyOperation(op);
    v.verifyDominance(op);
    for (Operation user : v.symbolUsers) {
      for (OpVerifier rule : user.def().symbolUseVerifiers()) rule.verify(user);
    }
  }

  // ---- per-op invariants ----

  private void verifyOperation(Operation op) {
    OpDef def = op.def();
    if (def != null) {
      verifyDeclaration(op, def);
      List<OpVerifier> rules = def.verifiers();
      for (int i = 0; i < rules.size(); i++) rules.get(i).verify(op);
      // After the op's own rules: upstream's cast ops report their specific shape message first.
      if (def.has(Trait.SAME_OPERANDS_AND_RESULT_SHAPE)) verifySameShape(op);
      if (def.has(Trait.ELEMENTWISE)) verifyElementwise(op);
      if (!def.symbolUseVerifiers().isEmpty()) symbolUsers.add(op);
    }
    for (int r = 0; r < op.numRegions(); r++) {
      Region region = op.region(r);
      verifyRegionStructure(op, r, region);
      List<Block> blocks = region.blocks();
      for (int b = 0; b < blocks.size(); b++) {
        Block block = blocks.get(b);
        for (Operation nested : block) verifyOperation(nested);
        // As upstream, on leaving the block: errors of its ops come before a missing terminator.
        verifyTerminator(op, block);
      }
    }
    if (def != null) {
      verifyImplicitTerminators(op, def);
      List<OpVerifier> rules = def.regionVerifiers();
      for (int i = 0; i < rules.size(); i++) rules.get(i).verify(op);
    }
  }

  private static void verifyDeclaration(Operation op, OpDef def) {
    verifyCount(op, "operand", def.operandGroups(), op.numOperands(), Trait.ATTR_SIZED_OPERAND_SEGMENTS,
        "operandSegmentSizes");
    verifyCount(op, "result", def.resultGroups(), op.numResults(), Trait.ATTR_SIZED_RESULT_SEGMENTS,
        "resultSegmentSizes");
    verifyGroupTypes(op, "operand", def.operandGroups(), def.operandGroupSizes(op), true);
    verifyGroupTypes(op, "result", def.resultGroups(), def.resultGroupSizes(op), false);
    verifyAttributes(op, def);
    verifyRegionAndSuccessorCounts(op, def);
    verifyTraits(op, def);
  }

  private static void verifyCount(Operation op, String what, List<ValueGroup> groups, int actual, Trait segTrait,
                                  String segAttr) {
    if (op.def().has(segTrait)) {
      Attribute a = op.properties().get(segAttr);
      if (!(a instanceof DenseArrayAttr arr) || arr.ints() == null) {
        throw DiagnosticException.opError(op, "requires dense i32 array attribute '" + segAttr + "'");
      }
      if (arr.size() != groups.size()) {
        throw DiagnosticException.opError(op, "'" + segAttr + "' attribute for specifying " + what
            + " segments must have " + groups.size() + " elements, but got " + arr.size());
      }
      long sum = 0;
      for (int i = 0; i < arr.size(); i++) {
        long n = arr.ints()[i];
        if (n < 0) throw DiagnosticException.opError(op, "'" + segAttr + "' attribute cannot have negative elements");
        if (groups.get(i).arity() == Arity.SINGLE && n != 1) {
          throw DiagnosticException.opError(op, what + " group starting at #" + sum + " requires 1 element, but found " + n);
        }
        if (groups.get(i).arity() == Arity.OPTIONAL && n > 1) {
          throw DiagnosticException.opError(op, what + " group starting at #" + sum + " requires 0 or 1 element, but found " + n);
        }
        sum += n;
      }
      if (sum != actual) {
        throw DiagnosticException.opError(op, what + " count (" + actual + ") does not match with the total size ("
            + sum + ") specified in attribute '" + segAttr + "'");
      }
      return;
    }
    int fixed = 0, flexible = 0;
    boolean unbounded = false;
    for (int i = 0; i < groups.size(); i++) {
      ValueGroup g = groups.get(i);
      if (g.arity() == Arity.SINGLE) fixed++;
      else {
        flexible++;
        if (g.arity() == Arity.VARIADIC) unbounded = true;
      }
    }
    if (flexible == 0 && actual != fixed) {
      String plural = what + "s";
      String msg = switch (fixed) {
        case 0 -> "requires zero " + plural;
        case 1 -> what.equals("operand") ? "requires a single operand" : "requires one result";
        default -> "expected " + fixed + " " + plural + ", but found " + actual;
      };
      throw DiagnosticException.opError(op, msg);
    }
    if (flexible > 0 && actual < fixed) {
      throw DiagnosticException.opError(op, "expected " + fixed + " or more " + what + "s, but found " + actual);
    }
    if (flexible > 0 && !unbounded && actual > fixed + flexible) {
      throw DiagnosticException.opError(op, "expected at most " + (fixed + flexible) + " " + what + "s, but found " + actual);
    }
  }

  private static void verifyGroupTypes(Operation op, String what, List<ValueGroup> groups, int[] sizes,
                                       boolean operands) {
    int total = operands ? op.numOperands() : op.numResults();
    int pos = 0;
    for (int g = 0; g < groups.size(); g++) {
      ValueGroup group = groups.get(g);
      // The group's [start, end), clamped to the values there are (as OpDef.groupRange).
      int start = Math.min(pos, total), end = Math.min(pos + sizes[g], total);
      pos += sizes[g];
      for (int i = start; i < end; i++) {
        Type t = operands ? op.operand(i).type() : op.result(i).type();
        if (!group.constraint().matches(t)) {
          String prefix = group.arity() == Arity.VARIADIC ? "variadic of " : "";
          throw DiagnosticException.opError(op, what + " #" + i + " must be " + prefix
              + group.constraint().description() + ", but got '" + t + "'");
        }
      }
    }
  }

  private static void verifyAttributes(Operation op, OpDef def) {
    if (def.attrDefs().isEmpty()) return;
    for (OpDef.AttrDef a : def.attrDefs().values()) {
      Attribute value = op.properties().get(a.name());
      if (value == null) value = op.attributes().get(a.name());
      if (value == null) {
        if (!a.optional()) throw DiagnosticException.opError(op, "requires attribute '" + a.name() + "'");
        continue;
      }
      AttrKind kind = a.kind();
      if (!kind.matches(value)) {
        throw DiagnosticException.opError(op, "attribute '" + a.name() + "' failed to satisfy constraint: "
            + kind.description());
      }
    }
  }

  private static void verifyRegionAndSuccessorCounts(Operation op, OpDef def) {
    List<OpDef.RegionDef> regionDefs = def.regionDefs();
    boolean variadicRegions = false;
    for (int i = 0; i < regionDefs.size(); i++) variadicRegions |= regionDefs.get(i).variadic();
    int regions = regionDefs.size();
    if (!variadicRegions && op.numRegions() != regions) {
      throw DiagnosticException.opError(op, switch (regions) {
        case 0 -> "requires zero regions";
        case 1 -> "requires one region";
        default -> "expected " + regions + " regions";
      });
    }
    List<OpDef.SuccessorDef> successorDefs = def.successorDefs();
    boolean variadicSuccs = false;
    for (int i = 0; i < successorDefs.size(); i++) variadicSuccs |= successorDefs.get(i).variadic();
    int succs = successorDefs.size();
    if (!variadicSuccs && op.successors().size() != succs) {
      throw DiagnosticException.opError(op, succs == 0 ? "requires zero successors"
          : "requires " + succs + " successor" + (succs == 1 ? "" : "s") + " but found " + op.successors().size());
    }
  }

  private static void verifyTraits(Operation op, OpDef def) {
    if (!def.parentOps().isEmpty()) {
      Operation parent = op.parentOp();
      if (parent == null || !def.parentOps().contains(parent.name())) {
        throw DiagnosticException.opError(op, def.parentOps().size() == 1
            ? "expects parent op '" + def.parentOps().get(0) + "'"
            : "expects parent op to be one of '" + String.join(", ", def.parentOps()) + "'");
      }
    }
    if (def.has(Trait.TERMINATOR)) {
      Block b = op.parentBlock();
      if (b != null && b.last() != op) {
        throw DiagnosticException.opError(op, "must be the last operation in the parent block");
      }
    }
    if (def.has(Trait.SAME_OPERANDS_AND_RESULT_TYPE)) {
      int n = op.numOperands(), m = op.numResults();
      Type first = n > 0 ? op.operand(0).type() : m > 0 ? op.result(0).type() : null;
      boolean same = true;
      for (int i = 0; i < n && same; i++) same = op.operand(i).type().equals(first);
      for (int i = 0; i < m && same; i++) same = op.result(i).type().equals(first);
      if (!same) throw DiagnosticException.opError(op, "requires the same type for all operands and results");
    }
    if (def.has(Trait.SAME_TYPE_OPERANDS)) {
      int n = op.numOperands();
      for (int i = 1; i < n; i++) {
        if (!op.operand(i).type().equals(op.operand(0).type())) {
          throw DiagnosticException.opError(op, "requires all operands to have the same type");
        }
      }
    }
    List<List<String>> sameTypeGroups = def.sameTypeGroups();
    for (int i = 0; i < sameTypeGroups.size(); i++) verifySameTypeGroup(op, def, sameTypeGroups.get(i));
    List<OpDef.TypeRule> typeRules = def.typeRules();
    for (int i = 0; i < typeRules.size(); i++) {
      OpDef.TypeRule rule = typeRules.get(i);
      // Identity rules without a description come from allTypesMatch groups, checked above.
      if (rule.description() != null || !rule.isIdentity()) {
        verifyTypeRule(op, def, rule);
      }
    }
    if (def.has(Trait.SINGLE_BLOCK)) {
      for (int r = 0; r < op.numRegions(); r++) {
        if (op.region(r).blocks().size() > 1) {
          throw DiagnosticException.opError(op, "expects region #" + r + " to have 0 or 1 blocks");
        }
      }
    }
    if (def.has(Trait.SYMBOL) && SymbolTable.symbolName(op) == null) {
      throw DiagnosticException.opError(op, "requires string attribute 'sym_name'");
    }
    if (def.has(Trait.SYMBOL_TABLE)) verifyUniqueSymbols(op);
  }

  /** Upstream checks this after the nested ops, so an op's own region errors come first. */
  private static void verifyImplicitTerminators(Operation op, OpDef def) {
    if (def.implicitTerminator() != null) {
      for (int r = 0; r < op.numRegions(); r++) {
        Block b = op.region(r).entryBlock();
        if (b == null) continue;
        Operation last = b.last();
        if (last == null || !last.name().equals(def.implicitTerminator())) {
          throw new DiagnosticException(last == null ? op.location() : last.location(),
              "'" + op.name() + "' op expects regions to end with '" + def.implicitTerminator() + "', found '"
                  + (last == null ? "<empty>" : last.name()) + "'")
              .note(last == null ? op.location() : last.location(), "in custom textual format, the absence of terminator implies '" + def.implicitTerminator() + "'");
        }
      }
    }
  }

  /** Scalars have no shape; all vector/tensor operands and results must agree on theirs. */
  private static void verifySameShape(Operation op) {
    String shape = null;
    boolean sawScalar = false, sawShaped = false;
    for (int i = 0, n = op.numOperands() + op.numResults(); i < n; i++) {
      Type t = i < op.numOperands() ? op.operand(i).type() : op.result(i - op.numOperands()).type();
      String s = shapeKey(t);
      if (s == null) { sawScalar = true; continue; }
      sawShaped = true;
      if (shape == null) shape = s;
      else if (!shape.equals(s)) {
        throw DiagnosticException.opError(op, "requires the same shape for all operands and results");
      }
    }
    if (sawScalar && sawShaped) {
      throw DiagnosticException.opError(op, "requires the same shape for all operands and results");
    }
  }

  /**
   * MLIR's {@code Elementwise} trait: vectors and tensors map elementwise over scalars, so either
   * every operand and result is scalar, or the non-scalar ones (at least one operand, and every
   * result) are all vectors or all tensors of one shape; upstream's messages, in its order.
   */
  private static void verifyElementwise(Operation op) {
    if (allScalar(op)) return; // the common case, without building the lists below
    List<Type> operands = new ArrayList<>();
    for (int i = 0; i < op.numOperands(); i++) if (isMappable(op.operand(i).type())) operands.add(op.operand(i).type());
    List<Type> results = new ArrayList<>();
    for (int i = 0; i < op.numResults(); i++) if (isMappable(op.result(i).type())) results.add(op.result(i).type());
    if (operands.isEmpty() && results.isEmpty()) return;
    if (operands.isEmpty()) {
      throw DiagnosticException.opError(op, "if a result is non-scalar, then at least one operand must be non-scalar");
    }
    if (results.isEmpty()) {
      throw DiagnosticException.opError(op, "if an operand is non-scalar, then there must be at least one non-scalar result");
    }
    if (results.size() != op.numResults()) {
      throw DiagnosticException.opError(op, "if an operand is non-scalar, then all results must be non-scalar");
    }
    List<Type> all = new ArrayList<>(operands);
    all.addAll(results);
    Class<?> kind = all.get(0).getClass();
    for (Type t : all) {
      if (t.getClass() != kind || !compatibleShapes(all.get(0), t)) {
        throw DiagnosticException.opError(op, "all non-scalar operands/results must have the same shape and base type");
      }
    }
  }

  private static boolean allScalar(Operation op) {
    for (int i = 0, n = op.numOperands(); i < n; i++) if (isMappable(op.operand(i).type())) return false;
    for (int i = 0, n = op.numResults(); i < n; i++) if (isMappable(op.result(i).type())) return false;
    return true;
  }

  private static boolean isMappable(Type t) {
    return t instanceof dev.loomlir.ir.VectorType || t instanceof dev.loomlir.ir.RankedTensorType
        || t instanceof dev.loomlir.ir.UnrankedTensorType;
  }

  /** MLIR's verifyCompatibleShape: unranked fits any shape; ranks equal; dynamic sizes fit any size. */
  private static boolean compatibleShapes(Type a, Type b) {
    if (!(a instanceof ShapedType x) || !(b instanceof ShapedType y) || !x.hasRank() || !y.hasRank()) return true;
    if (x.rank() != y.rank()) return false;
    if (a instanceof dev.loomlir.ir.VectorType v && b instanceof dev.loomlir.ir.VectorType w && !v.scalable().equals(w.scalable())) {
      return false;
    }
    for (int d = 0; d < x.rank(); d++) {
      long p = x.shape().get(d), q = y.shape().get(d);
      if (p != q && p != ShapedType.DYNAMIC && q != ShapedType.DYNAMIC) return false;
    }
    return true;
  }

  private static String shapeKey(Type t) {
    if (t instanceof dev.loomlir.ir.VectorType v) return "v" + v.shape() + v.scalable();
    if (t instanceof dev.loomlir.ir.RankedTensorType r) return "t" + r.shape();
    if (t instanceof dev.loomlir.ir.UnrankedTensorType) return "t*";
    return null;
  }

  private static void verifySameTypeGroup(Operation op, OpDef def, List<String> names) {
    Type first = null;
    for (String n : names) {
      for (Value v : valuesOf(op, def, n)) {
        if (first == null) first = v.type();
        else if (!first.equals(v.type())) {
          throw DiagnosticException.opError(op, "failed to verify that all of {" + String.join(", ", names)
              + "} have same type");
        }
      }
    }
  }

  private static void verifyTypeRule(Operation op, OpDef def, OpDef.TypeRule rule) {
    List<Value> from = valuesOf(op, def, rule.from());
    List<Value> to = valuesOf(op, def, rule.to());
    if (from.size() != 1 || to.size() != 1) return;
    Type expected;
    try {
      expected = rule.transform().apply(from.get(0).type());
    } catch (RuntimeException e) {
      return; // the transform does not apply to this type; the type constraints report it
    }
    if (expected != null && !expected.equals(to.get(0).type())) {
      if (rule.description() != null) {
        throw DiagnosticException.opError(op, "failed to verify that " + rule.description());
      }
      throw DiagnosticException.opError(op, "failed to verify that all of {" + rule.from() + ", " + rule.to()
          + "} have same type" + (rule.isIdentity() ? ""
          : " (expected '" + expected + "' for '" + rule.to() + "', found '" + to.get(0).type() + "')"));
    }
  }

  private static List<Value> valuesOf(Operation op, OpDef def, String name) {
    if (def.operandGroupIndex(name) >= 0) return op.operandGroup(name);
    if (def.resultGroupIndex(name) >= 0) return op.resultGroup(name);
    return List.of();
  }

  private static void verifyUniqueSymbols(Operation table) {
    Map<String, Operation> seen = new HashMap<>();
    for (Region r : table.regions()) {
      for (Block b : r.blocks()) {
        for (Operation child : b) {
          String name = SymbolTable.symbolName(child);
          if (name == null) continue;
          Operation prior = seen.putIfAbsent(name, child);
          if (prior != null) {
            throw new DiagnosticException(child.location(), "redefinition of symbol named '" + name + "'")
                .note(prior.location(), "see existing symbol definition here");
          }
        }
      }
    }
  }

  private void verifyRegionStructure(Operation op, int index, Region region) {
    OpDef def = op.def();
    if (def != null && def.has(Trait.ISOLATED_FROM_ABOVE)) verifyIsolation(op, region);
    List<Block> blocks = region.blocks();
    for (int b = 0; b < blocks.size(); b++) {
      Operation t = blocks.get(b).last();
      if (t != null && !t.successors().isEmpty()) verifySuccessors(t, region);
    }
  }

  private static void verifyTerminator(Operation op, Block block) {
    OpDef def = op.def();
    boolean needsTerminator = def != null && !def.has(Trait.NO_TERMINATOR) && !def.has(Trait.GRAPH_REGION);
    if (!needsTerminator) return;
    Operation last = block.last();
    if (last == null) {
      throw new DiagnosticException(op.location(), "empty block: expect at least a terminator");
    }
    if (last.def() != null && !last.def().has(Trait.TERMINATOR)) {
      throw new DiagnosticException(last.location(), "block with no terminator, has " + quotedGenericName(last));
    }
  }

  private static String quotedGenericName(Operation op) { return "\"" + op.name() + "\""; }

  private static void verifySuccessors(Operation term, Region region) {
    BranchOperands branch = term.def() == null ? null : term.def().iface(BranchOperands.class);
    for (int s = 0; s < term.successors().size(); s++) {
      Block target = term.successor(s);
      if (target.parentRegion() != region) {
        throw DiagnosticException.opError(term, "reference to block defined in another region");
      }
      if (branch == null) continue;
      List<Value> forwarded = branch.successorOperands(term, s);
      if (forwarded.size() != target.numArguments()) {
        throw new DiagnosticException(term.location(), "branch has " + forwarded.size() + " operands for successor #" + s
            + ", but target block has " + target.numArguments());
      }
      for (int i = 0; i < forwarded.size(); i++) {
        if (!forwarded.get(i).type().equals(target.argument(i).type())) {
          throw DiagnosticException.opError(term, "type mismatch for bb argument #" + i + " of successor #" + s);
        }
      }
    }
  }

  private static void verifyIsolation(Operation isolated, Region region) {
    checkIsolatedUses(isolated, region, region, new ArrayList<>());
  }

  /**
   * Every operand used in {@code nested} (pre-order, as a walk) is defined inside {@code region}.
   * {@code chain} holds the regions from {@code region} down to {@code nested}: a value defined
   * in one of them (the usual case) is inside without walking up from its definition.
   */
  private static void checkIsolatedUses(Operation isolated, Region region, Region nested, List<Region> chain) {
    chain.add(nested);
    List<Block> blocks = nested.blocks();
    for (int b = 0; b < blocks.size(); b++) {
      for (Operation inner = blocks.get(b).first(); inner != null; inner = inner.next()) {
        for (int i = 0, n = inner.numOperands(); i < n; i++) {
          Block defBlock = inner.operand(i).parentBlock();
          Region defRegion = defBlock == null ? null : defBlock.parentRegion();
          if (!contains(chain, defRegion) && (defRegion == null || !region.isAncestorOf(defRegion))) {
            throw DiagnosticException.opError(inner, "using value defined outside the region")
                .note(isolated.location(), "required by region isolation constraints");
          }
        }
        for (int r = 0, nr = inner.numRegions(); r < nr; r++) checkIsolatedUses(isolated, region, inner.region(r), chain);
      }
    }
    chain.remove(chain.size() - 1);
  }

  private static boolean contains(List<Region> chain, Region r) {
    for (int i = chain.size() - 1; i >= 0; i--) if (chain.get(i) == r) return true;
    return false;
  }

  // ---- dominance ----

  private void verifyDominance(Operation root) {
    checkDominance(root);
  }

  /** Pre-order over {@code op} and everything nested in it. */
  private void checkDominance(Operation op) {
    checkOperandsDominate(op);
    for (int r = 0, nr = op.numRegions(); r < nr; r++) {
      List<Block> blocks = op.region(r).blocks();
      for (int b = 0; b < blocks.size(); b++) {
        for (Operation nested = blocks.get(b).first(); nested != null; nested = nested.next()) checkDominance(nested);
      }
    }
  }

  private void checkOperandsDominate(Operation op) {
    if (op.parentBlock() == null) return;
    for (int i = 0; i < op.numOperands(); i++) {
      Value v = op.operand(i);
      if (!properlyDominates(v, op)) {
        DiagnosticException e = DiagnosticException.opError(op, "operand #" + i + " does not dominate this use");
        Location defLoc = v instanceof BlockArgument a ? a.location() : v.definingOp().location();
        if (defLoc != null) e.note(defLoc, "operand defined here");
        throw e;
      }
    }
  }

  /** True when {@code v} is available at {@code user}: SSA dominance, ignoring graph regions and unreachable code. */
  private boolean properlyDominates(Value v, Operation user) {
    Block defBlock = v.parentBlock();
    if (defBlock == null) return false;
    Region defRegion = defBlock.parentRegion();
    // Find the ancestor of the user that sits in the defining region.
    Operation ancestor = user;
    while (ancestor != null && ancestor.parentRegion() != defRegion) ancestor = ancestor.parentOp();
    if (ancestor == null) return false;
    Operation regionOwner = defRegion == null ? null : defRegion.parentOp();
    if (regionOwner != null && regionOwner.def() != null
        && (regionOwner.def().has(Trait.GRAPH_REGION) || regionOwner.def().has(Trait.NO_TERMINATOR))) {
      return true;
    }
    Block useBlock = ancestor.parentBlock();
    if (useBlock == defBlock) {
      if (v instanceof BlockArgument) return true;
      Operation def = v.definingOp();
      if (def == ancestor) return false;
      return dominance.isBefore(def, ancestor);
    }
    DominatorTree dom = dominance.of(defRegion);
    if (!dom.isReachable(useBlock)) return true;
    return dom.dominates(defBlock, useBlock);
  }
}
