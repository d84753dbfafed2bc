package dev.loomlir.dialects.memref;

import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.Attrs;
import dev.loomlir.ir.IntegerAttr;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.function.LongPredicate;

/** Attribute kinds of the memref ops (ODS {@code ConfinedAttr}s and the atomic RMW kind enum). */
public final class MemRefAttrs {
  private MemRefAttrs() {}

  /** An integer attribute of exactly {@code base}'s type whose value satisfies {@code valid}. */
  public static AttrKind confined(AttrKind base, String description, LongPredicate valid) {
    return new AttrKind() {
      @Override public String description() { return description; }
      @Override public boolean matches(Attribute a) {
        return base.matches(a) && a instanceof IntegerAttr i && valid.test(i.value());
      }
      @Override public Attribute parse(OpAsmParser p) { return base.parse(p); }
      @Override public Attribute parseOptional(OpAsmParser p) { return base.parseOptional(p); }
      @Override public void print(Attribute a, OpAsmPrinter p) { base.print(a, p); }
    };
  }

  /** MLIR 22 alignments of alloc, alloca, load, store and global: a positive power of two. */
  public static final AttrKind ALIGNMENT = confined(Attrs.I64,
      "64-bit signless integer attribute whose value is positive and whose value is a power of two > 0",
      v -> v > 0 && Long.bitCount(v) == 1);

  /** assume_alignment's alignment ({@code ConfinedAttr<I32Attr, [IntPositive]>}). */
  public static final AttrKind POSITIVE_I32 =
      confined(Attrs.I32, "32-bit signless integer attribute whose value is positive", v -> v > 0);

  /** ODS {@code BoolAttr} (an i1 integer attribute), with its description. */
  public static final AttrKind BOOL = confined(Attrs.BOOL, "bool attribute", v -> true);

  /** prefetch's locality hint: {@code ConfinedAttr<I32Attr, [IntMinValue<0>, IntMaxValue<3>]>}. */
  public static final AttrKind LOCALITY_HINT = confined(Attrs.I32,
      "32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3", v -> v >= 0 && v <= 3);

  /** {@code arith::AtomicRMWKind}, spelled as its keyword ({@code addf}) and stored as i64. */
  public static final Attrs.EnumKind ATOMIC_RMW_KIND = atomicRmwKind();

  /** Kinds that need a floating-point value; the others except {@code assign} need an integer. */
  public static final Set<String> FLOAT_KINDS = Set.of("addf", "maximumf", "maxnumf", "minimumf", "minnumf", "mulf");

  private static Attrs.EnumKind atomicRmwKind() {
    String[] names = {"addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
        "mins", "minu", "mulf", "muli", "ori", "xori"};
    Map<String, Long> cases = new LinkedHashMap<>();
    StringBuilder description = new StringBuilder("allowed 64-bit signless integer cases: ");
    for (int i = 0; i < names.length; i++) {
      cases.put(names[i], (long) i);
      description.append(i > 0 ? ", " : "").append(i);
    }
    return Attrs.integerEnum(description.toString(), IntegerType.I64, cases);
  }
}
