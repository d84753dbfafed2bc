package dev.loomlir.dialects.llvm;

import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.OpDef;
import dev.loomlir.ir.Trait;
import dev.loomlir.ir.TypeConstraint;

/** Declarations shared by families of llvm ops (each op's class holds its own instance). */
final class LlvmOpDefs {
  private LlvmOpDefs() {}

  /** {@code llvm.add} and friends: {@code %a, %b overflow<nsw> : i32}. */
  static OpDef intBinaryWithOverflow(String name) {
    return binary(name, LlvmConstraints.INTEGER)
        .defaultAttr("overflowFlags", LlvmAttrs.OVERFLOW_FLAGS, LlvmAttrs.NO_FLAGS)
        .format("$lhs `,` $rhs (`overflow` `` $overflowFlags^)? attr-dict `:` type($res)");
  }

  /** {@code llvm.sdiv exact %a, %b : i32} */
  static OpDef intBinaryWithExact(String name) {
    return binary(name, LlvmConstraints.INTEGER)
        .optionalAttr("isExact", Attrs.UNIT)
        .format("(`exact` $isExact^)? $lhs `,` $rhs attr-dict `:` type($res)");
  }

  /** {@code llvm.or disjoint %a, %b : i32} */
  static OpDef intBinaryWithDisjoint(String name) {
    return binary(name, LlvmConstraints.INTEGER)
        .optionalAttr("isDisjoint", Attrs.UNIT)
        .format("(`disjoint` $isDisjoint^)? $lhs `,` $rhs attr-dict `:` type($res)");
  }

  static OpDef intBinary(String name) {
    return binary(name, LlvmConstraints.INTEGER).format("$lhs `,` $rhs attr-dict `:` type($res)");
  }

  /** {@code llvm.fadd %a, %b {fastmathFlags = #llvm.fastmath<fast>} : f32} */
  static OpDef floatBinary(String name) {
    return binary(name, LlvmConstraints.FLOAT)
        .defaultAttr("fastmathFlags", LlvmAttrs.FASTMATH, LlvmFastmathAttr.NONE)
        .format("$lhs `,` $rhs attr-dict `:` type($res)");
  }

  private static OpDef binary(String name, TypeConstraint c) {
    return OpDef.op(name)
        .operand("lhs", c)
        .operand("rhs", c)
        .result("res", c)
        .traits(Trait.PURE, Trait.SAME_OPERANDS_AND_RESULT_TYPE);
  }

  /** {@code llvm.sext %x : i1 to i64} */
  static OpDef cast(String name, TypeConstraint from, TypeConstraint to) {
    return castBase(name, from, to).format("$arg attr-dict `:` type($arg) `to` type($res)");
  }

  /** {@code llvm.zext nneg %x : i32 to i64} */
  static OpDef castWithNonNeg(String name, TypeConstraint from, TypeConstraint to) {
    return castBase(name, from, to)
        .optionalAttr("nonNeg", Attrs.UNIT)
        .format("(`nneg` $nonNeg^)? $arg attr-dict `:` type($arg) `to` type($res)");
  }

  /** {@code llvm.trunc %x overflow<nsw> : i64 to i32} */
  static OpDef castWithOverflow(String name, TypeConstraint from, TypeConstraint to) {
    return castBase(name, from, to)
        .defaultAttr("overflowFlags", LlvmAttrs.OVERFLOW_FLAGS, LlvmAttrs.NO_FLAGS)
        .format("$arg (`overflow` `` $overflowFlags^)? attr-dict `:` type($arg) `to` type($res)");
  }

  private static OpDef castBase(String name, TypeConstraint from, TypeConstraint to) {
    return OpDef.op(name).operand("arg", from).result("res", to).traits(Trait.PURE);
  }
}
