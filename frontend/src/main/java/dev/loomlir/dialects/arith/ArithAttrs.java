package dev.loomlir.dialects.arith;

import dev.loomlir.ir.AttrKind;
import dev.loomlir.ir.Attribute;
import dev.loomlir.ir.IntegerType;
import dev.loomlir.ir.OpAsmParser;
import dev.loomlir.ir.OpAsmPrinter;
import java.util.function.Function;

/** The attribute kinds of arith ops (also used by math for fast-math flags). */
public final class ArithAttrs {
  private ArithAttrs() {}

  /** {@code fastmath<nnan,ninf>} in custom syntax; {@code #arith.fastmath<...>} generically. */
  public static final AttrKind FASTMATH =
      dialectAttr("Floating point fast math flags", FastMathAttr.class, FastMathAttr::parseBody, FastMathAttr::body);

  public static final FastMathAttr FASTMATH_NONE = FastMathAttr.NONE;

  /** {@code overflow<nsw, nuw>} in custom syntax; {@code #arith.overflow<...>} generically. */
  public static final AttrKind OVERFLOW = dialectAttr("Integer overflow arith flags",
      IntegerOverflowAttr.class, IntegerOverflowAttr::parseBody, IntegerOverflowAttr::body);

  public static final IntegerOverflowAttr OVERFLOW_NONE = IntegerOverflowAttr.NONE;

  public static final KeywordEnumKind CMPI_PREDICATE = new KeywordEnumKind(IntegerType.I64, "predicate", CmpIPredicate.KEYWORDS);

  public static final KeywordEnumKind CMPF_PREDICATE = new KeywordEnumKind(IntegerType.I64, "predicate", CmpFPredicate.KEYWORDS);

  public static final KeywordEnumKind ROUNDING_MODE = new KeywordEnumKind(IntegerType.I32, "roundingmode",
      "to_nearest_even", "downward", "upward", "toward_zero", "to_nearest_away");

  /**
   * An arith dialect attribute used directly as an op attribute: custom syntax spells only its body
   * ({@code <...>}), as MLIR's {@code parseCustomAttributeWithFallback} does, but the full
   * {@code #arith...} form is accepted too.
   */
  private static <A extends Attribute> AttrKind dialectAttr(String description, Class<A> type,
      Function<OpAsmParser, A> parseBody, Function<A, String> body) {
    return new AttrKind() {
      @Override public String description() { return description; }

      @Override public boolean matches(Attribute a) { return type.isInstance(a); }

      @Override public Attribute parse(OpAsmParser p) {
        if (p.currentIs("<")) return parseBody.apply(p);
        var pos = p.currentPos();
        Attribute a = p.parseAttribute();
        if (!type.isInstance(a)) throw p.errorAt(pos, "invalid kind of attribute specified");
        return a;
      }

      @Override public Attribute parseOptional(OpAsmParser p) {
        return p.currentIs("<") || p.atAttributeStart() ? parse(p) : null;
      }

      @Override public void print(Attribute a, OpAsmPrinter p) { p.print(body.apply(type.cast(a))); }
    };
  }
}
