package dev.loomlir.dialects.memref;

import dev.loomlir.ir.ArrayAttr;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.MemRefType;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.ShapedType;
import dev.loomlir.ir.StridedLayoutAttr;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** Verification of memref.expand_shape and memref.collapse_shape (reassociation groups, shapes, result layout). */
final class ReshapeRules {
  private ReshapeRules() {}

  private static final long DYNAMIC = ShapedType.DYNAMIC;

  static void verifyCollapse(Operation op) {
    MemRefType src = (MemRefType) op.operand(0).type();
    MemRefType result = (MemRefType) op.result().type();
    if (src.rank() < result.rank()) {
      throw DiagnosticException.opError(op, "has source rank " + src.rank() + " and result rank " + result.rank()
          + ". This is not a collapse (" + src.rank() + " < " + result.rank() + ").");
    }
    List<List<Integer>> groups = reassociation(op);
    verifyCollapsedShape(op, result.shape(), src.shape(), groups, true);
    MemRefType expected = new MemRefType(result.shape(), src.elementType(), collapsedLayout(op, src, groups), src.memorySpace());
    if (!sameType(expected, result)) {
      throw DiagnosticException.opError(op, "expected collapsed type to be '" + expected + "' but found '" + result + "'");
    }
  }

  static void verifyExpand(Operation op) {
    MemRefType src = (MemRefType) op.operand(0).type();
    MemRefType result = (MemRefType) op.result().type();
    List<List<Integer>> groups = reassociation(op);
    verifyCollapsedShape(op, src.shape(), result.shape(), groups, false);
    MemRefType expected = new MemRefType(result.shape(), src.elementType(), expandedLayout(op, src, result.shape(), groups),
        src.memorySpace());
    if (!sameType(expected, result)) {
      throw DiagnosticException.opError(op, "expected expanded type to be '" + expected + "' but found '" + result + "'");
    }
    long[] staticShape = SubViewTypes.ints(op, "static_output_shape");
    if (staticShape.length != result.rank()) {
      throw DiagnosticException.opError(op, "expected number of static shape bounds to be equal to the output rank ("
          + result.rank() + ") but found " + staticShape.length + " inputs instead");
    }
    long dynamic = java.util.Arrays.stream(staticShape).filter(v -> v == DYNAMIC).count();
    int operands = op.operandGroup("output_shape").size();
    if (dynamic != operands) {
      throw DiagnosticException.opError(op, "mismatch in dynamic dims in output_shape and static_output_shape: "
          + "static_output_shape has " + dynamic + " dynamic dims while output_shape has " + operands + " values");
    }
    for (int i = 0; i < staticShape.length; i++) {
      long want = result.shape().get(i);
      if (want != DYNAMIC && staticShape[i] != want) {
        throw DiagnosticException.opError(op, "invalid output shape provided at pos " + i);
      }
    }
  }

  /**
   * Identity layouts compare equal however they are spelled; other layouts by their strides and
   * offset, but an identity never matches a non-identity layout even where their strides agree.
   */
  private static boolean sameType(MemRefType a, MemRefType b) {
    if (!a.shape().equals(b.shape()) || !a.elementType().equals(b.elementType())) return false;
    if (!java.util.Objects.equals(a.memorySpace(), b.memorySpace())) return false;
    if (a.hasSameLayoutAs(b)) return true;
    if (a.hasIdentityLayout() || b.hasIdentityLayout()) return false;
    return java.util.Objects.equals(MemRefLayouts.stridesAndOffset(a), MemRefLayouts.stridesAndOffset(b));
  }

  private static void verifyCollapsedShape(Operation op, List<Long> collapsed, List<Long> expanded,
                                           List<List<Integer>> groups, boolean allowMultipleDynamic) {
    if (collapsed.size() != groups.size()) {
      throw DiagnosticException.opError(op, "invalid number of reassociation groups: found " + groups.size()
          + ", expected " + collapsed.size());
    }
    int nextDim = 0;
    for (int g = 0; g < groups.size(); g++) {
      boolean foundDynamic = false;
      for (int dim : groups.get(g)) {
        if (dim != nextDim++) throw DiagnosticException.opError(op, "reassociation indices must be contiguous");
        if (dim >= expanded.size()) throw DiagnosticException.opError(op, "reassociation index " + dim + " is out of bounds");
        if (expanded.get(dim) == DYNAMIC) {
          if (foundDynamic && !allowMultipleDynamic) {
            throw DiagnosticException.opError(op, "at most one dimension in a reassociation group may be dynamic");
          }
          foundDynamic = true;
        }
      }
      if ((collapsed.get(g) == DYNAMIC) != foundDynamic) {
        throw DiagnosticException.opError(op, "collapsed dim (" + g + ") must be dynamic if and only if reassociation group is dynamic");
      }
      if (!foundDynamic) {
        long size = 1;
        for (int dim : groups.get(g)) size *= expanded.get(dim);
        if (size != collapsed.get(g)) {
          throw DiagnosticException.opError(op, "collapsed dim size (" + collapsed.get(g)
              + ") must equal reassociation group size (" + size + ")");
        }
      }
    }
    if (collapsed.isEmpty()) {
      for (long d : expanded) {
        if (d != 1) throw DiagnosticException.opError(op, "rank 0 memrefs can only be extended/collapsed with/from ones");
      }
    } else if (nextDim != expanded.size()) {
      throw DiagnosticException.opError(op, "expanded rank (" + expanded.size()
          + ") inconsistent with number of reassociation indices (" + nextDim + ")");
    }
  }

  /** A collapsed group's stride is that of its last dimension not of size 1 (dynamic when that size is). */
  private static Attribute collapsedLayout(Operation op, MemRefType src, List<List<Integer>> groups) {
    if (src.hasIdentityLayout()) return null;
    MemRefLayouts.Strided s = MemRefLayouts.stridesAndOffset(src);
    if (s == null) throw DiagnosticException.opError(op, "invalid source layout map or collapsing non-contiguous dims");
    List<Long> strides = new ArrayList<>();
    for (List<Integer> group : groups) {
      int last = group.size() - 1;
      while (last > 0 && src.shape().get(group.get(last)) == 1) last--;
      boolean known = src.shape().get(group.get(last)) != DYNAMIC || last == 0;
      strides.add(known ? s.strides().get(group.get(last)) : DYNAMIC);
    }
    if (!contiguous(src, s, groups, strides)) {
      throw DiagnosticException.opError(op, "invalid source layout map or collapsing non-contiguous dims");
    }
    return new StridedLayoutAttr(s.offset(), strides);
  }

  /**
   * Within each group, every dimension's stride must be the next one's stride times its size
   * (dimensions of size 1 excepted). Dynamic values cannot be checked and are accepted, as upstream.
   */
  private static boolean contiguous(MemRefType src, MemRefLayouts.Strided s, List<List<Integer>> groups, List<Long> resultStrides) {
    for (int g = 0; g < groups.size(); g++) {
      List<Integer> group = groups.get(g);
      long stride = resultStrides.get(g);
      for (int k = group.size() - 1; k >= 1; k--) {
        int idx = group.get(k);
        stride = MemRefLayouts.mul(stride, src.shape().get(idx));
        if (src.shape().get(idx) == 1) continue;
        long srcStride = s.strides().get(idx - 1);
        if (stride != DYNAMIC && srcStride != DYNAMIC && stride != srcStride) return false;
      }
    }
    return true;
  }

  /** Each group's first dimension keeps the source stride; inner ones multiply by the sizes after them. */
  private static Attribute expandedLayout(Operation op, MemRefType src, List<Long> resultShape, List<List<Integer>> groups) {
    if (src.hasIdentityLayout()) return null;
    MemRefLayouts.Strided s = MemRefLayouts.stridesAndOffset(src);
    if (s == null) throw DiagnosticException.opError(op, "invalid source layout map");
    List<Long> reversed = new ArrayList<>();
    int shapeIndex = resultShape.size() - 1;
    for (int g = groups.size() - 1; g >= 0; g--) {
      long stride = s.strides().get(g);
      for (int i = 0; i < groups.get(g).size(); i++) {
        reversed.add(stride);
        stride = MemRefLayouts.mul(stride, resultShape.get(shapeIndex--));
      }
    }
    Collections.reverse(reversed);
    return new StridedLayoutAttr(s.offset(), reversed);
  }

  static List<List<Integer>> reassociation(Operation op) {
    List<List<Integer>> groups = new ArrayList<>();
    if (op.attr("reassociation") instanceof ArrayAttr outer) {
      for (Attribute a : outer.elements()) {
        List<Integer> group = new ArrayList<>();
        if (a instanceof ArrayAttr inner) {
          for (Attribute i : inner.elements()) if (i instanceof IntegerAttr ia) group.add((int) ia.value());
        }
        groups.add(group);
      }
    }
    return groups;
  }
}
