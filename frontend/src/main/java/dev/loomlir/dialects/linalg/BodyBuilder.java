package dev.loomlir.dialects.linalg;

import dev.loomlir.ir.Block;
import dev.loomlir.ir.DiagnosticException;
import dev.loomlir.ir.FloatType;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.Location;
import dev.loomlir.ir.OpRegistry;
import dev.loomlir.ir.Operation;
import dev.loomlir.ir.Type;
import dev.loomlir.ir.Value;
import java.util.List;

/** Appends ops to the body block of a structured op whose region custom syntax leaves implicit. */
final class BodyBuilder {
  private final OpRegistry ctx;
  private final Block block;
  private final Location loc;

  BodyBuilder(OpRegistry ctx, Block block, Location loc) {
    this.ctx = ctx;
    this.block = block;
    this.loc = loc;
  }

  /** Creates {@code name(operands) : resultTypes} at the end of the block. */
  Operation create(String name, List<Value> operands, List<Type> resultTypes) {
    var def = ctx.op(name);
    if (def == null && !ctx.allowUnregisteredDialects()) {
      throw new DiagnosticException(loc, "operation '" + name + "' is not registered");
    }
    Operation op = new Operation(name, def, operands, resultTypes, 0, loc);
    if (def != null) {
      // As parsing would: default-valued properties (arith's fastmath, overflowFlags) are stored.
      for (var a : def.attrDefs().values()) {
        if (def.materializesDefault(a.name())) op.properties().put(a.name(), a.defaultValue());
      }
    }
    block.append(op);
    return op;
  }

  Value create1(String name, List<Value> operands, Type resultType) {
    return create(name, operands, List.of(resultType)).result();
  }

  void yield(List<Value> values) { create("linalg.yield", values, List.of()); }

  /**
   * Converts {@code v} to {@code to} as linalg's {@code TypeFn} casts do: integers extend or
   * truncate (signed or unsigned), integers and floats convert, floats extend or truncate.
   */
  Value cast(Value v, Type to, boolean unsigned) {
    Type from = v.type();
    if (from.equals(to)) return v;
    if (from instanceof IntegerType fi && to instanceof IntegerType ti) {
      String name = fi.width() < ti.width() ? (unsigned ? "arith.extui" : "arith.extsi") : "arith.trunci";
      return create1(name, List.of(v), to);
    }
    if (from instanceof IntegerType && to instanceof FloatType) return create1(unsigned ? "arith.uitofp" : "arith.sitofp", List.of(v), to);
    if (from instanceof FloatType && to instanceof IntegerType) return create1(unsigned ? "arith.fptoui" : "arith.fptosi", List.of(v), to);
    if (from instanceof FloatType ff && to instanceof FloatType tf) {
      return create1(ff.width() < tf.width() ? "arith.extf" : "arith.truncf", List.of(v), to);
    }
    if (from.isIndex() || to.isIndex()) return create1(unsigned ? "arith.index_castui" : "arith.index_cast", List.of(v), to);
    throw new DiagnosticException(loc, "unsupported type conversion from '" + from + "' to '" + to + "'");
  }

  /** {@code a + b} or {@code a * b} on integers (including i1, as upstream's or/and) or floats. */
  Value arith(boolean multiply, Value a, Value b) {
    Type t = a.type();
    String name;
    if (t.isFloat()) name = multiply ? "arith.mulf" : "arith.addf";
    else if (t.isSignlessInteger(1)) name = multiply ? "arith.andi" : "arith.ori";
    else name = multiply ? "arith.muli" : "arith.addi";
    return create1(name, List.of(a, b), t);
  }
}
