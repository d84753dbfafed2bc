package dev.loomlir.dialects.func;

import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import java.util.List;

/** The `func` dialect: functions, calls and returns. */
public final class FuncDialect implements Dialect {
  /** ODS {@code DictArrayAttr}: an array of dictionaries, one per argument or result. */
  public static final dev.loomlir.ir.AttrKind DICT_ARRAY =
      Attrs.arrayOf("Array of dictionary attributes", a -> a instanceof DictionaryAttr);

  @Override public String namespace() { return "func"; }

  @Override public List<OpDef> ops() {
    return List.of(
        OpDef.op("func.func")
            .summary("An operation with a name containing a single `SSACFG` region")
            .attr("sym_name", Attrs.SYMBOL_NAME)
            .attr("function_type", Attrs.FUNCTION_TYPE)
            .optionalAttr("sym_visibility", Attrs.STRING)
            .optionalAttr("arg_attrs", DICT_ARRAY)
            .optionalAttr("res_attrs", DICT_ARRAY)
            .optionalAttr("no_inline", Attrs.UNIT)
            .region("body")
            .traits(Trait.AFFINE_SCOPE, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL)
            .defaultDialect("func")
            .syntax(new FunctionSyntax())
            .verify(FuncVerifiers::verifyFunc),
        OpDef.op("func.call")
            .summary("call operation")
            .attr("callee", Attrs.FLAT_SYMBOL_REF)
            .optionalAttr("arg_attrs", DICT_ARRAY)
            .optionalAttr("res_attrs", DICT_ARRAY)
            .optionalAttr("no_inline", Attrs.UNIT)
            .variadicOperand("operands", Types.ANY)
            .variadicResult("results", Types.ANY)
            .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)")
            .verifySymbolUses(FuncVerifiers::verifyCallSymbolUses),
        OpDef.op("func.call_indirect")
            .summary("indirect call operation")
            .operand("callee", Types.FUNCTION)
            .variadicOperand("callee_operands", Types.ANY)
            .variadicResult("results", Types.ANY)
            .optionalAttr("arg_attrs", DICT_ARRAY)
            .optionalAttr("res_attrs", DICT_ARRAY)
            .syntax(new CallIndirectSyntax()),
        OpDef.op("func.constant")
            .summary("constant")
            .attr("value", Attrs.FLAT_SYMBOL_REF)
            .result("result", Types.ANY)
            .traits(Trait.CONSTANT_LIKE, Trait.PURE)
            .format("attr-dict $value `:` type(results)")
            .implement(AsmResultNames.class, op -> new String[] {"f"})
            .verify(FuncVerifiers::verifyConstant),
        OpDef.op("func.return")
            .summary("Function return operation")
            .variadicOperand("operands", Types.ANY)
            .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
            .parents("func.func")
            .format("attr-dict ($operands^ `:` type($operands))?")
            .verify(FuncVerifiers::verifyReturn));
  }
}
