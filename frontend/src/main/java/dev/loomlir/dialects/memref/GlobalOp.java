package dev.loomlir.dialects.memref;

import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.TypeAttr;
import dev.loomlir.ir.TypeConstraint;

/** {@code memref.global @name : memref<...> = dense<...>}: a named buffer, declared or defined. */
public final class GlobalOp extends OpView {
  public static final OpType<GlobalOp> TYPE = OpType.of(OpDef.op("memref.global")
      .summary("declare or define a global memref variable")
      .attr("sym_name", Attrs.SYMBOL_NAME)
      .optionalAttr("sym_visibility", Attrs.STRING)
      .attr("type", Attrs.typeAttr(TypeConstraint.of("memref type", t -> t instanceof MemRefType)))
      .optionalAttr("initial_value", Attrs.ANY)
      .optionalAttr("constant", Attrs.UNIT)
      .optionalAttr("alignment", MemRefAttrs.ALIGNMENT)
      .traits(Trait.SYMBOL)
      .format("($sym_visibility^)? (`constant` $constant^)? $sym_name `:`"
          + " custom<GlobalMemrefOpTypeAndInitialValue>($type, $initial_value) attr-dict")
      .verify(MemRefVerifiers::global), GlobalOp::new);

  private GlobalOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static GlobalOp match(Operation op) { return TYPE.match(op); }

  public String symName() { return ((StringAttr) op.attr("sym_name")).value(); }

  public MemRefType type() { return (MemRefType) ((TypeAttr) op.attr("type")).type(); }

  /** The initial value: a dense elements attribute, the unit attribute for "uninitialized", or null for a declaration. */
  public Attribute initialValue() { return op.attr("initial_value"); }

  public boolean isConstant() { return op.attr("constant") != null; }

  /** The alignment in bytes, or 0 when none is given. */
  public long alignment() { return op.attr("alignment") instanceof IntegerAttr i ? i.value() : 0; }
}
