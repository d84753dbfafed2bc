package dev.loomlir.dialects.index;

import dev.loomlir.ir.AsmResultNames;
import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import dev.loomlir.ir.OpResult;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.Types;
import dev.loomlir.rewrite.OpBuilder;

/** {@code index.bool.constant true}: an i1 constant of the index dialect. */
public final class BoolConstantOp extends OpView {
  /** ODS {@code BoolAttr}: {@code true} or {@code false}. */
  private static final AttrKind BOOL = new AttrKind() {
    @Override public String description() { return "bool attribute"; }
    @Override public boolean matches(Attribute a) { return a instanceof IntegerAttr i && i.type().equals(IntegerType.I1); }
    @Override public Attribute parse(OpAsmParser p) { return Attrs.BOOL.parse(p); }
    @Override public Attribute parseOptional(OpAsmParser p) { return Attrs.BOOL.parseOptional(p); }
    @Override public void print(Attribute a, OpAsmPrinter p) { Attrs.BOOL.print(a, p); }
  };

  public static final OpType<BoolConstantOp> TYPE = OpType.of(IndexOpDecls.indexOp("index.bool.constant")
      .summary("boolean constant")
      .attr("value", BOOL)
      .result("result", Types.I1)
      .traits(Trait.CONSTANT_LIKE)
      .implement(AsmResultNames.class,
          op -> new String[] {((IntegerAttr) op.properties().get("value")).boolValue() ? "true" : "false"})
      .format("attr-dict $value"), BoolConstantOp::new);

  private BoolConstantOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static BoolConstantOp match(Operation op) { return TYPE.match(op); }

  /** Inserts {@code index.bool.constant value}; {@code value} is an i1 attribute. */
  public static BoolConstantOp create(OpBuilder b, Location loc, IntegerAttr value) {
    return new BoolConstantOp(IndexOpDecls.buildConstant(b, TYPE, loc, value, IntegerType.I1));
  }

  public boolean value() { return ((IntegerAttr) op.attr("value")).boolValue(); }

  public OpResult result() { return op.result(); }
}
