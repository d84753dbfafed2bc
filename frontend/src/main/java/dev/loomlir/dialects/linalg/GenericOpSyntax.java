package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.DictionaryAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.StringAttr;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

/**
 * {@code linalg.generic {indexing_maps = [...], iterator_types = ["parallel"]} ins(...) outs(...)
 * attrs = {...} { region }}. The leading dictionary holds the "trait" attributes; iterator types
 * are written as strings there but stored as {@code #linalg.iterator_type<...>}.
 */
final class GenericOpSyntax implements CustomSyntax {
  /** Upstream's {@code linalgTraitAttrNames}, printed in the leading dictionary. */
  static final Set<String> TRAIT_ATTRS = Set.of("doc", "indexing_maps", "iterator_types", "library_call");

  @Override public void parse(OpAsmParser p, OperationState state) {
    SourcePos dictPos = p.currentPos();
    DictionaryAttr traits = p.parseDictionaryAttr();
    for (var e : traits.entries().entrySet()) state.addAttribute(e.getKey(), e.getValue());
    if (!(traits.get("iterator_types") instanceof ArrayAttr iterators)) {
      throw p.errorAt(dictPos, "expected iterator_types array attribute");
    }
    List<Attribute> converted = new ArrayList<>();
    for (Attribute a : iterators.elements()) {
      String kind = a instanceof StringAttr s ? s.value() : String.valueOf(a);
      if (!LinalgEnumAttr.ITERATOR_TYPES.contains(kind)) throw p.error("unexpected iterator_type (" + kind + ")");
      converted.add(new LinalgEnumAttr(LinalgEnumAttr.ITERATOR_TYPE, kind));
    }
    state.addAttribute("iterator_types", new ArrayAttr(converted));
    StructuredOperands.parse(p, state, true);
    if (p.parseOptionalKeyword("attrs")) {
      p.parse("=");
      p.parseOptionalAttrDict(state);
    }
    p.parseRegion(state.addRegion(), List.of());
    StructuredOperands.parseNoResults(p);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    Map<String, Attribute> traits = new TreeMap<>();
    for (String name : TRAIT_ATTRS) {
      Attribute a = op.attr(name);
      if (a != null) traits.put(name, name.equals("iterator_types") ? asStrings(a) : a);
    }
    if (!traits.isEmpty()) {
      p.print(" ");
      p.printAttribute(DictionaryAttr.of(traits));
    }
    StructuredOperands.print(p, op.operandGroup("inputs"), op.operandGroup("outputs"));
    List<String> elided = new ArrayList<>(TRAIT_ATTRS);
    elided.add("operandSegmentSizes");
    boolean extra = op.properties().keySet().stream().anyMatch(k -> !elided.contains(k)) || !op.attributes().isEmpty();
    if (extra) {
      p.print(" attrs = ");
      p.printOptionalAttrDict(op, elided);
    }
    if (!op.region(0).isEmpty()) {
      p.print(" ");
      p.printRegion(op.region(0));
    }
  }

  /** {@code [#linalg.iterator_type<parallel>]} printed as {@code ["parallel"]}. */
  private static Attribute asStrings(Attribute iterators) {
    if (!(iterators instanceof ArrayAttr arr)) return iterators;
    return new ArrayAttr(arr.elements().stream()
        .map(a -> a instanceof LinalgEnumAttr e ? (Attribute) new StringAttr(e.value()) : a).toList());
  }
}
