package dev.loomlir.syntax.format;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpDef.Arity;
import dev.loomlir.ir.OpDef.AttrDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
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
import dev.loomlir.syntax.format.FormatElement.Ref;
import dev.loomlir.syntax.format.FormatElement.RegionVar;
import dev.loomlir.syntax.format.FormatElement.Regions;
import dev.loomlir.syntax.format.FormatElement.ResultVar;
import dev.loomlir.syntax.format.FormatElement.Results;
import dev.loomlir.syntax.format.FormatElement.SuccessorVar;
import dev.loomlir.syntax.format.FormatElement.Successors;
import dev.loomlir.syntax.format.FormatElement.TypeOf;
import dev.loomlir.syntax.format.FormatElement.Whitespace;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeMap;

/** Prints an operation according to a compiled format (ODS's generated {@code print} method). */
final class FormatPrinter {
  private final OpDef def;
  private final FormatSpec spec;
  private final SpacingPlan spacing;

  FormatPrinter(OpDef def, FormatSpec spec, SpacingPlan spacing) {
    this.def = def;
    this.spec = spec;
    this.spacing = spacing;
  }

  void print(Operation op, OpAsmPrinter p) {
    for (FormatElement e : spec.elements()) print(e, op, p);
  }

  private void print(FormatElement e, Operation op, OpAsmPrinter p) {
    if (e instanceof Literal l) {
      if (spacing.spaceBefore(l)) p.print(" ");
      p.print(l.spelling());
    } else if (e instanceof Whitespace w) {
      if (w.isNewline()) p.printNewline();
      else p.print(w.value());
    } else if (e instanceof OptionalGroup g) {
      printOptionalGroup(g, op, p);
    } else if (e instanceof OIList list) {
      printOIList(list, op, p);
    } else if (e instanceof AttrDict a) {
      if (a.withKeyword()) p.printOptionalAttrDictWithKeyword(op, elidedAttrs(op));
      else p.printOptionalAttrDict(op, elidedAttrs(op));
    } else if (e instanceof PropDict) {
      printPropDict(op, p);
    } else {
      if (spacing.spaceBefore(e)) p.print(" ");
      printValueElement(e, op, p);
    }
  }

  private void printValueElement(FormatElement e, Operation op, OpAsmPrinter p) {
    if (e instanceof AttrVar a) {
      Attribute value = attributeOrDefault(op, a.def());
      if (value == null) return;
      if (a.qualified()) p.printAttribute(value);
      else a.def().kind().print(value, p);
    } else if (e instanceof OperandVar o) {
      List<Value> values = op.operandGroup(o.name());
      if (o.arity() == Arity.VARIADIC) p.printOperands(values);
      else if (!values.isEmpty()) p.printOperand(values.get(0));
    } else if (e instanceof RegionVar r) {
      printRegions(GroupRanges.regions(def, op, r.name()), p);
    } else if (e instanceof SuccessorVar s) {
      printSuccessors(GroupRanges.successors(def, op, s.name()), p);
    } else if (e instanceof TypeOf t) {
      List<Type> types = typesOf(t.arg(), op);
      if (isSingle(t.arg())) p.printType(types.get(0));
      else p.printTypes(types);
    } else if (e instanceof FunctionalType f) {
      p.print("(");
      p.printTypes(typesOf(f.inputs(), op));
      p.print(") -> ");
      p.printFunctionResultTypes(typesOf(f.results(), op));
    } else if (e instanceof Operands) {
      p.printOperands(op.operands());
    } else if (e instanceof Regions) {
      printRegions(op.regions(), p);
    } else if (e instanceof Successors) {
      printSuccessors(op.successors(), p);
    } else if (e instanceof Custom c) {
      directive(c).print(p, op, c.argTexts());
    } else {
      throw new IllegalStateException("cannot print format element " + e + " of " + def.name());
    }
  }

  private static boolean isSingle(FormatElement typeArg) {
    return typeArg instanceof OperandVar o && o.arity() == Arity.SINGLE
        || typeArg instanceof ResultVar r && r.arity() == Arity.SINGLE;
  }

  private List<Type> typesOf(FormatElement arg, Operation op) {
    if (arg instanceof OperandVar o) return typesOfValues(op.operandGroup(o.name()));
    if (arg instanceof ResultVar r) return typesOfValues(op.resultGroup(r.name()));
    if (arg instanceof Operands) return op.operandTypes();
    if (arg instanceof Results) return op.resultTypes();
    throw new IllegalStateException("not a type argument: " + arg);
  }

  private static List<Type> typesOfValues(List<Value> values) {
    List<Type> types = new ArrayList<>(values.size());
    for (Value v : values) types.add(v.type());
    return types;
  }

  // ---- optional groups and oilists ----

  private void printOptionalGroup(OptionalGroup g, Operation op, OpAsmPrinter p) {
    boolean present = isPresent(g.anchor(), op);
    List<FormatElement> branch = present != g.inverted() ? g.thenElements() : g.elseElements();
    AttrVar elided = g.elidedUnitAnchor();
    for (FormatElement e : branch) if (e != elided) print(e, op, p);
  }

  private void printOIList(OIList list, Operation op, OpAsmPrinter p) {
    for (OIClause clause : list.clauses()) {
      boolean present = false;
      for (FormatElement e : clause.elements()) present |= isPresent(e, op);
      if (!present) continue;
      print(clause.keyword(), op, p);
      if (clause.unitAttr() == null) for (FormatElement e : clause.elements()) print(e, op, p);
    }
  }

  /** Whether an anchor (or oilist clause element) has something to print. */
  private boolean isPresent(FormatElement e, Operation op) {
    if (e instanceof AttrVar a) {
      Attribute v = op.attr(a.name());
      return v != null && (a.def().defaultValue() == null || !v.equals(a.def().defaultValue()));
    }
    if (e instanceof OperandVar o) return !op.operandGroup(o.name()).isEmpty();
    if (e instanceof ResultVar r) return !op.resultGroup(r.name()).isEmpty();
    if (e instanceof RegionVar r) return GroupRanges.regions(def, op, r.name()).stream().anyMatch(reg -> !reg.isEmpty());
    if (e instanceof SuccessorVar s) return !GroupRanges.successors(def, op, s.name()).isEmpty();
    if (e instanceof TypeOf t) return isPresent(t.arg(), op);
    if (e instanceof FunctionalType f) return isPresent(f.inputs(), op);
    if (e instanceof Ref r) return isPresent(r.arg(), op);
    if (e instanceof Operands) return op.numOperands() > 0;
    if (e instanceof Results) return op.numResults() > 0;
    if (e instanceof Custom c) return c.args().stream().anyMatch(a -> isPresent(a, op));
    return false;
  }

  // ---- attributes ----

  private static Attribute attributeOrDefault(Operation op, AttrDef a) {
    Attribute v = op.attr(a.name());
    return v != null ? v : a.defaultValue();
  }

  /** Attributes the attr-dict must not repeat: those in the format, segment sizes, defaults. */
  private Set<String> elidedAttrs(Operation op) {
    Set<String> elided = new LinkedHashSet<>(spec.usedAttrs());
    if (!spec.allOperands() && def.has(Trait.ATTR_SIZED_OPERAND_SEGMENTS)) elided.add("operandSegmentSizes");
    if (!spec.allResultTypes() && def.has(Trait.ATTR_SIZED_RESULT_SEGMENTS)) elided.add("resultSegmentSizes");
    for (AttrDef a : def.attrDefs().values()) {
      Attribute v = op.attr(a.name());
      if (a.defaultValue() != null && v != null && v.equals(a.defaultValue())) elided.add(a.name());
    }
    // With a prop-dict, inherent attributes are printed there.
    if (spec.hasPropDict()) elided.addAll(op.properties().keySet());
    return elided;
  }

  private void printPropDict(Operation op, OpAsmPrinter p) {
    TreeMap<String, Attribute> props = new TreeMap<>(op.properties());
    props.keySet().removeAll(spec.usedAttrs());
    for (AttrDef a : def.attrDefs().values()) {
      if (a.defaultValue() != null && a.defaultValue().equals(props.get(a.name()))) props.remove(a.name());
    }
    if (props.isEmpty()) return;
    p.print(" <");
    p.printAttribute(DictionaryAttr.of(props));
    p.print(">");
  }

  // ---- regions, successors, custom directives ----

  private void printRegions(List<Region> regions, OpAsmPrinter p) {
    for (int i = 0; i < regions.size(); i++) {
      if (i > 0) p.print(", ");
      printRegion(regions.get(i), p);
    }
  }

  /** With an implicit terminator, a terminator without operands, results or attributes is elided. */
  private void printRegion(Region region, OpAsmPrinter p) {
    boolean printTerminator = true;
    if (def.implicitTerminator() != null && !region.isEmpty()) {
      Operation term = region.entryBlock().last();
      if (term != null) {
        printTerminator = !term.attributes().isEmpty() || !term.properties().isEmpty()
            || term.numOperands() != 0 || term.numResults() != 0;
      }
    }
    p.printRegion(region, true, printTerminator, false);
  }

  private static void printSuccessors(List<Block> blocks, OpAsmPrinter p) {
    for (int i = 0; i < blocks.size(); i++) {
      if (i > 0) p.print(", ");
      p.printSuccessor(blocks.get(i));
    }
  }

  static CustomDirective directive(Custom c) {
    CustomDirective d = CustomDirectives.get(c.name());
    if (d == null) throw new IllegalStateException("custom directive '" + c.name() + "' is not registered");
    return d;
  }
}
