package dev.loomlir.syntax.format;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialect.Dialect;
import dev.loomlir.dialects.builtin.BuiltinDialect;
import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Copies of upstream op declarations (MLIR 22 .td files) used by the format tests, with small
 * stand-ins for dialect attributes: an enum spelled {@code <keyword>} like {@code #arith.overflow}.
 */
final class TestOps {
  private TestOps() {}

  /** An enum attribute spelled {@code <case>} in custom syntax (as arith's overflow flags). */
  static Attrs.EnumKind angleEnum(String... cases) { return Attrs.integerEnum("test enum", IntegerType.I32, cases); }

  static AttrKind angled(Attrs.EnumKind e) {
    return new AttrKind() {
      @Override public String description() { return e.description(); }
      @Override public boolean matches(Attribute a) { return e.matches(a); }
      @Override public Attribute parse(OpAsmParser p) {
        p.parse("<");
        Attribute a = e.parse(p);
        p.parse(">");
        return a;
      }
      @Override public Attribute parseOptional(OpAsmParser p) { return p.currentIs("<") ? parse(p) : null; }
      @Override public void print(Attribute a, OpAsmPrinter p) { p.print("<" + e.keyword(a) + ">"); }
    };
  }

  static final Attrs.EnumKind OVERFLOW_ENUM = angleEnum("none", "nsw", "nuw");
  static final AttrKind OVERFLOW = angled(OVERFLOW_ENUM);
  static final IntegerAttr OVERFLOW_NONE = OVERFLOW_ENUM.of("none");
  static final Attrs.EnumKind PREDICATE =
      Attrs.integerEnum("cmpi predicate", IntegerType.I64, "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge");
  static final Attrs.EnumKind PUNCTUATION_ENUM = angleEnum("no_punctuation", "newline", "comma", "open", "close");
  static final AttrKind PUNCTUATION = angled(PUNCTUATION_ENUM);

  static final OpDef ADDI = OpDef.op("arith.addi")
      .operand("lhs", Types.SIGNLESS_INTEGER_LIKE)
      .operand("rhs", Types.SIGNLESS_INTEGER_LIKE)
      .result("result", Types.SIGNLESS_INTEGER_LIKE)
      .defaultAttr("overflowFlags", OVERFLOW, OVERFLOW_NONE)
      .traits(Trait.PURE, Trait.COMMUTATIVE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
      .format("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($result)");

  static final OpDef DIVSI = OpDef.op("arith.divsi")
      .operand("lhs", Types.SIGNLESS_INTEGER_LIKE)
      .operand("rhs", Types.SIGNLESS_INTEGER_LIKE)
      .result("result", Types.SIGNLESS_INTEGER_LIKE)
      .optionalAttr("isExact", Attrs.UNIT)
      .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE)
      .format("$lhs `,` $rhs (`exact` $isExact^)? attr-dict `:` type($result)");

  static final OpDef CMPI = OpDef.op("arith.cmpi")
      .attr("predicate", PREDICATE)
      .operand("lhs", Types.SIGNLESS_INTEGER_LIKE)
      .operand("rhs", Types.SIGNLESS_INTEGER_LIKE)
      .result("result", Types.BOOL_LIKE)
      .traits(Trait.PURE, Trait.SAME_TYPE_OPERANDS)
      .typesMatchWith("lhs", "result", t -> Types.shapedLike(t, IntegerType.I1))
      .format("$predicate `,` $lhs `,` $rhs attr-dict `:` type($lhs)");

  static final OpDef CONSTANT = OpDef.op("arith.constant")
      .attr("value", Attrs.ANY)
      .result("result", Types.ANY)
      .allTypesMatch("value", "result")
      .implement(AsmResultNames.class, op -> new String[] {constantName(op.attr("value"))})
      .format("attr-dict $value");

  /** arith.constant's result name: {@code c42_i32}. */
  private static String constantName(Attribute value) {
    return value instanceof IntegerAttr i ? "c" + i.valueString().replace('-', 'n') + "_" + i.type() : "cst";
  }

  static final OpDef LOAD = OpDef.op("memref.load")
      .operand("memref", Types.ANY_MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .result("result", Types.ANY)
      .defaultOptionalAttr("nontemporal", Attrs.BOOL, IntegerAttr.bool(false))
      .typesMatchWith("memref", "result", t -> ((ShapedType) t).elementType())
      .format("$memref `[` $indices `]` attr-dict `:` type($memref)");

  static final OpDef STORE = OpDef.op("memref.store")
      .operand("value", Types.ANY)
      .operand("memref", Types.ANY_MEMREF)
      .variadicOperand("indices", Types.INDEX)
      .defaultOptionalAttr("nontemporal", Attrs.BOOL, IntegerAttr.bool(false))
      .typesMatchWith("memref", "value", t -> ((ShapedType) t).elementType())
      .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)");

  static final OpDef ALLOC = OpDef.op("memref.alloc")
      .variadicOperand("dynamicSizes", Types.INDEX)
      .variadicOperand("symbolOperands", Types.INDEX)
      .result("memref", Types.ANY_MEMREF)
      .optionalAttr("alignment", Attrs.I64)
      .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
      .implement(AsmResultNames.class, op -> new String[] {"alloc"})
      .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)");

  static final OpDef CALL = OpDef.op("func.call")
      .attr("callee", Attrs.FLAT_SYMBOL_REF)
      .variadicOperand("operands", Types.ANY)
      .variadicResult("results", Types.ANY)
      .format("$callee `(` $operands `)` attr-dict `:` functional-type($operands, results)");

  static final OpDef RETURN = OpDef.op("func.return")
      .variadicOperand("operands", Types.ANY)
      .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
      .format("attr-dict ($operands^ `:` type($operands))?");

  static final OpDef BR = OpDef.op("cf.br")
      .variadicOperand("destOperands", Types.ANY)
      .successor("dest")
      .traits(Trait.TERMINATOR)
      .format("$dest (`(` $destOperands^ `:` type($destOperands) `)`)? attr-dict");

  static final OpDef COND_BR = OpDef.op("cf.cond_br")
      .operand("condition", Types.I1)
      .variadicOperand("trueDestOperands", Types.ANY)
      .variadicOperand("falseDestOperands", Types.ANY)
      .successor("trueDest")
      .successor("falseDest")
      .traits(Trait.TERMINATOR, Trait.ATTR_SIZED_OPERAND_SEGMENTS)
      .format("$condition `,` $trueDest (`(` $trueDestOperands^ `:` type($trueDestOperands) `)`)? `,` "
          + "$falseDest (`(` $falseDestOperands^ `:` type($falseDestOperands) `)`)? attr-dict");

  static final OpDef YIELD = OpDef.op("scf.yield")
      .variadicOperand("results", Types.ANY)
      .traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
      .format("attr-dict ($results^ `:` type($results))?");

  static final OpDef EXECUTE_REGION = OpDef.op("scf.execute_region")
      .variadicResult("result", Types.ANY)
      .optionalAttr("no_inline", Attrs.UNIT)
      .region("region")
      .format("(`->` type($result)^)? (`no_inline` $no_inline^)? $region attr-dict");

  static final OpDef VECTOR_PRINT = OpDef.op("vector.print")
      .optionalOperand("source", Types.ANY)
      .defaultAttr("punctuation", PUNCTUATION, PUNCTUATION_ENUM.of("newline"))
      .optionalAttr("stringLiteral", Attrs.STRING)
      .format("($source^ `:` type($source))? oilist( `str` $stringLiteral | `punctuation` $punctuation) attr-dict");

  static final OpDef RUNTIME_CREATE = OpDef.op("async.runtime.create")
      .result("result", Types.ANY)
      .format("attr-dict `:` type($result)");

  static final OpDef INDEX_CAST = OpDef.op("arith.index_cast")
      .operand("in", Types.ANY)
      .result("out", Types.ANY)
      .format("$in attr-dict `:` type($in) `to` type($out)");

  static List<OpDef> all() {
    return List.of(ADDI, DIVSI, CMPI, CONSTANT, LOAD, STORE, ALLOC, CALL, RETURN, BR, COND_BR, YIELD,
        EXECUTE_REGION, VECTOR_PRINT, RUNTIME_CREATE, INDEX_CAST);
  }

  /** The test ops as dialects (one per namespace), plus builtin, in a fresh context. */
  static Context context() {
    Context ctx = new Context().register(new BuiltinDialect()).setAllowUnregisteredDialects(true);
    Map<String, List<OpDef>> byDialect = new TreeMap<>();
    for (OpDef d : all()) byDialect.computeIfAbsent(d.name().substring(0, d.name().indexOf('.')), k -> new ArrayList<>()).add(d);
    byDialect.forEach((ns, ops) -> ctx.register(new Dialect() {
      @Override public String namespace() { return ns; }
      @Override public List<OpDef> ops() { return ops; }
    }));
    return ctx;
  }

  static MemRefType memref(Long... shape) { return new MemRefType(List.of(shape), dev.loomlir.ir.FloatType.F32); }
}
