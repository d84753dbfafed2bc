package dev.loomlir.syntax.parse;

import dev.loomlir.dialect.Context;
import dev.loomlir.dialect.Dialect;
import dev.loomlir.ir.Argument;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.List;
import java.util.function.BiConsumer;

/** Small dialects with hand-written custom syntax, so parser tests do not depend on the real dialects. */
final class TestDialects {
  private TestDialects() {}

  /** A custom syntax given by its parse function (printing is not under test). */
  record Syntax(BiConsumer<OpAsmParser, OperationState> parser) implements CustomSyntax {
    @Override public void parse(OpAsmParser p, OperationState state) { parser.accept(p, state); }
    @Override public void print(Operation op, OpAsmPrinter p) { throw new UnsupportedOperationException(); }
  }

  /** A type of the test dialect: {@code !test.box<T>}. */
  record BoxType(Type element) implements Type {
    @Override public String toString() { return "!test.box<" + element + ">"; }
  }

  record Dia(String namespace, List<OpDef> ops) implements Dialect {
    @Override public Type parseType(String mnemonic, OpAsmParser p) {
      if (!namespace.equals("test") || !mnemonic.equals("box")) return null;
      p.parse("<");
      Type t = p.parseType();
      p.parse(">");
      return new BoxType(t);
    }

    @Override public Attribute parseAttribute(String mnemonic, OpAsmParser p) {
      if (!namespace.equals("test") || !mnemonic.equals("tag")) return null;
      p.parse("<");
      String s = p.parseString();
      p.parse(">");
      return new StringAttr("tag:" + s);
    }
  }

  static Context context() {
    OpDef module = OpDef.op("builtin.module")
        .region("body")
        .traits(Trait.ISOLATED_FROM_ABOVE, Trait.NO_TERMINATOR, Trait.SYMBOL_TABLE, Trait.SINGLE_BLOCK)
        .defaultDialect("builtin")
        .syntax(new Syntax((p, st) -> {
          String name = p.parseOptionalSymbolName();
          if (name != null) st.addAttribute("sym_name", new StringAttr(name));
          p.parseOptionalAttrDictWithKeyword(st);
          p.parseRegion(st.addRegion(), List.of());
        }));
    // test.func @name(%a: i32, ...) -> (types) { body }
    OpDef func = OpDef.op("test.func")
        .attr("sym_name", null).attr("function_type", null).region("body")
        .traits(Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL)
        .defaultDialect("test")
        .syntax(new Syntax((p, st) -> {
          st.addAttribute("sym_name", new StringAttr(p.parseSymbolName()));
          List<Argument> args = p.parseArgumentList(Delimiter.PAREN, true, true);
          List<Type> results = p.parseOptionalArrowTypeList();
          st.addAttribute("function_type", new TypeAttr(new dev.loomlir.ir.FunctionType(
              args.stream().map(Argument::type).toList(), results)));
          p.parseOptionalAttrDictWithKeyword(st);
          p.parseRegion(st.addRegion(), args);
        }));
    OpDef ret = OpDef.op("test.return").variadicOperand("operands", TypeConstraint.ANY).traits(Trait.TERMINATOR, Trait.RETURN_LIKE)
        .syntax(new Syntax((p, st) -> {
          dev.loomlir.ir.SourcePos pos = p.currentPos();
          List<UnresolvedOperand> ops = p.parseOperandList(Delimiter.NONE);
          p.parseOptionalAttrDict(st);
          if (!ops.isEmpty()) st.operands.addAll(p.resolveOperands(ops, p.parseColonTypeList(), pos));
        }));
    OpDef yield = OpDef.op("test.yield").traits(Trait.TERMINATOR).syntax(new Syntax((p, st) -> p.parseOptionalAttrDict(st)));
    // test.loop %iv = %lb : type { body }   (implicit test.yield)
    OpDef loop = OpDef.op("test.loop").operand("lb", TypeConstraint.ANY).region("body").implicitTerminator("test.yield")
        .syntax(new Syntax((p, st) -> {
          Argument iv = p.parseArgument(false, false);
          p.parse("=");
          UnresolvedOperand lb = p.parseOperand();
          Type t = p.parseColonType();
          st.operands.add(p.resolveOperand(lb, t));
          dev.loomlir.ir.Region body = st.addRegion();
          p.parseRegion(body, List.of(iv.withType(t)));
          p.ensureTerminator(body, "test.yield", st.location);
          p.parseOptionalAttrDict(st);
        }));
    // test.if %c { then } (else { else })?   (implicit test.yield)
    OpDef ifOp = OpDef.op("test.if").operand("cond", TypeConstraint.ANY).region("then").region("else")
        .implicitTerminator("test.yield")
        .syntax(new Syntax((p, st) -> {
          st.operands.add(p.resolveOperand(p.parseOperand(), dev.loomlir.ir.IntegerType.I1));
          dev.loomlir.ir.Region thenRegion = st.addRegion();
          p.parseRegion(thenRegion, List.of());
          p.ensureTerminator(thenRegion, "test.yield", st.location);
          dev.loomlir.ir.Region elseRegion = st.addRegion();
          if (p.parseOptionalKeyword("else")) {
            p.parseRegion(elseRegion, List.of());
            p.ensureTerminator(elseRegion, "test.yield", st.location);
          }
        }));
    // %r = test.const 42 : i32   (attribute typed by the trailing type)
    OpDef cst = OpDef.op("test.const").attr("value", null).result("result", TypeConstraint.ANY)
        .syntax(new Syntax((p, st) -> {
          Attribute v = p.parseAttribute();
          st.addAttribute("value", v);
          st.resultTypes.add(v instanceof dev.loomlir.ir.IntegerAttr i ? i.type()
              : ((dev.loomlir.ir.FloatAttr) v).type());
        }));
    // %a, %b = test.pair : i32, i64
    OpDef pair = OpDef.op("test.pair").result("a", TypeConstraint.ANY).result("b", TypeConstraint.ANY)
        .syntax(new Syntax((p, st) -> st.resultTypes.addAll(p.parseColonTypeList())));
    // test.br ^bb(%x : i32)
    OpDef br = OpDef.op("test.br").variadicOperand("args", TypeConstraint.ANY).successor("dest").traits(Trait.TERMINATOR)
        .syntax(new Syntax((p, st) -> {
          java.util.List<dev.loomlir.ir.Value> vals = new java.util.ArrayList<>();
          st.successors.add(p.parseSuccessorAndUseList(vals));
          st.operands.addAll(vals);
        }));
    OpDef add = OpDef.op("test.add").operand("lhs", TypeConstraint.ANY).operand("rhs", TypeConstraint.ANY).result("r", TypeConstraint.ANY)
        .syntax(new Syntax((p, st) -> {
          UnresolvedOperand a = p.parseOperand();
          p.parse(",");
          UnresolvedOperand b = p.parseOperand();
          p.parseOptionalAttrDict(st);
          Type t = p.parseColonType();
          st.operands.addAll(p.resolveOperands(List.of(a, b), t));
          st.resultTypes.add(t);
        }));
    return new Context()
        .register(new Dia("builtin", List.of(module)))
        .register(new Dia("test", List.of(func, ret, yield, loop, ifOp, cst, pair, br, add)));
  }
}
