package dev.loomlir.syntax.format;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpDef.Arity;
import dev.loomlir.ir.OpDef.AttrDef;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.syntax.format.FormatElement.AttrDict;
import dev.loomlir.syntax.format.FormatElement.AttrVar;
import dev.loomlir.syntax.format.FormatElement.Custom;
import dev.loomlir.syntax.format.FormatElement.FunctionalType;
import dev.loomlir.syntax.format.FormatElement.Literal;
import dev.loomlir.syntax.format.FormatElement.OIClause;
import dev.loomlir.syntax.format.FormatElement.OIList;
import dev.loomlir.syntax.format.FormatElement.OperandVar;
import dev.loomlir.syntax.format.FormatElement.Operands;
import dev.loomlir.syntax.format.FormatElement.OptionalGroup;
import dev.loomlir.syntax.format.FormatElement.PropDict;
import dev.loomlir.syntax.format.FormatElement.RegionVar;
import dev.loomlir.syntax.format.FormatElement.Regions;
import dev.loomlir.syntax.format.FormatElement.ResultVar;
import dev.loomlir.syntax.format.FormatElement.Results;
import dev.loomlir.syntax.format.FormatElement.SuccessorVar;
import dev.loomlir.syntax.format.FormatElement.Successors;
import dev.loomlir.syntax.format.FormatElement.TypeOf;
import dev.loomlir.syntax.format.FormatElement.Whitespace;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Parses an operation's custom syntax according to a compiled format (ODS's generated
 * {@code parse} method): the elements in order, then regions, successors, segment sizes and
 * the operand and result types.
 */
final class FormatOpParser {
  private final OpDef def;
  private final FormatSpec spec;
  private final TypeResolver resolver;

  /** The attributes whose default parsing fills in when absent, found once (the declaration is complete by now). */
  private final List<AttrDef> materializedDefaults = new ArrayList<>();

  FormatOpParser(OpDef def, FormatSpec spec, TypeResolver resolver) {
    this.def = def;
    this.spec = spec;
    this.resolver = resolver;
    for (AttrDef a : def.attrDefs().values()) if (def.materializesDefault(a.name())) materializedDefaults.add(a);
  }

  void parse(OpAsmParser p, OperationState state) {
    SourcePos start = p.currentPos();
    FormatParseState fs = new FormatParseState(state);
    for (FormatElement e : spec.elements()) parseElement(e, p, fs, false);
    addRegions(fs, state);
    addSuccessors(fs, state);
    addDefaultAttributes(state);
    new OperandAndResultResolution(def, spec, resolver, p, fs, start).run();
  }

  // ---- elements ----

  private void parseElement(FormatElement e, OpAsmParser p, FormatParseState fs, boolean inGroup) {
    if (e instanceof Literal l) {
      parseLiteral(l, p);
    } else if (e instanceof Whitespace) {
      // nothing to read
    } else if (e instanceof OptionalGroup g) {
      parseOptionalGroup(g, p, fs);
    } else if (e instanceof OIList list) {
      parseOIList(list, p, fs);
    } else if (e instanceof AttrVar a) {
      boolean optional = !inGroup && a.def().optional() && a.def().defaultValue() == null;
      Attribute value = optional ? parseOptionalAttr(a, p) : parseAttr(a, p);
      fs.setAttr(a.name(), value);
    } else if (e instanceof OperandVar o) {
      parseOperandGroup(o, p, fs);
    } else if (e instanceof RegionVar r) {
      if (r.variadic()) {
        fs.regions.put(r.name(), parseRegionList(p, fs.state()));
      } else {
        Region region = fs.region(r.name());
        p.parseRegion(region, List.of());
        ensureTerminator(region, p, fs.state());
      }
    } else if (e instanceof SuccessorVar s) {
      fs.setSuccessors(s.name(), s.variadic() ? parseSuccessorList(p) : List.of(p.parseSuccessor()));
    } else if (e instanceof AttrDict a) {
      if (a.withKeyword()) p.parseOptionalAttrDictWithKeyword(fs.state());
      else p.parseOptionalAttrDict(fs.state());
    } else if (e instanceof PropDict) {
      p.parseOptionalPropDict(fs.state());
    } else if (e instanceof TypeOf t) {
      SourcePos typePos = p.currentPos();
      assignTypes(t.arg(), checkKinds(t.arg(), p, typePos, parseTypes(t.arg(), p)), fs);
    } else if (e instanceof FunctionalType f) {
      FunctionType fn = p.parseTypeOf(FunctionType.class, "builtin.function");
      assignTypes(f.inputs(), fn.inputs(), fs);
      assignTypes(f.results(), fn.results(), fs);
    } else if (e instanceof Operands) {
      fs.allOperandsPos = p.currentPos();
      fs.allOperands = p.parseOperandList(Delimiter.NONE);
    } else if (e instanceof Regions) {
      fs.allRegions = parseRegionList(p, fs.state());
    } else if (e instanceof Successors) {
      fs.allSuccessors = parseSuccessorList(p);
    } else if (e instanceof Custom c) {
      FormatPrinter.directive(c).parse(p, fs, c.argTexts());
    } else {
      throw new IllegalStateException("cannot parse format element " + e + " of " + def.name());
    }
  }

  private static void parseLiteral(Literal l, OpAsmParser p) {
    if (l.isKeyword()) p.parseKeyword(l.spelling());
    else p.parse(l.spelling());
  }

  private static boolean parseOptionalLiteral(Literal l, OpAsmParser p) {
    return l.isKeyword() ? p.parseOptionalKeyword(l.spelling()) : p.parseOptional(l.spelling());
  }

  private static Attribute parseAttr(AttrVar a, OpAsmParser p) {
    if (a.qualified()) return p.parseAttribute();
    if (a.def().kind() instanceof Attrs.EnumKind e) return parseEnum(a.name(), e, p);
    return a.def().kind().parse(p);
  }

  /** An enum case as a keyword or string, with upstream's error naming the attribute. */
  private static Attribute parseEnum(String attrName, Attrs.EnumKind e, OpAsmParser p) {
    SourcePos pos = p.currentPos();
    String word = p.parseOptionalKeywordOf(List.copyOf(e.cases().keySet()));
    if (word == null) {
      String s = p.parseOptionalString();
      if (s != null && e.cases().containsKey(s)) word = s;
    }
    if (word == null) {
      throw p.errorAt(pos, "expected string or keyword containing one of the following enum values for attribute '"
          + attrName + "' [" + String.join(", ", e.cases().keySet()) + "]");
    }
    return e.of(word);
  }

  private static Attribute parseOptionalAttr(AttrVar a, OpAsmParser p) {
    return a.qualified() ? p.parseOptionalAttribute() : a.def().kind().parseOptional(p);
  }

  private static void parseOperandGroup(OperandVar o, OpAsmParser p, FormatParseState fs) {
    SourcePos pos = p.currentPos();
    List<UnresolvedOperand> list = switch (o.arity()) {
      case SINGLE -> List.of(p.parseOperand());
      case OPTIONAL -> {
        UnresolvedOperand u = p.parseOptionalOperand();
        yield u == null ? List.of() : List.of(u);
      }
      case VARIADIC -> p.parseOperandList(Delimiter.NONE);
    };
    fs.setOperands(o.name(), list, pos);
  }

  /**
   * Types of a group whose constraint names a builtin type class must be of it, checked where the
   * type is read (upstream parses such a type as that class).
   */
  private List<Type> checkKinds(FormatElement arg, OpAsmParser p, SourcePos pos, List<Type> types) {
    String group = arg instanceof OperandVar o ? o.name() : arg instanceof ResultVar r ? r.name() : null;
    if (group == null || types.isEmpty()) return types;
    int i = def.operandGroupIndex(group);
    OpDef.ValueGroup g = i >= 0 ? def.operandGroups().get(i) : def.resultGroups().get(def.resultGroupIndex(group));
    TypeConstraint.Kind kind = g.constraint().kind();
    if (kind == null) return types;
    for (Type t : types) {
      if (!kind.type().isInstance(t)) {
        throw p.errorAt(pos, "invalid kind of type specified: expected " + kind.builtinName() + ", but found '" + t + "'");
      }
    }
    return types;
  }

  private static List<Type> parseTypes(FormatElement arg, OpAsmParser p) {
    Arity arity = arg instanceof OperandVar o ? o.arity() : arg instanceof ResultVar r ? r.arity() : Arity.VARIADIC;
    return switch (arity) {
      case SINGLE -> List.of(p.parseType());
      case OPTIONAL -> {
        Type t = p.parseOptionalType();
        yield t == null ? List.of() : List.of(t);
      }
      case VARIADIC -> p.atTypeStart() ? p.parseTypeList() : List.of();
    };
  }

  private static void assignTypes(FormatElement arg, List<Type> types, FormatParseState fs) {
    if (arg instanceof OperandVar o) fs.setTypes(o.name(), types);
    else if (arg instanceof ResultVar r) fs.setTypes(r.name(), types);
    else if (arg instanceof Operands) fs.allOperandTypes = new ArrayList<>(types);
    else if (arg instanceof Results) fs.allResultTypes = new ArrayList<>(types);
    else throw new IllegalStateException("not a type argument: " + arg);
  }

  // ---- optional groups and oilists ----

  private void parseOptionalGroup(OptionalGroup g, OpAsmParser p, FormatParseState fs) {
    AttrVar elided = g.elidedUnitAnchor();
    FormatElement first = FormatStringParser.firstParsable(g.thenElements());
    boolean thenTaken = parseGuard(first, p, fs);
    List<FormatElement> branch = thenTaken ? g.thenElements() : g.elseElements();
    boolean afterGuard = !thenTaken;
    for (FormatElement e : branch) {
      if (!afterGuard) {
        afterGuard = e == first;
        continue;
      }
      if (e != elided) parseElement(e, p, fs, true);
    }
    // The group's presence is what an elided unit anchor means.
    if (elided != null && thenTaken != g.inverted()) fs.setAttr(elided.name(), UnitAttr.INSTANCE);
  }

  /** Optionally parses the first element of a group; true when it was there. */
  private boolean parseGuard(FormatElement first, OpAsmParser p, FormatParseState fs) {
    if (first instanceof Literal l) return parseOptionalLiteral(l, p);
    if (first instanceof AttrVar a) {
      Attribute v = parseOptionalAttr(a, p);
      fs.setAttr(a.name(), v);
      return v != null;
    }
    if (first instanceof OperandVar o) {
      parseOperandGroup(o, p, fs);
      return !fs.operands(o.name()).isEmpty();
    }
    if (first instanceof RegionVar r) {
      if (r.variadic()) {
        List<Region> list = parseRegionList(p, fs.state());
        fs.regions.put(r.name(), list);
        return !list.isEmpty();
      }
      Region region = fs.region(r.name());
      boolean present = p.parseOptionalRegion(region, List.of());
      if (present) ensureTerminator(region, p, fs.state());
      return present;
    }
    throw new IllegalStateException("not optionally parsable: " + first);
  }

  private void parseOIList(OIList list, OpAsmParser p, FormatParseState fs) {
    Set<String> seen = new HashSet<>();
    boolean progress = true;
    while (progress) {
      progress = false;
      for (OIClause clause : list.clauses()) {
        SourcePos pos = p.currentPos();
        if (!parseOptionalLiteral(clause.keyword(), p)) continue;
        String kw = clause.keyword().spelling();
        if (!seen.add(kw)) {
          throw p.errorAt(pos, "`" + kw + "` clause can appear at most once in the expansion of the oilist directive");
        }
        if (clause.unitAttr() != null) fs.setAttr(clause.unitAttr().name(), UnitAttr.INSTANCE);
        else for (FormatElement e : clause.elements()) parseElement(e, p, fs, true);
        progress = true;
        break;
      }
    }
  }

  // ---- regions and successors ----

  private List<Region> parseRegionList(OpAsmParser p, OperationState state) {
    List<Region> regions = new ArrayList<>();
    Region first = new Region();
    if (!p.parseOptionalRegion(first, List.of())) return regions;
    regions.add(first);
    while (p.parseOptional(",")) {
      Region r = new Region();
      p.parseRegion(r, List.of());
      regions.add(r);
    }
    for (Region r : regions) ensureTerminator(r, p, state);
    return regions;
  }

  private static List<Block> parseSuccessorList(OpAsmParser p) {
    List<Block> blocks = new ArrayList<>();
    Block first = p.parseOptionalSuccessor();
    if (first == null) return blocks;
    blocks.add(first);
    while (p.parseOptional(",")) blocks.add(p.parseSuccessor());
    return blocks;
  }

  /** ODS's SingleBlockImplicitTerminator: an elided terminator (or an empty region) is filled in. */
  private void ensureTerminator(Region region, OpAsmParser p, OperationState state) {
    if (def.implicitTerminator() != null) p.ensureTerminator(region, def.implicitTerminator(), state.location);
  }

  private void addRegions(FormatParseState fs, OperationState state) {
    if (fs.allRegions != null) {
      state.regions.addAll(fs.allRegions);
      return;
    }
    for (var r : def.regionDefs()) {
      List<Region> list = fs.regions.get(r.name());
      if (list != null) state.regions.addAll(list);
      else if (!r.variadic()) state.regions.add(new Region());
    }
  }

  private void addSuccessors(FormatParseState fs, OperationState state) {
    if (fs.allSuccessors != null) {
      state.successors.addAll(fs.allSuccessors);
      return;
    }
    for (var s : def.successorDefs()) {
      List<Block> list = fs.successors(s.name());
      if (list != null) state.successors.addAll(list);
    }
  }

  /** Absent default-valued attributes take their default, as upstream's properties do (not optional ones). */
  private void addDefaultAttributes(OperationState state) {
    for (int i = 0; i < materializedDefaults.size(); i++) {
      AttrDef a = materializedDefaults.get(i);
      if (state.attribute(a.name()) == null) state.addAttribute(a.name(), a.defaultValue());
    }
  }
}
