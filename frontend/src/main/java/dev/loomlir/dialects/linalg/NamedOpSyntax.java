package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.AffineMap;
import dev.loomlir.ir.AffineMapAttr;
import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.CustomSyntax;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.ArrayList;
import java.util.List;

/**
 * Custom syntax of the named structured ops (fill, copy, matmul):
 * {@code [indexing_maps = [...]] {attrs} ins(...) outs(...)}. The body region is not written:
 * as upstream, parsing builds it from the op's semantics ({@link NamedOpBodies}), and printing
 * leaves it out.
 */
final class NamedOpSyntax implements CustomSyntax {
  private final int numRegionArgs;
  private final NamedOpBodies.Body body;
  /** Matmul's default maps; null for ops without an {@code indexing_maps} attribute. */
  private final List<AffineMap> defaultMaps;

  NamedOpSyntax(int numRegionArgs, NamedOpBodies.Body body, List<AffineMap> defaultMaps) {
    this.numRegionArgs = numRegionArgs;
    this.body = body;
    this.defaultMaps = defaultMaps;
  }

  @Override public void parse(OpAsmParser p, OperationState state) {
    if (defaultMaps != null) state.properties.put("indexing_maps", parseIndexingMaps(p));
    StructuredOperands.Parsed parsed = StructuredOperands.parse(p, state, true);
    p.parseOptionalAttrDict(state);
    StructuredOperands.parseNoResults(p);
    int given = parsed.inputTypes().size() + parsed.outputTypes().size();
    if (given != numRegionArgs) {
      throw p.error("[parseNamedStructuredOpRegion] ods-gen generated region expects " + numRegionArgs + " args, got " + given);
    }
    Region region = state.addRegion();
    Block block = region.addBlock();
    List<Type> argTypes = new ArrayList<>();
    for (Type t : parsed.inputTypes()) argTypes.add(elementTypeOrSelf(t));
    for (Type t : parsed.outputTypes()) argTypes.add(elementTypeOrSelf(t));
    for (Type t : argTypes) block.addArgument(t, state.location);
    body.build(new BodyBuilder(p.context(), block, state.location), block.arguments().stream().map(a -> (Value) a).toList(),
        state.attribute("cast"));
  }

  /** {@code indexing_maps = [#map, ...]} if present, else the default maps. */
  private ArrayAttr parseIndexingMaps(OpAsmParser p) {
    List<Attribute> maps = new ArrayList<>();
    if (p.parseOptionalKeyword("indexing_maps")) {
      p.parse("=");
      p.parse("[");
      do {
        Attribute a = p.parseAttribute();
        if (!(a instanceof AffineMapAttr)) throw p.error("expected affine map attribute");
        maps.add(a);
      } while (p.parseOptional(","));
      p.parse("]");
    } else {
      for (AffineMap m : defaultMaps) maps.add(new AffineMapAttr(m));
    }
    return new ArrayAttr(maps);
  }

  @Override public void print(Operation op, OpAsmPrinter p) {
    List<String> elided = new ArrayList<>(List.of("operandSegmentSizes", "linalg.memoized_indexing_maps"));
    if (defaultMaps != null) {
      elided.add("indexing_maps");
      if (op.attr("indexing_maps") instanceof ArrayAttr maps && !maps.equals(defaultMapsAttr())) {
        p.print(" indexing_maps = [");
        for (int i = 0; i < maps.elements().size(); i++) {
          if (i > 0) p.print(", ");
          p.printAttribute(maps.elements().get(i));
        }
        p.print("]");
      }
    }
    p.printOptionalAttrDict(op, elided);
    StructuredOperands.print(p, op.operandGroup("inputs"), op.operandGroup("outputs"));
  }

  private ArrayAttr defaultMapsAttr() {
    return new ArrayAttr(defaultMaps.stream().map(m -> (Attribute) new AffineMapAttr(m)).toList());
  }

  static Type elementTypeOrSelf(Type t) { return t instanceof ShapedType s ? s.elementType() : t; }
}
