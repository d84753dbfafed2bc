package dev.loomlir.lowering.vector;

import dev.loomlir.dialects.builtin.ModuleOp;
import dev.loomlir.dialects.func.FuncOp;
import dev.loomlir.ir.Operation;
import dev.loomlir.lowering.pass.Pass;
import dev.loomlir.lowering.pass.PassContext;
import dev.loomlir.lowering.pass.PassDeclaration;

/**
 * loomlir's own {@code loomlir-scalarize-vectors}: every fixed-size vector value inside functions
 * becomes its elements (see {@link FunctionScalarizer}), so that the code generator keeps each lane
 * in a local of its own, where C2 allocates registers for it and its SuperWord pass can pack
 * adjacent lane operations into SIMD instructions. Run by the default lowering after
 * {@code convert-scf-to-cf}, just before code generation.
 */
public final class ScalarizeVectorsPass implements Pass {
  public static final PassDeclaration DECLARATION = PassDeclaration.of(ScalarizeVectorsPass.class,
      "loomlir-scalarize-vectors", "Replace fixed-size vector values by their elements, for the JVM code generator")
      .anchoredOn(ModuleOp.TYPE)
      .factory(ScalarizeVectorsPass::new);

  @Override public void run(Operation module, PassContext context) {
    java.util.List<Operation> functions = new java.util.ArrayList<>();
    module.walk(op -> {
      if (FuncOp.is(op)) functions.add(op);
    });
    for (Operation f : functions) new FunctionScalarizer(f, context.context()).run();
  }
}
