package dev.loomlir.dialects.vector;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.SourcePos;
import dev.loomlir.ir.UnresolvedOperand;
import dev.loomlir.ir.Value;
import dev.loomlir.ir.VectorType;

/** The parts of the transfer ops' custom syntax both share: the default map and in_bounds, and the inferred mask type. */
final class TransferSyntax {
  private TransferSyntax() {}

  /** The permutation map given in the attribute dictionary, or the minor identity (then set); in_bounds defaults to all false. */
  static AffineMap defaultMap(OpAsmParser p, OperationState state, ShapedType shaped, VectorType vector, SourcePos typesPos) {
    AffineMap map;
    if (state.attribute("permutation_map") instanceof AffineMapAttr a) {
      map = a.map();
    } else {
      if (shaped.rank() < PermutationMaps.effectiveVectorRank(shaped, vector)) {
        throw p.errorAt(typesPos, "expected a custom permutation_map when rank(source) != rank(destination)");
      }
      map = PermutationMaps.transferDefault(shaped, vector);
      state.addAttribute("permutation_map", new AffineMapAttr(map));
    }
    if (state.attribute("in_bounds") == null) state.addAttribute("in_bounds", TransferOps.allOutOfBounds(map.results().size()));
    return map;
  }

  /** The mask operand, resolved with the type the map induces (masks are not spelled in the types). */
  static Value resolveMask(OpAsmParser p, UnresolvedOperand mask, SourcePos maskPos, ShapedType shaped, VectorType vector,
                           AffineMap map, SourcePos typesPos) {
    if (shaped.elementType() instanceof VectorType) throw p.errorAt(maskPos, "does not support masks with vector element type");
    if (vector.rank() != map.results().size()) {
      throw p.errorAt(typesPos, "expected the same rank for the vector and the results of the permutation map");
    }
    return p.resolveOperand(mask, PermutationMaps.maskType(vector, map));
  }
}
