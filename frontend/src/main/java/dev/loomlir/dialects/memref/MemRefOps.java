package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import java.util.List;

/** Allocation, access, cast and atomic ops of the memref dialect (MemRefOps.td). */
final class MemRefOps {
  private MemRefOps() {}

  static List<OpDef> all() {
    return List.of(allocLike("memref.alloc").verify(MemRefVerifiers::allocLike),
        allocLike("memref.alloca").verify(MemRefVerifiers::alloca),
        realloc(), allocaScope(), allocaScopeReturn(), dealloc(), load(), store(), prefetch(), dim(), rank(), cast(),
        memorySpaceCast(), copy(), assumeAlignment(), atomicRmw(), genericAtomicRmw(), atomicYield(),
        extractAlignedPointer());
  }

  static AsmResultNames named(String... names) { return op -> names; }

  /** The element type of a memref (the type rule's transform; other types map to themselves). */
  static dev.loomlir.ir.Type elementType(dev.loomlir.ir.Type t) { return t instanceof MemRefType m ? m.elementType() : t; }

  private static OpDef allocLike(String name) {
    String shortName = name.substring("memref.".length());
    return OpDef.op(name)
        .variadicOperand("dynamicSizes", Types.INDEX)
        .variadicOperand("symbolOperands", Types.INDEX)
        .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
        .result("memref", MemRefConstraints.MEMREF)
        .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.ALLOC)
        .format("`(`$dynamicSizes`)` (`` `[` $symbolOperands^ `]`)? attr-dict `:` type($memref)")
        .implement(AsmResultNames.class, named(shortName));
  }

  /** Frees its operand and allocates its result upstream (MemFree, MemAlloc): never dead. */
  private static OpDef realloc() {
    return OpDef.op("memref.realloc")
        .operand("source", MemRefConstraints.RANK_1)
        .optionalOperand("dynamicResultSize", Types.INDEX)
        .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
        .result("result", MemRefConstraints.RANK_1)
        .traits(Trait.SIDE_EFFECTS)
        .format("$source (`(` $dynamicResultSize^ `)`)? attr-dict `:` type($source) `to` type(results)")
        .verify(MemRefVerifiers::realloc);
  }

  private static OpDef allocaScope() {
    return OpDef.op("memref.alloca_scope")
        .variadicResult("results", Types.ANY)
        .region("bodyRegion")
        .implicitTerminator("memref.alloca_scope.return")
        .traits(Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.REGION_BRANCH)
        .syntax(new AllocaScopeSyntax())
        .verifyRegions(MemRefVerifiers::allocaScope);
  }

  private static OpDef allocaScopeReturn() {
    return OpDef.op("memref.alloca_scope.return")
        .variadicOperand("results", Types.ANY)
        .parents("memref.alloca_scope")
        .traits(Trait.PURE, Trait.RETURN_LIKE, Trait.TERMINATOR)
        .format("attr-dict ($results^ `:` type($results))?");
  }

  private static OpDef dealloc() {
    return OpDef.op("memref.dealloc")
        .operand("memref", MemRefConstraints.RANKED_OR_UNRANKED)
        .traits(Trait.SIDE_EFFECTS)
        .format("$memref attr-dict `:` type($memref)");
  }

  private static OpDef load() {
    return OpDef.op("memref.load")
        .operand("memref", MemRefConstraints.MEMREF)
        .variadicOperand("indices", Types.INDEX)
        .defaultOptionalAttr("nontemporal", Attrs.BOOL, IntegerAttr.bool(false))
        .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
        .result("result", Types.ANY)
        .typesMatchWith("result type matches element type of 'memref'", "memref", "result", MemRefOps::elementType)
        .format("$memref `[` $indices `]` attr-dict `:` type($memref)")
        .verify(MemRefVerifiers::load);
  }

  private static OpDef store() {
    return OpDef.op("memref.store")
        .operand("value", Types.ANY)
        .operand("memref", MemRefConstraints.MEMREF)
        .variadicOperand("indices", Types.INDEX)
        .defaultOptionalAttr("nontemporal", Attrs.BOOL, IntegerAttr.bool(false))
        .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
        .typesMatchWith("type of 'value' matches element type of 'memref'", "memref", "value", MemRefOps::elementType)
        .traits(Trait.SIDE_EFFECTS)
        .format("$value `,` $memref `[` $indices `]` attr-dict `:` type($memref)")
        .verify(MemRefVerifiers::store);
  }

  private static OpDef prefetch() {
    return OpDef.op("memref.prefetch")
        .operand("memref", MemRefConstraints.MEMREF)
        .variadicOperand("indices", Types.INDEX)
        .attr("isWrite", MemRefAttrs.BOOL)
        .attr("localityHint", MemRefAttrs.LOCALITY_HINT)
        .attr("isDataCache", MemRefAttrs.BOOL)
        .traits(Trait.SIDE_EFFECTS)
        .syntax(new PrefetchSyntax())
        .verify(MemRefVerifiers::prefetch);
  }

  private static OpDef dim() {
    return OpDef.op("memref.dim")
        .operand("source", MemRefConstraints.NON_0_RANKED_OR_UNRANKED)
        .operand("index", Types.INDEX)
        .result("result", Types.INDEX)
        .format("attr-dict $source `,` $index `:` type($source)")
        // NoMemoryEffect upstream: dead dims are erased and equal ones merged.
        .traits(Trait.PURE)
        .implement(AsmResultNames.class, named("dim"));
  }

  private static OpDef rank() {
    return OpDef.op("memref.rank")
        .operand("memref", MemRefConstraints.RANKED_OR_UNRANKED)
        .result("result", Types.INDEX)
        .traits(Trait.PURE)
        .format("$memref attr-dict `:` type($memref)");
  }

  private static OpDef cast() {
    return OpDef.op("memref.cast")
        .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
        .result("dest", MemRefConstraints.RANKED_OR_UNRANKED)
        .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_SHAPE)
        .format("$source attr-dict `:` type($source) `to` type($dest)")
        .verify(MemRefVerifiers::cast)
        .implement(AsmResultNames.class, named("cast"));
  }

  private static OpDef memorySpaceCast() {
    return OpDef.op("memref.memory_space_cast")
        .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
        .result("dest", MemRefConstraints.RANKED_OR_UNRANKED)
        .traits(Trait.PURE)
        .format("$source attr-dict `:` type($source) `to` type($dest)")
        .verify(MemRefVerifiers::memorySpaceCast)
        .implement(AsmResultNames.class, named("memspacecast"));
  }

  private static OpDef copy() {
    return OpDef.op("memref.copy")
        .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
        .operand("target", MemRefConstraints.RANKED_OR_UNRANKED)
        .traits(Trait.SIDE_EFFECTS)
        .format("$source `,` $target attr-dict `:` type($source) `to` type($target)")
        .verify(MemRefVerifiers::copy);
  }

  private static OpDef assumeAlignment() {
    return OpDef.op("memref.assume_alignment")
        .operand("memref", MemRefConstraints.MEMREF)
        .attr("alignment", MemRefAttrs.POSITIVE_I32)
        .result("result", MemRefConstraints.MEMREF)
        .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE)
        .allTypesMatch("memref", "result")
        .format("$memref `,` $alignment attr-dict `:` type($memref)")
        .verify(MemRefVerifiers::assumeAlignment)
        .implement(AsmResultNames.class, named("assume_align"));
  }

  private static OpDef atomicRmw() {
    return OpDef.op("memref.atomic_rmw")
        .attr("kind", MemRefAttrs.ATOMIC_RMW_KIND)
        .operand("value", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
        .operand("memref", MemRefConstraints.MEMREF_OF_INTEGER_OR_FLOAT)
        .variadicOperand("indices", Types.INDEX)
        .result("result", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
        .allTypesMatch("value", "result")
        .typesMatchWith("value type matches element type of memref", "memref", "value", MemRefOps::elementType)
        .traits(Trait.SIDE_EFFECTS)
        .format("$kind $value `,` $memref `[` $indices `]` attr-dict `:` `(` type($value) `,` type($memref) `)` `->` type($result)")
        .verify(MemRefVerifiers::atomicRmw);
  }

  private static OpDef genericAtomicRmw() {
    return OpDef.op("memref.generic_atomic_rmw")
        .operand("memref", MemRefConstraints.MEMREF_OF_INTEGER_OR_FLOAT)
        .variadicOperand("indices", Types.INDEX)
        .result("result", MemRefConstraints.SIGNLESS_INTEGER_OR_FLOAT)
        .region("atomic_body")
        .implicitTerminator("memref.atomic_yield")
        .typesMatchWith("result type matches element type of memref", "memref", "result", MemRefOps::elementType)
        .traits(Trait.SIDE_EFFECTS)
        .syntax(new GenericAtomicRmwSyntax())
        .verify(MemRefVerifiers::genericAtomicRmw);
  }

  private static OpDef atomicYield() {
    return OpDef.op("memref.atomic_yield")
        .operand("result", Types.ANY)
        .parents("memref.generic_atomic_rmw")
        .traits(Trait.PURE, Trait.TERMINATOR)
        .format("$result attr-dict `:` type($result)")
        .verify(MemRefVerifiers::atomicYield);
  }

  private static OpDef extractAlignedPointer() {
    return OpDef.op("memref.extract_aligned_pointer_as_index")
        .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
        .result("aligned_pointer", Types.INDEX)
        .traits(Trait.PURE)
        .format("$source `:` type($source) `->` type(results) attr-dict")
        .implement(AsmResultNames.class, named("intptr"));
  }
}
