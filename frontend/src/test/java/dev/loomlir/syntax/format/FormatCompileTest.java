package dev.loomlir.syntax.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.syntax.format.FormatElement.AttrDict;
import dev.loomlir.syntax.format.FormatElement.AttrVar;
import dev.loomlir.syntax.format.FormatElement.Custom;
import dev.loomlir.syntax.format.FormatElement.FunctionalType;
import dev.loomlir.syntax.format.FormatElement.Literal;
import dev.loomlir.syntax.format.FormatElement.OIList;
import dev.loomlir.syntax.format.FormatElement.OperandVar;
import dev.loomlir.syntax.format.FormatElement.OptionalGroup;
import dev.loomlir.syntax.format.FormatElement.Ref;
import dev.loomlir.syntax.format.FormatElement.ResultVar;
import dev.loomlir.syntax.format.FormatElement.Results;
import dev.loomlir.syntax.format.FormatElement.TypeOf;
import dev.loomlir.syntax.format.FormatElement.Whitespace;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The format-string compiler: the structure it builds and the malformed formats it rejects. */
class FormatCompileTest {

  private static List<FormatElement> elements(OpDef def) {
    return CompiledFormat.compile(def.formatText(), def).spec().elements();
  }

  @Test void binaryOpStructure() {
    List<FormatElement> es = elements(TestOps.ADDI);
    assertEquals(7, es.size());
    assertEquals(new OperandVar("lhs", OpDef.Arity.SINGLE), es.get(0));
    assertEquals(new Literal(","), es.get(1));
    OptionalGroup g = assertInstanceOf(OptionalGroup.class, es.get(3));
    assertEquals(3, g.thenElements().size());
    assertEquals(new Whitespace(""), g.thenElements().get(1));
    assertSame(g.thenElements().get(2), g.anchor());
    assertFalse(g.inverted());
    assertEquals(new AttrDict(false), es.get(4));
    assertEquals(new Literal(":"), es.get(5));
    assertEquals(new TypeOf(new ResultVar("result", OpDef.Arity.SINGLE), false), es.get(6));
  }

  @Test void unitAnchorAfterLiteralIsElided() {
    OptionalGroup g = (OptionalGroup) elements(TestOps.DIVSI).get(3);
    assertSame(g.anchor(), g.elidedUnitAnchor());
  }

  @Test void functionalTypeAndResultsDirective() {
    CompiledFormat f = CompiledFormat.compile(TestOps.CALL.formatText(), TestOps.CALL);
    FunctionalType ft = (FunctionalType) f.spec().elements().get(6);
    assertEquals(new OperandVar("operands", OpDef.Arity.VARIADIC), ft.inputs());
    assertInstanceOf(Results.class, ft.results());
    assertTrue(f.spec().allResultTypes());
    assertEquals(java.util.Set.of("callee"), f.spec().usedAttrs());
  }

  @Test void oilistClauses() {
    OIList list = (OIList) elements(TestOps.VECTOR_PRINT).get(1);
    assertEquals(2, list.clauses().size());
    assertEquals("punctuation", list.clauses().get(1).keyword().spelling());
  }

  @Test void elseGroupWithAnchorInThen() {
    OpDef def = OpDef.op("test.else").optionalAttr("foo", Attrs.UNIT)
        .format("attr-dict (`foo_is_present` $foo^):(`foo_is_absent`)?");
    OptionalGroup g = (OptionalGroup) elements(def).get(1);
    assertEquals(List.of(new Literal("foo_is_absent")), g.elseElements());
    assertFalse(g.inverted());
  }

  @Test void anchorInElseGroupInverts() {
    OpDef def = OpDef.op("test.inv").optionalAttr("foo", Attrs.UNIT)
        .format("attr-dict (`absent`):(`present` $foo^)?");
    assertTrue(((OptionalGroup) elements(def).get(1)).inverted());
  }

  @Test void customDirectiveArgumentTexts() {
    OpDef def = OpDef.op("test.custom").variadicOperand("ins", Types.INDEX).attr("static", Attrs.DENSE_I64_ARRAY)
        .result("r", Types.INDEX)
        .format("custom<Thing>($ins, $static, type($r)) custom<Other>(ref($ins), ref(type($r)), \"x\") attr-dict");
    List<FormatElement> es = elements(def);
    Custom c = (Custom) es.get(0);
    assertEquals(List.of("$ins", "$static", "type($r)"), c.argTexts());
    Custom other = (Custom) es.get(1);
    assertEquals(List.of("ref($ins)", "ref(type($r))", "\"x\""), other.argTexts());
    assertInstanceOf(Ref.class, other.args().get(0));
  }

  @Test void qualifiedAttributeAndType() {
    OpDef def = OpDef.op("test.q").attr("a", Attrs.ANY).operand("x", Types.ANY)
        .format("qualified($a) $x attr-dict `:` qualified(type($x))");
    List<FormatElement> es = elements(def);
    assertTrue(((AttrVar) es.get(0)).qualified());
    assertTrue(((TypeOf) es.get(4)).qualified());
  }

  @Test void resultTypesFromTypeRulesAndFixedTypes() {
    CompiledFormat load = CompiledFormat.compile(TestOps.LOAD.formatText(), TestOps.LOAD);
    assertFalse(load.infersResultTypes());
    CompiledFormat cmp = CompiledFormat.compile(TestOps.CMPI.formatText(), TestOps.CMPI);
    assertFalse(cmp.infersResultTypes());
  }

  @Test void resultInferenceWhenNoResultTypeIsSpelled() {
    OpDef def = OpDef.op("test.infer").operand("x", Types.ANY).result("r", Types.ANY)
        .inferResultTypes(s -> List.of(s.operands.get(0).type()))
        .format("$x attr-dict `:` type($x)");
    assertTrue(CompiledFormat.compile(def.formatText(), def).infersResultTypes());
  }

  // ---- rejected formats ----

  private static void rejects(OpDef def, String messagePart) {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> CompiledFormat.compile(def.formatText(), def));
    assertTrue(e.getMessage().contains(def.name()), e.getMessage());
    assertTrue(e.getMessage().contains(messagePart), e.getMessage());
  }

  private static OpDef unary(String format) {
    return OpDef.op("test.unary").operand("x", Types.ANY).result("r", Types.ANY).format(format);
  }

  @Test void rejectsMissingAttrDict() { rejects(unary("$x `:` type($x) `->` type($r)"), "'attr-dict' directive not found"); }

  @Test void rejectsMissingOperand() { rejects(unary("attr-dict `:` type($r)"), "operand #0, named 'x', not found"); }

  @Test void rejectsUnresolvableOperandType() { rejects(unary("$x attr-dict `:` type($r)"), "type of operand #0, named 'x'"); }

  @Test void rejectsUnresolvableResultType() { rejects(unary("$x attr-dict `:` type($x)"), "type of result #0, named 'r'"); }

  @Test void rejectsDoubleBinding() { rejects(unary("$x $x attr-dict `:` type($x) type($r)"), "operand 'x' is already bound"); }

  @Test void rejectsUnknownVariable() { rejects(unary("$y attr-dict"), "'$y'"); }

  @Test void rejectsResultOutsideType() { rejects(unary("$x $r attr-dict"), "result variables can only be used"); }

  @Test void rejectsUnterminatedLiteral() { rejects(unary("$x `: attr-dict"), "unterminated literal"); }

  @Test void rejectsGroupWithoutAnchor() {
    rejects(OpDef.op("test.g").optionalAttr("u", Attrs.UNIT).format("(`u` $u)? attr-dict"), "no anchor");
  }

  @Test void rejectsSingleOperandAsAnchor() {
    rejects(unary("($x^)? attr-dict `:` type($x) type($r)"), "only variable length operands");
  }

  @Test void rejectsTypeDirectiveAsFirstGroupElement() {
    rejects(OpDef.op("test.t").optionalOperand("x", Types.ANY).format("(type($x) $x^)? attr-dict"),
        "first parsable element");
  }

  @Test void rejectsMissingRegion() {
    rejects(OpDef.op("test.r").region("body").format("attr-dict"), "region #0, named 'body', not found");
  }

  @Test void rejectsRefBeforeBinding() {
    rejects(OpDef.op("test.ref").operand("x", Types.INDEX).format("custom<A>(ref($x)) $x attr-dict"),
        "must be bound before it is referenced");
  }

  @Test void rejectsInvalidLiteral() { rejects(unary("$x `%` attr-dict `:` type($x) type($r)"), "invalid literal"); }

  @Test void sameOperandsAndResultTypeResolvesFromResult() {
    OpDef def = OpDef.op("test.same").operand("x", Types.ANY).result("r", Types.ANY)
        .traits(Trait.SAME_OPERANDS_AND_RESULT_TYPE).format("$x attr-dict `:` type($r)");
    CompiledFormat.compile(def.formatText(), def);
  }

  @Test void identityRulesApplyTransitivelyAndBackwards() {
    OpDef def = OpDef.op("test.chain").operand("a", Types.ANY).operand("b", Types.ANY).result("r", Types.ANY)
        .allTypesMatch("a", "b").allTypesMatch("b", "r").format("$a `,` $b attr-dict `:` type($r)");
    TypeResolver plan = TypeResolver.plan(def, FormatStringParser.parse(def.formatText(), def), new FormatErrors("x", "y"));
    assertEquals(2, plan.steps().size());
  }
}
