package dev.loomlir.dialects.linalg;

import dev.loomlir.dialects.memref.MemRefAttrs;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.AsmBlockArgumentNames;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.TypeConstraint;
import dev.loomlir.ir.Types;
import dev.loomlir.ir.Value;
import java.util.List;

/** The linalg ops loomlir supports: generic, the named ops fill, copy and matmul, map, reduce, index and yield. */
final class LinalgOps {
  private LinalgOps() {}

  static List<OpDef> all() {
    return List.of(generic(), fill(), copy(), matmul(), map(), reduce(), index(), yieldOp());
  }

  /** Outputs are buffers: loomlir implements linalg on memrefs only. */
  static final TypeConstraint BUFFER = TypeConstraint.of("memref of any type values", t -> t instanceof MemRefType);

  static final AttrKind AFFINE_MAP_ARRAY =
      Attrs.arrayOf("AffineMap array attribute", a -> a instanceof AffineMapAttr);
  static final AttrKind ITERATOR_TYPE_ARRAY = Attrs.arrayOf("Iterator type should be an enum.",
      a -> a instanceof LinalgEnumAttr e && e.mnemonic().equals(LinalgEnumAttr.ITERATOR_TYPE));
  static final AttrKind TYPE_FN = Attrs.generic("allowed op type function",
      a -> a instanceof LinalgEnumAttr e && e.mnemonic().equals(LinalgEnumAttr.TYPE_FN));
  static final AttrKind DIM = MemRefAttrs.confined(Attrs.I64, "64-bit signless integer attribute whose minimum value is 0",
      v -> v >= 0);

  /** The inputs of a structured op (for reduce, the first half of its operands). */
  static List<Value> inputs(Operation op) {
    if (op.is("linalg.reduce")) return op.operands().subList(0, op.numOperands() / 2);
    return StructuredOpInfo.of(op).inputs(op);
  }

  static List<Value> outputs(Operation op) {
    if (op.is("linalg.reduce")) return op.operands().subList(op.numOperands() / 2, op.numOperands());
    return StructuredOpInfo.of(op).outputs(op);
  }

  /** Block arguments print as {@code %in} for inputs and {@code outName} for outputs. */
  private static AsmBlockArgumentNames argNames(String outName) {
    return (op, region) -> {
      int numInputs = inputs(op).size();
      String[] names = new String[op.numOperands()];
      for (int i = 0; i < names.length; i++) names[i] = i < numInputs ? "in" : outName;
      return names;
    };
  }

  /** The operand groups and traits of ops with {@code ins(...) outs(...)} sized by operandSegmentSizes. */
  private static OpDef structured(String name) {
    return OpDef.op(name)
        .variadicOperand("inputs", Types.ANY)
        .variadicOperand("outputs", BUFFER)
        .region("region")
        .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.BUFFER_OPERAND_EFFECTS)
        .verify(LinalgVerifiers::buffersOnly)
        .verifyRegions(StructuredOpVerifier::verify);
  }

  private static OpDef generic() {
    return structured("linalg.generic")
        .attr("indexing_maps", AFFINE_MAP_ARRAY)
        .attr("iterator_types", ITERATOR_TYPE_ARRAY)
        .optionalAttr("doc", Attrs.STRING)
        .optionalAttr("library_call", Attrs.STRING)
        .syntax(new GenericOpSyntax())
        .implement(StructuredOpInfo.class, StructuredInfos.GENERIC)
        .implement(AsmBlockArgumentNames.class, argNames("out"));
  }

  private static OpDef fill() {
    return structured("linalg.fill")
        .syntax(new NamedOpSyntax(2, NamedOpBodies.FILL, null))
        .verify(LinalgVerifiers::fill)
        .implement(StructuredOpInfo.class, StructuredInfos.ELEMENTWISE)
        .implement(AsmBlockArgumentNames.class, argNames("out"));
  }

  private static OpDef copy() {
    return structured("linalg.copy")
        .optionalAttr("cast", TYPE_FN)
        .syntax(new NamedOpSyntax(2, NamedOpBodies.COPY, null))
        .implement(StructuredOpInfo.class, StructuredInfos.ELEMENTWISE)
        .implement(AsmBlockArgumentNames.class, argNames("out"));
  }

  private static OpDef matmul() {
    return structured("linalg.matmul")
        .attr("indexing_maps", AFFINE_MAP_ARRAY)
        .optionalAttr("cast", TYPE_FN)
        .syntax(new NamedOpSyntax(3, NamedOpBodies.MATMUL, NamedOpBodies.MATMUL_MAPS))
        .implement(StructuredOpInfo.class, StructuredInfos.MATMUL)
        .implement(AsmBlockArgumentNames.class, argNames("out"));
  }

  private static OpDef map() {
    return OpDef.op("linalg.map")
        .variadicOperand("inputs", BUFFER)
        .operand("init", BUFFER)
        .region("mapper")
        .traits(Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.BUFFER_OPERAND_EFFECTS)
        .syntax(MapReduceSyntax.MAP)
        .verify(LinalgVerifiers::map)
        .verifyRegions(StructuredOpVerifier::verify)
        .implement(StructuredOpInfo.class, StructuredInfos.MAP)
        .implement(AsmBlockArgumentNames.class, argNames("init"));
  }

  /** Inputs and inits are one group here: upstream sizes them equally (SameVariadicOperandSize). */
  private static OpDef reduce() {
    return OpDef.op("linalg.reduce")
        .variadicOperand("operands", BUFFER)
        .attr("dimensions", Attrs.DENSE_I64_ARRAY)
        .region("combiner")
        .traits(Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.BUFFER_OPERAND_EFFECTS)
        .syntax(MapReduceSyntax.REDUCE)
        .verify(LinalgVerifiers::reduce)
        .verifyRegions(StructuredOpVerifier::verify)
        .implement(StructuredOpInfo.class, StructuredInfos.REDUCE)
        .implement(AsmBlockArgumentNames.class, argNames("init"));
  }

  private static OpDef index() {
    return OpDef.op("linalg.index")
        .attr("dim", DIM)
        .result("result", Types.INDEX)
        .traits(Trait.PURE)
        .format("$dim attr-dict `:` type($result)")
        .verify(LinalgVerifiers::index);
  }

  private static OpDef yieldOp() {
    return OpDef.op("linalg.yield")
        .variadicOperand("values", Types.ANY)
        .traits(Trait.PURE, Trait.TERMINATOR, Trait.RETURN_LIKE)
        .format("attr-dict ($values^ `:` type($values))?")
        .verify(LinalgVerifiers::yield);
  }
}
