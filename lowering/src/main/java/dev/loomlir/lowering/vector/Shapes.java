package dev.loomlir.lowering.vector;

import java.util.List;

/** Row-major positions in a vector shape: a linear lane number and its multi-dimensional index. */
final class Shapes {
  private Shapes() {}

  static long[] strides(List<Long> shape) {
    long[] s = new long[shape.size()];
    long acc = 1;
    for (int i = shape.size() - 1; i >= 0; i--) {
      s[i] = acc;
      acc *= shape.get(i);
    }
    return s;
  }

  static long count(List<Long> shape) {
    long n = 1;
    for (long d : shape) n *= d;
    return n;
  }

  /** The multi-index of lane {@code linear}. */
  static long[] index(long linear, List<Long> shape) {
    long[] idx = new long[shape.size()];
    for (int i = shape.size() - 1; i >= 0; i--) {
      idx[i] = linear % shape.get(i);
      linear /= shape.get(i);
    }
    return idx;
  }

  static long linear(long[] index, List<Long> shape) {
    long l = 0;
    for (int i = 0; i < index.length; i++) l = l * shape.get(i) + index[i];
    return l;
  }
}
