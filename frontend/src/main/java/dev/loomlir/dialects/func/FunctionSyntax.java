package dev.loomlir.dialects.func;

import dev.loomlir.ir.Argument;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.SymbolTable;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * The syntax of function-like ops ({@code func.func}, {@code async.func}), as upstream's
 * {@code function_interface_impl}:
 * {@code private @name(%arg0: i32 {attrs}, ...) -> (i32 {attrs}) attributes {...} { body }},
 * or with a bare type list and no body for an external declaration.
 */
public final class FunctionSyntax implements CustomSyntax {
  private static final List<String> VISIBILITIES = List.of("public", "private", "nested");
  private static final List<String> INFERRED = List.of("sym_visibility", "sym_name", "function_type");

  @Override public void parse(OpAsmParser p, OperationState state) {
    String visibility = p.parseOptionalKeywordOf(VISIBILITIES);
    if (visibility != null) state.addAttribute("sym_visibility", new StringAttr(visibility));
    state.addAttribute("sym_name", new StringAttr(p.parseSymbolName()));

    List<Argument> args = parseArgumentList(p);
    List<Type> resultTypes = new ArrayList<>();
    List<DictionaryAttr> resultAttrs = new ArrayList<>();
    if (p.parseOptionalArrow()) parseResultList(p, resultTypes, resultAttrs);

    List<Type> argTypes = args.stream().map(Argument::type).toList();
    state.addAttribute("function_type", new TypeAttr(new FunctionType(argTypes, resultTypes)));

    SourcePos attrDictPos = p.currentPos();
    OperationState explicit = new OperationState(state.name, null, state.location);
    p.parseOptionalAttrDictWithKeyword(explicit);
    for (String name : INFERRED) {
      if (explicit.attributes.containsKey(name)) {
        throw p.errorAt(attrDictPos, "'" + name
            + "' is an inferred attribute and should not be specified in the explicit attribute dictionary");
      }
    }
    explicit.attributes.forEach(state::addAttribute);

    List<DictionaryAttr> argAttrs = args.stream().map(a -> a.attrs() == null ? DictionaryAttr.EMPTY : a.attrs()).toList();
    if (argAttrs.stream().anyMatch(d -> !d.entries().isEmpty())) state.addAttribute("arg_attrs", new ArrayAttr(List.copyOf(argAttrs)));
    if (resultAttrs.stream().anyMatch(d -> !d.entries().isEmpty())) state.addAttribute("res_attrs", new ArrayAttr(List.copyOf(resultAttrs)));

    Region body = state.addRegion();
    boolean named = !args.isEmpty() && args.get(0).ssaName() != null;
    SourcePos bodyPos = p.currentPos();
    if (p.parseOptionalRegion(body, named || args.isEmpty() ? args : List.of()) && body.isEmpty()) {
      throw p.errorAt(bodyPos, "expected non-empty function body");
    }
  }

  private static List<Argument> parseArgumentList(OpAsmParser p) { return parseArgumentList(p, false).arguments(); }

  /** A function's arguments, and whether a variadic {@code ...} ends them. */
  public record ArgumentList(List<Argument> arguments, boolean variadic) {}

  /**
   * {@code (%a: i32 {attrs}, ...)} or {@code (i32 {attrs}, ...)}; names must be all present or all
   * absent. With {@code allowVariadic}, a last {@code ...} marks a variadic function ({@code llvm.func}).
   */
  public static ArgumentList parseArgumentList(OpAsmParser p, boolean allowVariadic) {
    List<Argument> args = new ArrayList<>();
    p.parse("(");
    if (p.parseOptional(")")) return new ArgumentList(args, false);
    do {
      if (allowVariadic && p.parseOptional("...")) {
        p.parse(")");
        return new ArgumentList(args, true);
      }
      SourcePos pos = p.currentPos();
      Argument named = p.parseOptionalArgument(true, true);
      if (named != null) {
        if (!args.isEmpty() && args.get(args.size() - 1).ssaName() == null) {
          throw p.errorAt(pos, "expected type instead of SSA identifier");
        }
        args.add(named);
      } else {
        if (!args.isEmpty() && args.get(args.size() - 1).ssaName() != null) throw p.errorAt(pos, "expected SSA identifier");
        Type type = p.parseType();
        DictionaryAttr attrs = p.currentIs("{") ? p.parseDictionaryAttr() : null;
        args.add(new Argument(null, type, attrs, p.parseOptionalLocationSpecifier()));
      }
    } while (p.parseOptional(","));
    p.parse(")");
    return new ArgumentList(args, false);
  }

  /** {@code i32} or {@code (i32 {attrs}, f32)} after the arrow. */
  public static void parseResultList(OpAsmParser p, List<Type> types, List<DictionaryAttr> attrs) {
    if (!p.parseOptional("(")) {
      types.add(p.parseType());
      attrs.add(DictionaryAttr.EMPTY);
      return;
    }
    if (p.parseOptional(")")) return;
    do {
      types.add(p.parseType());
      attrs.add(p.currentIs("{") ? p.parseDictionaryAttr() : DictionaryAttr.EMPTY);
    } while (p.parseOptional(","));
    p.parse(")");
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    p.print(" ");
    if (op.attr("sym_visibility") instanceof StringAttr vis) p.print(vis.value()).print(" ");
    p.printSymbolName(SymbolTable.symbolName(op));
    FunctionType type = (FunctionType) ((TypeAttr) op.attr("function_type")).type();
    Region body = op.region(0);
    boolean external = body.isEmpty();

    p.print("(");
    for (int i = 0; i < type.inputs().size(); i++) {
      if (i > 0) p.print(", ");
      Map<String, Attribute> attrs = attrsAt(op.attr("arg_attrs"), i);
      if (external) {
        p.printType(type.inputs().get(i));
        p.printOptionalAttrDict(attrs, List.of());
      } else {
        BlockArgument arg = body.entryBlock().argument(i);
        p.printRegionArgument(arg, attrs);
      }
    }
    p.print(")");
    printResults(op, type.results(), p);
    p.printOptionalAttrDictWithKeyword(op, List.of("sym_name", "sym_visibility", "function_type", "arg_attrs", "res_attrs"));
    if (!external) {
      p.print(" ");
      p.printRegion(body, false, true, false);
    }
  }

  /** {@code -> i32}, or parenthesised when there are several results, attributes or a function type. */
  public static void printResults(Operation op, List<Type> results, OpAsmPrinter p) {
    if (results.isEmpty()) return;
    p.print(" -> ");
    boolean anyAttrs = false;
    for (int i = 0; i < results.size(); i++) anyAttrs |= !attrsAt(op.attr("res_attrs"), i).isEmpty();
    boolean parens = results.size() > 1 || anyAttrs || results.get(0) instanceof FunctionType;
    if (parens) p.print("(");
    for (int i = 0; i < results.size(); i++) {
      if (i > 0) p.print(", ");
      p.printType(results.get(i));
      p.printOptionalAttrDict(attrsAt(op.attr("res_attrs"), i), List.of());
    }
    if (parens) p.print(")");
  }

  public static Map<String, Attribute> attrsAt(Attribute arrayAttr, int i) {
    if (arrayAttr instanceof ArrayAttr arr && i < arr.elements().size() && arr.elements().get(i) instanceof DictionaryAttr d) {
      return d.entries();
    }
    return new TreeMap<>();
  }
}
