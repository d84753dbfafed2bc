package dev.loomlir.dialects.llvm;

import dev.loomlir.dialects.func.FunctionSyntax;
import dev.loomlir.ir.Argument;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.BlockArgument;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
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

/**
 * {@code llvm.func [linkage] [visibility] [unnamed_addr] [cconv] @name(%a: i32, ...) -> i32
 * attributes {...} { body }}, as upstream's {@code LLVMFuncOp} parser and printer: keywords that
 * are the defaults (external linkage, the C calling convention) are not printed.
 */
final class LlvmFuncSyntax implements CustomSyntax {
  static final List<String> VISIBILITIES = List.of("default", "hidden", "protected");
  static final List<String> UNNAMED_ADDRS = List.of("", "local_unnamed_addr", "unnamed_addr");
  private static final List<String> ELIDED = List.of("CConv", "function_type", "linkage", "sym_name",
      "unnamed_addr", "visibility_", "arg_attrs", "res_attrs");

  @Override public void parse(OpAsmParser p, OperationState state) {
    String linkage = p.parseOptionalKeywordOf(LlvmAttrs.LINKAGES);
    state.addAttribute("linkage", new LlvmEnumAttr(LlvmEnumAttr.LINKAGE, linkage == null ? "external" : linkage));
    parseIndexKeyword(p, state, "visibility_", VISIBILITIES, 0);
    parseIndexKeyword(p, state, "unnamed_addr", UNNAMED_ADDRS, 0);
    String cconv = p.parseOptionalKeywordOf(LlvmAttrs.CCONVS);
    state.addAttribute("CConv", new LlvmEnumAttr(LlvmEnumAttr.CCONV, cconv == null ? "ccc" : cconv));
    state.addAttribute("sym_name", new StringAttr(p.parseSymbolName()));

    SourcePos signaturePos = p.currentPos();
    FunctionSyntax.ArgumentList args = FunctionSyntax.parseArgumentList(p, true);
    List<Type> resultTypes = new ArrayList<>();
    List<DictionaryAttr> resultAttrs = new ArrayList<>();
    if (p.parseOptionalArrow()) FunctionSyntax.parseResultList(p, resultTypes, resultAttrs);
    if (resultTypes.size() > 1) throw p.errorAt(signaturePos, "failed to construct function type: expected zero or one function result");
    List<Type> params = args.arguments().stream().map(Argument::type).toList();
    Type result = resultTypes.isEmpty() ? LlvmVoidType.INSTANCE : resultTypes.get(0);
    state.addAttribute("function_type", new TypeAttr(new LlvmFunctionType(result, params, args.variadic())));

    p.parseOptionalAttrDictWithKeyword(state);
    List<DictionaryAttr> argAttrs = args.arguments().stream()
        .map(a -> a.attrs() == null ? DictionaryAttr.EMPTY : a.attrs()).toList();
    if (argAttrs.stream().anyMatch(d -> !d.entries().isEmpty())) state.addAttribute("arg_attrs", new ArrayAttr(List.copyOf(argAttrs)));
    if (resultAttrs.stream().anyMatch(d -> !d.entries().isEmpty())) state.addAttribute("res_attrs", new ArrayAttr(List.copyOf(resultAttrs)));

    Region body = state.addRegion();
    boolean named = !args.arguments().isEmpty() && args.arguments().get(0).ssaName() != null;
    SourcePos bodyPos = p.currentPos();
    if (p.parseOptionalRegion(body, named || args.arguments().isEmpty() ? args.arguments() : List.of()) && body.isEmpty()) {
      throw p.errorAt(bodyPos, "expected non-empty function body");
    }
  }

  /** A keyword stored as its index in {@code keywords} ({@code visibility_ = 1 : i64} for {@code hidden}). */
  private static void parseIndexKeyword(OpAsmParser p, OperationState state, String attr, List<String> keywords, int dflt) {
    String kw = p.parseOptionalKeywordOf(keywords.stream().filter(k -> !k.isEmpty()).toList());
    state.addAttribute(attr, IntegerAttr.of(kw == null ? dflt : keywords.indexOf(kw), IntegerType.I64));
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    LlvmFuncOp f = LlvmFuncOp.match(op);
    String linkage = ((LlvmEnumAttr) op.attr("linkage")).value();
    if (!linkage.equals("external")) p.print(" ").print(linkage);
    int visibility = (int) ((IntegerAttr) op.attr("visibility_")).value();
    if (visibility != 0) p.print(" ").print(VISIBILITIES.get(visibility));
    int unnamed = (int) ((IntegerAttr) op.attr("unnamed_addr")).value();
    if (unnamed != 0) p.print(" ").print(UNNAMED_ADDRS.get(unnamed));
    String cconv = ((LlvmEnumAttr) op.attr("CConv")).value();
    if (!cconv.equals("ccc")) p.print(" ").print(cconv);
    p.print(" ");
    p.printSymbolName(SymbolTable.symbolName(op));
    LlvmFunctionType type = f.functionType();
    Region body = op.region(0);
    boolean external = body.isEmpty();
    p.print("(");
    for (int i = 0; i < type.params().size(); i++) {
      if (i > 0) p.print(", ");
      Map<String, Attribute> attrs = FunctionSyntax.attrsAt(op.attr("arg_attrs"), i);
      if (external) {
        p.printType(type.params().get(i));
        p.printOptionalAttrDict(attrs, List.of());
      } else {
        BlockArgument arg = body.entryBlock().argument(i);
        p.printRegionArgument(arg, attrs);
      }
    }
    if (type.varArg()) p.print(type.params().isEmpty() ? "..." : ", ...");
    p.print(")");
    FunctionSyntax.printResults(op, type.results(), p);
    p.printOptionalAttrDictWithKeyword(op, ELIDED);
    if (!external) {
      p.print(" ");
      p.printRegion(body, false, true, false);
    }
  }
}
