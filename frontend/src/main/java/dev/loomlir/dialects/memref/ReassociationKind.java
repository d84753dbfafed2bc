package dev.loomlir.dialects.memref;

import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;

/** ODS {@code IndexListArrayAttr}: an array of arrays of i64, spelled {@code [[0, 1], [2]]}. */
final class ReassociationKind implements AttrKind {
  static final ReassociationKind INSTANCE = new ReassociationKind();

  /** The groups of dimensions {@code a} (an attribute of this kind) lists. */
  static int[][] groups(Attribute a) {
    var outer = ((ArrayAttr) a).elements();
    int[][] groups = new int[outer.size()][];
    for (int g = 0; g < groups.length; g++) {
      var inner = ((ArrayAttr) outer.get(g)).elements();
      groups[g] = new int[inner.size()];
      for (int i = 0; i < inner.size(); i++) groups[g][i] = (int) ((IntegerAttr) inner.get(i)).value();
    }
    return groups;
  }

  @Override public String description() { return "Array of 64-bit integer array attributes"; }

  @Override public boolean matches(Attribute a) {
    return a instanceof ArrayAttr outer && outer.elements().stream().allMatch(inner -> inner instanceof ArrayAttr arr
        && arr.elements().stream().allMatch(e -> e instanceof IntegerAttr i && i.type().equals(IntegerType.I64)));
  }

  @Override public Attribute parse(OpAsmParser p) {
    var pos = p.currentPos();
    Attribute a = p.parseAttribute();
    if (!matches(a)) throw p.errorAt(pos, "invalid kind of attribute specified");
    return a;
  }

  @Override public Attribute parseOptional(OpAsmParser p) { return p.currentIs("[") ? parse(p) : null; }

  @Override public void print(Attribute a, OpAsmPrinter p) {
    StringBuilder sb = new StringBuilder("[");
    var outer = ((ArrayAttr) a).elements();
    for (int g = 0; g < outer.size(); g++) {
      sb.append(g > 0 ? ", " : "").append('[');
      var inner = ((ArrayAttr) outer.get(g)).elements();
      for (int i = 0; i < inner.size(); i++) sb.append(i > 0 ? ", " : "").append(((IntegerAttr) inner.get(i)).value());
      sb.append(']');
    }
    p.print(sb.append(']').toString());
  }
}
