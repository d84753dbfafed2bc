package dev.loomlir.dialects.func;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.FunctionType;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Region;
import dev.loomlir.ir.StringAttr;
import dev.loomlir.ir.Trait;

/** {@code func.func}: a function, a symbol with a body region (none for a declaration). */
public final class FuncOp extends OpView {
  public static final OpType<FuncOp> TYPE = OpType.of(OpDef.op("func.func")
      .summary("An operation with a name containing a single `SSACFG` region")
      .attr("sym_name", Attrs.SYMBOL_NAME)
      .attr("function_type", Attrs.FUNCTION_TYPE)
      .optionalAttr("sym_visibility", Attrs.STRING)
      .optionalAttr("arg_attrs", FuncDialect.DICT_ARRAY)
      .optionalAttr("res_attrs", FuncDialect.DICT_ARRAY)
      .optionalAttr("no_inline", Attrs.UNIT)
      .region("body")
      .traits(Trait.AFFINE_SCOPE, Trait.AUTOMATIC_ALLOCATION_SCOPE, Trait.ISOLATED_FROM_ABOVE, Trait.SYMBOL)
      .defaultDialect("func")
      .syntax(new FunctionSyntax())
      .verify(FuncVerifiers::verifyFunc), FuncOp::new);

  private FuncOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static FuncOp match(Operation op) { return TYPE.match(op); }

  public String symName() { return ((StringAttr) op.attr("sym_name")).value(); }

  public FunctionType functionType() { return FuncVerifiers.functionType(op); }

  /** True for a declaration (an external function): its body region is empty. */
  public boolean isExternal() { return op.region(0).isEmpty(); }

  public boolean isPrivate() { return op.attr("sym_visibility") instanceof StringAttr v && v.value().equals("private"); }

  public Region body() { return op.region(0); }

  /** The entry block, or null for a declaration. */
  public Block entryBlock() { return op.region(0).entryBlock(); }
}
