package dev.loomlir.dialects.memref;

import static dev.loomlir.dialects.memref.MemRefOps.named;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import java.util.List;

/** The memref ops that make views of a buffer: subview, reinterpret_cast, reshape, view, expand/collapse, metadata. */
final class MemRefViewOps {
  private MemRefViewOps() {}

  static List<OpDef> all() {
    return List.of(subview(), reinterpretCast(), reshape(), view(), collapseShape(), expandShape(), extractStridedMetadata(),
        transpose());
  }

  /** The operand and attribute groups shared by subview and reinterpret_cast. */
  private static OpDef offsetsSizesStrides(OpDef def) {
    return def
        .variadicOperand("offsets", Types.INDEX)
        .variadicOperand("sizes", Types.INDEX)
        .variadicOperand("strides", Types.INDEX)
        .attr("static_offsets", Attrs.DENSE_I64_ARRAY)
        .attr("static_sizes", Attrs.DENSE_I64_ARRAY)
        .attr("static_strides", Attrs.DENSE_I64_ARRAY)
        .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.PURE);
  }

  private static OpDef subview() {
    return offsetsSizesStrides(OpDef.op("memref.subview").operand("source", MemRefConstraints.MEMREF))
        .result("result", MemRefConstraints.MEMREF)
        .format("$source `` custom<DynamicIndexList>($offsets, $static_offsets) custom<DynamicIndexList>($sizes, $static_sizes)"
            + " custom<DynamicIndexList>($strides, $static_strides) attr-dict `:` type($source) `to` type($result)")
        .verify(SubViewTypes::verify)
        .implement(AsmResultNames.class, named("subview"));
  }

  private static OpDef reinterpretCast() {
    return offsetsSizesStrides(OpDef.op("memref.reinterpret_cast").operand("source", MemRefConstraints.RANKED_OR_UNRANKED))
        .result("result", MemRefConstraints.STRIDED)
        .format("$source `to` `offset` `` `:` custom<DynamicIndexList>($offsets, $static_offsets)"
            + " `` `,` `sizes` `` `:` custom<DynamicIndexList>($sizes, $static_sizes)"
            + " `` `,` `strides` `` `:` custom<DynamicIndexList>($strides, $static_strides)"
            + " attr-dict `:` type($source) `to` type($result)")
        .verify(MemRefVerifiers::reinterpretCast)
        .implement(AsmResultNames.class, named("reinterpret_cast"));
  }

  private static OpDef reshape() {
    return OpDef.op("memref.reshape")
        .operand("source", MemRefConstraints.RANKED_OR_UNRANKED)
        .operand("shape", MemRefConstraints.RANK_1_INTEGER_OR_INDEX)
        .result("result", MemRefConstraints.RANKED_OR_UNRANKED)
        .traits(Trait.PURE)
        .format("$source `(` $shape `)` attr-dict `:` functional-type(operands, results)")
        .verify(MemRefVerifiers::reshape)
        .implement(AsmResultNames.class, named("reshape"));
  }

  private static OpDef view() {
    return OpDef.op("memref.view")
        .operand("source", MemRefConstraints.RANK_1_I8)
        .operand("byte_shift", Types.INDEX)
        .variadicOperand("sizes", Types.INDEX)
        .result("result", MemRefConstraints.MEMREF)
        .traits(Trait.PURE)
        .format("$source `[` $byte_shift `]` `` `[` $sizes `]` attr-dict `:` type($source) `to` type(results)")
        .verify(MemRefVerifiers::view)
        .implement(AsmResultNames.class, named("view"));
  }

  private static OpDef collapseShape() {
    return OpDef.op("memref.collapse_shape")
        .operand("src", MemRefConstraints.STRIDED)
        .attr("reassociation", ReassociationKind.INSTANCE)
        .result("result", MemRefConstraints.STRIDED)
        .traits(Trait.PURE)
        .format("$src $reassociation attr-dict `:` type($src) `into` type($result)")
        .verify(ReshapeRules::verifyCollapse)
        .implement(AsmResultNames.class, named("collapse_shape"));
  }

  private static OpDef expandShape() {
    return OpDef.op("memref.expand_shape")
        .operand("src", MemRefConstraints.STRIDED)
        .attr("reassociation", ReassociationKind.INSTANCE)
        .variadicOperand("output_shape", Types.INDEX)
        .attr("static_output_shape", Attrs.DENSE_I64_ARRAY)
        .result("result", MemRefConstraints.STRIDED)
        .traits(Trait.PURE)
        .format("$src $reassociation `output_shape` custom<DynamicIndexList>($output_shape, $static_output_shape) attr-dict `:`"
            + " type($src) `into` type($result)")
        .verify(ReshapeRules::verifyExpand)
        .implement(AsmResultNames.class, named("expand_shape"));
  }

  private static OpDef transpose() {
    return OpDef.op("memref.transpose")
        .operand("in", MemRefConstraints.STRIDED)
        .attr("permutation", Attrs.AFFINE_MAP)
        .result("result", MemRefConstraints.STRIDED)
        .traits(Trait.PURE)
        .syntax(new TransposeSyntax())
        .verify(MemRefVerifiers::transpose)
        .implement(AsmResultNames.class, named("transpose"));
  }

  private static OpDef extractStridedMetadata() {
    return OpDef.op("memref.extract_strided_metadata")
        .operand("source", MemRefConstraints.STRIDED)
        .result("base_buffer", MemRefConstraints.STRIDED_RANK_0)
        .result("offset", Types.INDEX)
        .variadicResult("sizes", Types.INDEX)
        .variadicResult("strides", Types.INDEX)
        .traits(Trait.PURE)
        .format("$source `:` type($source) `->` type(results) attr-dict")
        .verify(MemRefVerifiers::extractStridedMetadata)
        .implement(AsmResultNames.class, MemRefViewOps::metadataNames);
  }

  /** Names the first value of each result group, as upstream: {@code %base_buffer, %offset, %sizes:2, %strides:2}. */
  private static String[] metadataNames(dev.loomlir.ir.Operation op) {
    String[] names = new String[op.numResults()];
    names[0] = "base_buffer";
    if (names.length > 1) names[1] = "offset";
    int rank = (op.numResults() - 2) / 2;
    if (rank > 0) {
      names[2] = "sizes";
      names[2 + rank] = "strides";
    }
    return names;
  }
}
