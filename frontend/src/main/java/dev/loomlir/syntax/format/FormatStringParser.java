package dev.loomlir.syntax.format;

import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpDef.Arity;
import dev.loomlir.ir.OpDef.AttrDef;
import dev.loomlir.ir.OpDef.RegionDef;
import dev.loomlir.ir.OpDef.SuccessorDef;
import dev.loomlir.ir.OpDef.ValueGroup;
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
import dev.loomlir.syntax.format.FormatElement.StringArg;
import dev.loomlir.syntax.format.FormatElement.SuccessorVar;
import dev.loomlir.syntax.format.FormatElement.Successors;
import dev.loomlir.syntax.format.FormatElement.TypeOf;
import dev.loomlir.syntax.format.FormatElement.Whitespace;
import dev.loomlir.syntax.format.FormatLexer.Kind;
import dev.loomlir.syntax.format.FormatLexer.Token;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Parses an assembly format string against an op declaration, checking what upstream's
 * OpFormatGen checks: names exist, each variable is bound once, optional groups have one valid
 * anchor and an optionally-parsable first element, and every operand, region and successor
 * appears. (Type resolvability is checked by {@link TypeResolver}.)
 */
final class FormatStringParser {
  /** Where an element appears; decides what it may be and whether it binds its variable. */
  private enum Context { TOP, OPTIONAL, TYPE, CUSTOM, REF }

  private final OpDef def;
  private final FormatErrors errors;
  private final List<Token> tokens;
  private int pos;

  private final Set<String> seenOperands = new LinkedHashSet<>();
  private final Set<String> seenAttrs = new LinkedHashSet<>();
  private final Set<String> seenRegions = new LinkedHashSet<>();
  private final Set<String> seenSuccessors = new LinkedHashSet<>();
  private final Set<String> operandTypes = new LinkedHashSet<>();
  private final Set<String> resultTypes = new LinkedHashSet<>();
  private boolean allOperands, allOperandTypes, allResultTypes, allRegions, allSuccessors;
  private boolean hasAttrDict, hasPropDict;

  private FormatStringParser(String format, OpDef def) {
    this.def = def;
    this.errors = new FormatErrors(def.name(), format);
    this.tokens = FormatLexer.tokenize(format, errors);
  }

  static FormatSpec parse(String format, OpDef def) {
    return new FormatStringParser(format, def).parseFormat();
  }

  private FormatSpec parseFormat() {
    List<FormatElement> elements = new ArrayList<>();
    while (peek().kind() != Kind.EOF) elements.add(parseElement(Context.TOP));
    verifyComplete();
    return new FormatSpec(List.copyOf(elements), Set.copyOf(seenAttrs), Set.copyOf(operandTypes),
        Set.copyOf(resultTypes), allOperands, allOperandTypes, allResultTypes, hasPropDict);
  }

  private void verifyComplete() {
    if (!hasAttrDict) throw errors.of("'attr-dict' directive not found");
    List<ValueGroup> operands = def.operandGroups();
    for (int i = 0; i < operands.size(); i++) {
      if (!allOperands && !seenOperands.contains(operands.get(i).name())) {
        throw errors.of("operand #" + i + ", named '" + operands.get(i).name() + "', not found");
      }
    }
    List<RegionDef> regions = def.regionDefs();
    for (int i = 0; i < regions.size(); i++) {
      if (!allRegions && !seenRegions.contains(regions.get(i).name())) {
        throw errors.of("region #" + i + ", named '" + regions.get(i).name() + "', not found");
      }
    }
    List<SuccessorDef> successors = def.successorDefs();
    for (int i = 0; i < successors.size(); i++) {
      if (!allSuccessors && !seenSuccessors.contains(successors.get(i).name())) {
        throw errors.of("successor #" + i + ", named '" + successors.get(i).name() + "', not found");
      }
    }
  }

  // ---- elements ----

  private FormatElement parseElement(Context ctx) {
    Token t = next();
    return switch (t.kind()) {
      case LITERAL -> parseLiteral(t, ctx);
      case VARIABLE -> parseVariable(t, ctx);
      case IDENT -> parseDirective(t, ctx);
      case STRING -> {
        if (ctx != Context.CUSTOM) throw errors.at(t.offset(), "strings are only valid as custom directive arguments");
        yield new StringArg(t.text());
      }
      case PUNCT -> {
        if (!t.is("(")) throw errors.at(t.offset(), "unexpected " + t);
        if (ctx != Context.TOP) throw errors.at(t.offset(), "optional groups can only be used at the top level");
        yield parseOptionalGroup(t);
      }
      case EOF -> throw errors.at(t.offset(), "unexpected end of format");
    };
  }

  private FormatElement parseLiteral(Token t, Context ctx) {
    if (ctx != Context.TOP && ctx != Context.OPTIONAL) {
      throw errors.at(t.offset(), "literals may only be used in the top-level section of the format");
    }
    String v = t.text();
    if (v.isEmpty() || v.equals(" ") || v.equals("\\n")) return new Whitespace(v);
    if (!isValidLiteral(v)) throw errors.at(t.offset(), "invalid literal " + t);
    return new Literal(v);
  }

  /** Upstream's rule: single-character punctuation or letter, {@code ->}, {@code ...}, or a keyword. */
  private static boolean isValidLiteral(String v) {
    char c = v.charAt(0);
    if (v.length() == 1) return Character.isLetter(c) || "_:,=<>()[]{}?+*".indexOf(c) >= 0;
    if (v.equals("->") || v.equals("...")) return true;
    if (!Character.isLetter(c) && c != '_') return false;
    for (int i = 1; i < v.length(); i++) {
      char d = v.charAt(i);
      if (!Character.isLetterOrDigit(d) && d != '_' && d != '$' && d != '.') return false;
    }
    return true;
  }

  private FormatElement parseVariable(Token t, Context ctx) {
    String name = t.text();
    int at = t.offset();
    AttrDef attr = def.attrDef(name);
    if (attr != null) {
      if (ctx == Context.TYPE) throw errors.at(at, "attributes cannot be used as children to a `type` directive");
      bind(seenAttrs, name, ctx, at, "attribute");
      return new AttrVar(attr, false);
    }
    int opIdx = def.operandGroupIndex(name);
    if (opIdx >= 0) {
      ValueGroup g = def.operandGroups().get(opIdx);
      if (ctx != Context.TYPE) {
        if (allOperands && ctx != Context.REF) throw errors.at(at, "operand '" + name + "' is already bound");
        bind(seenOperands, name, ctx, at, "operand");
      }
      if (ctx == Context.OPTIONAL && g.arity() == Arity.SINGLE) {
        throw errors.at(at, "only variable length operands can be used within an optional group");
      }
      return new OperandVar(name, g.arity());
    }
    int resIdx = def.resultGroupIndex(name);
    if (resIdx >= 0) {
      if (ctx != Context.TYPE) {
        throw errors.at(at, "result variables can only be used as a child to a 'type' directive");
      }
      return new ResultVar(name, def.resultGroups().get(resIdx).arity());
    }
    for (RegionDef r : def.regionDefs()) {
      if (r.name().equals(name)) {
        if (ctx == Context.TYPE) throw errors.at(at, "regions cannot be used in a 'type' directive");
        if (allRegions && ctx != Context.REF) throw errors.at(at, "region '" + name + "' is already bound");
        bind(seenRegions, name, ctx, at, "region");
        return new RegionVar(name, r.variadic());
      }
    }
    for (SuccessorDef s : def.successorDefs()) {
      if (s.name().equals(name)) {
        if (ctx == Context.TYPE) throw errors.at(at, "successors cannot be used in a 'type' directive");
        if (allSuccessors && ctx != Context.REF) throw errors.at(at, "successor '" + name + "' is already bound");
        bind(seenSuccessors, name, ctx, at, "successor");
        return new SuccessorVar(name, s.variadic());
      }
    }
    throw errors.at(at, "expected variable to refer to an argument, region, result, or successor, got '$" + name + "'");
  }

  /** Binds a variable (or, under {@code ref}, checks it was bound earlier). */
  private void bind(Set<String> seen, String name, Context ctx, int at, String what) {
    if (ctx == Context.REF) {
      if (!seen.contains(name)) throw errors.at(at, what + " '" + name + "' must be bound before it is referenced");
    } else if (!seen.add(name)) {
      throw errors.at(at, what + " '" + name + "' is already bound");
    }
  }

  private FormatElement parseDirective(Token t, Context ctx) {
    int at = t.offset();
    return switch (t.text()) {
      case "attr-dict", "attr-dict-with-keyword" -> {
        if (ctx == Context.REF) {
          if (!hasAttrDict) throw errors.at(at, "'ref' of 'attr-dict' is not bound by a prior 'attr-dict' directive");
        } else if (ctx != Context.TOP && ctx != Context.CUSTOM) {
          throw errors.at(at, "'attr-dict' directive can only be used as a top-level directive");
        } else if (hasAttrDict) {
          throw errors.at(at, "'attr-dict' directive has already been seen");
        }
        hasAttrDict = true;
        yield new AttrDict(t.text().equals("attr-dict-with-keyword"));
      }
      case "prop-dict" -> {
        if (ctx != Context.TOP) throw errors.at(at, "'prop-dict' directive can only be used as a top-level directive");
        if (hasPropDict) throw errors.at(at, "'prop-dict' directive has already been seen");
        hasPropDict = true;
        yield new PropDict();
      }
      case "type" -> parseTypeDirective(at, ctx, false);
      case "qualified" -> parseQualified(at, ctx);
      case "functional-type" -> parseFunctionalType(at, ctx);
      case "operands" -> {
        if (ctx == Context.TYPE) yield new Operands();
        if (ctx != Context.TOP) throw errors.at(at, "'operands' is only valid as a top-level directive");
        if (allOperands || !seenOperands.isEmpty()) throw errors.at(at, "'operands' directive creates overlap in format");
        allOperands = true;
        yield new Operands();
      }
      case "results" -> {
        if (ctx != Context.TYPE) throw errors.at(at, "'results' directive can only be used as a child to a 'type' directive");
        yield new Results();
      }
      case "regions" -> {
        if (ctx != Context.TOP) throw errors.at(at, "'regions' is only valid as a top-level directive");
        if (allRegions || !seenRegions.isEmpty()) throw errors.at(at, "'regions' directive creates overlap in format");
        allRegions = true;
        yield new Regions();
      }
      case "successors" -> {
        if (ctx != Context.TOP) throw errors.at(at, "'successors' is only valid as a top-level directive");
        if (allSuccessors || !seenSuccessors.isEmpty()) throw errors.at(at, "'successors' directive creates overlap in format");
        allSuccessors = true;
        yield new Successors();
      }
      case "custom" -> parseCustom(at, ctx);
      case "ref" -> {
        if (ctx != Context.CUSTOM) throw errors.at(at, "'ref' is only valid within a `custom` directive");
        expect("(");
        FormatElement arg = parseElement(Context.REF);
        expect(")");
        yield new Ref(arg);
      }
      case "oilist" -> parseOIList(at, ctx);
      default -> throw errors.at(at, "unknown directive '" + t.text() + "'");
    };
  }

  private TypeOf parseTypeDirective(int at, Context ctx, boolean qualified) {
    if (ctx == Context.TYPE) throw errors.at(at, "'type' cannot be used as a child of another directive");
    expect("(");
    FormatElement arg = parseElement(Context.TYPE);
    expect(")");
    if (ctx != Context.REF) bindType(arg, at);
    else if (!typeIsBound(arg)) throw errors.at(at, "'ref' of 'type' is not bound by a prior 'type' directive");
    return new TypeOf(arg, qualified);
  }

  private void bindType(FormatElement arg, int at) {
    if (arg instanceof OperandVar o) {
      if (allOperandTypes || !operandTypes.add(o.name())) throw errors.at(at, "'type' of '" + o.name() + "' is already bound");
    } else if (arg instanceof ResultVar r) {
      if (allResultTypes || !resultTypes.add(r.name())) throw errors.at(at, "'type' of '" + r.name() + "' is already bound");
    } else if (arg instanceof Operands) {
      if (allOperandTypes || !operandTypes.isEmpty()) throw errors.at(at, "'type(operands)' creates overlap in format");
      allOperandTypes = true;
    } else if (arg instanceof Results) {
      if (allResultTypes || !resultTypes.isEmpty()) throw errors.at(at, "'type(results)' creates overlap in format");
      allResultTypes = true;
    } else {
      throw errors.at(at, "type directives may only refer to operands or results");
    }
  }

  private boolean typeIsBound(FormatElement arg) {
    if (arg instanceof OperandVar o) return allOperandTypes || operandTypes.contains(o.name());
    if (arg instanceof ResultVar r) return allResultTypes || resultTypes.contains(r.name());
    if (arg instanceof Operands) return allOperandTypes;
    if (arg instanceof Results) return allResultTypes;
    return false;
  }

  private FormatElement parseQualified(int at, Context ctx) {
    expect("(");
    Token t = peek();
    FormatElement inner;
    if (t.kind() == Kind.VARIABLE && def.attrDef(t.text()) != null) {
      inner = parseVariable(next(), ctx);
      inner = new AttrVar(((AttrVar) inner).def(), true);
    } else if (t.isIdent("type")) {
      next();
      inner = parseTypeDirective(t.offset(), ctx, true);
    } else {
      throw errors.at(t.offset(), "'qualified' directive expects an attribute or a `type` directive");
    }
    expect(")");
    return inner;
  }

  private FormatElement parseFunctionalType(int at, Context ctx) {
    if (ctx != Context.TOP && ctx != Context.OPTIONAL) {
      throw errors.at(at, "'functional-type' is only valid as a top-level directive");
    }
    expect("(");
    FormatElement inputs = parseElement(Context.TYPE);
    expect(",");
    FormatElement results = parseElement(Context.TYPE);
    expect(")");
    bindType(inputs, at);
    bindType(results, at);
    return new FunctionalType(inputs, results);
  }

  private FormatElement parseCustom(int at, Context ctx) {
    if (ctx != Context.TOP && ctx != Context.OPTIONAL) throw errors.at(at, "'custom' is only valid as a top-level directive");
    expect("<");
    Token name = next();
    if (name.kind() != Kind.IDENT) throw errors.at(name.offset(), "expected custom directive name identifier");
    expect(">");
    expect("(");
    List<FormatElement> args = new ArrayList<>();
    List<String> texts = new ArrayList<>();
    if (!peek().is(")")) {
      do {
        FormatElement arg = parseElement(Context.CUSTOM);
        checkCustomArgument(arg, at);
        args.add(arg);
        texts.add(FormatText.of(arg));
      } while (accept(","));
    }
    expect(")");
    return new Custom(name.text(), List.copyOf(args), List.copyOf(texts));
  }

  private void checkCustomArgument(FormatElement arg, int at) {
    boolean ok = arg instanceof TypeOf t
        ? t.arg() instanceof OperandVar || t.arg() instanceof FormatElement.ResultVar
        : arg instanceof AttrVar || arg instanceof OperandVar || arg instanceof RegionVar
            || arg instanceof SuccessorVar || arg instanceof Ref || arg instanceof AttrDict || arg instanceof StringArg;
    if (!ok) throw errors.at(at, "only variables and types may be used as parameters to a custom directive");
  }

  private FormatElement parseOIList(int at, Context ctx) {
    if (ctx != Context.TOP) throw errors.at(at, "'oilist' is only valid as a top-level directive");
    expect("(");
    List<OIClause> clauses = new ArrayList<>();
    Set<String> keywords = new LinkedHashSet<>();
    do {
      Token kw = next();
      if (kw.kind() != Kind.LITERAL || !new Literal(kw.text()).isKeyword() || !isValidLiteral(kw.text())) {
        throw errors.at(kw.offset(), "expected literal, but got " + kw);
      }
      if (!keywords.add(kw.text())) throw errors.at(kw.offset(), "duplicate oilist clause " + kw);
      List<FormatElement> elements = new ArrayList<>();
      while (!peek().is("|") && !peek().is(")")) elements.add(parseElement(Context.OPTIONAL));
      clauses.add(new OIClause(new Literal(kw.text()), List.copyOf(elements)));
    } while (accept("|"));
    expect(")");
    return new OIList(List.copyOf(clauses));
  }

  // ---- optional groups ----

  private FormatElement parseOptionalGroup(Token open) {
    FormatElement[] anchor = new FormatElement[1];
    boolean[] anchorInElse = new boolean[1];
    List<FormatElement> thenElements = parseGroupElements(anchor, anchorInElse, false);
    List<FormatElement> elseElements = List.of();
    if (accept(":")) {
      expect("(");
      elseElements = parseGroupElements(anchor, anchorInElse, true);
    }
    expect("?");
    if (anchor[0] == null) throw errors.at(open.offset(), "optional group has no anchor element");
    FormatElement first = firstParsable(thenElements);
    boolean parsable = first instanceof Literal || first instanceof AttrVar || first instanceof RegionVar
        || first instanceof OperandVar;
    if (!parsable) throw errors.at(open.offset(), "first parsable element of an optional group must be a literal or variable");
    return new OptionalGroup(thenElements, elseElements, anchor[0], anchorInElse[0]);
  }

  /** Elements up to the closing ')', recording the (single) anchor marked with '^'. */
  private List<FormatElement> parseGroupElements(FormatElement[] anchor, boolean[] anchorInElse, boolean isElse) {
    List<FormatElement> elements = new ArrayList<>();
    while (!accept(")")) {
      if (peek().kind() == Kind.EOF) throw errors.at(peek().offset(), "expected ')' to end optional group");
      Token start = peek();
      if (start.is("(")) throw errors.at(start.offset(), "optional groups can't be nested");
      FormatElement e = parseElement(Context.OPTIONAL);
      if (e instanceof AttrDict || e instanceof PropDict) {
        throw errors.at(start.offset(), "'attr-dict' directive can only be used as a top-level directive");
      }
      if (accept("^")) {
        if (anchor[0] != null) throw errors.at(start.offset(), "only one element can be marked as the anchor of an optional group");
        checkAnchor(e, start.offset());
        anchor[0] = e;
        anchorInElse[0] = isElse;
      }
      elements.add(e);
    }
    if (elements.isEmpty()) throw errors.at(peek().offset(), "optional group has no elements");
    return List.copyOf(elements);
  }

  private void checkAnchor(FormatElement e, int at) {
    if (e instanceof AttrVar a) {
      if (!a.def().optional()) throw errors.at(at, "only optional or default-valued attributes can be used to anchor an optional group");
    } else if (e instanceof OperandVar o) {
      if (o.arity() == Arity.SINGLE) throw errors.at(at, "only variable length operands can be used to anchor an optional group");
    } else if (e instanceof TypeOf t) {
      if (t.arg() instanceof OperandVar o && o.arity() == Arity.SINGLE
          || t.arg() instanceof ResultVar r && r.arity() == Arity.SINGLE) {
        throw errors.at(at, "only variable length operands or results can be used to anchor an optional group");
      }
    } else if (!(e instanceof RegionVar || e instanceof FunctionalType || e instanceof Custom)) {
      throw errors.at(at, "only variables and types can be used to anchor an optional group");
    }
  }

  static FormatElement firstParsable(List<FormatElement> elements) {
    for (FormatElement e : elements) if (!(e instanceof Whitespace)) return e;
    return null;
  }

  // ---- tokens ----

  private Token peek() { return tokens.get(pos); }

  private Token next() {
    Token t = tokens.get(pos);
    if (t.kind() != Kind.EOF) pos++;
    return t;
  }

  private boolean accept(String punct) {
    if (peek().is(punct)) {
      pos++;
      return true;
    }
    return false;
  }

  private void expect(String punct) {
    Token t = peek();
    if (!accept(punct)) throw errors.at(t.offset(), "expected '" + punct + "', got " + t);
  }
}
