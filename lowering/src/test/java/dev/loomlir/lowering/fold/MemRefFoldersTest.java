package dev.loomlir.lowering.fold;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.loomlir.lowering.fixtures.PassFixtures;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code memref.dim} and {@code memref.rank} folds under {@code canonicalize}. Each case is a
 * function body computing {@code %r : index} from {@code %m}, {@code %n}, {@code %k}; the expected
 * bodies are {@code mlir-opt-22 --canonicalize}'s output.
 */
class MemRefFoldersTest {
  private static String canonicalize(String memrefType, String body) throws Exception {
    String text = "func.func @f(%m: " + memrefType + ", %n: index, %k: index) -> index {\n"
        + body.replaceAll("\\s*;\\s*", "\n") + "\n  return %r : index\n}\n";
    String printed = PassFixtures.run(text, "builtin.module(canonicalize)");
    String afterSignature = printed.substring(printed.indexOf("{\n", printed.indexOf("func.func")) + 2);
    String folded = afterSignature.substring(0, afterSignature.indexOf("\n  }")).strip();
    return folded.replaceAll("\\s*\n\\s*", " ; ").replaceAll("\\s+", " ");
  }

  @ParameterizedTest(name = "{1}")
  @CsvSource(delimiter = '|', textBlock = """
      memref<4x?xf32> | %c0 = arith.constant 0 : index ; %r = memref.dim %m, %c0 : memref<4x?xf32> \
        | %c4 = arith.constant 4 : index ; return %c4 : index
      memref<4x?xf32> | %c1 = arith.constant 1 : index ; %r = memref.dim %m, %c1 : memref<4x?xf32> \
        | %c1 = arith.constant 1 : index ; %dim = memref.dim %arg0, %c1 : memref<4x?xf32> ; return %dim : index
      memref<4x?xf32> | %c5 = arith.constant 5 : index ; %r = memref.dim %m, %c5 : memref<4x?xf32> \
        | %c5 = arith.constant 5 : index ; %dim = memref.dim %arg0, %c5 : memref<4x?xf32> ; return %dim : index
      memref<4xf32> | %c2 = arith.constant 2 : index ; %a = memref.alloc(%n, %k) : memref<?x3x?xf32> ; \
        %r = memref.dim %a, %c2 : memref<?x3x?xf32> \
        | return %arg2 : index
      memref<4xf32> | %c0 = arith.constant 0 : index ; %a = memref.alloca(%n) : memref<?xf32> ; \
        %r = memref.dim %a, %c0 : memref<?xf32> \
        | return %arg1 : index
      memref<64xi8> | %c0 = arith.constant 0 : index ; %c1 = arith.constant 1 : index ; \
        %v = memref.view %m[%c0][%n] : memref<64xi8> to memref<2x?xf32> ; %r = memref.dim %v, %c1 : memref<2x?xf32> \
        | return %arg1 : index
      memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> | %c1 = arith.constant 1 : index ; \
        %s = memref.subview %m[0, 0, 0] [%n, 1, %k] [1, 1, 1] \
          : memref<?x?x?xf32, strided<[?, ?, 1], offset: ?>> to memref<?x?xf32, strided<[?, 1], offset: ?>> ; \
        %r = memref.dim %s, %c1 : memref<?x?xf32, strided<[?, 1], offset: ?>> \
        | return %arg2 : index
      memref<8xf32> | %c0 = arith.constant 0 : index ; %c = memref.cast %m : memref<8xf32> to memref<?xf32> ; \
        %r = memref.dim %c, %c0 : memref<?xf32> \
        | %c8 = arith.constant 8 : index ; return %c8 : index
      memref<*xf32> | %c0 = arith.constant 0 : index ; %c = memref.cast %m : memref<*xf32> to memref<?xf32> ; \
        %r = memref.dim %c, %c0 : memref<?xf32> \
        | %c0 = arith.constant 0 : index ; %cast = memref.cast %arg0 : memref<*xf32> to memref<?xf32> ; \
          %dim = memref.dim %cast, %c0 : memref<?xf32> ; return %dim : index
      memref<*xf32> | %c0 = arith.constant 0 : index ; %r = memref.dim %m, %c0 : memref<*xf32> \
        | %c0 = arith.constant 0 : index ; %dim = memref.dim %arg0, %c0 : memref<*xf32> ; return %dim : index
      memref<?xf32> | %x = memref.reinterpret_cast %m to offset: [0], sizes: [%n, 4], strides: [4, 1] \
          : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>> ; %c0 = arith.constant 0 : index ; \
        %r = memref.dim %x, %c0 : memref<?x4xf32, strided<[4, 1]>> \
        | %c0 = arith.constant 0 : index ; %reinterpret_cast = memref.reinterpret_cast %arg0 to offset: [0], \
          sizes: [%arg1, 4], strides: [4, 1] : memref<?xf32> to memref<?x4xf32, strided<[4, 1]>> ; \
          %dim = memref.dim %reinterpret_cast, %c0 : memref<?x4xf32, strided<[4, 1]>> ; return %dim : index
      memref<2x?x3xf32> | %r = memref.rank %m : memref<2x?x3xf32> \
        | %c3 = arith.constant 3 : index ; return %c3 : index
      memref<*xf32> | %r = memref.rank %m : memref<*xf32> \
        | %0 = memref.rank %arg0 : memref<*xf32> ; return %0 : index
      """)
  void foldsLikeUpstream(String memrefType, String body, String expected) throws Exception {
    assertEquals(expected.replaceAll("\\s+", " "), canonicalize(memrefType, body));
  }
}
