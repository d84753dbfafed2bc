package dev.loomlir.dialects.async_;

import dev.loomlir.dialect.CustomSyntax;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.syntax.Argument;
import dev.loomlir.syntax.OpAsmParser;
import dev.loomlir.syntax.OpAsmPrinter;
import dev.loomlir.syntax.OperationState;
import dev.loomlir.syntax.SourcePos;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * The function-op syntax {@code async.func} shares with {@code func.func} (upstream's
 * {@code function_interface_impl}, without variadic arguments):
 * <pre>
 * async.func [visibility] @name(%arg: T {attrs}, ...) -> (R {attrs}, ...) [attributes {...}] [{ body }]
 * </pre>
 * A declaration (no body) lists bare argument types: {@code (f32, i32)}.
 */
final class FuncSyntax implements CustomSyntax {
  static final String SYM_NAME = "sym_name";
  static final String FUNCTION_TYPE = "function_type";
  static final String SYM_VISIBILITY = "sym_visibility";
  static final String ARG_ATTRS = "arg_attrs";
  static final String RES_ATTRS = "res_attrs";
  private static final List<String> SIGNATURE_ATTRS = List.of(SYM_NAME, FUNCTION_TYPE, SYM_VISIBILITY, ARG_ATTRS, RES_ATTRS);

  /** One entry of an argument or result list: a type and its attribute dictionary. */
  private record TypeAndAttrs(Type type, DictionaryAttr attrs) {}

  @Override public void parse(OpAsmParser p, OperationState state) {
    String visibility = p.parseOptionalKeywordOf(List.of("public", "private", "nested"));
    if (visibility != null) state.addAttribute(SYM_VISIBILITY, new StringAttr(visibility));
    state.addAttribute(SYM_NAME, new StringAttr(p.parseSymbolName()));

    List<Argument> namedArgs = new ArrayList<>();
    List<TypeAndAttrs> inputs = parseArguments(p, namedArgs);
    List<TypeAndAttrs> results = p.parseOptionalArrow() ? parseResults(p) : List.of();

    state.addAttribute(FUNCTION_TYPE, new TypeAttr(new FunctionType(typesOf(inputs), typesOf(results))));
    addAttrsArray(state, ARG_ATTRS, inputs);
    addAttrsArray(state, RES_ATTRS, results);
    parseExplicitAttributes(p, state);

    // A body after unnamed arguments gets no entry arguments; the verifier reports the mismatch.
    Region body = state.addRegion();
    SourcePos bodyPos = p.currentPos();
    if (p.parseOptionalRegion(body, namedArgs) && body.isEmpty()) {
      throw p.errorAt(bodyPos, "expected non-empty function body");
    }
  }

  /** {@code attributes {...}}, which may not restate what the signature already gives. */
  private static void parseExplicitAttributes(OpAsmParser p, OperationState state) {
    SourcePos pos = p.currentPos();
    OperationState explicit = new OperationState(state.name, null, state.location);
    p.parseOptionalAttrDictWithKeyword(explicit);
    for (String inferred : List.of(SYM_VISIBILITY, SYM_NAME, FUNCTION_TYPE)) {
      if (explicit.attributes.containsKey(inferred)) {
        throw p.errorAt(pos, "'" + inferred
            + "' is an inferred attribute and should not be specified in the explicit attribute dictionary");
      }
    }
    explicit.attributes.forEach(state::addAttribute);
  }

  /** {@code (%a: T {attrs}, ...)} or, for a declaration, {@code (T {attrs}, ...)}. */
  private static List<TypeAndAttrs> parseArguments(OpAsmParser p, List<Argument> namedArgs) {
    List<TypeAndAttrs> inputs = new ArrayList<>();
    p.parse("(");
    if (p.parseOptional(")")) return inputs;
    do {
      Argument arg = p.parseOptionalArgument(true, true);
      if (arg != null) {
        if (namedArgs.size() != inputs.size()) throw p.error("expected type instead of SSA identifier");
        namedArgs.add(arg);
        inputs.add(new TypeAndAttrs(arg.type(), arg.attrs() == null ? DictionaryAttr.EMPTY : arg.attrs()));
      } else {
        if (!namedArgs.isEmpty()) throw p.error("expected SSA identifier");
        inputs.add(new TypeAndAttrs(p.parseType(), parseOptionalDict(p)));
        p.parseOptionalLocationSpecifier();
      }
    } while (p.parseOptional(","));
    p.parse(")");
    return inputs;
  }

  /** After {@code ->}: a single type, or {@code (T {attrs}, ...)}. */
  private static List<TypeAndAttrs> parseResults(OpAsmParser p) {
    List<TypeAndAttrs> results = new ArrayList<>();
    if (!p.parseOptional("(")) {
      results.add(new TypeAndAttrs(p.parseType(), DictionaryAttr.EMPTY));
      return results;
    }
    if (p.parseOptional(")")) return results;
    do {
      results.add(new TypeAndAttrs(p.parseType(), parseOptionalDict(p)));
    } while (p.parseOptional(","));
    p.parse(")");
    return results;
  }

  private static DictionaryAttr parseOptionalDict(OpAsmParser p) {
    return p.currentIs("{") ? p.parseDictionaryAttr() : DictionaryAttr.EMPTY;
  }

  private static List<Type> typesOf(List<TypeAndAttrs> entries) {
    return entries.stream().map(TypeAndAttrs::type).toList();
  }

  /** {@code arg_attrs}/{@code res_attrs} are only stored when some entry has attributes. */
  private static void addAttrsArray(OperationState state, String name, List<TypeAndAttrs> entries) {
    if (entries.stream().allMatch(e -> e.attrs().entries().isEmpty())) return;
    state.addAttribute(name, new ArrayAttr(entries.stream().map(e -> (Attribute) e.attrs()).toList()));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    if (op.attr(SYM_VISIBILITY) instanceof StringAttr visibility) p.print(visibility.value() + " ");
    p.printSymbolName(((StringAttr) op.attr(SYM_NAME)).value());

    FunctionType type = (FunctionType) ((TypeAttr) op.attr(FUNCTION_TYPE)).type();
    Region body = op.region(0);
    Block entry = body.entryBlock();
    p.print("(");
    for (int i = 0; i < type.inputs().size(); i++) {
      if (i > 0) p.print(", ");
      Map<String, Attribute> attrs = entryAttrs(op, ARG_ATTRS, i);
      if (entry != null && i < entry.numArguments()) {
        p.printRegionArgument(entry.argument(i), attrs);
      } else {
        p.printType(type.inputs().get(i));
        p.printOptionalAttrDict(attrs, List.of());
      }
    }
    p.print(")");
    printResults(op, type.results(), p);

    p.printOptionalAttrDictWithKeyword(op, SIGNATURE_ATTRS);
    if (entry != null) {
      p.print(" ");
      p.printRegion(body, false, true, false);
    }
  }

  private static void printResults(Operation op, List<Type> results, OpAsmPrinter p) {
    if (results.isEmpty()) return;
    boolean anyAttrs = false;
    for (int i = 0; i < results.size(); i++) anyAttrs |= !entryAttrs(op, RES_ATTRS, i).isEmpty();
    p.print(" -> ");
    boolean parens = anyAttrs || results.size() > 1 || results.get(0) instanceof FunctionType;
    if (parens) p.print("(");
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) p.print(", ");
      p.printType(results.get(i));
      p.printOptionalAttrDict(entryAttrs(op, RES_ATTRS, i), List.of());
    }
    if (parens) p.print(")");
  }

  /** The attribute dictionary of argument/result {@code index}, empty when none. */
  private static Map<String, Attribute> entryAttrs(Operation op, String arrayName, int index) {
    if (op.attr(arrayName) instanceof ArrayAttr array && index < array.elements().size()
        && array.elements().get(index) instanceof DictionaryAttr dict) {
      return dict.entries();
    }
    return Map.of();
  }
}
