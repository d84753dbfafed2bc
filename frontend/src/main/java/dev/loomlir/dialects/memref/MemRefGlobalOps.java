package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.TypeConstraint;
import java.util.List;

/** memref.global (a named buffer) and memref.get_global. */
final class MemRefGlobalOps {
  private MemRefGlobalOps() {}

  static List<OpDef> all() { return List.of(global(), getGlobal()); }

  private static OpDef global() {
    return OpDef.op("memref.global")
        .attr("sym_name", Attrs.SYMBOL_NAME)
        .optionalAttr("sym_visibility", Attrs.STRING)
        .attr("type", Attrs.typeAttr(TypeConstraint.of("memref type", t -> t instanceof MemRefType)))
        .optionalAttr("initial_value", Attrs.ANY)
        .optionalAttr("constant", Attrs.UNIT)
        .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
        .traits(Trait.SYMBOL)
        .format("($sym_visibility^)? (`constant` $constant^)? $sym_name `:`"
            + " custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict")
        .verify(MemRefVerifiers::global);
  }

  private static OpDef getGlobal() {
    return OpDef.op("memref.get_global")
        .attr("name", Attrs.FLAT_SYMBOL_REF)
        .result("result", MemRefConstraints.STATIC_SHAPE)
        .traits(Trait.PURE)
        .format("$name `:` type($result) attr-dict")
        .verifySymbolUses(MemRefVerifiers::getGlobalSymbol);
  }
}
