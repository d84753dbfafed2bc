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

/** Declaration pieces the linalg ops share: attribute kinds, the structured-op operand groups, block argument names. */
final class LinalgDecls {
  private LinalgDecls() {}

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
    if (ReduceOp.is(op)) return op.operands().subList(0, op.numOperands() / 2);
    return StructuredOpInfo.of(op).inputs(op);
  }

  static List<Value> outputs(Operation op) {
    if (ReduceOp.is(op)) return op.operands().subList(op.numOperands() / 2, op.numOperands());
    return StructuredOpInfo.of(op).outputs(op);
  }

  /** Block arguments print as {@code %in} for inputs and {@code outName} for outputs. */
  static AsmBlockArgumentNames argNames(String outName) {
    return (op, region) -> {
      int numInputs = inputs(op).size();
      String[] names = new String[op.numOperands()];
      for (int i = 0; i < names.length; i++) names[i] = i < numInputs ? "in" : outName;
      return names;
    };
  }

  /** The operand groups and traits of ops with {@code ins(...) outs(...)} sized by operandSegmentSizes. */
  static OpDef structured(String name) {
    return OpDef.op(name)
        .variadicOperand("inputs", Types.ANY)
        .variadicOperand("outputs", BUFFER)
        .region("region")
        .traits(Trait.ATTR_SIZED_OPERAND_SEGMENTS, Trait.SINGLE_BLOCK, Trait.RECURSIVE_MEMORY_EFFECTS, Trait.BUFFER_OPERAND_EFFECTS)
        .verify(LinalgVerifiers::buffersOnly)
        .verifyRegions(StructuredOpVerifier::verify);
  }
}
