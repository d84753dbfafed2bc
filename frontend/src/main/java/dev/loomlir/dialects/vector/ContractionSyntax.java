package dev.loomlir.dialects.vector;

import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.Delimiter;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.UnresolvedOperand;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * {@code vector.contract {indexing_maps = [...], iterator_types = ["parallel", ...], kind = ...}
 * %lhs, %rhs, %acc attr-dict : lhs-type, rhs-type into result-type}: the trait dictionary comes
 * first and spells iterator types as strings (upstream's hand-written syntax).
 */
final class ContractionSyntax implements CustomSyntax {
  private static final List<String> TRAIT_ATTRS = List.of("indexing_maps", "iterator_types", "kind");

  @Override public void parse(OpAsmParser p, OperationState state) {
    SourcePos dictPos = p.currentPos();
    if (!(p.parseAttribute() instanceof DictionaryAttr traits)) throw p.errorAt(dictPos, "invalid kind of attribute specified");
    UnresolvedOperand lhs = p.parseOperand();
    p.parse(",");
    UnresolvedOperand rhs = p.parseOperand();
    p.parse(",");
    UnresolvedOperand acc = p.parseOperand();
    List<UnresolvedOperand> masks = p.parseOptional(",") ? p.parseOperandList(Delimiter.NONE) : List.of();
    p.parseOptionalAttrDict(state);
    List<Type> types = p.parseColonTypeList();
    p.parseKeyword("into");
    Type resultType = p.parseType();
    if (types.size() != 2) throw p.error("expected 2 operand types");
    state.operands.add(p.resolveOperand(lhs, types.get(0)));
    state.operands.add(p.resolveOperand(rhs, types.get(1)));
    state.operands.add(p.resolveOperand(acc, resultType));
    state.resultTypes.add(resultType);
    for (Map.Entry<String, Attribute> e : traits.entries().entrySet()) {
      Attribute value = e.getKey().equals("iterator_types") ? iteratorTypes(p, dictPos, e.getValue()) : e.getValue();
      state.addAttribute(e.getKey(), value);
    }
    if (state.attribute("kind") == null) state.addAttribute("kind", CombiningKindAttr.ADD);
    if (!masks.isEmpty() && masks.size() != 2) throw p.errorAtName(state, "expected zero or exactly 2 vector mask operands");
  }

  /** {@code ["parallel", "reduction"]} as iterator type attributes. */
  private static Attribute iteratorTypes(OpAsmParser p, SourcePos pos, Attribute value) {
    if (!(value instanceof ArrayAttr a)) return value;
    List<Attribute> out = new ArrayList<>();
    for (Attribute e : a.elements()) {
      if (e instanceof StringAttr s) {
        IteratorTypeAttr it = IteratorTypeAttr.ofKeyword(s.value());
        if (it == null) throw p.errorAt(pos, "unexpected iterator_type (" + s.value() + ")");
        out.add(it);
      } else {
        out.add(e);
      }
    }
    return new ArrayAttr(out);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    Map<String, Attribute> traits = new LinkedHashMap<>();
    for (String name : TRAIT_ATTRS) {
      Attribute a = op.attr(name);
      if (a == null) continue;
      if (name.equals("iterator_types") && a instanceof ArrayAttr arr) {
        List<Attribute> strings = new ArrayList<>();
        for (Attribute e : arr.elements()) {
          strings.add(e instanceof IteratorTypeAttr it ? new StringAttr(it.keyword()) : e);
        }
        a = new ArrayAttr(strings);
      }
      traits.put(name, a);
    }
    p.print(" ");
    p.printAttribute(DictionaryAttr.of(traits));
    p.print(" ");
    p.printOperand(op.operand(0));
    p.print(", ");
    p.printOperand(op.operand(1));
    p.print(", ");
    p.printOperand(op.operand(2));
    p.printOptionalAttrDict(op, TRAIT_ATTRS);
    p.print(" : ");
    p.printType(op.operand(0).type());
    p.print(", ");
    p.printType(op.operand(1).type());
    p.print(" into ");
    p.printType(op.result(0).type());
  }
}
