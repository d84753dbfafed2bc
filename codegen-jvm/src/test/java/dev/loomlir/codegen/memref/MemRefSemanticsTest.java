package dev.loomlir.codegen.memref;

import static dev.loomlir.codegen.memref.MemRefTestSupport.compile;
import static dev.loomlir.codegen.memref.MemRefTestSupport.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.loomlir.codegen.CompiledModule;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.runtime.memref.MemRefError;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;

/**
 * What upstream cannot tell us (its pipeline does not lower generic_atomic_rmw or the mulf/muli
 * kinds, and an out-of-bounds access is undefined there) and what the generated code looks
 * like. Expected values are worked out by hand.
 */
class MemRefSemanticsTest {
  private static final String OOB = """
      func.func @main(%i: index, %j: index) {
        %m = memref.alloc() : memref<4x5xf32>
        %v = memref.load %m[%i, %j] : memref<4x5xf32>
        %s = memref.subview %m[1, 1] [2, 2] [1, 1] : memref<4x5xf32> to memref<2x2xf32, strided<[5, 1], offset: 6>>
        %w = memref.load %s[%i, %j] : memref<2x2xf32, strided<[5, 1], offset: 6>>
        memref.store %w, %s[%j, %i] : memref<2x2xf32, strided<[5, 1], offset: 6>>
        return
      }
      """;

  private static void call(String name, String text, long i, long j) {
    var main = MemRefTestSupport.compileAndLoad(name, text).handle("main");
    MemRefTestSupport.capture(() -> {
      try {
        main.invoke(i, j);
      } catch (RuntimeException | Error e) {
        throw e;
      } catch (Throwable t) {
        throw new RuntimeException(t);
      }
    });
  }

  @Test void accessBeforeTheAllocationNamesTheLoad() {
    MemRefError e = assertThrows(MemRefError.class, () -> call("oob.mlir", OOB, 0, -1));
    assertEquals("oob.mlir:3:8", e.location());
    assertTrue(e.diagnosticText().startsWith("oob.mlir:3:8: error: out-of-bounds memref access"), e.diagnosticText());
  }

  @Test void accessAfterTheAllocationNamesTheLoad() {
    MemRefError e = assertThrows(MemRefError.class, () -> call("oob.mlir", OOB, 4, 0));
    assertEquals("oob.mlir:3:8", e.location());
    assertEquals("oob.mlir:3:8: error: out-of-bounds memref access (Index 20 out of bounds for length 20)",
        e.diagnosticText());
  }

  @Test void hugeIndicesNeverWrapIntoTheArray() {
    // 2^32 * 5 would wrap to 0 as an int
    MemRefError e = assertThrows(MemRefError.class, () -> call("oob.mlir", OOB, 1L << 32, 0));
    assertEquals("oob.mlir:3:8", e.location());
  }

  @Test void outsideASubviewButInsideTheAllocationFollowsMlir() {
    // subview element (2, 3) is m[3, 4], the last element: allowed, as in MLIR; then the store
    // to the view's (3, 2) is m[4, 3], past the allocation: an error at the store.
    MemRefError e = assertThrows(MemRefError.class, () -> call("oob.mlir", OOB, 2, 3));
    assertEquals("oob.mlir:6:3", e.location());
  }

  @Test void throughASubviewPastTheAllocation() {
    MemRefError e = assertThrows(MemRefError.class, () -> call("oob.mlir", OOB, 3, 3));
    assertEquals("oob.mlir:5:8", e.location());
  }

  @Test void genericAtomicRmwReturnsTheReplacedValue() {
    assertEquals("5\n12\n7\n", run("g.mlir", """
        func.func @main() {
          %c0 = arith.constant 0 : index
          %m = memref.alloc() : memref<1xi32>
          %five = arith.constant 5 : i32
          memref.store %five, %m[%c0] : memref<1xi32>
          %old = memref.generic_atomic_rmw %m[%c0] : memref<1xi32> {
          ^bb0(%cur: i32):
            %c7 = arith.constant 7 : i32
            %n = arith.addi %cur, %c7 : i32
            memref.atomic_yield %n : i32
          }
          vector.print %old : i32
          %new = memref.load %m[%c0] : memref<1xi32>
          vector.print %new : i32
          %f = memref.alloc() : memref<2xf16>
          %c1 = arith.constant 1 : index
          %h = arith.constant 3.5 : f16
          memref.store %h, %f[%c1] : memref<2xf16>
          %fo = memref.generic_atomic_rmw %f[%c1] : memref<2xf16> {
          ^bb0(%cur: f16):
            %two = arith.constant 2.0 : f16
            %p = arith.mulf %cur, %two : f16
            memref.atomic_yield %p : f16
          }
          %fn = memref.load %f[%c1] : memref<2xf16>
          %fne = arith.extf %fn : f16 to f32
          %d = arith.fptosi %fne : f32 to i32
          vector.print %d : i32
          return
        }
        """));
  }

  @Test void atomicMultiplyKinds() {
    assertEquals("-3\n6\n2.5\n-5\n", run("m.mlir", """
        func.func @main() {
          %c0 = arith.constant 0 : index
          %m = memref.alloc() : memref<1xi8>
          %x = arith.constant -3 : i8
          memref.store %x, %m[%c0] : memref<1xi8>
          %k = arith.constant -2 : i8
          %old = memref.atomic_rmw muli %k, %m[%c0] : (i8, memref<1xi8>) -> i8
          %new = memref.load %m[%c0] : memref<1xi8>
          vector.print %old : i8
          vector.print %new : i8
          %f = memref.alloc() : memref<1xf32>
          %y = arith.constant 2.5 : f32
          memref.store %y, %f[%c0] : memref<1xf32>
          %z = arith.constant -2.0 : f32
          %fo = memref.atomic_rmw mulf %z, %f[%c0] : (f32, memref<1xf32>) -> f32
          %fn = memref.load %f[%c0] : memref<1xf32>
          vector.print %fo : f32
          vector.print %fn : f32
          return
        }
        """));
  }

  @Test void i8ViewSharesTheBuffer() {
    assertEquals("9\n", run("v.mlir", """
        func.func @main() {
          %c0 = arith.constant 0 : index
          %c2 = arith.constant 2 : index
          %c3 = arith.constant 3 : index
          %buf = memref.alloc() : memref<16xi8>
          %v = memref.view %buf[%c2][%c3] : memref<16xi8> to memref<?x2xi8>
          %n = arith.constant 9 : i8
          %c1 = arith.constant 1 : index
          memref.store %n, %v[%c1, %c1] : memref<?x2xi8>
          %c5 = arith.constant 5 : index
          %b = memref.load %buf[%c5] : memref<16xi8>
          vector.print %b : i8
          return
        }
        """));
  }

  /** Offsets of a view and of memrefs derived from it count from the pointer the view shifted (checked with upstream). */
  @Test void offsetsOfAViewCountFromItsShiftedPointer() {
    assertEquals("0\n2\n7\n", run("v.mlir", """
        func.func @main() {
          %c0 = arith.constant 0 : index
          %c1 = arith.constant 1 : index
          %c4 = arith.constant 4 : index
          %c5 = arith.constant 5 : index
          %buf = memref.alloc() : memref<16xi8>
          %seven = arith.constant 7 : i8
          %c9 = arith.constant 9 : index
          memref.store %seven, %buf[%c9] : memref<16xi8>
          %v = memref.view %buf[%c4][] : memref<16xi8> to memref<12xi8>
          %b, %o, %sz, %st = memref.extract_strided_metadata %v : memref<12xi8> -> memref<i8>, index, index, index
          vector.print %o : index
          %s = memref.subview %v[%c1] [4] [1] : memref<12xi8> to memref<4xi8, strided<[1], offset: ?>>
          %s2 = memref.subview %s[%c1] [2] [1] : memref<4xi8, strided<[1], offset: ?>> to memref<2xi8, strided<[1], offset: ?>>
          %b2, %o2, %sz2, %st2 = memref.extract_strided_metadata %s2 : memref<2xi8, strided<[1], offset: ?>> -> memref<i8>, index, index, index
          vector.print %o2 : index
          %r = memref.reinterpret_cast %b2 to offset: [%c5], sizes: [1], strides: [1] : memref<i8> to memref<1xi8, strided<[1], offset: ?>>
          %x = memref.load %r[%c0] : memref<1xi8, strided<[1], offset: ?>>
          vector.print %x : i8
          return
        }
        """));
  }

  @Test void viewAsAnotherElementTypeIsALocatedError() {
    MemRefError e = assertThrows(MemRefError.class, () -> run("v.mlir", """
        func.func @main() {
          %c0 = arith.constant 0 : index
          %buf = memref.alloc() : memref<16xi8>
          %v = memref.view %buf[%c0][] : memref<16xi8> to memref<4xf32>
          return
        }
        """));
    assertEquals("v.mlir:4:8", e.location());
  }

  @Test void castToTheWrongRankOrSizeIsALocatedError() {
    MemRefError e = assertThrows(MemRefError.class, () -> run("c.mlir", """
        func.func @main() {
          %m = memref.alloc() : memref<2x3xf32>
          %u = memref.cast %m : memref<2x3xf32> to memref<*xf32>
          %r = memref.cast %u : memref<*xf32> to memref<?xf32>
          return
        }
        """));
    assertEquals("c.mlir:4:8", e.location());
    MemRefError s = assertThrows(MemRefError.class, () -> run("c.mlir", """
        func.func @main() {
          %m = memref.alloc() : memref<2x3xf32>
          %d = memref.cast %m : memref<2x3xf32> to memref<?x?xf32>
          %r = memref.cast %d : memref<?x?xf32> to memref<2x4xf32>
          return
        }
        """));
    assertEquals("c.mlir:4:8: error: memref.cast: dimension 1 has size 3, the result type says 4", s.diagnosticText());
  }

  @Test void copyOfMismatchedShapesIsALocatedError() {
    MemRefError e = assertThrows(MemRefError.class, () -> run("c.mlir", """
        func.func @main() {
          %c2 = arith.constant 2 : index
          %c3 = arith.constant 3 : index
          %a = memref.alloc(%c2) : memref<?xf32>
          %b = memref.alloc(%c3) : memref<?xf32>
          memref.copy %a, %b : memref<?xf32> to memref<?xf32>
          return
        }
        """));
    assertEquals("c.mlir:6:3", e.location());
  }

  @Test void printerWithTheWrongElementStorageIsACompileError() {
    DiagnosticException e = assertThrows(DiagnosticException.class, () -> compile("p.mlir", """
        func.func private @printMemrefF32(memref<*xi32>)
        func.func @main() {
          %m = memref.alloc() : memref<2xi32>
          %u = memref.cast %m : memref<2xi32> to memref<*xi32>
          call @printMemrefF32(%u) : (memref<*xi32>) -> ()
          return
        }
        """));
    assertTrue(e.getMessage().contains("printMemrefF32"), e.getMessage());
  }

  @Test void reallocZeroFillsTheNewElementsAndKeepsTheOldBuffer() {
    // Upstream leaves the new elements undefined and the old memref unusable; we zero-fill and
    // leave the old buffer as it was.
    assertEquals("5\n0\n0\n5\n", run("r.mlir", """
        func.func @main() {
          %c1 = arith.constant 1 : index
          %c2 = arith.constant 2 : index
          %c3 = arith.constant 3 : index
          %m = memref.alloc() : memref<2xi32>
          %five = arith.constant 5 : i32
          memref.store %five, %m[%c1] : memref<2xi32>
          %g = memref.realloc %m : memref<2xi32> to memref<4xi32>
          %a = memref.load %g[%c1] : memref<4xi32>
          %b = memref.load %g[%c2] : memref<4xi32>
          %c = memref.load %g[%c3] : memref<4xi32>
          %d = memref.load %m[%c1] : memref<2xi32>
          vector.print %a : i32
          vector.print %b : i32
          vector.print %c : i32
          vector.print %d : i32
          return
        }
        """));
  }

  @Test void reallocToANegativeSizeIsALocatedError() {
    MemRefError e = assertThrows(MemRefError.class, () -> run("r.mlir", """
        func.func @main() {
          %n = arith.constant -3 : index
          %m = memref.alloc() : memref<2xf32>
          %g = memref.realloc %m(%n) : memref<2xf32> to memref<?xf32>
          return
        }
        """));
    assertEquals("r.mlir:4:8", e.location());
  }

  @Test void prefetchHasNoEffectEvenOutOfBounds() {
    // A prefetch is a cache hint: its address is never accessed (nor is it upstream).
    assertEquals("1\n", run("p.mlir", """
        func.func @main() {
          %far = arith.constant 1000 : index
          %m = memref.alloc() : memref<2x2xf32>
          memref.prefetch %m[%far, %far], write, locality<3>, data : memref<2x2xf32>
          %one = arith.constant 1 : i32
          vector.print %one : i32
          return
        }
        """));
  }

  @Test void accessPastTheAllocationThroughATransposeNamesTheLoad() {
    MemRefError e = assertThrows(MemRefError.class, () -> call("t.mlir", """
        func.func @main(%i: index, %j: index) {
          %m = memref.alloc() : memref<2x3xf32>
          %t = memref.transpose %m (a, b) -> (b, a) : memref<2x3xf32> to memref<3x2xf32, strided<[1, 3]>>
          %v = memref.load %t[%i, %j] : memref<3x2xf32, strided<[1, 3]>>
          return
        }
        """, 0, 2));
    assertEquals("t.mlir:4:8", e.location());
  }

  @Test void extractAlignedPointerIsTheAllocationsIdentity() {
    assertEquals("1\n0\n0\n", run("p.mlir", """
        func.func @main() {
          %m = memref.alloc() : memref<8xf32>
          %n = memref.alloc() : memref<8xf32>
          %s = memref.subview %m[2] [3] [1] : memref<8xf32> to memref<3xf32, strided<[1], offset: 2>>
          %p = memref.extract_aligned_pointer_as_index %m : memref<8xf32> -> index
          %q = memref.extract_aligned_pointer_as_index %s : memref<3xf32, strided<[1], offset: 2>> -> index
          %r = memref.extract_aligned_pointer_as_index %n : memref<8xf32> -> index
          %same = arith.cmpi eq, %p, %q : index
          %other = arith.cmpi eq, %p, %r : index
          vector.print %same : i1
          vector.print %other : i1
          %c4096 = arith.constant 4096 : index
          %mod = arith.remui %p, %c4096 : index
          vector.print %mod : index
          return
        }
        """));
  }

  // ---- the shape of the generated code ----

  private static final String KERNEL = """
      func.func @kernel(%a: memref<?x?xf32>, %b: memref<8x16xf32>, %n: index) {
        %c0 = arith.constant 0 : index
        %c1 = arith.constant 1 : index
        scf.for %i = %c0 to %n step %c1 {
          scf.for %j = %c0 to %n step %c1 {
            %x = memref.load %a[%i, %j] : memref<?x?xf32>
            %y = memref.load %b[%i, %j] : memref<8x16xf32>
            %s = arith.addf %x, %y : f32
            memref.store %s, %a[%j, %i] : memref<?x?xf32>
            memref.store %s, %b[%j, %i] : memref<8x16xf32>
          }
        }
        return
      }
      """;

  /** The field reads and long constants of one method. */
  private static List<String> fieldReads(CompiledModule compiled, String method) {
    List<String> reads = new ArrayList<>();
    MemRefTestSupport.visitMethod(compiled, method, new MethodVisitor(Opcodes.ASM9) {
      @Override public void visitFieldInsn(int opcode, String owner, String field, String d) { reads.add(field); }

      @Override public void visitLdcInsn(Object value) { if (value instanceof Long l) reads.add("ldc " + l); }

      @Override public void visitIntInsn(int opcode, int operand) { reads.add("push " + operand); }
    });
    return reads;
  }

  @Test void descriptorsAreReadOncePerFunctionAndStaticStridesAreConstants() {
    List<String> reads = fieldReads(compile("k.mlir", KERNEL), "kernel");
    // %a (dynamic): data and strides[0] once; %b (static 8x16): data only, stride 16 a constant
    assertEquals(3, reads.stream().filter(r -> r.equals("data") || r.equals("strides")).count(), reads.toString());
    assertEquals(1, reads.stream().filter(r -> r.equals("strides")).count(), reads.toString());
    assertTrue(reads.contains("push 16"), reads.toString());
    assertTrue(reads.stream().noneMatch(r -> r.equals("offset") || r.equals("sizes")), reads.toString());
  }
}
