package dev.loomlir.codegen;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.fixtures.IrFixtures;
import org.junit.jupiter.api.Test;

/** {@link CompiledModule#usesAsyncRuntime()}: what tells a host to warm the runtime up first. */
class AsyncRuntimeUseTest {
  private static CompiledModule compile(String text) {
    return ModuleCompiler.compile(IrFixtures.parse("use.mlir", text), "use.mlir", CompileOptions.defaults());
  }

  @Test
  void aModuleWithRuntimeOpsUsesTheRuntime() {
    assertTrue(compile("""
        func.func @ready() -> !async.token {
          %t = async.runtime.create : !async.token
          async.runtime.set_available %t : !async.token
          return %t : !async.token
        }
        """).usesAsyncRuntime());
  }

  @Test
  void aModuleWithoutAsyncOpsDoesNot() {
    assertFalse(compile("""
        func.func @add(%a: i32, %b: i32) -> i32 {
          %s = arith.addi %a, %b : i32
          return %s : i32
        }
        """).usesAsyncRuntime());
  }
}
