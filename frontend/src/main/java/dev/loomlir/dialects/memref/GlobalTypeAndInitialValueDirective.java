package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DenseElementsAttr;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.RankedTensorType;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.UnitAttr;
import dev.loomlir.syntax.format.CustomDirective;
import dev.loomlir.syntax.format.FormatState;
import java.util.List;

/**
 * {@code custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value)} of memref.global:
 * {@code memref<2xf32>}, optionally followed by {@code = uninitialized} or {@code = dense<...>}
 * whose type, not written, is the tensor type of the memref's shape.
 */
public final class GlobalTypeAndInitialValueDirective implements CustomDirective {
  public static final String NAME = "GlobalMemrefOpTypeAndInitialValue";

  @Override public void parse(OpAsmParser p, FormatState state, List<String> args) {
    Type type = p.parseType();
    // Upstream reports this while parsing, at the op's name.
    if (!(type instanceof MemRefType memref) || !memref.hasStaticShape()) {
      throw new DiagnosticException(state.state().location, "type should be static shaped memref, but got " + quoted(type));
    }
    state.setAttr(DynamicIndexListDirective.name(args.get(0)), new TypeAttr(type));
    if (!p.parseOptional("=")) return;
    Attribute initial;
    if (p.parseOptionalKeyword("uninitialized")) {
      initial = UnitAttr.INSTANCE;
    } else {
      initial = p.parseAttribute(tensorTypeOf(memref));
    }
    state.setAttr(DynamicIndexListDirective.name(args.get(1)), initial);
  }

  @Override public void print(OpAsmPrinter p, Operation op, List<String> args) {
    Type type = ((TypeAttr) op.attr(DynamicIndexListDirective.name(args.get(0)))).type();
    p.printType(type);
    Attribute initial = op.attr(DynamicIndexListDirective.name(args.get(1)));
    if (initial == null) return;
    p.print(" = ");
    if (initial instanceof UnitAttr) p.print("uninitialized");
    else if (initial instanceof DenseElementsAttr dense) p.print(withoutType(dense));
    else p.printAttributeWithoutType(initial);
  }

  /** The type of a global's initial value: a tensor of the memref's shape and element type. */
  static RankedTensorType tensorTypeOf(MemRefType memref) {
    return new RankedTensorType(memref.shape(), memref.elementType(), null);
  }

  /** {@code dense<...>} without its {@code : type} suffix. */
  private static String withoutType(DenseElementsAttr dense) {
    String s = dense.toString();
    String suffix = " : " + dense.type();
    return s.endsWith(suffix) ? s.substring(0, s.length() - suffix.length()) : s;
  }

  private static String quoted(Type t) { return "'" + t + "'"; }
}
