package dev.loomlir.lowering.linalg;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.dialects.linalg.LinalgDialect;
import dev.loomlir.dialects.linalg.StructuredOpInfo;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.OperationState;
import dev.loomlir.lowering.driver.ConversionTarget.Legality;
import dev.loomlir.lowering.driver.ConversionTarget;
import dev.loomlir.lowering.fixtures.PassFixtures;
import org.junit.jupiter.api.Test;

class LinalgToLoopsPassTest {
  /**
   * Every structured op of the linalg dialect is illegal to the pass, so one it had no pattern
   * for would fail it rather than reach code generation; the ops of their bodies are left alone.
   */
  @Test
  void everyStructuredOpIsIllegalAndNothingElse() {
    ConversionTarget target = LinalgToLoopsPass.target();
    int structured = 0;
    for (OpDef def : new LinalgDialect().ops()) {
      Operation op = new OperationState(def.name(), def, Location.UNKNOWN).build();
      boolean isStructured = def.iface(StructuredOpInfo.class) != null;
      structured += isStructured ? 1 : 0;
      assertEquals(isStructured ? Legality.ILLEGAL : Legality.UNKNOWN, target.legality(op), def.name());
    }
    assertEquals(6, structured);
  }

  private static String generic(String map) {
    return """
        func.func @f(%src: memref<16xf32>, %dst: memref<16xf32>) {
          linalg.generic {indexing_maps = [affine_map<MAP>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
              ins(%src : memref<16xf32>) outs(%dst : memref<16xf32>) {
          ^bb0(%v: f32, %o: f32):
            linalg.yield %v : f32
          }
          return
        }
        """.replace("MAP", map);
  }

  @Test
  void affineModBecomesANonNegativeRemainder() throws Exception {
    String out = PassFixtures.run(generic("(d0) -> (d0 mod 4)"), "builtin.module(convert-linalg-to-loops)");
    assertTrue(out.contains("arith.remsi %arg2, %c4 : index"), out);
    assertTrue(out.contains("arith.cmpi slt"), out);
    assertTrue(out.contains("arith.select"), out);
    assertFalse(out.contains("linalg."), out);
  }

  @Test
  void floorAndCeilDivision() throws Exception {
    String out = PassFixtures.run(generic("(d0) -> (d0 floordiv 2 + d0 ceildiv 3)"),
        "builtin.module(convert-linalg-to-parallel-loops)");
    assertTrue(out.contains("arith.floordivsi %arg2, %c2 : index"), out);
    assertTrue(out.contains("arith.ceildivsi %arg2, %c3 : index"), out);
    assertTrue(out.contains("scf.parallel"), out);
  }

  @Test
  void fillStoresItsScalarAtEveryPoint() throws Exception {
    String text = """
        func.func @f(%dst: memref<2x3xi32>, %v: i32) {
          linalg.fill ins(%v : i32) outs(%dst : memref<2x3xi32>)
          return
        }
        """;
    String out = PassFixtures.run(text, "builtin.module(convert-linalg-to-parallel-loops)");
    assertTrue(out.contains("scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%c2, %c3) step (%c1, %c1)"), out);
    assertTrue(out.contains("memref.store %arg1, %arg0[%arg2, %arg3] : memref<2x3xi32>"), out);
    assertFalse(out.contains("memref.load"), out);
  }
}
