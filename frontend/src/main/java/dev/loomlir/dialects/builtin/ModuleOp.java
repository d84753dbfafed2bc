package dev.loomlir.dialects.builtin;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.Block;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.OpType;
import dev.loomlir.ir.OpView;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Trait;

/** {@code builtin.module}: the top-level container of a program, a symbol table. */
public final class ModuleOp extends OpView {
  public static final OpType<ModuleOp> TYPE = OpType.of(OpDef.op("builtin.module")
      .summary("A top level container operation")
      .optionalAttr("sym_name", Attrs.SYMBOL_NAME)
      .optionalAttr("sym_visibility", Attrs.STRING)
      .region("bodyRegion")
      .traits(Trait.AFFINE_SCOPE, Trait.ISOLATED_FROM_ABOVE, Trait.NO_TERMINATOR, Trait.SINGLE_BLOCK, Trait.SYMBOL_TABLE,
      Trait.GRAPH_REGION)
      .defaultDialect("builtin")
      .syntax(new ModuleSyntax())
      .verify(BuiltinDialect::verifyModuleAttributes), ModuleOp::new);

  private ModuleOp(Operation op) { super(op); }

  public static boolean is(Operation op) { return TYPE.is(op); }

  public static ModuleOp match(Operation op) { return TYPE.match(op); }

  /** The module's one block, holding its functions and globals. */
  public Block body() { return op.region(0).entryBlock(); }
}
