package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.MemoryEffect;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Types;

/** Declaration pieces several memref ops share (ODS base classes such as {@code AllocLikeOp}). */
final class MemRefDecls {
  private MemRefDecls() {}

  static AsmResultNames named(String... names) { return op -> names; }

  /** The element type of a memref (the type rule's transform; other types map to themselves). */
  static Type elementType(Type t) { return t instanceof MemRefType m ? m.elementType() : t; }

  /** alloc and alloca: dynamic sizes and layout symbols in, the allocated memref out. */
  static OpDef allocLike(String name, String resultName) {
    return OpDef.op(name)
        .variadicOperand("dynamicSizes", Types.INDEX)
        .variadicOperand("symbolOperands", Types.INDEX)
        .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
        .result("memref", MemRefConstraints.MEMREF)
        .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS)
        // MemAlloc on the result: unused, the op may go.
        .memoryEffects(MemoryEffect.ALLOCATE)
        .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")
        .implement(AsmResultNames.class, named(resultName));
  }

  /** The operand and attribute groups of subview and reinterpret_cast (MemRef_OpWithOffsetSizesAndStrides), after the source. */
  static OpDef offsetsSizesStrides(OpDef def) {
    return def
        .variadicOperand("offsets", Types.INDEX)
        .variadicOperand("sizes", Types.INDEX)
        .variadicOperand("strides", Types.INDEX)
        .attr("static_offsets", Attrs.DENSE_I64_ARRAY)
        .attr("static_sizes", Attrs.DENSE_I64_ARRAY)
        .attr("static_strides", Attrs.DENSE_I64_ARRAY)
        .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.PURE);
  }
}
